-- Up Migration
-- The IRCCA report of each closed month, as the files the close rendered (gateway/src/close/
-- month-report-store.ts): a signed document reads the same on every download, though names and
-- rows it joined change later. Outside the event log (the files hold names in clear); not a
-- projection, so replay does not rebuild it. Append-only like the log: the triggers refuse
-- UPDATE, DELETE and TRUNCATE to every role, and the app role may only read and insert.
create table month_reports (
  month text primary key check (month ~ '^\d{4}-(0[1-9]|1[0-2])$'),
  csv text not null,
  pdf bytea not null,
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  stored_at timestamptz not null default now()
);

create function month_reports_are_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'month_reports is append-only: % refused', tg_op using errcode = 'P0001';
end
$$;
create trigger month_reports_no_update_delete before update or delete on month_reports
  for each row execute function month_reports_are_append_only();
create trigger month_reports_no_truncate before truncate on month_reports
  for each statement execute function month_reports_are_append_only();

-- Down Migration
drop trigger month_reports_no_truncate on month_reports;
drop trigger month_reports_no_update_delete on month_reports;
drop table month_reports;
drop function month_reports_are_append_only();
