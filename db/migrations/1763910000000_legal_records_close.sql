-- Up Migration
-- Issue 17: the Responsable Técnico, an admin account that signs the monthly close
-- (TechnicalLeadSet events; replay rebuilds the column). Destruction records and month closes
-- are read from the event log itself (StockDestroyed, MonthClosed): no table of their own.
alter table members add column technical_lead boolean not null default false;

-- Down Migration
alter table members drop column technical_lead;
