import type { Sql } from '@club/db/connection';
import { cedulaDigits, formatCedula, isValidCedula } from '@club/domain/cedula';
import { clubNow } from '@club/domain/club-clock';
import { identityTexts } from '@club/domain/member-texts';
import { ageOn } from '@club/domain/person';
import { type Refusal, refusal } from '../kernel/refusals/refusal-table.ts';
import { type AdminOrder, type GramsBalance, gramsBalance, listAdminOrders } from '../orders/public.ts';
import type { CounterIdentification } from './decide.ts';

// What the counter screen reads: who a dispenser identified (counter_checks), and that member's
// photo-less card, age, grams left and orders of the day, in one query the screen can refetch.

export interface CounterVisit {
  identification: CounterIdentification;
  memberId: number;
  name: string;
  lastName: string;
  /** Null when the member's birth date is not recorded. */
  age: number | null;
  grams: GramsBalance;
  /** The member's orders for today, every status, by hour. */
  orders: AdminOrder[];
}

interface CheckRow {
  id: string;
  member_id: number;
  dispenser_id: number;
  method: 'card' | 'cedula';
  club_day: string;
  checked_at: Date | string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An identification by id, or null (unknown, or not a uuid at all). */
export async function findIdentification(sql: Sql, id: string): Promise<CounterIdentification | null> {
  if (!UUID.test(id)) return null;
  const { rows } = await sql.query<CheckRow>(
    `select id, member_id, dispenser_id, method, to_char(club_day, 'YYYY-MM-DD') as club_day, checked_at
       from counter_checks where id = $1::uuid`,
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    memberId: Number(row.member_id),
    dispenserId: Number(row.dispenser_id),
    method: row.method,
    clubDay: row.club_day,
    checkedAt: new Date(row.checked_at).toISOString(),
  };
}

/** The member a typed cédula names, or why not. */
export async function memberByCedula(
  sql: Sql,
  typed: string,
): Promise<{ ok: true; memberId: number } | { ok: false; error: Refusal }> {
  if (cedulaDigits(typed) === '' || !isValidCedula(typed)) {
    return {
      ok: false,
      error: { code: 'CEDULA_INVALIDA', field: 'cedula', message: identityTexts.cedulaInvalid },
    };
  }
  // The read model holds the cédula as shown ('1.234.567-2'): the one form a typed one becomes.
  const { rows } = await sql.query<{ id: number }>('select id from members where cedula = $1', [
    formatCedula(typed),
  ]);
  const id = rows[0]?.id;
  if (id === undefined) {
    return { ok: false, error: { ...refusal('CEDULA_DESCONOCIDA'), field: 'cedula' } };
  }
  return { ok: true, memberId: Number(id) };
}

/** What the counter shows of an identification made today by this dispenser, or null. */
export async function counterVisit(
  sql: Sql,
  identificationId: string,
  dispenserId: number,
  now: Date,
): Promise<CounterVisit | null> {
  const identification = await findIdentification(sql, identificationId);
  const today = clubNow(now).date;
  if (!identification || identification.dispenserId !== dispenserId || identification.clubDay !== today) {
    return null;
  }
  const { memberId } = identification;
  const [{ rows }, grams, orders] = await Promise.all([
    sql.query<{ name: string; last_name: string; birth_date: string | null }>(
      `select name, last_name, to_char(birth_date, 'YYYY-MM-DD') as birth_date from members where id = $1`,
      [memberId],
    ),
    gramsBalance(sql, memberId, today),
    listAdminOrders(sql, { date: today }),
  ]);
  const member = rows[0];
  if (!member || !grams) return null;
  return {
    identification,
    memberId,
    name: member.name,
    lastName: member.last_name,
    age: member.birth_date ? ageOn(member.birth_date, today) : null,
    grams,
    orders: orders.filter((order) => order.memberId === memberId),
  };
}
