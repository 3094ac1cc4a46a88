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

-- Forgetting a member also takes their traces out of the two tables the app may only append to
-- (app-role.ts): this function, run as the tables' owner, is the one way rows leave them, and only
-- for a person whose key is already destroyed (subject_keys), in the transaction that forgets them.
-- - security_log: their sign-ins and security changes, and the mail typed in their name: no
--   security purpose years after they left;
-- - month_reports: the stored IRCCA reports that name them (p_marks: their name as the report
--   prints it, their cédula). Forgetting comes only after the retention period, so those months'
--   record keeping is over; the close's figures and hash stay in the log, and the next download
--   renders the report again, with the placeholder 'Socio dado de baja #N', and stores it.
create function erase_forgotten_member(p_member_id integer, p_mail text, p_marks text[])
returns void language plpgsql security definer as $$
begin
  if not exists (select 1 from subject_keys
                  where subject = 'member-' || p_member_id and destroyed_at is not null) then
    raise exception 'member % is not forgotten', p_member_id using errcode = 'P0001';
  end if;
  delete from security_log where member_id = p_member_id or lower(mail) = lower(p_mail);
  perform set_config('club.erasing_forgotten_member', 'on', true);
  delete from month_reports r
   where exists (select 1 from unnest(p_marks) as mark where mark <> '' and strpos(r.csv, mark) > 0);
  perform set_config('club.erasing_forgotten_member', 'off', true);
end;
$$;
-- Pinned to this schema, pg_temp last: no table of the caller's shadows the ones it erases from.
do $$
begin
  execute format('alter function erase_forgotten_member(integer, text, text[]) set search_path = %I, pg_temp',
                 current_schema());
end
$$;
revoke execute on function erase_forgotten_member(integer, text, text[]) from public;

-- month_reports stays append-only for everyone else: a deletion passes only inside the function
-- above (the app role has no DELETE on the table at all; the setting is the owner's function's).
create or replace function month_reports_are_append_only() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' and current_setting('club.erasing_forgotten_member', true) = 'on' then
    return old;
  end if;
  raise exception 'month_reports is append-only: % refused', tg_op using errcode = 'P0001';
end
$$;

-- Down Migration

create or replace function month_reports_are_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'month_reports is append-only: % refused', tg_op using errcode = 'P0001';
end
$$;
drop function erase_forgotten_member(integer, text, text[]);

drop index members_cedula_key;
alter table members drop column forgotten_at;
alter table members drop column ircca_registered_on;
alter table members drop column phone;
alter table members drop column residency;
alter table members drop column birth_date;
alter table members drop column cedula;
