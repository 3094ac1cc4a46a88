-- Up Migration

-- Expenses (spec §3 "Expense"): read model of `ExpenseRecorded` (stream `expense-<uuid>`), written
-- in the same transaction as the event, so the log holds every expense for audit. Whole pesos;
-- `receipt` is the path of its file inside the storage bucket `Bills`
-- (`{userId}/{expense}/{MM-YYYY}/{id}`), or null.
create table expenses (
  id uuid primary key,
  category text not null
    check (category in ('UTE', 'OSE', 'Alquiler', 'Ferretería', 'Fertilizantes', 'Turba', 'Sueldos', 'Varios')),
  amount integer not null check (amount > 0),
  comment text not null default '' check (char_length(comment) <= 250),
  date date not null,
  receipt text,
  created_by integer not null references members (id),
  created_at timestamptz not null default now()
);
create index expenses_date_idx on expenses (date);

-- Bills: a handover to a member outside the online orders, read model of `BillIssued` (stream
-- `bill-<uuid>`). Its grams count against the member's limits in the month and year of `date`,
-- together with the orders (gateway/src/limits/grams-used.ts).
create table bills (
  id uuid primary key,
  member_id integer not null references members (id),
  date date not null,
  grams integer not null check (grams > 0),
  total integer not null check (total >= 0),
  lines jsonb not null,
  issued_at timestamptz not null default now()
);
create index bills_member_date_idx on bills (member_id, date);
create index bills_date_idx on bills (date);

-- Down Migration
drop table bills;
drop table expenses;
