import type { Database, Sql } from '@club/db/connection';
import { type EventRewrite, type LoggedEvent, rewriteEvents } from '@club/db/event-chain/rewrite-events';
import type { PersonalData } from '@club/domain/person';
import { sealFor } from '../kernel/privacy/subject-keys.ts';

// The log as written before personal data was sealed (decision 043), brought into the shapes the
// app writes now, once, by the owner at start-up: a member's name, last name and mail sealed with
// that member's own key (so forgetting them reaches these events too), and the close's signer
// named by id only. The shapes on both sides are written out here: the old ones are no app's any
// more, and the new ones are what the members and month-close features append.

/** MemberRegistered as written before: personal data in clear. */
interface LegacyMemberRegistered {
  memberId: number;
  name: string;
  lastName: string;
  mail: string;
  [other: string]: unknown;
}

/** MemberUpdated as written before: the values after at the top, before in `previous`. */
interface LegacyMemberUpdated {
  memberId: number;
  name: string;
  lastName: string;
  mail: string;
  previous: { name: string; lastName: string; mail: string };
}

const CONTACT_FIELDS = ['name', 'lastName', 'mail'] as const;

/** Old data knew no legal identity: those fields are null, as for any account made before them. */
function personalData(values: { name: string; lastName: string; mail: string }): PersonalData {
  return {
    name: values.name,
    lastName: values.lastName,
    mail: values.mail,
    cedula: null,
    birthDate: null,
    residency: null,
    phone: null,
  };
}

const memberSubject = (memberId: number) => `member-${memberId}`;

async function transform(tx: Sql, event: LoggedEvent): Promise<Record<string, unknown> | null> {
  switch (event.type) {
    case 'MemberRegistered': {
      const { name, lastName, mail, ...rest } = event.payload as unknown as LegacyMemberRegistered;
      if (name === undefined && lastName === undefined && mail === undefined) return null;
      return {
        ...rest,
        personal: await sealFor(tx, memberSubject(rest.memberId), personalData({ name, lastName, mail })),
      };
    }
    case 'MemberUpdated': {
      const old = event.payload as unknown as LegacyMemberUpdated;
      if (typeof old.previous !== 'object' || old.previous === null) return null;
      const subject = memberSubject(old.memberId);
      return {
        memberId: old.memberId,
        changed: CONTACT_FIELDS.filter((field) => old[field] !== old.previous[field]),
        personal: await sealFor(tx, subject, personalData(old)),
        previous: await sealFor(tx, subject, personalData(old.previous)),
      };
    }
    case 'MonthClosed': {
      const { signedBy, ...rest } = event.payload;
      return signedBy === undefined ? null : rest;
    }
    default:
      return null;
  }
}

export const sealPersonalDataRewrite: EventRewrite = {
  reason:
    'datos personales fuera del log en claro: nombre, apellido y mail de cada socio sellados con su clave, el cierre mensual sin el nombre de quien firmó',
  // Only the old shapes: what was converted (or written sealed) is not selected again.
  where: `(e.type = 'MemberRegistered' and (e.payload ? 'name' or e.payload ? 'lastName' or e.payload ? 'mail'))
       or (e.type = 'MemberUpdated' and jsonb_typeof(e.payload -> 'previous') = 'object')
       or (e.type = 'MonthClosed' and e.payload ? 'signedBy')`,
  transform,
};

/**
 * Converts what is left of the old log (nothing: does nothing) and answers the rewrite recorded.
 * As the owner, after the migrations, with the installation's master key in use (useMasterKey).
 */
export function sealPersonalDataInLog(db: Database) {
  return rewriteEvents(db, sealPersonalDataRewrite);
}
