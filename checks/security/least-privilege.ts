// Least privilege on PostgreSQL (docs/decisions/020-least-privilege-and-backups.md): the role the
// gateway queries with (club_app, a login that owns nothing) cannot rewrite the event log, switch
// its triggers off, become the owner or change the schema, whatever SQL it sends; a command through
// the gateway, which appends through the event store as that role, still works. PGlite has no roles.

import { chainMessage, verifyChain } from '@club/db/event-chain/verify-chain';
import {
  ADMIN,
  Check,
  type CheckResult,
  call,
  issueToken,
  seededGateway,
} from '../test-support/check-support.ts';
import { logChecksum } from './events.ts';

/** What a bug or an injection in the app could try; each must fail with insufficient_privilege. */
function refusedStatements(owner: string): string[] {
  return [
    "update events set payload = '{}'::jsonb where position = (select min(position) from events)",
    'delete from events where position = (select max(position) from events)',
    'truncate events',
    'alter table events disable trigger events_no_update_delete',
    'alter table events disable trigger all',
    'drop trigger events_no_truncate on events',
    'drop table events',
    'alter table events owner to current_user',
    // The other way past the triggers: replica mode skips them.
    'set session_replication_role = replica',
    // Nothing to go back to: the session is club_app's own login, not the owner's under SET ROLE.
    `set role "${owner}"`,
    'create or replace function events_are_append_only() returns trigger language plpgsql as $$ begin return new; end $$',
    'create table least_privilege_probe (x int)',
    // setval would let it reuse the log's positions.
    "select setval(pg_get_serial_sequence('events', 'position'), 1)",
    // The hash chain's head (decision 028): only the chaining trigger moves it.
    'update event_chain set position = 0',
    "update event_chain set hash = sha256('x'::bytea)",
    'select hash from event_chain',
    'alter table events disable trigger events_chain',
    'create or replace function events_chain() returns trigger language plpgsql as $$ begin return new; end $$',
    // A closed month's report as the close kept it (gateway/src/month-close/month-report-store.ts).
    "update month_reports set csv = ''",
    'delete from month_reports',
    'truncate month_reports',
    'alter table month_reports disable trigger user',
    // The record of the log's rewrites (decision 043): the owner's start-up alone writes it.
    'select old_head_hash from event_log_rewrites',
    "insert into event_log_rewrites (reason, events_rewritten, first_position, head_position, old_head_hash, new_head_hash) values ('x', 1, 1, 1, sha256('x'::bytea), sha256('y'::bytea))",
    'delete from event_log_rewrites',
    // The migrator's record (decision 048): the app reads the names applied, and nothing else.
    "insert into pgmigrations (name, run_on) values ('9999999999999_probe', now())",
    "update pgmigrations set name = 'x'",
    'delete from pgmigrations',
    'select run_on from pgmigrations',
  ];
}

export async function leastPrivilege(): Promise<CheckResult> {
  const check = new Check('Mínimo privilegio: el rol de la app en PostgreSQL');
  const gw = await seededGateway();
  try {
    const { rows } = await gw.appDb.query<{ role: string; login: string; superuser: boolean }>(
      `select current_user as role, session_user as login,
              (select rolsuper from pg_roles where rolname = current_user) as superuser`,
    );
    const { rows: tables } = await gw.db.query<{ owner: string }>(
      `select tableowner as owner from pg_tables where schemaname = current_schema() and tablename = 'events'`,
    );
    const app = rows[0];
    const owner = tables[0]?.owner ?? '?';
    check.set('rol de la app', `${app?.role} (sesión ${app?.login})`);
    check.set('dueño de events', owner);
    check.expect(app?.role !== owner, `la app corre como el dueño de events (${owner})`);
    check.expect(
      app?.login === app?.role,
      `la app entra como ${app?.login} y cambia de rol: podría volver atrás`,
    );
    check.expect(app?.superuser === false, `el rol de la app (${app?.role}) es superusuario`);

    const before = await logChecksum(gw.db);
    for (const statement of refusedStatements(owner)) {
      check.count('sentencias prohibidas intentadas');
      try {
        // In a transaction that would commit, as the app's own writes do.
        await gw.appDb.transaction((tx) => tx.query(statement));
        check.fail(`la base aceptó «${statement}» del rol de la app`);
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === '42501') check.count('sentencias prohibidas rechazadas (permiso denegado)');
        else check.fail(`«${statement}» falló por otra razón (${code}): ${(error as Error).message}`);
      }
    }
    check.expect((await logChecksum(gw.db)) === before, 'el log cambió');
    const { rows: triggers } = await gw.db.query<{ off: number }>(
      `select count(*)::int as off from pg_trigger
        where tgrelid = 'events'::regclass and not tgisinternal and tgenabled <> 'O'`,
    );
    check.expect(triggers[0]?.off === 0, 'algún trigger de events quedó apagado');

    // The everyday path: a command through the gateway appends as the app role.
    const { rows: top } = await gw.db.query<{ p: number }>('select max(position) as p from events');
    const answer = await call(gw.app, 'POST', '/graphql', {
      body: { query: 'mutation { adjustStock(id: 8, grams: -1, reason: "mínimo privilegio") { ok error } }' },
      headers: { auth_token: await issueToken(gw, ADMIN.mail) },
    });
    const { rows: appended } = await gw.db.query<{ type: string }>(
      'select type from events where position > $1 order by position',
      [top[0]?.p ?? 0],
    );
    const types = appended.map((row) => row.type).join(', ');
    check.set('agregado por adjustStock como el rol de la app', types || 'nada');
    check.expect(
      answer.body?.data?.adjustStock?.ok === true && types === 'StockAdjusted',
      `adjustStock como el rol de la app no agregó su StockAdjusted: ${JSON.stringify(answer.body).slice(0, 200)}`,
    );
    const chain = await verifyChain(gw.db);
    check.set('cadena de hashes', chainMessage(chain).split('\n')[0] ?? '');
    check.expect(
      chain.kind === 'intact',
      `la cadena de hashes del log no quedó íntegra: ${chainMessage(chain)}`,
    );
  } finally {
    await gw.close();
  }
  return check.result();
}
