-- Up Migration

-- Read model for reporting: one row per product handed over to a member, projected from
-- `OrderDelivered` (and, once the bills issue lands, `BillIssued`) in the same transaction that
-- appends the event. `date` is the day of the handover (an order's pickup day), `amount` the
-- integer pesos of that line. `dispensations(month)` and `sales(month)` group these rows.
create table dispensation_lines (
  source_stream text not null,
  member_id integer not null references members (id),
  date date not null,
  product_id integer not null references products (id),
  key text not null,
  species text not null,
  grams integer not null check (grams > 0),
  amount integer not null check (amount >= 0),
  primary key (source_stream, product_id)
);
create index dispensation_lines_date_idx on dispensation_lines (date);

-- A product's history reads the order events whose lines name it: `payload -> 'lines' @> ...`.
create index events_lines_idx on events using gin ((payload -> 'lines') jsonb_path_ops);

-- Down Migration
drop index events_lines_idx;
drop table dispensation_lines;
