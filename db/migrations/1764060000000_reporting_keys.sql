-- Up Migration

-- Keys for reporting clients (decision 055): a script that pulls the month's dispensations holds
-- a credential of its own, read-only and revocable, never a person's password. Only the key's
-- SHA-256 is kept; the key itself is shown once, when it is made.
create table reporting_keys (
  id uuid primary key,
  name text not null check (length(name) between 1 and 60),
  key_hash text not null unique,
  -- The first characters, so the admin can tell which key a script holds.
  prefix text not null,
  created_by integer not null references members (id),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  revoked_by integer references members (id),
  last_used_at timestamptz
);

-- Every use, for the audit and the rate limit (counted over the last minute).
create table reporting_key_uses (
  id bigserial primary key,
  key_id uuid not null references reporting_keys (id),
  used_at timestamptz not null default now(),
  path text not null,
  ip text not null,
  request_id text
);
create index reporting_key_uses_key_idx on reporting_key_uses (key_id, used_at desc);

-- Down Migration
drop table reporting_key_uses;
drop table reporting_keys;
