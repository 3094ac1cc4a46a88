-- Up Migration

-- Invitation links and the applications sent through them (gateway/src/applications): both
-- read models of their streams. An invitation is known by its token's hash alone. An application
-- holds the applicant's data in clear for the admin's screen; the log has it only sealed.
create table invitations (
  id serial primary key,
  token_hash text not null unique,
  expires_at timestamptz not null,
  single_use boolean not null,
  issued_by integer not null,
  revoked boolean not null default false,
  uses integer not null default 0,
  created_at timestamptz not null default now()
);

create table applications (
  id serial primary key,
  invitation_id integer not null references invitations (id),
  status text not null check (status in ('pending', 'waitlisted', 'approved', 'rejected')),
  name text,
  last_name text,
  mail text,
  cedula text,
  birth_date date,
  residency text,
  phone text,
  submitted_at timestamptz not null,
  -- The waitlist's order: a position is the rank of this among the waitlisted.
  waitlisted_at timestamptz,
  decided_at timestamptz,
  member_id integer,
  reason text
);

create index applications_cedula_idx on applications (cedula) where status in ('pending', 'waitlisted');
create index applications_waitlist_idx on applications (waitlisted_at, id) where status = 'waitlisted';

-- Down Migration
drop table applications;
drop table invitations;
