import type { Sql } from '@club/db/connection';
import type { ApplicationStatus, InvitationState } from './decide.ts';

// Invitations and applications as the back office reads them (projection.ts writes both). A
// waitlisted application's position is its rank in the order of waitlisting, computed on every
// read: when one ahead leaves the list, or a member leaves the club, it moves by itself.

export interface Invitation {
  id: number;
  expiresAt: string;
  singleUse: boolean;
  revoked: boolean;
  uses: number;
  createdAt: string;
  /** Takes applications now: not revoked, not expired, not a used single-use link. */
  usable: boolean;
}

export interface Application {
  id: number;
  status: ApplicationStatus;
  name: string | null;
  lastName: string | null;
  mail: string | null;
  cedula: string | null;
  birthDate: string | null;
  residency: string | null;
  phone: string | null;
  submittedAt: string;
  decidedAt: string | null;
  memberId: number | null;
  reason: string | null;
  /** 1, 2, … on the waitlist; null off it. */
  position: number | null;
}

interface InvitationDbRow {
  id: number;
  expires_at: Date | string;
  single_use: boolean;
  revoked: boolean;
  uses: number;
  created_at: Date | string;
}

const iso = (value: Date | string): string => new Date(value).toISOString();

const toInvitation = (row: InvitationDbRow, now: Date): Invitation => {
  const expiresAt = iso(row.expires_at);
  const uses = Number(row.uses);
  return {
    id: Number(row.id),
    expiresAt,
    singleUse: row.single_use,
    revoked: row.revoked,
    uses,
    createdAt: iso(row.created_at),
    usable: !row.revoked && new Date(expiresAt) > now && !(row.single_use && uses > 0),
  };
};

const SELECT_INVITATIONS = 'select id, expires_at, single_use, revoked, uses, created_at from invitations';

export async function listInvitations(sql: Sql, now: Date): Promise<Invitation[]> {
  const { rows } = await sql.query<InvitationDbRow>(`${SELECT_INVITATIONS} order by id desc`);
  return rows.map((row) => toInvitation(row, now));
}

export async function findInvitation(sql: Sql, id: number, now: Date): Promise<Invitation | null> {
  const { rows } = await sql.query<InvitationDbRow>(`${SELECT_INVITATIONS} where id = $1`, [id]);
  return rows[0] ? toInvitation(rows[0], now) : null;
}

/** The invitation a token names, as the deciders see it; `lock` holds its row for the transaction. */
export async function invitationByTokenHash(
  sql: Sql,
  tokenHash: string,
  lock = false,
): Promise<InvitationState | null> {
  const { rows } = await sql.query<InvitationDbRow>(
    `${SELECT_INVITATIONS} where token_hash = $1${lock ? ' for update' : ''}`,
    [tokenHash],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: Number(row.id),
    expiresAt: iso(row.expires_at),
    singleUse: row.single_use,
    revoked: row.revoked,
    uses: Number(row.uses),
  };
}

export async function invitationState(sql: Sql, id: number): Promise<InvitationState | null> {
  const { rows } = await sql.query<InvitationDbRow>(`${SELECT_INVITATIONS} where id = $1`, [id]);
  const row = rows[0];
  if (!row) return null;
  return {
    id: Number(row.id),
    expiresAt: iso(row.expires_at),
    singleUse: row.single_use,
    revoked: row.revoked,
    uses: Number(row.uses),
  };
}

interface ApplicationDbRow {
  id: number;
  status: ApplicationStatus;
  name: string | null;
  last_name: string | null;
  mail: string | null;
  cedula: string | null;
  birth_date: string | null;
  residency: string | null;
  phone: string | null;
  submitted_at: Date | string;
  decided_at: Date | string | null;
  member_id: number | null;
  reason: string | null;
  position: number | null;
}

const SELECT_APPLICATIONS = `
  select a.id, a.status, a.name, a.last_name, a.mail, a.cedula, a.birth_date::text as birth_date,
         a.residency, a.phone, a.submitted_at, a.decided_at, a.member_id, a.reason, w.position
    from applications a
    left join (select id, row_number() over (order by waitlisted_at, id) as position
                 from applications where status = 'waitlisted') w on w.id = a.id`;

const toApplication = (row: ApplicationDbRow): Application => ({
  id: Number(row.id),
  status: row.status,
  name: row.name,
  lastName: row.last_name,
  mail: row.mail,
  cedula: row.cedula,
  birthDate: row.birth_date,
  residency: row.residency,
  phone: row.phone,
  submittedAt: iso(row.submitted_at),
  decidedAt: row.decided_at === null ? null : iso(row.decided_at),
  memberId: row.member_id === null ? null : Number(row.member_id),
  reason: row.reason,
  position: row.position === null ? null : Number(row.position),
});

export const APPLICATION_STATUSES: readonly ApplicationStatus[] = [
  'pending',
  'waitlisted',
  'approved',
  'rejected',
];

/** Pending first (oldest first), then the waitlist in its order, then the decided (newest first). */
export async function listApplications(sql: Sql, status?: ApplicationStatus): Promise<Application[]> {
  const { rows } = await sql.query<ApplicationDbRow>(
    `${SELECT_APPLICATIONS}
      where $1::text is null or a.status = $1
      order by case a.status when 'pending' then 0 when 'waitlisted' then 1 else 2 end,
               w.position, case when a.status = 'pending' then a.id else -a.id end`,
    [status ?? null],
  );
  return rows.map(toApplication);
}

export async function findApplication(sql: Sql, id: number): Promise<Application | null> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null;
  const { rows } = await sql.query<ApplicationDbRow>(`${SELECT_APPLICATIONS} where a.id = $1`, [id]);
  return rows[0] ? toApplication(rows[0]) : null;
}

/** How many are waitlisted, and how many of them ahead of `id` (all of them when it is not listed). */
export async function waitlistAhead(sql: Sql, id: number): Promise<number> {
  const { rows } = await sql.query<{ ahead: number }>(
    `select count(*) as ahead from applications w
      where w.status = 'waitlisted'
        and not exists (select 1 from applications a
                         where a.id = $1 and a.status = 'waitlisted'
                           and (a.waitlisted_at, a.id) <= (w.waitlisted_at, w.id))`,
    [id],
  );
  return Number(rows[0]?.ahead ?? 0);
}
