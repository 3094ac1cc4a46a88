-- Up Migration

-- The built-in hosted stand-in's accounts of club members are the club's: only the club signs
-- them in (gateway/src/hosted/club-accounts.ts), so such an account keeps no password of its own,
-- and a session not opened from a club token ends now. From here on, whatever changes how a member
-- signs in (the password, a reset, a deactivation, the role, the address) ends every hosted
-- session of that person, in the same transaction: a rule of the data, as for revoked tokens
-- (migration 1763900000200), so no path that changes a member can forget it.
update hosted_users u set password_hash = null
 where u.password_hash is not null
   and exists (select 1 from members m where lower(m.mail) = lower(u.email));
delete from hosted_sessions s
 using hosted_users u
 where s.user_id = u.id
   and exists (select 1 from members m where lower(m.mail) = lower(u.email))
   and not exists (select 1 from club_hosted_sessions l where l.hosted_session_id = s.id);

create function end_hosted_sessions_of_member() returns trigger language plpgsql as $$
begin
  delete from hosted_sessions
   where user_id in (select id from hosted_users where lower(email) in (lower(old.mail), lower(new.mail)));
  update hosted_users set password_hash = null
   where lower(email) in (lower(old.mail), lower(new.mail)) and password_hash is not null;
  return null;
end;
$$;
create trigger member_sign_in_changed_ends_hosted_sessions after update on members
  for each row when (
    old.password_hash is distinct from new.password_hash
    or old.active is distinct from new.active
    or old.role is distinct from new.role
    or lower(old.mail) is distinct from lower(new.mail)
  )
  execute function end_hosted_sessions_of_member();

-- A hosted mail's sign-in link and code, apart from what the outbox lists to admins
-- (hosted/src/auth/mail.ts); dropped once the mail is sent, given up, or an hour old. The mails
-- queued before kept them in their text and params: those lose them, and one still waiting is
-- given up (its link is an hour from dead at most).
alter table outbox add column secret_params jsonb;
update outbox
   set template_params = (template_params - 'link' - 'code' - 'token_hash')
         || jsonb_build_object('message', 'Texto quitado: llevaba un enlace y un código de ingreso.'),
       status = case when status = 'pending' then 'failed' else status end,
       last_error = case when status = 'pending' then 'Su enlace de ingreso venció antes de enviarse (dura una hora)'
                         else last_error end
 where service_id = 'hosted-auth';

-- Down Migration

alter table outbox drop column secret_params;
drop trigger member_sign_in_changed_ends_hosted_sessions on members;
drop function end_hosted_sessions_of_member();
