import pg from 'pg';
import type { Database, Sql } from './connection.ts';

// PostgreSQL only (docs/decisions/020-least-privilege-and-backups.md): migrations run as the role of
// DATABASE_URL, which owns every table; the gateway's queries run as a login role of their own that
// owns nothing, so no query of the app, mistaken or injected, can rewrite the event log, switch its
// triggers off or change the schema. PGlite is embedded and single-user: none of this applies there.

/** The app's role when DATABASE_APP_URL does not name one. */
export const APP_ROLE = 'club_app';

/**
 * Tables the app may read and append to, never change: the database refuses UPDATE, DELETE and
 * TRUNCATE on them for the app role, before their append-only triggers would.
 */
export const APPEND_ONLY_TABLES = [
  'events',
  'security_log',
  'month_reports',
  'reporting_key_uses',
  'inspection_link_views',
] as const;

/**
 * Nothing the app reads or writes: the migrator's bookkeeping, the head of the events' hash
 * chain, which only the chaining trigger moves (decision 028), and the record of the log's
 * rewrites, which only the owner's start-up writes (decision 043).
 */
const OWNER_ONLY_TABLES = ['pgmigrations', 'event_chain', 'event_log_rewrites'] as const;

/**
 * Functions the app calls, with EXECUTE revoked from PUBLIC by their migration: the chain's lock,
 * which every append takes (whoever may take it may hold every append up), and the erasure of a
 * forgotten member's traces (the one way rows leave the security log and the stored reports).
 */
const APP_FUNCTIONS = ['lock_event_chain()', 'erase_forgotten_member(integer, text, text[])'] as const;

/** First key of the advisory lock that keeps replicas starting together from granting at once. */
const GRANTS_LOCK_NAMESPACE = 0x524f4c45; // 'ROLE'

/** DATABASE_URL's server and database, logged in as the app role, without a password (trust, peer). */
export function appDatabaseUrl(ownerUrl: string, role: string = APP_ROLE): string {
  const url = new URL(ownerUrl);
  url.username = encodeURIComponent(role);
  url.password = '';
  return url.toString();
}

/** The role a connection URL logs in as. */
export function roleOfUrl(url: string): string {
  return decodeURIComponent(new URL(url).username);
}

export class AppRoleError extends Error {
  readonly code = 'APP_ROLE';
}

/**
 * Makes the app role exist (created with LOGIN and DATABASE_APP_URL's password when missing; an
 * existing role is left as it is) and sets its privileges on `schema` to exactly what the gateway
 * needs: reads and writes on every table but the append-only ones (read and insert only) and the
 * migrator's (only the names of the migrations applied, read). Run by the owner after every
 * migration: it is idempotent, and it covers the tables each new migration adds without relying on
 * default privileges (which hold only for tables created by the role that declared them).
 */
export async function grantAppRole(
  owner: Database,
  options: { appUrl: string; schema?: string },
): Promise<void> {
  if (owner.kind !== 'postgres') return;
  const role = roleOfUrl(options.appUrl);
  const password = decodeURIComponent(new URL(options.appUrl).password);
  const r = pg.escapeIdentifier(role);
  await owner.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1::int, 0)', [GRANTS_LOCK_NAMESPACE]);
    const { rows: me } = await tx.query<{ owner: string; schema: string }>(
      'select current_user as owner, coalesce($1::text, current_schema()) as schema',
      [options.schema ?? null],
    );
    const ownerRole = me[0]?.owner ?? '';
    const schema = me[0]?.schema ?? 'public';
    if (role === ownerRole) {
      throw new AppRoleError(
        `La app no puede usar el mismo rol que las migraciones (${role}): DATABASE_APP_URL debe entrar con otro rol (por defecto ${APP_ROLE}).`,
      );
    }
    await createRoleIfMissing(tx, role, password, ownerRole);
    const { rows: found } = await tx.query<{ rolsuper: boolean; owns: boolean }>(
      `select r.rolsuper,
              exists (select 1 from pg_tables t where t.schemaname = $2 and t.tableowner = r.rolname)
                or exists (select 1 from pg_namespace n where n.nspname = $2 and n.nspowner = r.oid) as owns
         from pg_roles r where r.rolname = $1`,
      [role, schema],
    );
    // A superuser, a table's owner or the schema's (who may drop any table in it) passes every
    // privilege check below: refuse rather than pretend.
    if (found[0]?.rolsuper) {
      throw new AppRoleError(
        `El rol de la app (${role}) es superusuario: con él nada impediría reescribir el log. Usá un rol común.`,
      );
    }
    if (found[0]?.owns) {
      throw new AppRoleError(
        `El rol de la app (${role}) es dueño del esquema ${schema} o de tablas suyas: las migraciones deben correr con otro rol (el de DATABASE_URL), dueño de todo.`,
      );
    }
    const s = pg.escapeIdentifier(schema);
    const qualified = (table: string) => `${s}.${pg.escapeIdentifier(table)}`;
    // Existing tables only: a migration that has not run yet leaves nothing to revoke on.
    const { rows: tables } = await tx.query<{ name: string }>(
      'select tablename as name from pg_tables where schemaname = $1 and tablename = any($2::text[])',
      [schema, [...APPEND_ONLY_TABLES, ...OWNER_ONLY_TABLES]],
    );
    const present = new Set(tables.map((table) => table.name));
    const { rows: functions } = await tx.query<{ name: string }>(
      `select name from unnest($2::text[]) as name where to_regprocedure(quote_ident($1) || '.' || name) is not null`,
      [schema, [...APP_FUNCTIONS]],
    );
    const statements = [
      `grant usage on schema ${s} to ${r}`,
      // Only the owner creates objects here: no table or function of the app's own shadows ours.
      `revoke create on schema ${s} from public`,
      // Revoked first so the result is exact whatever was granted before (TRUNCATE, TRIGGER, …).
      `revoke all on all tables in schema ${s} from ${r}`,
      `grant select, insert, update, delete on all tables in schema ${s} to ${r}`,
      ...APPEND_ONLY_TABLES.filter((t) => present.has(t)).map(
        (t) => `revoke update, delete on ${qualified(t)} from ${r}`,
      ),
      ...OWNER_ONLY_TABLES.filter((t) => present.has(t)).map(
        (t) => `revoke all on ${qualified(t)} from ${r}`,
      ),
      // Which migrations ran, by name only: the gateway's readiness compares them with its own.
      ...(present.has('pgmigrations') ? [`grant select (name) on ${qualified('pgmigrations')} to ${r}`] : []),
      // nextval for inserts; never UPDATE, which would let it setval the log's positions.
      `revoke all on all sequences in schema ${s} from ${r}`,
      `grant usage, select on all sequences in schema ${s} to ${r}`,
      // Again each start: a restore (pg_restore --no-privileges) gives functions back to PUBLIC.
      ...functions.flatMap(({ name }) => [
        `revoke execute on function ${s}.${name} from public`,
        `grant execute on function ${s}.${name} to ${r}`,
      ]),
    ];
    for (const statement of statements) await tx.exec(statement);
  });
}

async function createRoleIfMissing(
  tx: Sql,
  role: string,
  password: string,
  ownerRole: string,
): Promise<void> {
  const { rows } = await tx.query('select 1 from pg_roles where rolname = $1', [role]);
  if (rows.length > 0) return;
  const create = `create role ${pg.escapeIdentifier(role)} login${password ? ` password ${pg.escapeLiteral(password)}` : ''}`;
  // A savepoint, as the role may exist by now: roles are the whole server's, and another
  // database's start-up may create it at the same moment.
  await tx.exec('savepoint create_app_role');
  try {
    await tx.exec(create);
    await tx.exec('release savepoint create_app_role');
  } catch (error) {
    await tx.exec('rollback to savepoint create_app_role');
    const code = (error as { code?: string }).code;
    if (code === '42710' || code === '23505') return;
    if (code !== '42501') throw error;
    throw new AppRoleError(
      `El rol de la app (${role}) no existe y ${ownerRole} no puede crearlo. Pedile a quien administra PostgreSQL: create role ${role} login password '…'; y poné esa contraseña en DATABASE_APP_URL.`,
      { cause: error },
    );
  }
}
