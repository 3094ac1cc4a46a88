import { randomBytes, randomUUID } from 'node:crypto';
import type { Sql } from '@club/db/connection';
import { type ReportingKeyProblemCode, reportingKeySchema } from '@club/domain/reporting-keys';
import { checkRules } from '@club/domain/rule-schema';
import { REPORTING_KEY_PREFIX } from '../kernel/access/reporting-key.ts';
import { hashToken } from '../kernel/access/viewer.ts';
import { type Refusal, refusal } from '../kernel/refusals/refusal-table.ts';

// Making, listing and revoking reporting keys (docs/decisions/055-reporting-keys.md). A key is a
// credential, not a fact of the club: it lives in its own table, not in the event log, where its
// hash would stay for good and every revocation would wait for a projection.

export interface ReportingKeyRow {
  id: string;
  name: string;
  prefix: string;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
  uses: number;
}

/** How many characters of a key the list shows: the prefix and a few of its own. */
const SHOWN = REPORTING_KEY_PREFIX.length + 4;

const COLUMNS = `k.id, k.name, k.prefix, k.created_at as "createdAt", k.expires_at as "expiresAt",
  k.revoked_at as "revokedAt", k.last_used_at as "lastUsedAt",
  (select count(*)::int from reporting_key_uses u where u.key_id = k.id) as uses`;

export async function reportingKeys(sql: Sql): Promise<ReportingKeyRow[]> {
  const { rows } = await sql.query<ReportingKeyRow>(
    `select ${COLUMNS} from reporting_keys k order by k.created_at desc, k.id`,
  );
  return rows;
}

async function keyById(sql: Sql, id: string): Promise<ReportingKeyRow | undefined> {
  const { rows } = await sql.query<ReportingKeyRow>(
    `select ${COLUMNS} from reporting_keys k where k.id = $1`,
    [id],
  );
  return rows[0];
}

export type CreatedKey = { ok: true; key: ReportingKeyRow; secret: string } | { ok: false; error: Refusal };

/** A new key for `input` ({ name, days }), made by `memberId`: the key itself is in `secret`, once. */
export async function createReportingKey(sql: Sql, memberId: number, input: unknown): Promise<CreatedKey> {
  const checked = checkRules<typeof reportingKeySchema, ReportingKeyProblemCode>(reportingKeySchema, input);
  if (!checked.ok) {
    const { code, message, field } = checked.problem;
    return { ok: false, error: { code, message, ...(field ? { field } : {}) } };
  }
  const { name, days } = checked.value as { name: string; days: number };
  const secret = `${REPORTING_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const id = randomUUID();
  await sql.query(
    `insert into reporting_keys (id, name, key_hash, prefix, created_by, expires_at)
     values ($1, $2, $3, $4, $5, now() + $6::int * interval '1 day')`,
    [id, name, hashToken(secret), secret.slice(0, SHOWN), memberId, days],
  );
  const key = await keyById(sql, id);
  if (!key) throw new Error(`reporting key ${id} vanished after insert`);
  return { ok: true, key, secret };
}

export type RevokedKey = { ok: true; key: ReportingKeyRow } | { ok: false; error: Refusal };

/** Revokes a key at once: its next use is refused on every replica. */
export async function revokeReportingKey(sql: Sql, memberId: number, id: string): Promise<RevokedKey> {
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
  const existing = isUuid ? await keyById(sql, id) : undefined;
  if (!existing) return { ok: false, error: refusal('CLAVE_INFORMES_NO_ENCONTRADA') };
  const { rowCount } = await sql.query(
    `update reporting_keys set revoked_at = now(), revoked_by = $2 where id = $1 and revoked_at is null`,
    [id, memberId],
  );
  if (!rowCount) return { ok: false, error: refusal('CLAVE_YA_REVOCADA') };
  const key = await keyById(sql, id);
  return key ? { ok: true, key } : { ok: false, error: refusal('CLAVE_INFORMES_NO_ENCONTRADA') };
}
