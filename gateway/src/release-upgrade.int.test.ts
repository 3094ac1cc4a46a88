import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { type Database, openDatabase } from '@club/db/connection';
import { verifyChain } from '@club/db/event-chain/verify-chain';
import { migrate } from '@club/db/migrate';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, WEB_ORIGIN } from '../test-support/test-gateway.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { useMasterKey } from './kernel/privacy/master-keys.ts';
import { replayReadModels } from './replay/public.ts';
import { ensureSetupCode } from './setup/public.ts';

// An upgrade keeps a club's data. The database the last landed release made, with its own code
// and the demo club (gateway/test-support/releases, written by scripts/upgrade/make-release-
// fixture.ts), is opened by this code as a club's server would open it after an upgrade: the
// migrations since apply, the replay of the log equals every read model, the log's hash chain
// verifies (what `npm run db:verify` checks), every account signs in as before, and a club that
// runs is never offered the first run's setup. On PGlite, and with DATABASE_URL on PostgreSQL.

const RELEASE = '9c6597a';
const releases = join(import.meta.dirname, '..', 'test-support', 'releases');
const fixture = JSON.parse(readFileSync(join(releases, `${RELEASE}.json`), 'utf8')) as {
  masterKey: string;
  password: string;
};
const postgresUrl = process.env.DATABASE_URL || undefined;
const work = mkdtempSync(join(tmpdir(), 'club-upgrade-'));
const databaseName = `club_upgrade_${randomBytes(4).toString('hex')}`;

let db: Database;
let applied: string[];
let eventsBefore: number;

/** A new, empty database holding the release's dump: a PGlite folder, or a PostgreSQL database. */
async function releaseDatabase(): Promise<Database> {
  const sql = gunzipSync(readFileSync(join(releases, `${RELEASE}.sql.gz`)))
    .toString('utf8')
    // PGlite's pg_dump is PostgreSQL 18's; a server before 17 has no such setting (a session one).
    .replace(/^SET transaction_timeout = 0;$/m, '');
  let open: () => Promise<Database>;
  if (postgresUrl) {
    const admin = await openDatabase({ databaseUrl: postgresUrl, maxConnections: 1 });
    await admin.exec(`create database ${databaseName}`);
    await admin.close();
    const url = new URL(postgresUrl);
    url.pathname = `/${databaseName}`;
    open = () => openDatabase({ databaseUrl: url.toString(), maxConnections: 2 });
  } else {
    open = () => openDatabase({ dataDir: join(work, 'pglite') });
  }
  // pg_dump's script empties the session's search_path: the server opens the database afresh.
  const loading = await open();
  await loading.exec(sql);
  await loading.close();
  return open();
}

const count = async (sql: string) => Number((await db.query<{ n: number }>(sql)).rows[0]?.n);

beforeAll(async () => {
  db = await releaseDatabase();
  eventsBefore = await count('select count(*) as n from events');
  // The installation's master key is the one the release sealed its people with.
  useMasterKey(fixture.masterKey);
  applied = await migrate(db);
}, 180_000);

afterAll(async () => {
  await db?.close();
  if (postgresUrl) {
    const admin = await openDatabase({ databaseUrl: postgresUrl, maxConnections: 1 });
    await admin.exec(`drop database if exists ${databaseName} with (force)`);
    await admin.close();
  }
  rmSync(work, { recursive: true, force: true });
});

describe(`an upgrade from release ${RELEASE}`, () => {
  it('applies the migrations written since, and keeps the log as it was', async () => {
    expect(applied).toContain('1764030000000_club_setup');
    expect(eventsBefore).toBeGreaterThan(300);
    expect(await count('select count(*) as n from events')).toBe(eventsBefore);
    expect(await migrate(db)).toEqual([]);
  });

  it('rebuilds every read model from the log equal to the tables, and the chain verifies', async () => {
    const report = await replayReadModels(db);
    expect(report.tables.filter((t) => !t.equal).map((t) => t.table)).toEqual([]);
    expect(report.equal).toBe(true);
    expect(await verifyChain(db)).toMatchObject({ kind: 'intact', events: eventsBefore });
  });

  it('lets every active account sign in with its password, and refuses the others as before', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      WEB_ORIGINS: WEB_ORIGIN,
      CLUB_MASTER_KEY: fixture.masterKey,
      UPLOADS_DIR: join(work, 'uploads'),
      PHOTOS_DIR: join(work, 'photos'),
      SUPABASE_JWT_SECRET: randomBytes(32).toString('base64url'),
      TRUST_PROXY: 'true',
    });
    const app = buildApp({ db, config, logger: pino({ level: 'silent' }) });
    const { rows } = await db.query<{ mail: string; active: boolean }>(
      'select mail, active from members where mail is not null order by id',
    );
    expect(rows.filter((r) => r.active).length).toBeGreaterThan(20);
    for (const [index, { mail, active }] of rows.entries()) {
      // One address each: the sign-in limit per address is not what this test is about.
      const answer = await call(app, 'POST', '/login', {
        body: { mail, password: fixture.password },
        headers: { 'x-forwarded-for': `198.51.100.${index + 1}` },
      });
      if (active) {
        // An admin with a second factor is asked for the code next: the password was right.
        const signedIn =
          answer.status === 200 ? Boolean(answer.body.auth_token) : Boolean(answer.body.challenge);
        expect(signedIn, `${mail}: ${JSON.stringify(answer.body)}`).toBe(true);
      } else {
        expect(answer.status, mail).toBe(401);
      }
    }
  });

  it('is a club that runs: no setup is offered and no setup code is made', async () => {
    expect(await ensureSetupCode(db)).toBeNull();
    expect(await count('select count(*) as n from setup_code')).toBe(0);
  });
});
