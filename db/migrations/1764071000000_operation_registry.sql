-- Up Migration

-- The operations each web remote sends, registered per remote and version by its deploy
-- (docs/decisions/058-operations-registered-per-remote-version.md). Every gateway replica reads the
-- same rows, so an id registered through one is accepted by all. A retired version stays as
-- history. Not in the event log: these are the app's code, not facts of the club.
create table remote_operation_versions (
  remote text not null check (remote ~ '^[a-z][a-z0-9-]{0,39}$'),
  version text not null check (version ~* '^[a-z0-9][a-z0-9.-]{0,39}$'),
  -- SHA-256 of the version's sorted ids: the same content registered again is told at once.
  content_hash text not null check (content_hash ~ '^[0-9a-f]{64}$'),
  registered_at timestamptz not null default now(),
  retired_at timestamptz,
  primary key (remote, version)
);

create table remote_operations (
  remote text not null,
  version text not null,
  id text not null check (id ~ '^sha256:[0-9a-f]{64}$'),
  document text not null,
  primary key (remote, version, id),
  foreign key (remote, version) references remote_operation_versions (remote, version)
);

-- Down Migration
drop table remote_operations;
drop table remote_operation_versions;
