-- Up Migration

-- A member's legal identity (Ley 19.172: adult citizens or legal residents, known by their
-- cédula) and phone, held in clear only here, the read model, for search and screens: the log
-- carries them sealed with the member's own key. Null for accounts made before identities were
-- recorded, and again once the member is forgotten (forgotten_at), when the row keeps only the
-- placeholder 'Socio dado de baja #<id>' and the figures that hang on its number.
alter table members add column cedula text;
alter table members add column birth_date date;
alter table members add column residency text check (residency in ('ciudadania', 'residencia'));
alter table members add column phone text;
alter table members add column ircca_registered_on date;
alter table members add column forgotten_at timestamptz;
create unique index members_cedula_key on members (cedula) where cedula is not null;

-- Forgetting a member also takes their traces out of the security log, which the app may only
-- append to (app-role.ts): this function, run as the table's owner, is the one way rows leave it,
-- and only for a person whose key is already destroyed (subject_keys), in the transaction that
-- forgets them. Sign-ins and security changes of someone gone for years serve no security purpose.
create function erase_forgotten_member_security_log(p_member_id integer, p_mail text)
returns integer language plpgsql security definer as $$
declare
  erased integer;
begin
  if not exists (select 1 from subject_keys
                  where subject = 'member-' || p_member_id and destroyed_at is not null) then
    raise exception 'member % is not forgotten', p_member_id using errcode = 'P0001';
  end if;
  delete from security_log where member_id = p_member_id or lower(mail) = lower(p_mail);
  get diagnostics erased = row_count;
  return erased;
end;
$$;
-- Pinned to this schema, pg_temp last: no table of the caller's shadows the security log.
do $$
begin
  execute format('alter function erase_forgotten_member_security_log(integer, text) set search_path = %I, pg_temp',
                 current_schema());
end
$$;
revoke execute on function erase_forgotten_member_security_log(integer, text) from public;

-- Down Migration

drop function erase_forgotten_member_security_log(integer, text);

drop index members_cedula_key;
alter table members drop column forgotten_at;
alter table members drop column ircca_registered_on;
alter table members drop column phone;
alter table members drop column residency;
alter table members drop column birth_date;
alter table members drop column cedula;
