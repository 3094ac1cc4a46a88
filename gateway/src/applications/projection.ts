import type { Sql } from '@club/db/connection';
import type { PersonalData } from '@club/domain/person';
import { unhandledEvent } from '../kernel/events/club-event.ts';
import { defineProjection, type LoggedEvent } from '../kernel/events/projections.ts';
import { insertRows, type RowsInsert } from '../kernel/events/read-model-writer.ts';
import { openFor, openMany, type Sealed } from '../kernel/privacy/subject-keys.ts';
import { type ApplicationEvent, applicationSubject, type InvitationEvent } from './events.ts';

// The `invitations` and `applications` read models as plain functions of the two streams' events:
// the live write and the replay run this same code. Times are the events' own (now() of the live
// write's transaction is the event's occurred_at). An applicant's data is opened from the sealed
// payload; once their key is destroyed it opens to nothing and the row keeps no personal data.

/** What an application's event seals: the applicant's data and what they declared. */
export interface SealedApplicant extends PersonalData {
  noOtherRoute: boolean;
  consent: boolean;
}

export interface InvitationRow {
  id: number;
  tokenHash: string;
  expiresAt: string;
  singleUse: boolean;
  issuedBy: number;
  revoked: boolean;
  uses: number;
  createdAt: string;
}

const INVITATION_ROWS: RowsInsert<InvitationRow> = {
  columns: [
    ['id', 'integer', (row) => row.id],
    ['token_hash', 'text', (row) => row.tokenHash],
    ['expires_at', 'timestamptz', (row) => row.expiresAt],
    ['single_use', 'boolean', (row) => row.singleUse],
    ['issued_by', 'integer', (row) => row.issuedBy],
    ['revoked', 'boolean', (row) => row.revoked],
    ['uses', 'integer', (row) => row.uses],
    ['created_at', 'timestamptz', (row) => row.createdAt],
  ],
};

export const invitationsProjection = defineProjection({
  name: 'invitations',
  streams: ['invitation', 'application'],
  async project(tx, events) {
    for (const event of events) {
      switch (event.type) {
        case 'InvitationIssued': {
          const { invitationId, tokenHash, expiresAt, singleUse, issuedBy } = event.payload;
          await tx.query(
            `insert into invitations (id, token_hash, expires_at, single_use, issued_by, created_at)
             values ($1, $2, $3, $4, $5, now())`,
            [invitationId, tokenHash, expiresAt, singleUse, issuedBy],
          );
          break;
        }
        case 'InvitationRevoked':
          await tx.query('update invitations set revoked = true where id = $1', [event.payload.invitationId]);
          break;
        case 'ApplicationSubmitted':
          await tx.query('update invitations set uses = uses + 1 where id = $1', [
            event.payload.invitationId,
          ]);
          break;
        case 'ApplicationApproved':
        case 'ApplicationRejected':
        case 'ApplicationWaitlisted':
          break;
        default:
          unhandledEvent(event);
      }
    }
  },
  rebuild: {
    initial: () => new Map<number, InvitationRow>(),
    evolve(rows, event: LoggedEvent<InvitationEvent | ApplicationEvent>) {
      switch (event.type) {
        case 'InvitationIssued': {
          const { invitationId, tokenHash, expiresAt, singleUse, issuedBy } = event.payload;
          rows.set(invitationId, {
            id: invitationId,
            tokenHash,
            expiresAt,
            singleUse,
            issuedBy,
            revoked: false,
            uses: 0,
            createdAt: event.occurredAt,
          });
          break;
        }
        case 'InvitationRevoked': {
          const row = rows.get(event.payload.invitationId);
          if (row) row.revoked = true;
          break;
        }
        case 'ApplicationSubmitted': {
          const row = rows.get(event.payload.invitationId);
          if (row) row.uses += 1;
          break;
        }
        case 'ApplicationApproved':
        case 'ApplicationRejected':
        case 'ApplicationWaitlisted':
          break;
        default:
          unhandledEvent(event);
      }
      return rows;
    },
    tables: [
      {
        table: 'invitations',
        columns: 'id, token_hash, expires_at, single_use, issued_by, revoked, uses, created_at',
        key: 'id::text',
        like: 'including defaults',
      },
    ],
    write: (sql, rows) => insertRows(sql, 'replay_invitations', INVITATION_ROWS, [...rows.values()]),
  },
});

export interface ApplicationRow {
  id: number;
  invitationId: number;
  status: 'pending' | 'waitlisted' | 'approved' | 'rejected';
  personal: Sealed;
  submittedAt: string;
  waitlistedAt: string | null;
  decidedAt: string | null;
  memberId: number | null;
  reason: string | null;
}

type OpenedRow = ApplicationRow & { applicant: SealedApplicant | null };

const APPLICATION_ROWS: RowsInsert<OpenedRow> = {
  columns: [
    ['id', 'integer', (row) => row.id],
    ['invitation_id', 'integer', (row) => row.invitationId],
    ['status', 'text', (row) => row.status],
    ['name', 'text', (row) => row.applicant?.name ?? null],
    ['last_name', 'text', (row) => row.applicant?.lastName ?? null],
    ['mail', 'text', (row) => row.applicant?.mail ?? null],
    ['cedula', 'text', (row) => row.applicant?.cedula ?? null],
    ['birth_date', 'date', (row) => row.applicant?.birthDate ?? null],
    ['residency', 'text', (row) => row.applicant?.residency ?? null],
    ['phone', 'text', (row) => row.applicant?.phone ?? null],
    ['submitted_at', 'timestamptz', (row) => row.submittedAt],
    ['waitlisted_at', 'timestamptz', (row) => row.waitlistedAt],
    ['decided_at', 'timestamptz', (row) => row.decidedAt],
    ['member_id', 'integer', (row) => row.memberId],
    ['reason', 'text', (row) => row.reason],
  ],
};

/** An application's row after one more of its events (the time is the event's). */
function evolveApplication(
  row: ApplicationRow | undefined,
  event: ApplicationEvent,
  at: string,
): ApplicationRow | undefined {
  switch (event.type) {
    case 'ApplicationSubmitted':
      return {
        id: event.payload.applicationId,
        invitationId: event.payload.invitationId,
        status: 'pending',
        personal: event.payload.personal,
        submittedAt: at,
        waitlistedAt: null,
        decidedAt: null,
        memberId: null,
        reason: null,
      };
    case 'ApplicationWaitlisted':
      return row && { ...row, status: 'waitlisted', waitlistedAt: at };
    case 'ApplicationApproved':
      return row && { ...row, status: 'approved', decidedAt: at, memberId: event.payload.memberId };
    case 'ApplicationRejected':
      return row && { ...row, status: 'rejected', decidedAt: at, reason: event.payload.reason };
    default:
      return unhandledEvent(event);
  }
}

async function writeApplications(sql: Sql, rows: readonly ApplicationRow[], table: string): Promise<void> {
  const opened = await openMany<SealedApplicant>(
    sql,
    rows.map((row) => ({ subject: applicationSubject(row.id), sealed: row.personal })),
  );
  await insertRows(
    sql,
    table,
    APPLICATION_ROWS,
    rows.map((row, index) => ({ ...row, applicant: opened[index] ?? null })),
  );
}

export const applicationsProjection = defineProjection({
  name: 'applications',
  streams: ['application'],
  async project(tx, events) {
    for (const event of events) {
      const id = event.payload.applicationId;
      switch (event.type) {
        case 'ApplicationSubmitted': {
          const { rows } = await tx.query<{ now: string }>('select now()::text as now');
          const row = evolveApplication(undefined, event, rows[0]?.now ?? '');
          if (row) await writeApplications(tx, [row], 'applications');
          break;
        }
        case 'ApplicationWaitlisted':
          await tx.query(
            `update applications set status = 'waitlisted', waitlisted_at = now() where id = $1`,
            [id],
          );
          break;
        case 'ApplicationApproved':
          await tx.query(
            `update applications set status = 'approved', decided_at = now(), member_id = $2 where id = $1`,
            [id, event.payload.memberId],
          );
          break;
        case 'ApplicationRejected':
          await tx.query(
            `update applications set status = 'rejected', decided_at = now(), reason = $2 where id = $1`,
            [id, event.payload.reason],
          );
          break;
        default:
          unhandledEvent(event);
      }
    }
  },
  rebuild: {
    initial: () => new Map<number, ApplicationRow>(),
    evolve(rows, event) {
      const id = event.payload.applicationId;
      const next = evolveApplication(rows.get(id), event, event.occurredAt);
      if (next) rows.set(id, next);
      return rows;
    },
    tables: [
      {
        table: 'applications',
        columns:
          'id, invitation_id, status, name, last_name, mail, cedula, birth_date, residency, phone, submitted_at, waitlisted_at, decided_at, member_id, reason',
        key: 'id::text',
        like: 'including defaults',
      },
    ],
    write: (sql, rows) => writeApplications(sql, [...rows.values()], 'replay_applications'),
  },
});

/** The applicant's data of a sealed payload, or null once forgotten. */
export function openApplicant(
  sql: Sql,
  applicationId: number,
  sealed: Sealed,
): Promise<SealedApplicant | null> {
  return openFor<SealedApplicant>(sql, applicationSubject(applicationId), sealed);
}
