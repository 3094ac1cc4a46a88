import type { Sql } from '@club/db/connection';
import { openMany, type Sealed } from './subject-keys.ts';

// Whose key seals what (decision 043). A member's personal data is sealed under the member's
// subject. A record that names a person who need not be a member (a destruction's witness, who
// applied a treatment, who did a work entry) seals the name under the record's own subject: the
// log holds no name in clear, the read models open it, and destroying that key forgets it. A work
// entry done by a member seals the name under the member's subject, so forgetting them reaches it.

/** The same text as the member's stream. */
export const memberSubject = (memberId: number) => `member-${memberId}`;
export const destructionSubject = (destructionId: string) => `destruction-${destructionId}`;
export const treatmentSubject = (treatmentId: number) => `treatment-${treatmentId}`;
export const workSubject = (workId: number) => `work-${workId}`;

/**
 * Each sealed name opened with its subject's key, in order; where the key was destroyed, what
 * `forgotten` gives for that item.
 */
export async function openNames<T>(
  sql: Sql,
  items: readonly T[],
  sealedOf: (item: T) => { subject: string; sealed: Sealed },
  forgotten: (item: T) => string,
): Promise<string[]> {
  const opened = await openMany<string>(sql, items.map(sealedOf));
  return opened.map((name, at) => name ?? forgotten(items[at] as T));
}
