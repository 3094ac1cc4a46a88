import type { Database, Sql } from '@club/db/connection';
import type { StoredSettingsVersion } from '@club/domain/club-settings';
import type { BillEvent } from '../finance/bill-events.ts';
import { type BillRow, billRowOf, insertBillRows } from '../finance/bill-projection.ts';
import type { ExpenseEvent } from '../finance/expense-events.ts';
import {
  collectExpenseRows,
  type ExpenseRows,
  insertExpenseReceiptRows,
  insertExpenseRows,
} from '../finance/expense-projection.ts';
import type { TaskReportEvent } from '../harvest/task-events.ts';
import { insertTaskReportRows, type TaskReportRow, taskReportRowOf } from '../harvest/task-projection.ts';
import type { WorkEvent } from '../harvest/work-events.ts';
import { evolveWork, insertWorkRows, type WorkRow } from '../harvest/work-projection.ts';
import { asClubEvent, type ClubEvent, STREAM_TYPE_OF } from '../kernel/events/club-event.ts';
import type { MemberState } from '../members/decide.ts';
import type { MemberEvent } from '../members/events.ts';
import { evolveMember } from '../members/projection.ts';
import type { OrderEvent } from '../orders/events.ts';
import { evolveOrder, type OrderRow } from '../orders/projection.ts';
import type { BatchEvent, MotherPlantEvent, TreatmentEvent } from '../plants/events.ts';
import {
  type BatchRow,
  evolveBatch,
  evolveMother,
  evolveTreatment,
  insertMotherRows,
  insertTreatmentRows,
  type MotherRow,
  saveBatchRows,
  type TreatmentRow,
} from '../plants/projection.ts';
import {
  type DispensationLine,
  dispensationLinesOf,
  insertDispensationLines,
} from '../reporting/dispensations.ts';
import type { SettingsEvent } from '../settings/events.ts';
import { evolveSettings, saveSettingsRows } from '../settings/projection.ts';
import { evolveStock, type StockState } from '../stock/projection.ts';

// `npm run db:replay`: folds the whole event log through the same projection functions the live
// writes use, writes the result into fresh (temporary) tables and compares them with the live
// read models. One repeatable-read transaction, so the log and the live tables are one snapshot
// even while a gateway keeps writing. The fold calls every projection for every event, so stock
// and dispensations see bills (BillIssued) as the live writes do.

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
  /** The whole replay: reading the log, folding, writing the fresh tables and comparing. */
  millis: number;
  eventsPerSecond: number;
  /** Where the time went, ms (docs/performance.md). */
  phases: { readAndFold: number; write: number; compare: number };
  tables: TableComparison[];
  equal: boolean;
}

interface Rebuilt {
  orders: Map<string, OrderRow>;
  /** placed_at of each order: now() of the transaction that appended its first event, i.e. that event's occurred_at. */
  placedAt: Map<string, string>;
  stock: StockState;
  dispensations: DispensationLine[];
  bills: BillRow[];
  /** Both expense tables: `expenses` and `expense_receipts`. */
  expenses: ExpenseRows;
  members: Map<number, MemberState>;
  work: Map<number, WorkRow>;
  taskReports: TaskReportRow[];
  /** As the events hold them, unfilled: the live rows are the payloads as they were written. */
  settings: StoredSettingsVersion[];
  mothers: MotherRow[];
  batches: Map<number, BatchRow>;
  treatments: TreatmentRow[];
  events: number;
}

/** What the projections read of an event. */
type LoggedEvent = ClubEvent & {
  streamId: string;
  /** occurred_at as PostgreSQL prints it in JSON (microseconds kept). */
  occurredAt: string;
};

type LogPage = Array<
  [position: number, streamId: string, type: string, payload: unknown, occurredAt: string]
>;

/**
 * The whole log in position order, in large pages. On PGlite each page is one JSON text built by
 * the database and parsed by one JSON.parse: its per-row and per-column decoding cost more than
 * the replay itself. On PostgreSQL plain rows with the payload as text are twice as fast as that
 * (the server's JSON building dominates there). docs/performance.md.
 */
async function readPage(sql: Sql, kind: Database['kind'], after: number, pageSize: number): Promise<LogPage> {
  if (kind === 'postgres') {
    const { rows } = await sql.query<{
      position: number;
      stream_id: string;
      type: string;
      payload: string;
      occurred_at: string;
    }>(
      `select position, stream_id, type, payload::text as payload, occurred_at::text as occurred_at
         from events where position > $1 order by position limit $2`,
      [after, pageSize],
    );
    return rows.map((row) => [
      row.position,
      row.stream_id,
      row.type,
      JSON.parse(row.payload),
      row.occurred_at,
    ]);
  }
  const { rows } = await sql.query<{ page: string }>(
    `select coalesce(json_agg(json_build_array(position, stream_id, type, payload, occurred_at) order by position), '[]')::text as page
       from (select position, stream_id, type, payload, occurred_at from events
              where position > $1 order by position limit $2) as page`,
    [after, pageSize],
  );
  return JSON.parse(rows[0]?.page ?? '[]');
}

async function* readLog(sql: Sql, kind: Database['kind'], pageSize = 20_000): AsyncGenerator<LoggedEvent> {
  let next = readPage(sql, kind, 0, pageSize);
  for (;;) {
    const page = await next;
    const last = page[page.length - 1];
    const more = page.length === pageSize && last !== undefined;
    // The next page is asked for before this one is folded: on PostgreSQL the server reads it
    // on the other core meanwhile.
    if (more) {
      next = readPage(sql, kind, last[0], pageSize);
      next.catch(() => {}); // awaited on the next turn; only an abandoned fold must not leave it unhandled
    }
    for (const [, streamId, type, payload, occurredAt] of page) {
      yield asClubEvent({ streamId, type, payload, occurredAt }) as LoggedEvent;
    }
    if (!more) return;
  }
}

/** Calls every projection for every event, each on the events of its stream type. */
async function fold(sql: Sql, kind: Database['kind']): Promise<Rebuilt> {
  const orders = new Map<string, OrderRow>();
  const placedAt = new Map<string, string>();
  let stock: StockState = new Map();
  const dispensations: DispensationLine[] = [];
  const bills: BillRow[] = [];
  const expenses: ExpenseRows = { expenses: [], receipts: [] };
  const members = new Map<number, MemberState>();
  const work = new Map<number, WorkRow>();
  const taskReports: TaskReportRow[] = [];
  let settings: StoredSettingsVersion[] = [];
  const mothers: MotherRow[] = [];
  const batches = new Map<number, BatchRow>();
  const treatments: TreatmentRow[] = [];
  let events = 0;
  for await (const event of readLog(sql, kind)) {
    events += 1;
    stock = evolveStock(stock, event);
    dispensations.push(...dispensationLinesOf(event));
    switch (STREAM_TYPE_OF[event.type]) {
      case 'order': {
        const order = event as LoggedEvent & OrderEvent;
        const orderId = order.payload.orderId;
        const before = orders.get(orderId);
        const next = evolveOrder(before, order);
        if (next) orders.set(orderId, next);
        if (next && !before) placedAt.set(orderId, event.occurredAt);
        break;
      }
      case 'bill':
        bills.push(billRowOf(event as BillEvent));
        break;
      case 'expense':
        collectExpenseRows(expenses, event as ExpenseEvent);
        break;
      case 'member': {
        const member = event as MemberEvent;
        const id = member.payload.memberId;
        const next = evolveMember(members.get(id), member);
        if (next) members.set(id, next);
        break;
      }
      case 'work': {
        const entry = event as WorkEvent;
        const id = entry.payload.workId;
        const next = evolveWork(work.get(id), entry);
        if (next) work.set(id, next);
        else work.delete(id);
        break;
      }
      case 'task-report':
        taskReports.push(taskReportRowOf(event as TaskReportEvent));
        break;
      case 'settings':
        settings = evolveSettings(settings, event as SettingsEvent);
        break;
      case 'mother-plant':
        mothers.push(evolveMother(undefined, event as MotherPlantEvent));
        break;
      case 'batch': {
        const fact = event as BatchEvent;
        const next = evolveBatch(batches.get(fact.payload.batchId), fact);
        if (next) batches.set(next.id, next);
        break;
      }
      case 'treatment':
        treatments.push(evolveTreatment(undefined, event as TreatmentEvent));
        break;
      case 'product':
      // Read from the log itself (close/close-service.ts): no table to rebuild. The close's
      // `month_reports` is not compared: the files it rendered that day, no projection of events
      // (close/month-report-store.ts).
      case 'month-close':
        break;
    }
  }
  return {
    orders,
    placedAt,
    stock,
    dispensations,
    bills,
    expenses,
    members,
    work,
    taskReports,
    settings,
    mothers,
    batches,
    treatments,
    events,
  };
}

const BATCH = 10_000;

async function insertJsonRows(sql: Sql, insert: string, rows: readonly unknown[]): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    await sql.query(insert, [JSON.stringify(rows.slice(start, start + BATCH))]);
  }
}

async function writeRebuilt(sql: Sql, rebuilt: Rebuilt): Promise<void> {
  await sql.exec(`
    create temp table replay_stock (like stock) on commit drop;
    create temp table replay_dispensation_lines (like dispensation_lines) on commit drop;
    create temp table replay_bills (like bills) on commit drop;
    create temp table replay_expenses (like expenses) on commit drop;
    create temp table replay_expense_receipts (like expense_receipts) on commit drop;
    create temp table replay_members (like members including defaults) on commit drop;
    create temp table replay_work_entries (like work_entries) on commit drop;
    create temp table replay_task_reports (like task_reports) on commit drop;
    create temp table replay_club_settings (like club_settings including indexes) on commit drop;
    create temp table replay_mother_plants (like mother_plants) on commit drop;
    create temp table replay_batches (like batches including indexes) on commit drop;
    create temp table replay_treatments (like treatments) on commit drop;
  `);
  await insertMotherRows(sql, rebuilt.mothers, 'replay_mother_plants');
  await saveBatchRows(sql, [...rebuilt.batches.values()], 'replay_batches');
  await insertTreatmentRows(sql, rebuilt.treatments, 'replay_treatments');
  await saveSettingsRows(sql, rebuilt.settings, 'replay_club_settings');
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
  for (let start = 0; start < rebuilt.bills.length; start += BATCH) {
    await insertBillRows(sql, rebuilt.bills.slice(start, start + BATCH), 'replay_bills');
  }
  const { expenses, receipts } = rebuilt.expenses;
  for (let start = 0; start < expenses.length; start += BATCH) {
    await insertExpenseRows(sql, expenses.slice(start, start + BATCH), 'replay_expenses');
  }
  for (let start = 0; start < receipts.length; start += BATCH) {
    await insertExpenseReceiptRows(sql, receipts.slice(start, start + BATCH), 'replay_expense_receipts');
  }
  // The hash and the row's creation time never enter the log: the comparison leaves them out.
  await insertJsonRows(
    sql,
    `insert into replay_members (id, name, last_name, mail, password_hash, role, active, trimmer, technical_lead, created_at)
     select id, name, last_name, mail, '', role, active, trimmer, technical_lead, now()
       from jsonb_to_recordset($1::jsonb) as r(id integer, name text, last_name text, mail text, role text,
            active boolean, trimmer boolean, technical_lead boolean)`,
    [...rebuilt.members.values()].map((row) => ({
      id: row.id,
      name: row.name,
      last_name: row.lastName,
      mail: row.mail,
      role: row.role,
      active: row.active,
      trimmer: row.trimmer,
      technical_lead: row.technicalLead,
    })),
  );
  const work = [...rebuilt.work.values()];
  for (let start = 0; start < work.length; start += BATCH) {
    await insertWorkRows(sql, work.slice(start, start + BATCH), 'replay_work_entries');
  }
  for (let start = 0; start < rebuilt.taskReports.length; start += BATCH) {
    await insertTaskReportRows(sql, rebuilt.taskReports.slice(start, start + BATCH), 'replay_task_reports');
  }
}

const COMPARED = [
  { table: 'stock', columns: 'product_id, price, available, grams', key: 'product_id::text' },
  {
    table: 'dispensation_lines',
    columns: 'source_stream, member_id, date, product_id, key, species, grams, amount',
    key: "source_stream || ' #' || product_id",
  },
  { table: 'bills', columns: 'id, member_id, date, grams, total, lines, issued_at', key: 'id::text' },
  {
    table: 'expenses',
    columns: 'id, category, amount, comment, date, receipt, created_by, created_at',
    key: 'id::text',
  },
  { table: 'expense_receipts', columns: 'path, expense_id, attached_by', key: 'path' },
  {
    table: 'members',
    columns: 'id, name, last_name, mail, role, active, trimmer, technical_lead',
    key: 'id::text',
  },
  {
    table: 'work_entries',
    columns: 'id, type, member_id, person_name, date, start_hour, end_hour, hours, created_by, created_at',
    key: 'id::text',
  },
  { table: 'task_reports', columns: 'id, member_id, date, workdone, created_at', key: 'id::text' },
  { table: 'club_settings', columns: 'effective_from, settings', key: 'effective_from::text' },
  { table: 'mother_plants', columns: 'id, product_id, name, origin, registered_on', key: 'id::text' },
  {
    table: 'batches',
    columns:
      'id, mother_id, product_id, plants_started, plants, stage, started_on, last_on, harvest_id, notes',
    key: 'id::text',
  },
  {
    table: 'treatments',
    columns: 'id, product, active_ingredient, dose, method, applied_on, applied_by, batch_ids',
    key: 'id::text',
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

/**
 * The live orders as one pass reads them, each as [id, member_id, pickup_date, pickup_time,
 * total, grams, observations, lines, status, placed_at], in the text forms the log's reading
 * gives the rebuilt rows (placed_at as occurred_at is printed on that engine).
 */
async function liveOrders(sql: Sql, kind: Database['kind']): Promise<unknown[][]> {
  if (kind === 'postgres') {
    const { rows } = await sql.query<Record<string, unknown>>(
      `select id::text as id, member_id, to_char(pickup_date, 'YYYY-MM-DD') as pickup_date, pickup_time,
              total, grams, observations, lines::text as lines, status, placed_at::text as placed_at
         from orders`,
    );
    return rows.map((row) => [
      row.id,
      row.member_id,
      row.pickup_date,
      row.pickup_time,
      row.total,
      row.grams,
      row.observations,
      JSON.parse(row.lines as string),
      row.status,
      row.placed_at,
    ]);
  }
  const { rows } = await sql.query<{ rows: string }>(
    `select coalesce(json_agg(json_build_array(id, member_id, pickup_date, pickup_time, total, grams,
              observations, lines, status, placed_at)), '[]')::text as rows
       from orders`,
  );
  return JSON.parse(rows[0]?.rows ?? '[]');
}

/** Equal as jsonb compares: objects by their keys whatever the order, a key holding undefined is absent (as in JSON). */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => sameJson(item, b[index]));
  }
  const left = Object.entries(a).filter(([, value]) => value !== undefined);
  const right = b as Record<string, unknown>;
  const rightKeys = Object.keys(right).filter((key) => right[key] !== undefined);
  return left.length === rightKeys.length && left.every(([key, value]) => sameJson(value, right[key]));
}

/**
 * The orders compared in this process instead of through a fresh table: the largest read model
 * (one row per order), whose INSERT was most of a replay on PGlite. Counted as the SQL comparison
 * counts (`except all`): a row that differs is one only-live and one only-rebuilt.
 */
async function compareOrders(sql: Sql, kind: Database['kind'], rebuilt: Rebuilt): Promise<TableComparison> {
  const live = await liveOrders(sql, kind);
  let onlyLive = 0;
  const sample: string[] = [];
  const matched = new Set<string>();
  for (const row of live) {
    const id = row[0] as string;
    const order = rebuilt.orders.get(id);
    const same =
      order !== undefined &&
      row[1] === order.memberId &&
      row[2] === order.pickupDate &&
      row[3] === order.pickupTime &&
      row[4] === order.total &&
      row[5] === order.grams &&
      row[6] === order.observations &&
      sameJson(row[7], order.lines) &&
      row[8] === order.status &&
      row[9] === rebuilt.placedAt.get(id);
    if (same) {
      matched.add(id);
      continue;
    }
    onlyLive += 1;
    if (sample.length < 5) sample.push(id);
  }
  const onlyRebuilt = rebuilt.orders.size - matched.size;
  for (const id of rebuilt.orders.keys()) {
    if (sample.length >= 5) break;
    if (!matched.has(id) && !sample.includes(id)) sample.push(id);
  }
  return {
    table: 'orders',
    liveRows: live.length,
    rebuiltRows: rebuilt.orders.size,
    onlyLive,
    onlyRebuilt,
    sample,
    equal: onlyLive === 0 && onlyRebuilt === 0,
  };
}

/** Rebuilds every read model of the log (orders, stock, dispensations, bills, expenses and their added receipts, members, work, task reports, settings, the plant registry) and compares each with the live one. */
export async function replayReadModels(db: Database): Promise<ReplayReport> {
  return db.transaction(async (tx) => {
    await tx.query('set transaction isolation level repeatable read');
    const started = performance.now();
    const rebuilt = await fold(tx, db.kind);
    const folded = performance.now();
    await writeRebuilt(tx, rebuilt);
    const written = performance.now();
    const tables: TableComparison[] = [await compareOrders(tx, db.kind, rebuilt)];
    for (const spec of COMPARED) tables.push(await compare(tx, spec));
    const millis = performance.now() - started;
    return {
      events: rebuilt.events,
      millis,
      eventsPerSecond: millis > 0 ? rebuilt.events / (millis / 1000) : rebuilt.events,
      phases: {
        readAndFold: folded - started,
        write: written - folded,
        compare: millis - (written - started),
      },
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
