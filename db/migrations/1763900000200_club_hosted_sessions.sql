-- Up Migration

-- With the built-in stand-in, the expense screens get their hosted session from the club's own
-- (docs/decisions/021-one-sign-out.md). Each hosted session opened that way names the club token it
-- came from; a row goes with its session.
create table club_hosted_sessions (
  hosted_session_id uuid primary key references hosted_sessions (id) on delete cascade,
  token_hash text not null references auth_tokens (token_hash) on delete cascade,
  created_at timestamptz not null default now()
);
create index club_hosted_sessions_token_idx on club_hosted_sessions (token_hash);

-- Whatever ends a club token (sign-out, a password change, a deactivation, a reset, or deleting its
-- row) ends the hosted sessions it opened, in the same transaction: a rule of the data, so no path
-- that revokes tokens, present or future, can forget it. Before a delete, since the cascade would
-- otherwise drop the link first. Expired tokens are swept when a session is opened
-- (gateway/src/hosted/club-hosted-session.ts).
create function end_hosted_sessions_of_ended_token() returns trigger language plpgsql as $$
begin
  delete from hosted_sessions
   where id in (select hosted_session_id from club_hosted_sessions where token_hash = old.token_hash);
  return old;
end;
$$;
create trigger auth_token_revoked_ends_hosted_sessions after update of revoked_at on auth_tokens
  for each row when (old.revoked_at is null and new.revoked_at is not null)
  execute function end_hosted_sessions_of_ended_token();
create trigger auth_token_deleted_ends_hosted_sessions before delete on auth_tokens
  for each row execute function end_hosted_sessions_of_ended_token();

-- Down Migration

drop trigger auth_token_deleted_ends_hosted_sessions on auth_tokens;
drop trigger auth_token_revoked_ends_hosted_sessions on auth_tokens;
drop function end_hosted_sessions_of_ended_token();
drop table club_hosted_sessions;
