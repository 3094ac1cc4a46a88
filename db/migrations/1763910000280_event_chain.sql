-- Up Migration

-- Tamper evidence (docs/decisions/028-event-hash-chain.md): every event stores the hash of the
-- event before it in position order (prev_hash) and its own hash, SHA-256 of prev_hash followed by
-- the event's canonical text (event_canonical). `npm run db:verify` recomputes the chain in Node
-- (db/src/event-chain/event-hash.ts writes the same canonical text) and names the first position
-- that does not match.

alter table events add column prev_hash bytea, add column hash bytea;

-- The chain's head: the last position chained and its hash. Its one row is the lock that makes
-- positions follow the chain's order: append() takes it first (lock_event_chain), so the position
-- (nextval) of the next writer is drawn only after this one commits. The owner's alone: the app
-- role neither reads nor writes it (app-role.ts), it only locks it through lock_event_chain().
create table event_chain (
  only_row boolean primary key default true check (only_row),
  position bigint not null,
  hash bytea not null check (octet_length(hash) = 32)
);

-- Each field as a netstring (`<UTF-8 byte length>:<text>,`), so no value can pass for another
-- split differently: position, stream_id, version, type, the payload as jsonb prints it (keys
-- normalized by the database), actor, occurred_at in UTC with microseconds.
create function event_netstring(field text) returns text language sql immutable strict as $$
  select octet_length(convert_to(field, 'UTF8')) || ':' || field || ','
$$;

create function event_canonical(
  e_position bigint, e_stream_id text, e_version integer, e_type text, e_payload jsonb, e_actor text,
  e_occurred_at timestamptz
) returns bytea language sql stable strict as $$
  select convert_to(
    event_netstring(e_position::text) || event_netstring(e_stream_id) || event_netstring(e_version::text)
      || event_netstring(e_type) || event_netstring(e_payload::text) || event_netstring(e_actor)
      || event_netstring(to_char(e_occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')),
    'UTF8')
$$;

-- The first event chains from 32 zero bytes.
create function event_chain_genesis() returns bytea language sql immutable as $$
  select '\x0000000000000000000000000000000000000000000000000000000000000000'::bytea
$$;

-- Takes the chain's lock until the transaction ends. SECURITY DEFINER: the app role may lock the
-- head without any privilege on the table (FOR UPDATE would need UPDATE on it).
create function lock_event_chain() returns void language plpgsql security definer as $$
begin
  perform 1 from event_chain for update;
end
$$;

-- Chains every inserted row, whoever inserts it and whatever hashes it sends: the hashes are the
-- database's, never the client's. SECURITY DEFINER to read the head the app role cannot read.
create function events_chain() returns trigger language plpgsql security definer as $$
declare
  last_position bigint;
  last_hash bytea;
  newest record;
begin
  select position, hash into strict last_position, last_hash from event_chain for update;
  -- The head moves once per statement (events_chain_head): rows this statement inserted before this
  -- one are past it, and the newest of them is the one to chain from. (A row-level trigger sees
  -- them; moving the head per row would pile one row version per event on it in a bulk insert.)
  select position, hash into newest from events where position > last_position order by position desc limit 1;
  if found then
    last_position := newest.position;
    last_hash := newest.hash;
  end if;
  -- Under the lock a new position is always past the last; one drawn before it (an INSERT that did
  -- not call lock_event_chain() first, racing a writer that did) would chain out of order.
  if new.position <= last_position then
    raise exception 'events: position % is not after the chain''s head %: call lock_event_chain() before inserting',
      new.position, last_position using errcode = 'P0001';
  end if;
  new.prev_hash := last_hash;
  new.hash := sha256(last_hash || event_canonical(new.position, new.stream_id, new.version, new.type,
    new.payload, new.actor, new.occurred_at));
  return new;
end
$$;

-- After each INSERT, the head moves to the newest row it chained.
create function events_chain_head() returns trigger language plpgsql security definer as $$
begin
  update event_chain set (position, hash) = (select position, hash from inserted order by position desc limit 1)
   where exists (select from inserted);
  return null;
end
$$;

-- A SECURITY DEFINER function must not find its tables through a search path the caller controls
-- (a temporary table named event_chain would come first): pin this schema, then pg_temp last.
do $$
begin
  execute format('alter function lock_event_chain() set search_path = %I, pg_temp', current_schema());
  execute format('alter function events_chain() set search_path = %I, pg_temp', current_schema());
  execute format('alter function events_chain_head() set search_path = %I, pg_temp', current_schema());
end
$$;
-- Only the app role (granted by app-role.ts) may hold the lock every append waits on.
revoke execute on function lock_event_chain() from public;

-- Existing logs: chain every event already written, in position order (the append-only trigger is
-- off for this one UPDATE, inside the migration's transaction).
do $$
declare
  event record;
  last_hash bytea := event_chain_genesis();
  last_position bigint := 0;
  positions bigint[] := '{}';
  prevs bytea[] := '{}';
  hashes bytea[] := '{}';
begin
  for event in select * from events order by position loop
    positions := positions || event.position;
    prevs := prevs || last_hash;
    last_hash := sha256(last_hash || event_canonical(event.position, event.stream_id, event.version,
      event.type, event.payload, event.actor, event.occurred_at));
    hashes := hashes || last_hash;
    last_position := event.position;
  end loop;
  alter table events disable trigger events_no_update_delete;
  update events e set prev_hash = chained.prev_hash, hash = chained.hash
    from unnest(positions, prevs, hashes) as chained (position, prev_hash, hash)
   where e.position = chained.position;
  alter table events enable trigger events_no_update_delete;
  insert into event_chain (position, hash) values (last_position, last_hash);
end
$$;

alter table events alter column prev_hash set not null, alter column hash set not null,
  add constraint events_hash_length check (octet_length(prev_hash) = 32 and octet_length(hash) = 32);

create trigger events_chain before insert on events for each row execute function events_chain();
create trigger events_chain_head after insert on events referencing new table as inserted
  for each statement execute function events_chain_head();

-- Down Migration
drop trigger events_chain_head on events;
drop trigger events_chain on events;
drop function events_chain_head();
drop function events_chain();
drop function lock_event_chain();
drop function event_chain_genesis();
drop function event_canonical(bigint, text, integer, text, jsonb, text, timestamptz);
drop function event_netstring(text);
drop table event_chain;
alter table events drop column prev_hash, drop column hash;
