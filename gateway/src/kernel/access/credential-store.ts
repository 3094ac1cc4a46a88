import type { Sql } from '@club/db/connection';

// A credential that is no person's (a reporting key, decision 055; an inspector's link, decision
// 057) lives in a table of its own beside an append-only table of its uses: listed with its use
// count, found by id, revoked once. Each feature names its tables; the rules are the same.

export interface CredentialRow {
  id: string;
  name: string;
  prefix: string;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
}

export interface CredentialTables<Count extends string> {
  /** The credentials: id, name, prefix, created_at, expires_at, revoked_at, revoked_by, last_used_at. */
  table: 'reporting_keys' | 'inspection_links';
  /** Their uses, one row each, pointing at the credential by `usedBy`. */
  uses: 'reporting_key_uses' | 'inspection_link_views';
  usedBy: 'key_id' | 'link_id';
  /** What the row calls its use count. */
  count: Count;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function credentialStore<Count extends string>({
  table,
  uses,
  usedBy,
  count,
}: CredentialTables<Count>) {
  type Row = CredentialRow & Record<Count, number>;
  const columns = `c.id, c.name, c.prefix, c.created_at as "createdAt", c.expires_at as "expiresAt",
    c.revoked_at as "revokedAt", c.last_used_at as "lastUsedAt",
    (select count(*)::int from ${uses} u where u.${usedBy} = c.id) as "${count}"`;
  async function byId(sql: Sql, id: string): Promise<Row | undefined> {
    if (!UUID.test(id)) return undefined;
    const { rows } = await sql.query<Row>(`select ${columns} from ${table} c where c.id = $1`, [id]);
    return rows[0];
  }
  return {
    /** Every credential, newest first, revoked and expired ones too. */
    async list(sql: Sql): Promise<Row[]> {
      const { rows } = await sql.query<Row>(
        `select ${columns} from ${table} c order by c.created_at desc, c.id`,
      );
      return rows;
    },
    byId,
    /** Revokes at once (its next use is refused on every replica): the row, or why not. */
    async revoke(sql: Sql, memberId: number, id: string): Promise<Row | 'unknown' | 'already-revoked'> {
      if (!(await byId(sql, id))) return 'unknown';
      const { rowCount } = await sql.query(
        `update ${table} set revoked_at = now(), revoked_by = $2 where id = $1 and revoked_at is null`,
        [id, memberId],
      );
      if (!rowCount) return 'already-revoked';
      return (await byId(sql, id)) ?? 'unknown';
    },
  };
}
