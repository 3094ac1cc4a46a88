import { randomBytes, randomUUID } from 'node:crypto';
import type { Sql } from '@club/db/connection';
import {
  type InspectionLinkInput,
  type InspectionLinkProblemCode,
  inspectionLinkHours,
  inspectionLinkSchema,
} from '@club/domain/inspection-links';
import { checkRules } from '@club/domain/rule-schema';
import { INSPECTION_LINK_PREFIX } from '../kernel/access/inspection-link.ts';
import { hashToken } from '../kernel/access/viewer.ts';
import { type Refusal, refusal } from '../kernel/refusals/refusal-table.ts';

// Making, listing and revoking inspectors' links (docs/decisions/057-inspection-links.md). Like a
// reporting key, a link is a credential, not a fact of the club: its own table, not the event log.

export interface InspectionLinkRow {
  id: string;
  name: string;
  prefix: string;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
  views: number;
}

/** How many characters of a link's key the list shows: the prefix and a few of its own. */
const SHOWN = INSPECTION_LINK_PREFIX.length + 4;

const COLUMNS = `l.id, l.name, l.prefix, l.created_at as "createdAt", l.expires_at as "expiresAt",
  l.revoked_at as "revokedAt", l.last_used_at as "lastUsedAt",
  (select count(*)::int from inspection_link_views v where v.link_id = l.id) as views`;

export async function inspectionLinks(sql: Sql): Promise<InspectionLinkRow[]> {
  const { rows } = await sql.query<InspectionLinkRow>(
    `select ${COLUMNS} from inspection_links l order by l.created_at desc, l.id`,
  );
  return rows;
}

async function linkById(sql: Sql, id: string): Promise<InspectionLinkRow | undefined> {
  const { rows } = await sql.query<InspectionLinkRow>(
    `select ${COLUMNS} from inspection_links l where l.id = $1`,
    [id],
  );
  return rows[0];
}

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
  const link = await linkById(sql, id);
  if (!link) throw new Error(`inspection link ${id} vanished after insert`);
  return { ok: true, link, secret };
}

export type RevokedLink = { ok: true; link: InspectionLinkRow } | { ok: false; error: Refusal };

/** Revokes a link at once: the inspector's next view is refused on every replica. */
export async function revokeInspectionLink(sql: Sql, memberId: number, id: string): Promise<RevokedLink> {
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
  const existing = isUuid ? await linkById(sql, id) : undefined;
  if (!existing) return { ok: false, error: refusal('ENLACE_INSPECCION_NO_ENCONTRADO') };
  const { rowCount } = await sql.query(
    `update inspection_links set revoked_at = now(), revoked_by = $2 where id = $1 and revoked_at is null`,
    [id, memberId],
  );
  if (!rowCount) return { ok: false, error: refusal('ENLACE_YA_REVOCADO') };
  const link = await linkById(sql, id);
  return link ? { ok: true, link } : { ok: false, error: refusal('ENLACE_INSPECCION_NO_ENCONTRADO') };
}
