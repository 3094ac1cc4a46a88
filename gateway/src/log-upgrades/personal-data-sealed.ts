import type { Database, Sql } from '@club/db/connection';
import { type EventRewrite, type LoggedEvent, rewriteEvents } from '@club/db/event-chain/rewrite-events';
import type { PersonalData } from '@club/domain/person';
import { sealFor } from '../kernel/privacy/subject-keys.ts';
import {
  destructionSubject,
  memberSubject,
  treatmentSubject,
  workSubject,
} from '../kernel/privacy/subjects.ts';

// The log as written before personal data was sealed (decision 043), brought into the shapes the
// app writes now, once, by the owner at start-up: a member's name, last name and mail sealed with
// that member's own key (so forgetting them reaches these events too), the close's signer named
// by id only, and the names other records hold (a work entry's worker, who applied a treatment, a
// destruction's witness) sealed under their subjects (kernel/privacy/subjects.ts). A product's
// destruction in a month already closed stays as written: the close signed a hash of the month's
// stock events as they were (decision 030). The shapes on both sides are written out here: the old ones are no app's any
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
    case 'WorkRecorded': {
      const { workId, memberId, personName } = event.payload as {
        workId: number;
        memberId: number | null;
        personName: string;
      };
      const subject = memberId === null ? workSubject(workId) : memberSubject(memberId);
      return { ...event.payload, personName: await sealFor(tx, subject, personName) };
    }
    case 'TreatmentApplied': {
      const { treatmentId, appliedBy } = event.payload as { treatmentId: number; appliedBy: string };
      return { ...event.payload, appliedBy: await sealFor(tx, treatmentSubject(treatmentId), appliedBy) };
    }
    case 'StockDestroyed':
    case 'BatchWasteDestroyed': {
      const { destructionId, witness } = event.payload as { destructionId: string; witness: string };
      return { ...event.payload, witness: await sealFor(tx, destructionSubject(destructionId), witness) };
    }
    default:
      return null;
  }
}

/** What sealFor writes: 'v1.' · iv (12 bytes) · ciphertext · tag (16 bytes), base64url. */
const SEALED_PATTERN = '^v1\\.[A-Za-z0-9_-]{16}\\.[A-Za-z0-9_-]*\\.[A-Za-z0-9_-]{22}$';

export const sealPersonalDataRewrite: EventRewrite = {
  reason:
    'datos personales fuera del log en claro: nombre, apellido y mail de cada socio sellados con su clave, el cierre mensual sin el nombre de quien firmó, los nombres de trabajos, tratamientos y testigos de destrucciones sellados',
  // Only the old shapes: what was converted (or written sealed) is not selected again.
  where: `(e.type = 'MemberRegistered' and (e.payload ? 'name' or e.payload ? 'lastName' or e.payload ? 'mail'))
       or (e.type = 'MemberUpdated' and jsonb_typeof(e.payload -> 'previous') = 'object')
       or (e.type = 'MonthClosed' and e.payload ? 'signedBy')
       or (e.type = 'WorkRecorded' and (e.payload ->> 'personName') !~ '${SEALED_PATTERN}')
       or (e.type = 'TreatmentApplied' and (e.payload ->> 'appliedBy') !~ '${SEALED_PATTERN}')
       or (e.type = 'BatchWasteDestroyed' and (e.payload ->> 'witness') !~ '${SEALED_PATTERN}')
       or (e.type = 'StockDestroyed' and (e.payload ->> 'witness') !~ '${SEALED_PATTERN}'
           and not exists (select 1 from events c
                            where c.type = 'MonthClosed' and c.payload ->> 'month' = left(e.payload ->> 'date', 7)))`,
  transform,
};

/**
 * Converts what is left of the old log (nothing: does nothing) and answers the rewrite recorded.
 * As the owner, after the migrations, with the installation's master key in use (useMasterKey).
 */
export function sealPersonalDataInLog(db: Database) {
  return rewriteEvents(db, sealPersonalDataRewrite);
}
