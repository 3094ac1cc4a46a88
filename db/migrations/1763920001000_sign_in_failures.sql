-- Up Migration

-- Failed sign-ins counted per mail typed and per address they came from (docs/decisions/
-- 035-sign-in-lock-per-mail-and-address.md): five in a row lock that address out of that mail for
-- a while, and nobody else. A mail of no member is counted the same way, so trying mails costs
-- what trying passwords does. The mail is kept as its SHA-256 only: what a guesser typed is not
-- worth keeping in clear.
create table sign_in_failures (
  mail_hash text not null,
  -- The caller's IPv4 address, or its IPv6 /64.
  source text not null,
  -- Tries taken and not yet ended well; reset by a success and when the lock is set.
  failures integer not null default 0,
  locked_until timestamptz,
  updated_at timestamptz not null,
  primary key (mail_hash, source)
);
create index sign_in_failures_updated_idx on sign_in_failures (updated_at);

-- The member-wide count and lock it replaces: whoever typed five wrong passwords locked the member.
alter table members drop column locked_until;
alter table members drop column failed_sign_ins;

-- Down Migration

alter table members add column failed_sign_ins integer not null default 0;
alter table members add column locked_until timestamptz;
drop table sign_in_failures;
