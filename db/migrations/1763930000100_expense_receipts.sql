-- Up Migration

-- The receipts added to an expense after it was recorded ('Agregá otro recibo' in Ver Gastos):
-- read model of `ExpenseReceiptAttached` on the expense's stream, written in the same transaction
-- as the event, which also holds the file (storage_objects.held_by). The receipt recorded with the
-- expense stays in `expenses.receipt`. `path` is inside the storage bucket `Bills`.
create table expense_receipts (
  path text primary key,
  expense_id uuid not null references expenses (id),
  attached_by integer not null references members (id)
);
create index expense_receipts_expense_idx on expense_receipts (expense_id);

-- Down Migration
drop table expense_receipts;
