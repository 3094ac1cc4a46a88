-- Up Migration

-- Read model of placed orders, projected from `OrderPlaced` (stream `order-<uuid>`) in the same
-- transaction that appends the event. `grams` is the sum of the lines, kept for the monthly and
-- yearly limits; orders `not_collected` do not count against them.
create table orders (
  id uuid primary key,
  member_id integer not null references members (id),
  pickup_date date not null,
  pickup_time text not null check (pickup_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  total integer not null check (total >= 0),
  grams integer not null check (grams > 0),
  observations text not null default '',
  lines jsonb not null,
  status text not null default 'placed' check (status in ('placed', 'delivered', 'not_collected')),
  placed_at timestamptz not null default now()
);
create index orders_member_pickup_idx on orders (member_id, pickup_date);
create index orders_pickup_idx on orders (pickup_date);

-- Down Migration
drop table orders;
