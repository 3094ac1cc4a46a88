-- Up Migration

-- An order packed at the counter (OrderPrepared) and a handover undone (OrderHandoverReverted,
-- decision 054): the orders read model keeps whether it is packed, and a reverted order closes
-- like a cancelled one (it no longer counts against the member's grams nor takes its slot).
alter table orders add column prepared boolean not null default false;
alter table orders drop constraint orders_status_check;
alter table orders add constraint orders_status_check
  check (status in ('placed', 'delivered', 'not_collected', 'cancelled', 'reverted'));

-- Down Migration
alter table orders drop constraint orders_status_check;
alter table orders add constraint orders_status_check
  check (status in ('placed', 'delivered', 'not_collected', 'cancelled'));
alter table orders drop column prepared;
