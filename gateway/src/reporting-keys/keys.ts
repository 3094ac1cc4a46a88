import { randomBytes, randomUUID } from 'node:crypto';
import type { Sql } from '@club/db/connection';
import { type ReportingKeyProblemCode, reportingKeySchema } from '@club/domain/reporting-keys';
import { checkRules } from '@club/domain/rule-schema';
import { type CredentialRow, credentialStore } from '../kernel/access/credential-store.ts';
import { REPORTING_KEY_PREFIX } from '../kernel/access/reporting-key.ts';
import { hashToken } from '../kernel/access/viewer.ts';
import { type Refusal, refusal } from '../kernel/refusals/refusal-table.ts';

// Making, listing and revoking reporting keys (docs/decisions/055-reporting-keys.md). A key is a
// credential, not a fact of the club: it lives in its own table, not in the event log, where its
// hash would stay for good and every revocation would wait for a projection.

export type ReportingKeyRow = CredentialRow & { uses: number };

/** How many characters of a key the list shows: the prefix and a few of its own. */
const SHOWN = REPORTING_KEY_PREFIX.length + 4;

const store = credentialStore({
  table: 'reporting_keys',
  uses: 'reporting_key_uses',
  usedBy: 'key_id',
  count: 'uses',
});

export const reportingKeys = (sql: Sql): Promise<ReportingKeyRow[]> => store.list(sql);

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
  const key = await store.byId(sql, id);
  if (!key) throw new Error(`reporting key ${id} vanished after insert`);
  return { ok: true, key, secret };
}

export type RevokedKey = { ok: true; key: ReportingKeyRow } | { ok: false; error: Refusal };

/** Revokes a key at once: its next use is refused on every replica. */
export async function revokeReportingKey(sql: Sql, memberId: number, id: string): Promise<RevokedKey> {
  const revoked = await store.revoke(sql, memberId, id);
  if (revoked === 'unknown') return { ok: false, error: refusal('CLAVE_INFORMES_NO_ENCONTRADA') };
  if (revoked === 'already-revoked') return { ok: false, error: refusal('CLAVE_YA_REVOCADA') };
  return { ok: true, key: revoked };
}
