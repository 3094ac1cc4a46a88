import { randomBytes, randomUUID } from 'node:crypto';
import type { Sql } from '@club/db/connection';
import {
  type InspectionLinkInput,
  type InspectionLinkProblemCode,
  inspectionLinkHours,
  inspectionLinkSchema,
} from '@club/domain/inspection-links';
import { checkRules } from '@club/domain/rule-schema';
import { type CredentialRow, credentialStore } from '../kernel/access/credential-store.ts';
import { INSPECTION_LINK_PREFIX } from '../kernel/access/inspection-link.ts';
import { hashToken } from '../kernel/access/viewer.ts';
import { type Refusal, refusal } from '../kernel/refusals/refusal-table.ts';

// Making, listing and revoking inspectors' links (docs/decisions/057-inspection-links.md). Like a
// reporting key, a link is a credential, not a fact of the club: its own table, not the event log.

export type InspectionLinkRow = CredentialRow & { views: number };

/** How many characters of a link's key the list shows: the prefix and a few of its own. */
const SHOWN = INSPECTION_LINK_PREFIX.length + 4;

const store = credentialStore({
  table: 'inspection_links',
  uses: 'inspection_link_views',
  usedBy: 'link_id',
  count: 'views',
});

export const inspectionLinks = (sql: Sql): Promise<InspectionLinkRow[]> => store.list(sql);

export type CreatedLink =
  | { ok: true; link: InspectionLinkRow; secret: string }
  | { ok: false; error: Refusal };

/**
 * A new link for `input` ({ name, amount, unit }), made by `memberId` at `now` (the gateway's
 * clock, which judges its expiry too): the link's key is in `secret`, once.
 */
export async function createInspectionLink(
  sql: Sql,
  memberId: number,
  input: unknown,
  now: Date,
): Promise<CreatedLink> {
  const checked = checkRules<typeof inspectionLinkSchema, InspectionLinkProblemCode>(
    inspectionLinkSchema,
    input,
  );
  if (!checked.ok) {
    const { code, message, field } = checked.problem;
    return { ok: false, error: { code, message, ...(field ? { field } : {}) } };
  }
  const { name, amount, unit } = checked.value as InspectionLinkInput;
  const secret = `${INSPECTION_LINK_PREFIX}${randomBytes(32).toString('base64url')}`;
  const id = randomUUID();
  const expiresAt = new Date(now.getTime() + inspectionLinkHours(amount, unit) * 3_600_000);
  await sql.query(
    `insert into inspection_links (id, name, key_hash, prefix, created_by, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [id, name, hashToken(secret), secret.slice(0, SHOWN), memberId, now, expiresAt],
  );
  const link = await store.byId(sql, id);
  if (!link) throw new Error(`inspection link ${id} vanished after insert`);
  return { ok: true, link, secret };
}

export type RevokedLink = { ok: true; link: InspectionLinkRow } | { ok: false; error: Refusal };

/** Revokes a link at once: the inspector's next view is refused on every replica. */
export async function revokeInspectionLink(sql: Sql, memberId: number, id: string): Promise<RevokedLink> {
  const revoked = await store.revoke(sql, memberId, id);
  if (revoked === 'unknown') return { ok: false, error: refusal('ENLACE_INSPECCION_NO_ENCONTRADO') };
  if (revoked === 'already-revoked') return { ok: false, error: refusal('ENLACE_YA_REVOCADO') };
  return { ok: true, link: revoked };
}
