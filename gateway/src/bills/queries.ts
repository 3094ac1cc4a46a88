import type { Sql } from '@club/db/connection';
import { isCalendarMonth, monthRange } from '@club/domain/calendar-month';

export interface BillLineView {
  /** Product key. */
  product: string;
  species: string;
  grams: number;
}

export interface Bill {
  id: string;
  memberId: number;
  name: string;
  lastName: string;
  /** YYYY-MM-DD */
  date: string;
  grams: number;
  /** Integer pesos. */
  total: number;
  lines: BillLineView[];
}

/** The bills dated in a calendar month YYYY-MM, by date, then as issued. */
export async function listBills(sql: Sql, month: string): Promise<Bill[]> {
  if (!isCalendarMonth(month)) throw new RangeError(`not a YYYY-MM month: ${month}`);
  const { from, to } = monthRange(month);
  const { rows } = await sql.query<{
    id: string;
    member_id: number;
    name: string;
    last_name: string;
    date: string;
    grams: number;
    total: number;
    lines: Array<{ key: string; species: string; grams: number }> | string;
  }>(
    `select b.id::text as id, b.member_id, m.name, m.last_name, to_char(b.date, 'YYYY-MM-DD') as date,
            b.grams, b.total, b.lines
       from bills b
       join members m on m.id = b.member_id
      where b.date >= $1::date and b.date < $2::date
      order by b.date, b.issued_at, b.id`,
    [from, to],
  );
  return rows.map((row) => {
    const lines = typeof row.lines === 'string' ? JSON.parse(row.lines) : row.lines;
    return {
      id: row.id,
      memberId: Number(row.member_id),
      name: row.name,
      lastName: row.last_name,
      date: row.date,
      grams: Number(row.grams),
      total: Number(row.total),
      lines: (lines as Array<{ key: string; species: string; grams: number }>).map((line) => ({
        product: line.key,
        species: line.species,
        grams: Number(line.grams),
      })),
    };
  });
}

/** GET /admin/getBills: each bill in the bill draft's words (`socio_id`, `species: [{ product, amount }]`). */
export function specBill(bill: Bill) {
  return {
    id: bill.id,
    socio_id: bill.memberId,
    name: bill.name,
    lastName: bill.lastName,
    date: bill.date,
    grams: bill.grams,
    total: bill.total,
    species: bill.lines.map((line) => ({ product: line.product, species: line.species, amount: line.grams })),
  };
}
