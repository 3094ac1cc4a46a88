-- Up Migration

-- Credentials live beside the member row, never in the event log (like the password hash):
-- a sign-in, a lockout or a second factor is about the account, not a fact of the club.

-- A password an admin chose or generated is temporary until the member changes it; past this
-- moment it signs no one in. Null: the member's own password.
alter table members add column password_temporary_until timestamptz;

-- Failed sign-ins in a row (wrong password or wrong code) and the lock they lead to. Kept in the
-- database so every replica sees the same count.
alter table members add column failed_sign_ins integer not null default 0;
alter table members add column locked_until timestamptz;

-- An admin's TOTP second factor. `enrolled_at` is null while the admin has seen the QR code but
-- not yet typed a first code; `last_step` is the last 30-second step used, so a code works once.
create table two_factor (
  member_id integer primary key references members (id),
  secret text not null,
  enrolled_at timestamptz,
  last_step bigint not null default 0
);

-- Ten single-use codes for a lost phone; only their hash is kept.
create table two_factor_recovery_codes (
  member_id integer not null references members (id),
  code_hash text not null,
  used_at timestamptz,
  primary key (member_id, code_hash)
);

-- The step between a right password and the code: a short-lived ticket, only its hash kept.
create table two_factor_challenges (
  challenge_hash text primary key,
  member_id integer not null references members (id),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index two_factor_challenges_member_idx on two_factor_challenges (member_id);

-- Every sign-in attempt and security change, with the address and browser it came from.
-- member_id is null for a mail that matches no member.
create table security_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  member_id integer references members (id),
  mail text,
  action text not null,
  ip text not null,
  user_agent text not null,
  actor_id integer references members (id)
);
create index security_log_member_idx on security_log (member_id, id desc);

-- Down Migration

drop table security_log;
drop table two_factor_challenges;
drop table two_factor_recovery_codes;
drop table two_factor;
alter table members drop column locked_until;
alter table members drop column failed_sign_ins;
alter table members drop column password_temporary_until;
