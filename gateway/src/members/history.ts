import type { Sql } from '@club/db/connection';
import { clubNow } from '@club/domain/club-clock';
import { fillText } from '@club/domain/fill-text';
import { leavingTexts, memberTexts } from '@club/domain/member-texts';
import { type LoggedEvent, selectEvents } from '../kernel/events/event-log.ts';
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
  type MemberPersonalField,
  memberStream,
  PASSWORD_RESET,
  TECHNICAL_LEAD_SET,
  TRIMMER_FLAG_SET,
} from './events.ts';

// A member's history for people: each event of `member-<id>` with when (Montevideo), who and a
// Spanish sentence. What the events carry sealed is opened for it with the member's key; once the
// member is forgotten it opens to nothing, and the history names them 'Socio dado de baja #N' and
// only which fields changed.

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

const t = memberTexts.history;

function sessions(n: number): string {
  if (n === 0) return t.sessionsNone;
  return n === 1 ? t.sessionsOne : fillText(t.sessionsMany, { N: n });
}

const FIELD_LABEL: Record<MemberPersonalField, string> = {
  name: t.fieldName,
  lastName: t.fieldLastName,
  mail: t.fieldMail,
  cedula: t.fieldCedula,
  birthDate: t.fieldBirthDate,
  residency: t.fieldResidency,
  phone: t.fieldPhone,
  irccaRegisteredOn: t.fieldIrcca,
};

/** The sealed values of a member event, opened; null where the member was forgotten. */
export interface OpenedPersonal {
  personal: MemberPersonal | null;
  previous: MemberPersonal | null;
}

const shown = (value: string | null | undefined) => value ?? '—';

export function describeMemberEvent(
  event: { type: string; payload: unknown },
  opened: OpenedPersonal = { personal: null, previous: null },
): string {
  const known = event as MemberEvent;
  switch (known.type) {
    case MEMBER_REGISTERED: {
      const { personal } = opened;
      if (personal === null) {
        return fillText(t.registeredForgotten, {
          name: `${memberTexts.forgottenName} #${known.payload.memberId}`,
        });
      }
      return fillText(t.registered, { name: `${personal.name} ${personal.lastName}`, mail: personal.mail });
    }
    case MEMBER_UPDATED: {
      const { personal, previous } = opened;
      const { changed } = known.payload;
      if (personal === null || previous === null) {
        return fillText(t.updatedForgotten, {
          fields: changed.map((field) => FIELD_LABEL[field]).join(', '),
        });
      }
      const changes = changed.map((field) =>
        fillText(t.changedField, {
          field: FIELD_LABEL[field],
          from: shown(previous[field]),
          to: shown(personal[field]),
        }),
      );
      return fillText(t.updated, { changes: changes.join('; ') });
    }
    case MEMBER_FORGOTTEN:
      return fillText(t.forgotten, { reason: known.payload.reason });
    case TRIMMER_FLAG_SET:
      return known.payload.trimmer ? t.trimmerOn : t.trimmerOff;
    case TECHNICAL_LEAD_SET:
      return known.payload.technicalLead ? t.technicalLeadOn : t.technicalLeadOff;
    case MEMBER_DEACTIVATED:
      return fillText(t.deactivated, { sessions: sessions(known.payload.tokensRevoked) });
    case MEMBER_REACTIVATED:
      return t.reactivated;
    case MEMBER_LEFT:
      return fillText(leavingTexts.history, {
        date: known.payload.leftOn,
        reason: leavingTexts.reasonLabels[known.payload.reason] ?? known.payload.reason,
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

export function historyEntry(event: LoggedEvent, opened?: OpenedPersonal): MemberHistoryEntry {
  const at = clubNow(new Date(event.occurredAt));
  const time = `${String(Math.floor(at.minutes / 60)).padStart(2, '0')}:${String(at.minutes % 60).padStart(2, '0')}`;
  return {
    position: event.position,
    version: event.version,
    type: event.type,
    date: at.date,
    time,
    who: describeActor(event),
    description: describeMemberEvent(event, opened),
  };
}

/** The sealed values an event carries: [personal, previous]. */
function sealedOf(event: LoggedEvent): [Sealed | undefined, Sealed | undefined] {
  const known = event as unknown as MemberEvent;
  if (known.type === MEMBER_REGISTERED) return [known.payload.personal, undefined];
  if (known.type === MEMBER_UPDATED) return [known.payload.personal, known.payload.previous];
  return [undefined, undefined];
}

/** Newest first, what the events sealed opened in one pass. */
export async function memberHistory(sql: Sql, memberId: number): Promise<MemberHistoryEntry[]> {
  const events = await selectEvents(sql, 'e.stream_id = $1', [memberStream(memberId)], { descending: true });
  const subject = memberSubject(memberId);
  const sealed = events.flatMap((event) => sealedOf(event).filter((value) => value !== undefined));
  const opened = await openMany<MemberPersonal>(
    sql,
    sealed.map((value) => ({ subject, sealed: value })),
  );
  const byValue = new Map(sealed.map((value, at) => [value, opened[at] ?? null]));
  return events.map((event) => {
    const [personal, previous] = sealedOf(event);
    return historyEntry(event, {
      personal: personal === undefined ? null : (byValue.get(personal) ?? null),
      previous: previous === undefined ? null : (byValue.get(previous) ?? null),
    });
  });
}
