import type { Sql } from '@club/db/connection';
import { isLeaveReason, type LeaveReason } from '@club/domain/member-leaving';
import { memberTexts } from '@club/domain/member-texts';
import type { Residency } from '@club/domain/person';
import { unhandledEvent } from '../kernel/events/club-event.ts';
import { defineProjection, type LoggedEvent } from '../kernel/events/projections.ts';
import { insertRows, type RowsInsert } from '../kernel/events/read-model-writer.ts';
import { openMany, type Sealed } from '../kernel/privacy/subject-keys.ts';
import { memberSubject } from '../kernel/privacy/subjects.ts';
import {
  MEMBER_DEACTIVATED,
  MEMBER_FORGOTTEN,
  MEMBER_LEFT,
  MEMBER_REACTIVATED,
  MEMBER_REGISTERED,
  MEMBER_UPDATED,
  type MemberEvent,
  type MemberPersonal,
  OPENING_BALANCE_RECORDED,
  PASSWORD_RESET,
  type Role,
  TECHNICAL_LEAD_SET,
  TRIMMER_FLAG_SET,
} from './events.ts';

// The `members` read model (all but the password hash and the sign-in columns, which never enter
// the log) as a function of the member's events: the live write and replay run it through the
// projection registry. The events carry who the member is sealed; the row holds it in clear for
// search and screens, opened with the member's key, until the member is forgotten: then the key
// is gone, the sealed values open to nothing, and the row holds the placeholder
// 'Socio dado de baja #<id>'. Replay opens what it folded in one pass (openMany), so it rebuilds
// the same rows, placeholders included.

/** What the rules know of a member from the log: no personal data (the log holds it sealed). */
export interface MemberState {
  id: number;
  role: Role;
  active: boolean;
  trimmer: boolean;
  /** Responsable Técnico: signs the monthly close. */
  technicalLead: boolean;
  /** The member's key was destroyed: nothing of theirs is kept or taken any more. */
  forgotten: boolean;
  /** The day the member left the club (YYYY-MM-DD), and why; null while a member. */
  leftOn: string | null;
  leaveReason: LeaveReason | null;
  /** Read from the `members` row (findMemberState), for messages; absent when folded from the log. */
  name?: string;
  lastName?: string;
}

export function evolveMember(state: MemberState | undefined, event: MemberEvent): MemberState | undefined {
  switch (event.type) {
    case MEMBER_REGISTERED: {
      const { memberId, role, trimmer } = event.payload;
      return {
        id: memberId,
        role,
        trimmer,
        technicalLead: false,
        active: true,
        forgotten: false,
        leftOn: null,
        leaveReason: null,
      };
    }
    // Only sealed values change.
    case MEMBER_UPDATED:
      return state;
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
    case MEMBER_FORGOTTEN:
      return state && { ...state, forgotten: true };
    // Only the hash changes, and it never enters the log; the opening balance has its own table.
    case PASSWORD_RESET:
    case OPENING_BALANCE_RECORDED:
      return state;
    default:
      return unhandledEvent(event);
  }
}

/** A `members` row as the log determines it: the state and the personal data, clear or placeholder. */
interface MemberRow extends MemberState {
  personal: MemberPersonal;
}

/** What a forgotten member's row holds: their number, and a mail that reaches no one and stays unique. */
export function forgottenPersonal(id: number): MemberPersonal {
  return {
    name: memberTexts.forgottenName,
    lastName: `#${id}`,
    mail: `baja-${id}@socios.invalid`,
    cedula: null,
    birthDate: null,
    residency: null,
    phone: null,
    irccaRegisteredOn: null,
  };
}

/** The personal columns, in the order PERSONAL_VALUES gives their values. */
const PERSONAL_COLUMNS = [
  'name',
  'last_name',
  'mail',
  'cedula',
  'birth_date',
  'residency',
  'phone',
  'ircca_registered_on',
] as const;

const personalValues = (personal: MemberPersonal) => [
  personal.name,
  personal.lastName,
  personal.mail,
  personal.cedula,
  personal.birthDate,
  personal.residency,
  personal.phone,
  personal.irccaRegisteredOn ?? null,
];

// The hash and the row's creation time never enter the log: a new row gets '' and now(), and
// registering sets the hash in the same transaction (commands.ts); replay compares neither.
const MEMBER_ROWS: RowsInsert<MemberRow> = {
  columns: [
    ['id', 'integer', (row) => row.id],
    ...PERSONAL_COLUMNS.map(
      (column, at) =>
        [
          column,
          column.endsWith('_date') || column.endsWith('_on') ? 'date' : 'text',
          (row: MemberRow) => personalValues(row.personal)[at],
        ] as const,
    ),
    ['password_hash', 'text', () => ''],
    ['role', 'text', (row) => row.role],
    ['active', 'boolean', (row) => row.active],
    ['trimmer', 'boolean', (row) => row.trimmer],
    ['technical_lead', 'boolean', (row) => row.technicalLead],
    ['left_on', 'date', (row) => row.leftOn],
    ['leave_reason', 'text', (row) => row.leaveReason],
  ],
};

/** Each sealed value opened with its member's key; the placeholder where the key was destroyed. */
async function openPersonal(
  sql: Sql,
  items: ReadonlyArray<{ id: number; sealed: Sealed }>,
): Promise<MemberPersonal[]> {
  const opened = await openMany<MemberPersonal>(
    sql,
    items.map(({ id, sealed }) => ({ subject: memberSubject(id), sealed })),
  );
  return opened.map((personal, at) => {
    const id = (items[at] as { id: number }).id;
    return personal === null
      ? forgottenPersonal(id)
      : { ...personal, irccaRegisteredOn: personal.irccaRegisteredOn ?? null };
  });
}

async function writePersonal(tx: Sql, id: number, personal: MemberPersonal): Promise<void> {
  await tx.query(
    `update members set ${PERSONAL_COLUMNS.map((column, at) => `${column} = $${at + 2}`).join(', ')} where id = $1`,
    [id, ...personalValues(personal)],
  );
}

type MemberPatch = Partial<
  Pick<MemberState, 'active' | 'trimmer' | 'technicalLead' | 'leftOn' | 'leaveReason'>
>;

const COLUMN_OF: Record<keyof MemberPatch, string> = {
  active: 'active',
  trimmer: 'trimmer',
  technicalLead: 'technical_lead',
  leftOn: 'left_on',
  leaveReason: 'leave_reason',
};

/** The live write, event by event: a registration inserts its row, the others change the columns they name. */
async function projectMembers(tx: Sql, events: readonly MemberEvent[]): Promise<void> {
  for (const event of events) {
    const id = event.payload.memberId;
    let patch: MemberPatch = {};
    switch (event.type) {
      case MEMBER_REGISTERED: {
        const [personal] = await openPersonal(tx, [{ id, sealed: event.payload.personal }]);
        const state = evolveMember(undefined, event) as MemberState;
        await insertRows(tx, 'members', MEMBER_ROWS, [{ ...state, personal: personal as MemberPersonal }]);
        continue;
      }
      case MEMBER_UPDATED: {
        const [personal] = await openPersonal(tx, [{ id, sealed: event.payload.personal }]);
        await writePersonal(tx, id, personal as MemberPersonal);
        continue;
      }
      case MEMBER_FORGOTTEN:
        // now(): the transaction's start, which is the event's occurred_at.
        await writePersonal(tx, id, forgottenPersonal(id));
        await tx.query('update members set forgotten_at = now() where id = $1', [id]);
        continue;
      case TRIMMER_FLAG_SET:
        patch = { trimmer: event.payload.trimmer };
        break;
      case TECHNICAL_LEAD_SET:
        patch = { technicalLead: event.payload.technicalLead };
        break;
      case MEMBER_DEACTIVATED:
        patch = { active: false };
        break;
      case MEMBER_REACTIVATED:
        patch = { active: true };
        break;
      case MEMBER_LEFT:
        patch = { active: false, leftOn: event.payload.leftOn, leaveReason: event.payload.reason };
        break;
      case PASSWORD_RESET:
      case OPENING_BALANCE_RECORDED:
        continue;
      default:
        unhandledEvent(event);
    }
    const fields = Object.entries(patch) as Array<[keyof MemberPatch, unknown]>;
    await tx.query(
      `update members set ${fields.map(([field], at) => `${COLUMN_OF[field]} = $${at + 2}`).join(', ')} where id = $1`,
      [id, ...fields.map(([, value]) => value)],
    );
  }
}

/** A member as replay folds them: the state, and the last sealed personal data, opened when written. */
interface FoldedMember {
  state: MemberState;
  sealed: Sealed;
}

function evolveFolded(members: Map<number, FoldedMember>, event: LoggedEvent<MemberEvent>) {
  const id = event.payload.memberId;
  const before = members.get(id);
  const state = evolveMember(before?.state, event);
  if (!state) {
    members.delete(id);
    return members;
  }
  const sealed =
    event.type === MEMBER_REGISTERED || event.type === MEMBER_UPDATED
      ? event.payload.personal
      : before?.sealed;
  if (sealed === undefined) throw new Error(`member ${id}: ${event.type} before MemberRegistered`);
  members.set(id, { state, sealed });
  return members;
}

async function writeFolded(sql: Sql, members: Map<number, FoldedMember>): Promise<void> {
  const folded = [...members.values()];
  const personal = await openPersonal(
    sql,
    folded.map(({ state, sealed }) => ({ id: state.id, sealed })),
  );
  const rows = folded.map(({ state }, at) => ({
    ...state,
    personal: state.forgotten ? forgottenPersonal(state.id) : (personal[at] as MemberPersonal),
  }));
  await insertRows(sql, 'replay_members', MEMBER_ROWS, rows);
  await sql.query(
    `update replay_members r set forgotten_at = e.occurred_at
       from events e
      where e.stream_id = 'member-' || r.id::text and e.type = $1`,
    [MEMBER_FORGOTTEN],
  );
}

/** The `members` columns of a MemberState, to select with `toMemberState`. */
export const MEMBER_STATE_COLUMNS =
  "id, name, last_name, role, active, trimmer, technical_lead, forgotten_at, to_char(left_on, 'YYYY-MM-DD') as left_on, leave_reason";

export const membersProjection = defineProjection({
  name: 'members',
  streams: ['member'],
  project: projectMembers,
  rebuild: {
    initial: () => new Map<number, FoldedMember>(),
    evolve: evolveFolded,
    tables: [
      {
        table: 'members',
        columns: `id, ${PERSONAL_COLUMNS.join(', ')}, role, active, trimmer, technical_lead, forgotten_at, left_on, leave_reason`,
        key: 'id::text',
        like: 'including defaults',
      },
    ],
    write: writeFolded,
  },
});

export interface MemberStateRow {
  id: number;
  name: string;
  last_name: string;
  role: string;
  active: boolean;
  trimmer: boolean;
  technical_lead: boolean;
  forgotten_at: Date | string | null;
  left_on: string | null;
  leave_reason: string | null;
}

export function toMemberState(row: MemberStateRow): MemberState {
  return {
    id: Number(row.id),
    role: row.role === 'admin' ? 'admin' : 'member',
    active: row.active,
    trimmer: row.trimmer,
    technicalLead: row.technical_lead,
    forgotten: row.forgotten_at !== null,
    leftOn: row.left_on ?? null,
    leaveReason: isLeaveReason(row.leave_reason) ? row.leave_reason : null,
    name: row.name,
    lastName: row.last_name,
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

/** The personal columns of `members` (aliased `m`, or not) as `toPersonal` reads them: dates as YYYY-MM-DD. */
export function personalSelect(alias = ''): string {
  const at = alias === '' ? '' : `${alias}.`;
  return `${at}name, ${at}last_name, ${at}mail, ${at}cedula, to_char(${at}birth_date, 'YYYY-MM-DD') as birth_date,
    ${at}residency, ${at}phone, to_char(${at}ircca_registered_on, 'YYYY-MM-DD') as ircca_registered_on`;
}

export interface PersonalRow {
  name: string;
  last_name: string;
  mail: string;
  cedula: string | null;
  birth_date: string | null;
  residency: string | null;
  phone: string | null;
  ircca_registered_on: string | null;
}

export function toPersonal(row: PersonalRow): MemberPersonal {
  return {
    name: row.name,
    lastName: row.last_name,
    mail: row.mail,
    cedula: row.cedula,
    birthDate: row.birth_date,
    residency: row.residency as Residency | null,
    phone: row.phone,
    irccaRegisteredOn: row.ircca_registered_on,
  };
}
