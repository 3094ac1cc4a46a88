-- Up Migration

-- The local stand-in for the hosted auth + storage service (Supabase Auth and Storage), served by
-- the gateway at /auth/v1 and /storage/v1. Its users are not the club's members: they are the
-- accounts of the hosted service (the finance screens sign in there).

create table hosted_users (
  id uuid primary key,
  email text not null,
  -- argon2id; null for an account created by a magic link that never set a password.
  password_hash text,
  email_confirmed_at timestamptz,
  confirmation_sent_at timestamptz,
  recovery_sent_at timestamptz,
  last_sign_in_at timestamptz,
  user_metadata jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index hosted_users_email_key on hosted_users (lower(email));

-- One row per signed-in device; an access token names its session, so signing out ends it.
create table hosted_sessions (
  id uuid primary key,
  user_id uuid not null references hosted_users (id) on delete cascade,
  created_at timestamptz not null default now(),
  refreshed_at timestamptz
);
create index hosted_sessions_user_idx on hosted_sessions (user_id);

-- Refresh tokens (SHA-256 of the token): each is used once; using one again ends its session.
create table hosted_refresh_tokens (
  token_hash text primary key,
  session_id uuid not null references hosted_sessions (id) on delete cascade,
  created_at timestamptz not null default now(),
  used_at timestamptz
);
create index hosted_refresh_tokens_session_idx on hosted_refresh_tokens (session_id);

-- Mailed one-time tokens: the link's secret (SHA-256 kept) and the 6-digit code (SHA-256 kept).
create table hosted_one_time_tokens (
  id uuid primary key,
  user_id uuid not null references hosted_users (id) on delete cascade,
  kind text not null check (kind in ('signup', 'magiclink', 'recovery', 'email_change')),
  token_hash text not null unique,
  code_hash text not null,
  -- email_change only: the address being confirmed.
  new_email text,
  failed_attempts integer not null default 0,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index hosted_one_time_tokens_user_idx on hosted_one_time_tokens (user_id, kind, created_at);

-- Stored files' metadata; the bytes are on disk under UPLOADS_DIR/{bucket}/{id}.
create table storage_objects (
  id uuid primary key,
  bucket text not null,
  name text not null,
  owner uuid not null references hosted_users (id),
  size integer not null check (size >= 0),
  mime text not null,
  cache_control text not null default 'max-age=3600',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (bucket, name)
);
create index storage_objects_owner_idx on storage_objects (bucket, owner, name);

-- Down Migration

drop table storage_objects;
drop table hosted_one_time_tokens;
drop table hosted_refresh_tokens;
drop table hosted_sessions;
drop table hosted_users;
