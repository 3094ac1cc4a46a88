-- Up Migration

-- Who the club is (decision 051): the read model of `ClubRegistered` on the `club-profile`
-- stream, one row. A database set up before this (the demo, an older club) has none, and the
-- monthly report then names the club as the app's brand does.
create table club_profile (
  id integer primary key default 1 check (id = 1),
  name text not null check (length(name) between 1 and 120),
  ircca_registration text not null check (length(ircca_registration) between 1 and 40),
  address text not null check (length(address) between 1 and 200),
  set_up_at timestamptz not null
);

-- The one-time code a first run prints in the server's log. Kept as typed: whoever reads this table
-- already holds the database the code protects, and every replica and restart must show the same
-- code while it lives. Gone once the club is set up; dead after too many wrong guesses.
create table setup_code (
  id integer primary key default 1 check (id = 1),
  code text not null check (code ~ '^[0-9A-Z]{4}-[0-9A-Z]{4}$'),
  failed_attempts integer not null default 0 check (failed_attempts >= 0),
  created_at timestamptz not null default now()
);

-- Down Migration
drop table setup_code;
drop table club_profile;
