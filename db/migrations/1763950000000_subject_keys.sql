-- Up Migration

-- Each person's own key (docs/decisions/043): personal data enters the log only sealed with it,
-- and destroying it forgets the person. Wrapped by the installation's master key, which is kept
-- outside the database. A destroyed key's row stays, with no key, so nothing is sealed for that
-- subject again and the moment of forgetting is known.
create table subject_keys (
  subject text primary key,
  wrapped_key text,
  master_key_id text,
  created_at timestamptz not null default now(),
  destroyed_at timestamptz,
  constraint subject_keys_destroyed check ((wrapped_key is null) = (destroyed_at is not null))
);

-- Down Migration
drop table subject_keys;
