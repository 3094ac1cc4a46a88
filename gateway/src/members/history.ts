import type { Sql } from '@club/db/connection';
import { clubNow } from '@club/domain/club-clock';
import { fillText } from '@club/domain/fill-text';
import { texts } from '@club/domain/texts';
import { type LoggedEvent, selectEvents } from '../kernel/events/event-log.ts';
import {
  MEMBER_DEACTIVATED,
  MEMBER_LEFT,
  MEMBER_REACTIVATED,
  MEMBER_REGISTERED,
  MEMBER_UPDATED,
  type MemberEvent,
  memberStream,
  PASSWORD_RESET,
  TECHNICAL_LEAD_SET,
  TRIMMER_FLAG_SET,
} from './events.ts';

// A member's history for people: each event of `member-<id>` with when (Montevideo), who and a
// Spanish sentence.

export interface MemberHistoryEntry {
  position: number;
  version: number;
  type: string;
  /** YYYY-MM-DD, Montevideo. */
  date: string;
  /** HH:MM, Montevideo. */
  time: string;
  who: string;
  description: string;
}

const t = texts.members.history;

function sessions(n: number): string {
  if (n === 0) return t.sessionsNone;
  return n === 1 ? t.sessionsOne : fillText(t.sessionsMany, { N: n });
}

export function describeMemberEvent(event: { type: string; payload: unknown }): string {
  const known = event as MemberEvent;
  switch (known.type) {
    case MEMBER_REGISTERED: {
      const { name, lastName, mail } = known.payload;
      return fillText(t.registered, { name: `${name} ${lastName}`, mail });
    }
    case MEMBER_UPDATED: {
      const { previous } = known.payload;
      const changes = (
        [
          [t.fieldName, previous.name, known.payload.name],
          [t.fieldLastName, previous.lastName, known.payload.lastName],
          [t.fieldMail, previous.mail, known.payload.mail],
        ] as const
      )
        .filter(([, from, to]) => from !== to)
        .map(([field, from, to]) => fillText(t.changedField, { field, from, to }));
      return fillText(t.updated, { changes: changes.join('; ') });
    }
    case TRIMMER_FLAG_SET:
      return known.payload.trimmer ? t.trimmerOn : t.trimmerOff;
    case TECHNICAL_LEAD_SET:
      return known.payload.technicalLead ? t.technicalLeadOn : t.technicalLeadOff;
    case MEMBER_DEACTIVATED:
      return fillText(t.deactivated, { sessions: sessions(known.payload.tokensRevoked) });
    case MEMBER_REACTIVATED:
      return t.reactivated;
    case MEMBER_LEFT:
      return fillText(texts.leaving.history, {
        date: known.payload.leftOn,
        reason: texts.leaving.reasonLabels[known.payload.reason] ?? known.payload.reason,
        sessions: sessions(known.payload.tokensRevoked),
      });
    case PASSWORD_RESET:
      return fillText(known.payload.generated ? t.passwordGenerated : t.passwordChosen, {
        sessions: sessions(known.payload.tokensRevoked),
      });
    default:
      return event.type;
  }
}

/** 'Lucía Pereira (#1)' for an admin, 'Carga inicial' for the demo seed, else the raw actor. */
export function describeActor(event: Pick<LoggedEvent, 'actor' | 'actorName'>): string {
  if (event.actor === 'seed') return t.seedActor;
  const id = /^member-(\d+)$/.exec(event.actor)?.[1];
  if (event.actorName !== null && id !== undefined) return `${event.actorName} (#${id})`;
  return event.actor;
}

export function historyEntry(event: LoggedEvent): MemberHistoryEntry {
  const at = clubNow(new Date(event.occurredAt));
  const time = `${String(Math.floor(at.minutes / 60)).padStart(2, '0')}:${String(at.minutes % 60).padStart(2, '0')}`;
  return {
    position: event.position,
    version: event.version,
    type: event.type,
    date: at.date,
    time,
    who: describeActor(event),
    description: describeMemberEvent(event),
  };
}

/** Newest first. */
export async function memberHistory(sql: Sql, memberId: number): Promise<MemberHistoryEntry[]> {
  const events = await selectEvents(sql, 'e.stream_id = $1', [memberStream(memberId)], { descending: true });
  return events.map(historyEntry);
}
