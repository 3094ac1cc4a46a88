import type { Sql } from '@club/db/connection';
import { isCalendarMonth, monthRange } from '@club/domain/calendar-month';
import { type LoggedEvent, selectEvents } from '../kernel/events/event-log.ts';
import { csvText } from './csv.ts';

// Reports for admins and reporting clients: the month's dispensations (what the club reports to
// the regulator), sales per product, and the raw event log a page at a time.

export interface Dispensation {
  memberId: number;
  /** The member's cédula ('1.234.567-2'): how the regulator identifies them; null where not recorded yet. */
  cedula: string | null;
  name: string;
  lastName: string;
  productId: number;
  key: string;
  species: string;
  grams: number;
  /** Integer pesos. */
  amount: number;
}

export interface Sale {
  productId: number;
  key: string;
  species: string;
  grams: number;
  /** Integer pesos. */
  amount: number;
  /** Handovers (orders delivered, bills) that included the product. */
  handovers: number;
}

/**
 * Grams (and pesos) per member per product handed over in a calendar month YYYY-MM: orders
 * delivered (by pickup day) and bills (by their day). By last name, name, member, product.
 */
export async function dispensations(sql: Sql, month: string): Promise<Dispensation[]> {
  if (!isCalendarMonth(month)) throw new RangeError(`not a YYYY-MM month: ${month}`);
  const { from, to } = monthRange(month);
  const { rows } = await sql.query<{
    member_id: number;
    cedula: string | null;
    name: string;
    last_name: string;
    product_id: number;
    key: string;
    species: string;
    grams: number;
    amount: number;
  }>(
    `select d.member_id, m.cedula, m.name, m.last_name, d.product_id, p.key, p.species,
            sum(d.grams) as grams, sum(d.amount) as amount
       from dispensation_lines d
       join members m on m.id = d.member_id
       join products p on p.id = d.product_id
      where d.date >= $1::date and d.date < $2::date
      group by d.member_id, m.cedula, m.name, m.last_name, d.product_id, p.key, p.species
      order by m.last_name, m.name, d.member_id, d.product_id`,
    [from, to],
  );
  return rows.map((row) => ({
    memberId: Number(row.member_id),
    cedula: row.cedula,
    name: row.name,
    lastName: row.last_name,
    productId: Number(row.product_id),
    key: row.key,
    species: row.species,
    grams: Number(row.grams),
    amount: Number(row.amount),
  }));
}

/** Grams and pesos per product handed over in a calendar month, by product id. */
export async function sales(sql: Sql, month: string): Promise<Sale[]> {
  if (!isCalendarMonth(month)) throw new RangeError(`not a YYYY-MM month: ${month}`);
  const { from, to } = monthRange(month);
  const { rows } = await sql.query<{
    product_id: number;
    key: string;
    species: string;
    grams: number;
    amount: number;
    handovers: number;
  }>(
    `select d.product_id, p.key, p.species, sum(d.grams) as grams, sum(d.amount) as amount,
            count(*) as handovers
       from dispensation_lines d
       join products p on p.id = d.product_id
      where d.date >= $1::date and d.date < $2::date
      group by d.product_id, p.key, p.species
      order by d.product_id`,
    [from, to],
  );
  return rows.map((row) => ({
    productId: Number(row.product_id),
    key: row.key,
    species: row.species,
    grams: Number(row.grams),
    amount: Number(row.amount),
    handovers: Number(row.handovers),
  }));
}

export const DISPENSATIONS_CSV_HEADER = [
  'mes',
  'socio_id',
  'cedula',
  'nombre',
  'apellido',
  'producto',
  'especie',
  'gramos',
];

/** One line of the dispensations CSV, in DISPENSATIONS_CSV_HEADER's order ('' for a cédula not recorded). */
export function dispensationCells(month: string, row: Dispensation): Array<string | number> {
  return [month, row.memberId, row.cedula ?? '', row.name, row.lastName, row.key, row.species, row.grams];
}

/**
 * The month's dispensations as the CSV the club files: one line per member and product (csv.ts:
 * `;`, CRLF, UTF-8, typed text neutralised), each member identified by cédula and name.
 */
export function dispensationsCsv(month: string, rows: readonly Dispensation[]): string {
  return csvText([DISPENSATIONS_CSV_HEADER, ...rows.map((row) => dispensationCells(month, row))]);
}

export const EVENTS_PAGE_MAX = 500;

export interface EventsFilter {
  /** Only these types (any when empty or absent). */
  types?: readonly string[] | null;
  /** Only this stream. */
  stream?: string | null;
  /** occurred_at >= from (ISO 8601). */
  from?: Date | null;
  /** occurred_at < to (ISO 8601). */
  to?: Date | null;
}

export interface EventsPage {
  events: LoggedEvent[];
  hasNextPage: boolean;
  /** Position of the last event of the page; pass it back as `after`. */
  endPosition: number | null;
}

/** Events in log order after position `after`, at most `first` (1..500), filtered. */
export async function eventsPage(
  sql: Sql,
  filter: EventsFilter,
  page: { first: number; after: number },
): Promise<EventsPage> {
  const first = Math.min(Math.max(1, Math.trunc(page.first)), EVENTS_PAGE_MAX);
  const conditions = ['e.position > $1'];
  const params: unknown[] = [page.after];
  if (filter.types && filter.types.length > 0) {
    params.push([...filter.types]);
    conditions.push(`e.type = any($${params.length}::text[])`);
  }
  if (filter.stream) {
    params.push(filter.stream);
    conditions.push(`e.stream_id = $${params.length}`);
  }
  if (filter.from) {
    params.push(filter.from.toISOString());
    conditions.push(`e.occurred_at >= $${params.length}::timestamptz`);
  }
  if (filter.to) {
    params.push(filter.to.toISOString());
    conditions.push(`e.occurred_at < $${params.length}::timestamptz`);
  }
  params.push(first + 1);
  const rows = await selectEvents(sql, conditions.join(' and '), params, { tail: `limit $${params.length}` });
  const events = rows.slice(0, first);
  return { events, hasNextPage: rows.length > first, endPosition: events.at(-1)?.position ?? null };
}
