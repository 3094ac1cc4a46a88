-- Up Migration

-- What a rewrite of the event log did (docs/decisions/043-personal-data-sealed-per-member.md): the
-- log is append-only, but personal data written in clear before it was sealed had to leave it.
-- A rewrite changes payloads under the chain's lock, re-chains from the first one it changed to the
-- head, and leaves here the head it replaced and the one it made: the old head kept, so a hash
-- written down before the rewrite is explained by this row, and db:verify checks the new head is
-- on the chain. The owner's alone, append-only like the log.
create table event_log_rewrites (
  id integer generated always as identity primary key,
  rewritten_at timestamptz not null default now(),
  reason text not null,
  events_rewritten integer not null check (events_rewritten > 0),
  first_position bigint not null,
  head_position bigint not null check (head_position >= first_position),
  old_head_hash bytea not null check (octet_length(old_head_hash) = 32),
  new_head_hash bytea not null check (octet_length(new_head_hash) = 32)
);

create function event_log_rewrites_are_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'event_log_rewrites is append-only: % refused', tg_op using errcode = 'P0001';
end
$$;
create trigger event_log_rewrites_no_update_delete before update or delete on event_log_rewrites
  for each row execute function event_log_rewrites_are_append_only();
create trigger event_log_rewrites_no_truncate before truncate on event_log_rewrites
  for each statement execute function event_log_rewrites_are_append_only();

-- Down Migration
drop table event_log_rewrites;
drop function event_log_rewrites_are_append_only();
