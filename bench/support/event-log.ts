// A large event log written straight into the database for the replay bench: OrderPlaced for
// many members with a StockEdited every 20 events, then the live read models (orders, stock) as
// the live writes would have left them, so the replay's comparison still comes out equal.
import type { Database } from '@club/db/connection';

const RECEIVED_GRAMS = 100_000_000;

/** Appends `total` events (19 orders to 1 stock edit) in blocks; the log must hold the demo seed. */
export async function generateEventLog(db: Database, total: number, memberIds: number[]): Promise<void> {
  const block = 20_000;
  const { rows } = await db.query<{ last: number }>('select coalesce(max(position), 0) as last from events');
  const firstNew = Number(rows[0]?.last ?? 0) + 1;
  // Grams to sell: one large StockReceived per product (the stock table refuses negative grams).
  await db.query(
    `insert into events (stream_id, version, type, payload, actor)
     select 'product-' || p.id, (select max(version) from events e where e.stream_id = 'product-' || p.id) + 1,
            'StockReceived', jsonb_build_object('productId', p.id, 'grams', $1::int), 'member-1'
       from products p order by p.id`,
    [RECEIVED_GRAMS],
  );
  for (let done = 0; done < total; done += block) {
    const size = Math.min(block, total - done);
    const edits = Math.floor(size / 20);
    const orders = size - edits;
    await db.transaction(async (tx) => {
      await tx.query(
        `with p as (
           select p.id, p.key, p.species, s.price, row_number() over (order by p.id) - 1 as i, count(*) over () as n
             from products p join stock s on s.product_id = p.id),
         o as (
           select gen_random_uuid() as id, g,
                  ($2::int[])[1 + g % array_length($2::int[], 1)] as member_id,
                  date '2026-01-06' + ((g / 7) % 300) as day
             from generate_series(1, $1::int) as g)
         insert into events (stream_id, version, type, payload, actor)
         select 'order-' || o.id, 1, 'OrderPlaced',
                jsonb_build_object('orderId', o.id, 'memberId', o.member_id, 'date', o.day::text,
                  'time', '17:00',
                  'lines', jsonb_build_array(jsonb_build_object('productId', p.id, 'key', p.key,
                    'species', p.species, 'grams', 5, 'price', p.price)),
                  'total', p.price * 5, 'observations', ''),
                'member-' || o.member_id
           from o join p on p.i = o.g % p.n
          order by o.g`,
        [orders, memberIds],
      );
      await tx.query(
        `with p as (
           select p.id, s.price, row_number() over (order by p.id) - 1 as i, count(*) over () as n,
                  (select max(version) from events e where e.stream_id = 'product-' || p.id) as version
             from products p join stock s on s.product_id = p.id),
         g as (
           select g, p.id, p.price, p.version, row_number() over (partition by p.id order by g) as k
             from generate_series(1, $1::int) as g join p on p.i = g % p.n)
         insert into events (stream_id, version, type, payload, actor)
         select 'product-' || g.id, g.version + g.k, 'StockEdited',
                jsonb_build_object('productId', g.id, 'oldPrice', g.price + (g.version + g.k + 1) % 2,
                  'newPrice', g.price + (g.version + g.k) % 2, 'oldAvailable', true, 'newAvailable', true),
                'member-1'
           from g order by g.g`,
        [edits],
      );
    });
  }
  // The live read models, as placeOrder and editStock would have written them.
  await db.query(
    `insert into orders (id, member_id, pickup_date, pickup_time, total, grams, observations, lines, status, placed_at)
     select (payload->>'orderId')::uuid, (payload->>'memberId')::int, (payload->>'date')::date, payload->>'time',
            (payload->>'total')::int, 5, payload->>'observations', payload->'lines', 'placed', occurred_at
       from events where type = 'OrderPlaced' and position >= $1`,
    [firstNew],
  );
  // One pass over the new events for the grams sold, one for the last price edit of each product.
  await db.query(
    `with sold as (
       select (payload->'lines'->0->>'productId')::int as product_id, sum((payload->'lines'->0->>'grams')::int) as grams
         from events where type = 'OrderPlaced' and position >= $1 group by 1),
     priced as (
       select distinct on (stream_id) (payload->>'productId')::int as product_id, (payload->>'newPrice')::int as price
         from events where type = 'StockEdited' and position >= $1 order by stream_id, version desc)
     update stock s
        set grams = s.grams + $2 - coalesce((select grams from sold where sold.product_id = s.product_id), 0),
            price = coalesce((select price from priced where priced.product_id = s.product_id), s.price)`,
    [firstNew, RECEIVED_GRAMS],
  );
  // A log written in seconds has never been vacuumed: the replay's first pass over it would also
  // set every row's hint bits (writing each page again), which a real log, written over months,
  // had done by autovacuum long before. docs/performance.md.
  await db.exec('vacuum analyze events, orders, stock');
}
