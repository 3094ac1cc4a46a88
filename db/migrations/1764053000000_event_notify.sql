-- Up Migration

-- Live updates (decision 053): every statement that appends events tells listeners, once it has
-- committed, the newest position it wrote. NOTIFY is delivered at commit and never for a rolled-back
-- transaction, so a listener reading the log past its last position after it finds the events there.
-- The payload is only a hint: readers go by the log, not by the notification. The channel names the
-- schema (`club_events_public`): clubs, or test schemas, sharing one PostgreSQL database hear only
-- their own log.
create function events_notify() returns trigger language plpgsql as $$
begin
  perform pg_notify('club_events_' || tg_table_schema, (select max(position)::text from inserted));
  return null;
end
$$;

create trigger events_notify after insert on events referencing new table as inserted
  for each statement execute function events_notify();

-- Down Migration
drop trigger events_notify on events;
drop function events_notify();
