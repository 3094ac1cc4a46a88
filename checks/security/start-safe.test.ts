// `npm start` safe to expose: what it writes is the running user's alone (the database folder, a
// backup, a restored copy, the signing secret it generates), it listens on
// this machine only unless HOST says otherwise, its private answers are never cached, and under its
// settings GraphQL has no introspection, no GraphiQL and no text from members or strangers, and
// the web server hands out no source maps.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { restoreBackup, writeBackup } from '@club/db/backup/backup';
import { backupKeyOf, decryptToBuffer } from '@club/db/backup/backup-crypto';
import { openDatabase } from '@club/db/connection';
import { seedDemo } from '@club/db/seed';
import { demoAccounts } from '@club/db/seed-data';
import { openTestDatabase, type TestDatabase } from '@club/db/test-support/test-database';
import type { Hono } from 'hono';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../gateway/src/app.ts';
import { loadConfig } from '../../gateway/src/config.ts';
import { loadTrustedDocuments } from '../../gateway/src/graphql-server/trusted-documents.ts';
import type { AppEnv } from '../../gateway/src/kernel/http/app-env.ts';
import { serveApp } from '../../gateway/src/server.ts';
import { call, loginToken } from '../../gateway/test-support/test-gateway.ts';
import { startStaticServer } from '../../scripts/serve-static.ts';
import { startWebServer } from '../../scripts/serve-web.ts';
import { startSettings } from '../../scripts/start-settings.ts';
import { baseConfig } from '../../scripts/web/rspack-base.ts';

const repoRoot = resolve(import.meta.dirname, '..', '..');
const work = mkdtempSync(join(tmpdir(), 'club-start-safe-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Every entry under `root` (itself included) whose mode is not private: folders 0700, files 0600. */
function notPrivate(root: string): string[] {
  const found: string[] = [];
  const visit = (path: string) => {
    const stats = lstatSync(path);
    if (stats.isSymbolicLink()) return;
    const mode = stats.mode & 0o777;
    const wanted = stats.isDirectory() ? 0o700 : 0o600;
    if (mode !== wanted) found.push(`${path.slice(root.length) || '.'} ${mode.toString(8)}`);
    if (stats.isDirectory()) for (const entry of readdirSync(path)) visit(join(path, entry));
  };
  visit(root);
  return found;
}

/** An address of this machine other than the loopback, if it has one. */
const outsideAddress = Object.values(networkInterfaces())
  .flat()
  .find((address) => address && address.family === 'IPv4' && !address.internal)?.address;

/** Whether a TCP connection to host:port is accepted. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

const backupKey = backupKeyOf(randomBytes(32).toString('base64url'));

describe('lo que escribe es solo del usuario que lo corre (carpetas 0700, archivos 0600)', () => {
  const dataDir = join(work, 'datos', 'pglite');

  it('una carpeta PGlite nueva, abierta y cerrada, con el umask que tenga el proceso', async () => {
    const db = await openDatabase({ dataDir });
    try {
      await db.exec('create table prueba (id int primary key, texto text)');
      await db.query('insert into prueba select g, repeat($1, 50) from generate_series(1, 500) g', ['x']);
      expect(notPrivate(dataDir)).toEqual([]);
    } finally {
      await db.close();
    }
    expect(notPrivate(join(work, 'datos'))).toEqual([]);
  });

  it('una copia y la base restaurada de ella', async () => {
    // A folder left readable by an earlier version is made private by the next copy.
    const backupDir = join(work, 'copias');
    mkdirSync(backupDir, { mode: 0o755 });
    chmodSync(backupDir, 0o755);
    const db = await openDatabase({ dataDir });
    let file: string;
    try {
      file = await writeBackup({ engine: 'pglite', db }, backupDir, new Date(), backupKey);
    } finally {
      await db.close();
    }
    // Soft: the folder, the file and the restore are each a promise of their own.
    expect.soft(notPrivate(backupDir)).toEqual([]);
    // pg_dump's SQL, not a tarball of the folder: no file inside it to unpack with loose modes.
    expect((await decryptToBuffer(file, backupKey)).toString('utf8')).toMatch(
      /^--\n-- PostgreSQL database dump/,
    );

    const restoredDir = join(work, 'restaurada', 'pglite');
    const chain = await restoreBackup(file, { dataDir: restoredDir }, backupKey);
    expect(chain.kind).not.toBe('broken');
    expect.soft(notPrivate(join(work, 'restaurada'))).toEqual([]);
    const restored = await openDatabase({ dataDir: restoredDir });
    try {
      expect((await restored.query<{ n: number }>('select count(*)::int as n from prueba')).rows[0]?.n).toBe(
        500,
      );
    } finally {
      await restored.close();
    }
  });
});

describe('una copia de PostgreSQL', () => {
  const databaseUrl = process.env.DATABASE_URL;
  it.skipIf(!databaseUrl)(
    databaseUrl ? 'es 0600 en una carpeta 0700 (pg_dump)' : 'se saltea en PGlite: corré con DATABASE_URL',
    async () => {
      const backupDir = join(work, 'copias-postgres');
      const file = await writeBackup(
        { engine: 'postgres', databaseUrl: databaseUrl as string, schema: 'public' },
        backupDir,
        new Date(),
        backupKey,
      );
      expect(readFileSync(file).subarray(0, 7).toString('latin1')).toBe('CLUBBAK');
      expect((await decryptToBuffer(file, backupKey)).subarray(0, 5).toString('latin1')).toBe('PGDMP');
      expect(notPrivate(backupDir)).toEqual([]);
    },
  );
});

describe('el secreto con que firma los tokens del servicio hosted', () => {
  it('se genera por instalación, distinto en cada carpeta de datos, 0600, y la variable de entorno gana', () => {
    const [a, b] = [join(work, 'instalacion-a'), join(work, 'instalacion-b')];
    // npm start's settings, and a bare gateway's.
    const first = startSettings({ DATA_DIR: a }).config;
    const second = loadConfig({ DATA_DIR: b });
    expect(first.supabaseJwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.supabaseJwtSecret).not.toBe(second.supabaseJwtSecret);
    // The same installation signs with the same secret after a restart.
    expect(loadConfig({ DATA_DIR: a }).supabaseJwtSecret).toBe(first.supabaseJwtSecret);
    expect(notPrivate(a)).toEqual([]);
    const files = readdirSync(join(a, 'secrets'));
    expect(files.map((name) => readFileSync(join(a, 'secrets', name), 'utf8'))).toContain(
      first.supabaseJwtSecret,
    );
    const given = randomBytes(32).toString('hex');
    expect(loadConfig({ DATA_DIR: a, SUPABASE_JWT_SECRET: given }).supabaseJwtSecret).toBe(given);
  });
});

describe('la clave maestra que envuelve la clave de cada socio', () => {
  it('se genera por instalación, distinta en cada carpeta de datos, 0600, y CLUB_MASTER_KEY gana', () => {
    const [a, b] = [join(work, 'maestra-a'), join(work, 'maestra-b')];
    const first = startSettings({ DATA_DIR: a }).config;
    const second = loadConfig({ DATA_DIR: b });
    expect(first.masterKey.length).toBeGreaterThanOrEqual(32);
    expect(first.masterKey).not.toBe(second.masterKey);
    expect(first.masterKey).not.toBe(first.supabaseJwtSecret);
    expect(loadConfig({ DATA_DIR: a }).masterKey).toBe(first.masterKey);
    expect(notPrivate(a)).toEqual([]);
    const given = randomBytes(32).toString('hex');
    expect(loadConfig({ DATA_DIR: a, CLUB_MASTER_KEY: given }).masterKey).toBe(given);
  });
});

describe('la clave de despliegue con que los remotos registran sus operaciones', () => {
  it('se genera por instalación, se conserva al reiniciar, 0600, y DEPLOY_KEY gana', () => {
    const [a, b] = [join(work, 'despliegue-a'), join(work, 'despliegue-b')];
    const first = startSettings({ DATA_DIR: a }).config;
    expect(first.deployKey.length).toBeGreaterThanOrEqual(32);
    expect(first.deployKey).not.toBe(loadConfig({ DATA_DIR: b }).deployKey);
    expect([first.masterKey, first.supabaseJwtSecret, first.backupKey]).not.toContain(first.deployKey);
    expect(startSettings({ DATA_DIR: a }).config.deployKey).toBe(first.deployKey);
    expect(readFileSync(join(a, 'secrets', 'deploy-key'), 'utf8')).toBe(first.deployKey);
    expect(notPrivate(a)).toEqual([]);
    const given = randomBytes(32).toString('hex');
    expect(loadConfig({ DATA_DIR: a, DEPLOY_KEY: given }).deployKey).toBe(given);
  });
});

describe('npm start escucha solo en esta máquina salvo que HOST diga otra cosa', () => {
  it('el gateway y el servidor web, en 127.0.0.1, y las URL que imprime lo alcanzan', async () => {
    const settings = startSettings({ DATA_DIR: join(work, 'escucha') });
    expect(settings.config.host).toBe('127.0.0.1');
    expect(settings.webHost).toBe('127.0.0.1');
    const db = await openDatabase();
    const gateway = await serveApp(
      buildApp({ db, config: settings.config, logger: pino({ level: 'silent' }) }),
      { port: 0, hostname: settings.config.host },
    );
    const web = await startWebServer({ port: 0, gatewayUrl: 'http://localhost:4000' });
    try {
      expect(gateway.address).toBe('127.0.0.1');
      expect(web.address).toBe('127.0.0.1');
      expect(await accepts('127.0.0.1', gateway.port)).toBe(true);
      expect(web.url).toBe(`http://localhost:${web.port}`);
      if (outsideAddress) {
        expect(await accepts(outsideAddress, gateway.port)).toBe(false);
        expect(await accepts(outsideAddress, web.port)).toBe(false);
      }
    } finally {
      await Promise.all([gateway.close(), web.close()]);
      await db.close();
    }
  });

  it('HOST abre los dos a otra dirección, y las URL dicen esa dirección', () => {
    const everywhere = startSettings({ DATA_DIR: join(work, 'escucha'), HOST: '0.0.0.0' });
    expect([everywhere.config.host, everywhere.webHost]).toEqual(['0.0.0.0', '0.0.0.0']);
    const one = startSettings({ DATA_DIR: join(work, 'escucha'), HOST: '192.0.2.10' });
    expect([one.config.host, one.webHost]).toEqual(['192.0.2.10', '192.0.2.10']);
    expect(one.gatewayUrl).toBe('http://192.0.2.10:4000');
    expect(one.config.webOrigins).toContain('http://192.0.2.10:8080');
  });
});

describe('con la configuración de npm start (producción)', () => {
  let db: TestDatabase;
  let app: Hono<AppEnv>;
  let member: string;
  let admin: string;
  const documents = loadTrustedDocuments();
  const myOrders = [...documents].find(([, text]) => text.startsWith('query MyOrders '))?.[0];

  const { config } = startSettings({ DATA_DIR: join(work, 'produccion'), LOG_LEVEL: 'silent' });
  beforeAll(async () => {
    db = await openTestDatabase();
    await seedDemo(db);
    app = buildApp({ db: await db.asApp(), config, logger: pino({ level: 'silent' }) });
    member = await loginToken(app, demoAccounts.member.mail, demoAccounts.member.password);
    admin = await loginToken(app, demoAccounts.admin.mail, demoAccounts.admin.password);
  });
  afterAll(() => db?.close());

  it('es el modo producción', () => {
    expect(config.nodeEnv).toBe('production');
  });

  const gql = (body: unknown, token?: string) =>
    call(app, 'POST', '/graphql', { body, headers: token ? { auth_token: token } : {} });

  it('las respuestas privadas llevan Cache-Control: no-store (REST y /graphql, también por el socket)', async () => {
    expect(myOrders).toBeDefined();
    const answers = {
      'POST /login': await call(app, 'POST', '/login', {
        body: { mail: demoAccounts.member.mail, password: demoAccounts.member.password },
      }),
      'GET /getUser': await call(app, 'GET', '/getUser', { headers: { auth_token: member } }),
      'GET /getUser sin token': await call(app, 'GET', '/getUser'),
      'POST /graphql MyOrders': await gql(
        { extensions: { persistedQuery: { version: 1, sha256Hash: myOrders } } },
        member,
      ),
      'GET /graphql': await call(
        app,
        'GET',
        `/graphql?extensions=${encodeURIComponent(JSON.stringify({ persistedQuery: { version: 1, sha256Hash: myOrders } }))}`,
        { headers: { auth_token: member } },
      ),
    };
    const served = await serveApp(app, { port: 0, hostname: '127.0.0.1' });
    try {
      // Written straight to the Node socket by Yoga (app.ts serveGraphQL), not through Hono.
      const socket = await fetch(`http://127.0.0.1:${served.port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/graphql+json', auth_token: member },
        body: JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: myOrders } } }),
      });
      await socket.text();
      const cacheControl = Object.fromEntries([
        ...Object.entries(answers).map(([what, answer]) => [what, answer.headers.get('cache-control')]),
        ['POST /graphql por el socket', socket.headers.get('cache-control')],
      ]);
      expect(answers['GET /getUser'].status).toBe(200);
      expect(answers['POST /graphql MyOrders'].body.data?.myOrders).toBeDefined();
      expect(cacheControl).toEqual(Object.fromEntries(Object.keys(cacheControl).map((k) => [k, 'no-store'])));
    } finally {
      await served.close();
    }
  });

  it('no hay introspección, ni siquiera para un admin, ni GraphiQL', async () => {
    const schema = await gql({ query: '{ __schema { types { name } } }' }, admin);
    expect(schema.body.data).toBeUndefined();
    expect(schema.body.errors?.length).toBeGreaterThan(0);
    const type = await gql({ query: '{ __type(name: "Member") { fields { name } } }' }, admin);
    expect(type.body.data).toBeUndefined();
    const page = await app.request('/graphql', { headers: { accept: 'text/html' } });
    expect(page.headers.get('content-type') ?? '').not.toContain('text/html');
  });

  it('un socio o un visitante no mandan texto GraphQL propio: solo los documentos de la app', async () => {
    for (const token of [member, undefined]) {
      const text = await gql({ query: '{ products { key } }' }, token);
      expect(text.body.data).toBeUndefined();
      expect(text.body.errors?.[0]?.extensions?.code).toBe('CONSULTA_NO_LISTADA');
    }
  });
});

describe('sin mapas de fuente', () => {
  it('la compilación de producción no los escribe y el servidor no sirve los que haya', async () => {
    expect.soft(baseConfig({ root: work, mode: 'production', devPort: 0 }).devtool).toBe(false);
    const dist = join(work, 'dist');
    mkdirSync(join(dist, 'static', 'js'), { recursive: true });
    writeFileSync(join(dist, 'static', 'js', 'main.12345678.js'), 'console.log(1)');
    writeFileSync(join(dist, 'static', 'js', 'main.12345678.js.map'), '{"sources":["secreto.ts"]}');
    const server = await startStaticServer({ root: dist });
    try {
      const script = await fetch(`${server.url}/static/js/main.12345678.js`);
      expect(script.status).toBe(200);
      await script.text();
      for (const path of ['/static/js/main.12345678.js.map', '/static/js/main.12345678.js.MAP']) {
        const map = await fetch(`${server.url}${path}`);
        expect(`${path} ${map.status}`).toBe(`${path} 404`);
        await map.text();
      }
    } finally {
      await server.close();
    }
  });
});

describe('el proceso del gateway', () => {
  let child: ChildProcess | undefined;
  afterAll(() => {
    child?.kill('SIGKILL');
  });

  it('pone su umask en 077 y vuelve privado lo que encuentra en su carpeta de datos y sus copias', async () => {
    const dataDir = join(work, 'gateway');
    const backupDir = join(work, 'gateway-copias');
    // What an earlier version left: readable receipts, readable backups.
    mkdirSync(join(dataDir, 'uploads', 'Bills'), { recursive: true, mode: 0o755 });
    writeFileSync(join(dataDir, 'uploads', 'Bills', 'recibo'), 'bytes', { mode: 0o666 });
    mkdirSync(backupDir, { mode: 0o755 });
    writeFileSync(join(backupDir, 'club-2026-01-01T00-00-00Z.pglite.tar.gz'), 'copia', { mode: 0o644 });
    for (const path of [dataDir, join(dataDir, 'uploads'), join(dataDir, 'uploads', 'Bills'), backupDir])
      chmodSync(path, 0o755);
    chmodSync(join(dataDir, 'uploads', 'Bills', 'recibo'), 0o666);
    chmodSync(join(backupDir, 'club-2026-01-01T00-00-00Z.pglite.tar.gz'), 0o644);

    const started = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'gateway/src/main.ts')], {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATABASE_URL: '',
        DATA_DIR: dataDir,
        BACKUP_DIR: backupDir,
        GATEWAY_PORT: '0',
        HOST: '',
        GATEWAY_HOST: '',
        NODE_ENV: '',
        SUPABASE_JWT_SECRET: '',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    const url = await new Promise<string>((done, fail) => {
      let output = '';
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const found = /Gateway listening on (http:\/\/\S+)/.exec(output)?.[1];
        if (found) done(found);
      };
      started.stdout?.on('data', read);
      started.stderr?.on('data', read);
      started.once('exit', (code) => fail(new Error(`the gateway exited (${code}):\n${output}`)));
    });
    const umask = /^Umask:\s*(\d+)/m.exec(readFileSync(`/proc/${started.pid}/status`, 'utf8'))?.[1];
    expect.soft(umask).toBe('0077');
    expect(url).toMatch(/^http:\/\/localhost:\d+$/);
    const answer = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    // Production by default: a stranger's text is refused, and not kept by any cache.
    expect.soft((await answer.json()).errors?.[0]?.extensions?.code).toBe('CONSULTA_NO_LISTADA');
    expect.soft(answer.headers.get('cache-control')).toBe('no-store');
    expect.soft(existsSync(join(dataDir, 'secrets'))).toBe(true);
    expect.soft(notPrivate(dataDir)).toEqual([]);
    expect.soft(notPrivate(backupDir)).toEqual([]);
  });
});
