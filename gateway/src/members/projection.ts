import type { Sql } from '@club/db/connection';
import { isLeaveReason, type LeaveReason } from '@club/domain/member-leaving';
import { unhandledEvent } from '../kernel/events/club-event.ts';
import { defineProjection } from '../kernel/events/projections.ts';
import { insertRows, type RowsInsert } from '../kernel/events/read-model-writer.ts';
import {
  MEMBER_DEACTIVATED,
  MEMBER_LEFT,
  MEMBER_REACTIVATED,
  MEMBER_REGISTERED,
  MEMBER_UPDATED,
  type MemberEvent,
  PASSWORD_RESET,
  type Role,
  TECHNICAL_LEAD_SET,
  TRIMMER_FLAG_SET,
} from './events.ts';

// The `members` read model (all but the password hash and the sign-in columns, which never enter
// the log) as a plain function of the member's events: the live write and replay run it through
// the projection registry.

/** A `members` row as the log determines it. */
export interface MemberState {
  id: number;
  name: string;
  lastName: string;
  mail: string;
  role: Role;
  active: boolean;
  trimmer: boolean;
  /** Responsable Técnico: signs the monthly close. */
  technicalLead: boolean;
  /** The day the member left the club (YYYY-MM-DD), or null. */
  leftOn: string | null;
  leaveReason: LeaveReason | null;
}

export function evolveMember(state: MemberState | undefined, event: MemberEvent): MemberState | undefined {
  switch (event.type) {
    case MEMBER_REGISTERED: {
      const { memberId, name, lastName, mail, role, trimmer } = event.payload;
      return {
        id: memberId,
        name,
        lastName,
        mail,
        role,
        trimmer,
        technicalLead: false,
        active: true,
        leftOn: null,
        leaveReason: null,
      };
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
    case MEMBER_LEFT:
      return (
        state && { ...state, active: false, leftOn: event.payload.leftOn, leaveReason: event.payload.reason }
      );
    // Only the hash changes, and it never enters the log.
    case PASSWORD_RESET:
      return state;
    default:
      return unhandledEvent(event);
  }
}

type MemberPatch = Partial<Omit<MemberState, 'id' | 'role'>>;

/** What one event changes in an existing row. */
function patchOf(event: MemberEvent): MemberPatch {
  switch (event.type) {
    case MEMBER_REGISTERED:
      throw new Error(`member ${event.payload.memberId} registered twice`);
    case MEMBER_UPDATED: {
      const { name, lastName, mail } = event.payload;
      return { name, lastName, mail };
    }
    case TRIMMER_FLAG_SET:
      return { trimmer: event.payload.trimmer };
    case TECHNICAL_LEAD_SET:
      return { technicalLead: event.payload.technicalLead };
    case MEMBER_DEACTIVATED:
      return { active: false };
    case MEMBER_REACTIVATED:
      return { active: true };
    case MEMBER_LEFT:
      return { active: false, leftOn: event.payload.leftOn, leaveReason: event.payload.reason };
    case PASSWORD_RESET:
      return {};
    default:
      return unhandledEvent(event);
  }
}

const COLUMN_OF: Record<keyof MemberPatch, string> = {
  name: 'name',
  lastName: 'last_name',
  mail: 'mail',
  active: 'active',
  trimmer: 'trimmer',
  technicalLead: 'technical_lead',
  leftOn: 'left_on',
  leaveReason: 'leave_reason',
};

// The hash and the row's creation time never enter the log: a new row gets '' and now(), and
// registering sets the hash in the same transaction (commands.ts); replay compares neither.
const MEMBER_ROWS: RowsInsert<MemberState> = {
  columns: [
    ['id', 'integer', (row) => row.id],
    ['name', 'text', (row) => row.name],
    ['last_name', 'text', (row) => row.lastName],
    ['mail', 'text', (row) => row.mail],
    ['password_hash', 'text', () => ''],
    ['role', 'text', (row) => row.role],
    ['active', 'boolean', (row) => row.active],
    ['trimmer', 'boolean', (row) => row.trimmer],
    ['technical_lead', 'boolean', (row) => row.technicalLead],
    ['left_on', 'date', (row) => row.leftOn],
    ['leave_reason', 'text', (row) => row.leaveReason],
  ],
};

/** The live write: a registration inserts its row, other facts update the columns they change, one statement a member. */
async function projectMembers(tx: Sql, events: readonly MemberEvent[]): Promise<void> {
  const byMember = new Map<number, MemberEvent[]>();
  for (const event of events) {
    const id = event.payload.memberId;
    byMember.set(id, [...(byMember.get(id) ?? []), event]);
  }
  const created: MemberState[] = [];
  for (const [id, facts] of byMember) {
    if (facts.some((event) => event.type === MEMBER_REGISTERED)) {
      const row = facts.reduce<MemberState | undefined>(evolveMember, undefined);
      if (!row) throw new Error(`member ${id} projected to no row`);
      created.push(row);
      continue;
    }
    const patch: MemberPatch = Object.assign({}, ...facts.map(patchOf));
    const fields = Object.entries(patch) as Array<[keyof MemberPatch, unknown]>;
    if (fields.length === 0) continue;
    await tx.query(
      `update members set ${fields.map(([field], at) => `${COLUMN_OF[field]} = $${at + 2}`).join(', ')} where id = $1`,
      [id, ...fields.map(([, value]) => value)],
    );
  }
  await insertRows(tx, 'members', MEMBER_ROWS, created);
}

export const membersProjection = defineProjection({
  name: 'members',
  streams: ['member'],
  project: projectMembers,
  rebuild: {
    initial: () => new Map<number, MemberState>(),
    evolve(members, event) {
      const id = event.payload.memberId;
      const next = evolveMember(members.get(id), event);
      if (next) members.set(id, next);
      else members.delete(id);
      return members;
    },
    tables: [
      {
        table: 'members',
        columns: 'id, name, last_name, mail, role, active, trimmer, technical_lead, left_on, leave_reason',
        key: 'id::text',
        like: 'including defaults',
      },
    ],
    write: (sql, members) => insertRows(sql, 'replay_members', MEMBER_ROWS, [...members.values()]),
  },
});

/** The `members` columns of a MemberState, to select with `toMemberState`. */
export const MEMBER_STATE_COLUMNS =
  "id, name, last_name, mail, role, active, trimmer, technical_lead, to_char(left_on, 'YYYY-MM-DD') as left_on, leave_reason";

export interface MemberStateRow {
  id: number;
  name: string;
  last_name: string;
  mail: string;
  role: string;
  active: boolean;
  trimmer: boolean;
  technical_lead: boolean;
  left_on: string | null;
  leave_reason: string | null;
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
    leftOn: row.left_on,
    leaveReason: isLeaveReason(row.leave_reason) ? row.leave_reason : null,
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
