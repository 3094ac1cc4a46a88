-- Up Migration

-- Inspectors' links (decision 057): the regulator's inspector reads the club's legal records for a
-- few hours or days through a link of its own, read-only and revocable, never a person's account.
-- Only the link key's SHA-256 is kept; the link itself is shown once, when it is made.
create table inspection_links (
  id uuid primary key,
  name text not null check (length(name) between 1 and 60),
  key_hash text not null unique,
  -- The first characters, so the admin can tell which link an inspector holds.
  prefix text not null,
  created_by integer not null references members (id),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  revoked_by integer references members (id),
  last_used_at timestamptz
);

-- Every view: when, what was viewed, from where.
create table inspection_link_views (
  id bigserial primary key,
  link_id uuid not null references inspection_links (id),
  viewed_at timestamptz not null default now(),
  viewed text not null,
  ip text not null,
  request_id text
);
create index inspection_link_views_link_idx on inspection_link_views (link_id, viewed_at desc);

-- Down Migration
drop table inspection_link_views;
drop table inspection_links;
