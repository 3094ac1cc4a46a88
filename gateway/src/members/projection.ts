import type { Sql } from '@club/db/connection';
import { unhandledEvent } from '../kernel/events/club-event.ts';
import type { MemberState } from './decide.ts';
import {
  MEMBER_DEACTIVATED,
  MEMBER_REACTIVATED,
  MEMBER_REGISTERED,
  MEMBER_UPDATED,
  type MemberEvent,
  PASSWORD_RESET,
  TECHNICAL_LEAD_SET,
  TRIMMER_FLAG_SET,
} from './events.ts';

// The `members` row (all but the password hash, which never enters the log) as a plain function
// of the member's events: the live write and a rebuild from the log run this same code.

export function evolveMember(state: MemberState | undefined, event: MemberEvent): MemberState | undefined {
  switch (event.type) {
    case MEMBER_REGISTERED: {
      const { memberId, name, lastName, mail, role, trimmer } = event.payload;
      return { id: memberId, name, lastName, mail, role, trimmer, technicalLead: false, active: true };
    }
    case MEMBER_UPDATED: {
      if (!state) return state;
      const { name, lastName, mail } = event.payload;
      return { ...state, name, lastName, mail };
    }
    case TRIMMER_FLAG_SET:
      return state && { ...state, trimmer: event.payload.trimmer };
    case TECHNICAL_LEAD_SET:
      return state && { ...state, technicalLead: event.payload.technicalLead };
    case MEMBER_DEACTIVATED:
      return state && { ...state, active: false };
    case MEMBER_REACTIVATED:
      return state && { ...state, active: true };
    // Only the hash changes, and it never enters the log.
    case PASSWORD_RESET:
      return state;
    default:
      return unhandledEvent(event);
  }
}

/** Inserts the row of a registration (the hash given apart: it never enters the log). */
export async function insertMemberRow(
  tx: Sql,
  events: readonly MemberEvent[],
  passwordHash: string,
): Promise<void> {
  const row = events.reduce<MemberState | undefined>(evolveMember, undefined);
  if (!row) throw new Error('a registration projected to no member');
  await tx.query(
    `insert into members (id, name, last_name, mail, password_hash, role, active, trimmer)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [row.id, row.name, row.lastName, row.mail, passwordHash, row.role, row.active, row.trimmer],
  );
}

/** Writes the row `events` lead to from `before`. */
export async function saveMemberRow(
  tx: Sql,
  before: MemberState,
  events: readonly MemberEvent[],
): Promise<void> {
  if (events.length === 0) return;
  const after = events.reduce<MemberState | undefined>(evolveMember, before);
  if (!after) throw new Error(`member ${before.id} projected to no row`);
  await tx.query(
    `update members set name = $2, last_name = $3, mail = $4, active = $5, trimmer = $6, technical_lead = $7
      where id = $1`,
    [after.id, after.name, after.lastName, after.mail, after.active, after.trimmer, after.technicalLead],
  );
}

/** The `members` columns of a MemberState, to select with `toMemberState`. */
export const MEMBER_STATE_COLUMNS = 'id, name, last_name, mail, role, active, trimmer, technical_lead';

export interface MemberStateRow {
  id: number;
  name: string;
  last_name: string;
  mail: string;
  role: string;
  active: boolean;
  trimmer: boolean;
  technical_lead: boolean;
}

export function toMemberState(row: MemberStateRow): MemberState {
  return {
    id: Number(row.id),
    name: row.name,
    lastName: row.last_name,
    mail: row.mail,
    role: row.role === 'admin' ? 'admin' : 'member',
    active: row.active,
    trimmer: row.trimmer,
    technicalLead: row.technical_lead,
  };
}

/** A member's row as the rules see it, or null. */
export async function findMemberState(sql: Sql, id: number): Promise<MemberState | null> {
  const { rows } = await sql.query<MemberStateRow>(
    `select ${MEMBER_STATE_COLUMNS} from members where id = $1`,
    [id],
  );
  return rows[0] ? toMemberState(rows[0]) : null;
}
