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

-- Down Migration

drop index members_cedula_key;
alter table members drop column forgotten_at;
alter table members drop column ircca_registered_on;
alter table members drop column phone;
alter table members drop column residency;
alter table members drop column birth_date;
alter table members drop column cedula;
