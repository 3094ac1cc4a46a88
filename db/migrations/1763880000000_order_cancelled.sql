-- Up Migration

-- A pending order can be cancelled (OrderCancelled): by its member before the cut-off, or by an
-- admin with a reason. Like a no-show, it no longer counts against the member's grams.
alter table orders drop constraint orders_status_check;
alter table orders add constraint orders_status_check
  check (status in ('placed', 'delivered', 'not_collected', 'cancelled'));

-- Down Migration
alter table orders drop constraint orders_status_check;
alter table orders add constraint orders_status_check
  check (status in ('placed', 'delivered', 'not_collected'));
