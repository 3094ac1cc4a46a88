import type { Database, Sql } from '@club/db/connection';
import { readAll } from '@club/db/event-store';
import { evolveOrder, type OrderRow } from '../orders/projection.ts';
import {
  type DispensationLine,
  dispensationLinesOf,
  insertDispensationLines,
} from '../reporting/dispensations.ts';
import { evolveStock, type StockState } from '../stock/projection.ts';

// `npm run db:replay`: folds the whole event log through the same projection functions the live
// writes use, writes the result into fresh (temporary) tables and compares them with the live
// read models. One repeatable-read transaction, so the log and the live tables are one snapshot
// even while a gateway keeps writing. A projection that gains an event (BillIssued) needs nothing
// here: the fold below calls the projections for every event.

export interface TableComparison {
  table: string;
  liveRows: number;
  rebuiltRows: number;
  /** Rows in the live table that the rebuild does not have (or has with other values). */
  onlyLive: number;
  /** Rows the rebuild has that the live table does not. */
  onlyRebuilt: number;
  /** Keys of a few differing rows, for a first look. */
  sample: string[];
  equal: boolean;
}

export interface ReplayReport {
  events: number;
  /** Reading the log, folding and writing the fresh tables. */
  millis: number;
  eventsPerSecond: number;
  tables: TableComparison[];
  equal: boolean;
}

interface Rebuilt {
  orders: Map<string, OrderRow>;
  stock: StockState;
  dispensations: DispensationLine[];
  events: number;
}

async function fold(sql: Sql): Promise<Rebuilt> {
  const orders = new Map<string, OrderRow>();
  let stock: StockState = new Map();
  const dispensations: DispensationLine[] = [];
  let events = 0;
  for await (const event of readAll(sql)) {
    events += 1;
    const orderId = (event.payload as { orderId?: unknown } | null)?.orderId;
    if (typeof orderId === 'string' && event.streamId === `order-${orderId}`) {
      const next = evolveOrder(orders.get(orderId), event);
      if (next) orders.set(orderId, next);
    }
    stock = evolveStock(stock, event);
    dispensations.push(...dispensationLinesOf(event));
  }
  return { orders, stock, dispensations, events };
}

const BATCH = 1000;

async function insertJsonRows(sql: Sql, insert: string, rows: readonly unknown[]): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    await sql.query(insert, [JSON.stringify(rows.slice(start, start + BATCH))]);
  }
}

async function writeRebuilt(sql: Sql, rebuilt: Rebuilt): Promise<void> {
  await sql.exec(`
    create temp table replay_orders (like orders) on commit drop;
    create temp table replay_stock (like stock) on commit drop;
    create temp table replay_dispensation_lines (like dispensation_lines) on commit drop;
  `);
  await insertJsonRows(
    sql,
    // placed_at is now() of the transaction that appended OrderPlaced, i.e. its occurred_at:
    // joined in SQL, since a JS Date would drop the microseconds.
    `insert into replay_orders (id, member_id, pickup_date, pickup_time, total, grams, observations, lines, status, placed_at)
     select r.id, r.member_id, r.pickup_date, r.pickup_time, r.total, r.grams, r.observations, r.lines, r.status, e.occurred_at
       from jsonb_to_recordset($1::jsonb) as r(id uuid, member_id integer, pickup_date date, pickup_time text,
            total integer, grams integer, observations text, lines jsonb, status text)
       left join events e on e.stream_id = 'order-' || r.id::text and e.version = 1`,
    [...rebuilt.orders.values()].map((row) => ({
      id: row.id,
      member_id: row.memberId,
      pickup_date: row.pickupDate,
      pickup_time: row.pickupTime,
      total: row.total,
      grams: row.grams,
      observations: row.observations,
      lines: row.lines,
      status: row.status,
    })),
  );
  await insertJsonRows(
    sql,
    `insert into replay_stock (product_id, price, available, grams)
     select product_id, price, available, grams
       from jsonb_to_recordset($1::jsonb) as r(product_id integer, price integer, available boolean, grams integer)`,
    [...rebuilt.stock.values()].map((row) => ({
      product_id: row.productId,
      price: row.price,
      available: row.available,
      grams: row.grams,
    })),
  );
  for (let start = 0; start < rebuilt.dispensations.length; start += BATCH) {
    await insertDispensationLines(
      sql,
      rebuilt.dispensations.slice(start, start + BATCH),
      'replay_dispensation_lines',
    );
  }
}

const COMPARED = [
  {
    table: 'orders',
    columns: 'id, member_id, pickup_date, pickup_time, total, grams, observations, lines, status, placed_at',
    key: 'id::text',
  },
  { table: 'stock', columns: 'product_id, price, available, grams', key: 'product_id::text' },
  {
    table: 'dispensation_lines',
    columns: 'source_stream, member_id, date, product_id, key, species, grams, amount',
    key: "source_stream || ' #' || product_id",
  },
] as const;

async function compare(sql: Sql, spec: (typeof COMPARED)[number]): Promise<TableComparison> {
  const live = spec.table;
  const rebuilt = `replay_${spec.table}`;
  const { rows } = await sql.query<{ side: string; n: number; sample: string[] | null }>(
    `with only_live as (select ${spec.columns} from ${live} except all select ${spec.columns} from ${rebuilt}),
          only_rebuilt as (select ${spec.columns} from ${rebuilt} except all select ${spec.columns} from ${live})
     select 'live' as side, (select count(*) from ${live}) as n, null::text[] as sample
     union all select 'rebuilt', (select count(*) from ${rebuilt}), null
     union all select 'only_live', count(*), (array_agg(${spec.key}))[1:5] from only_live
     union all select 'only_rebuilt', count(*), (array_agg(${spec.key}))[1:5] from only_rebuilt`,
  );
  const by = new Map(rows.map((row) => [row.side, row]));
  const n = (side: string) => Number(by.get(side)?.n ?? 0);
  const sample = [...(by.get('only_live')?.sample ?? []), ...(by.get('only_rebuilt')?.sample ?? [])];
  return {
    table: spec.table,
    liveRows: n('live'),
    rebuiltRows: n('rebuilt'),
    onlyLive: n('only_live'),
    onlyRebuilt: n('only_rebuilt'),
    sample: [...new Set(sample)].slice(0, 5),
    equal: n('only_live') === 0 && n('only_rebuilt') === 0,
  };
}

/** Rebuilds the orders, stock and dispensations read models from the log and compares them with the live ones. */
export async function replayReadModels(db: Database): Promise<ReplayReport> {
  return db.transaction(async (tx) => {
    await tx.query('set transaction isolation level repeatable read');
    const started = performance.now();
    const rebuilt = await fold(tx);
    await writeRebuilt(tx, rebuilt);
    const millis = performance.now() - started;
    const tables: TableComparison[] = [];
    for (const spec of COMPARED) tables.push(await compare(tx, spec));
    return {
      events: rebuilt.events,
      millis,
      eventsPerSecond: millis > 0 ? rebuilt.events / (millis / 1000) : rebuilt.events,
      tables,
      equal: tables.every((table) => table.equal),
    };
  });
}

const count = new Intl.NumberFormat('es-UY', { maximumFractionDigits: 0 });

/** What `npm run db:replay` prints. */
export function formatReport(report: ReplayReport): string {
  const lines = [
    'Replay del log de eventos',
    `  eventos: ${count.format(report.events)}`,
    `  tiempo: ${count.format(report.millis)} ms (${count.format(report.eventsPerSecond)} eventos/s)`,
  ];
  for (const table of report.tables) {
    lines.push(
      table.equal
        ? `  ${table.table}: iguales (${table.liveRows} filas)`
        : `  ${table.table}: DISTINTOS (en vivo ${table.liveRows}, reconstruidas ${table.rebuiltRows}; ` +
            `solo en vivo ${table.onlyLive}, solo reconstruidas ${table.onlyRebuilt}; p. ej. ${table.sample.join(', ')})`,
    );
  }
  lines.push(
    report.equal
      ? 'Resultado: iguales (equal): los read models se reconstruyen igual desde el log.'
      : 'Resultado: DISTINTOS (different): los read models no coinciden con el log.',
  );
  return lines.join('\n');
}
