-- Up Migration

-- Projected from MemberLeft: the day a member left the club (YYYY-MM-DD, Montevideo) and a code
-- of domain/src/member-leaving.ts. Leaving is final, unlike a deactivation.
alter table members add column left_on date;
alter table members add column leave_reason text;

-- Down Migration

alter table members drop column leave_reason;
alter table members drop column left_on;
