-- Up Migration

-- A member's legal identity (Ley 19.172: an adult citizen or legal resident, identified by the
-- cédula) and the day and reason they left the club. The identity is personal data: the read model
-- holds it in clear for the screens and the IRCCA report, the log only sealed. Accounts made before
-- identities were recorded keep nulls until an admin completes them.
alter table members add column if not exists cedula text;
alter table members add column if not exists birth_date date;
alter table members add column if not exists residency text;
alter table members add column if not exists phone text;
alter table members add column if not exists ircca_registered_on date;
-- Projected from MemberLeft: the day (YYYY-MM-DD, Montevideo) and a code of domain/src/member-leaving.ts.
alter table members add column left_on date;
alter table members add column leave_reason text;

-- Down Migration

alter table members drop column leave_reason;
alter table members drop column left_on;
alter table members drop column if exists ircca_registered_on;
alter table members drop column if exists phone;
alter table members drop column if exists residency;
alter table members drop column if exists birth_date;
alter table members drop column if exists cedula;
