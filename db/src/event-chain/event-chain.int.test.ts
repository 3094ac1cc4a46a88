import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, type Sql } from '../connection.ts';
import { append, VersionConflictError } from '../event-store.ts';
import { migrate } from '../migrate.ts';
import { openTestDatabase, type TestDatabase } from '../test-support/test-database.ts';
import { GENESIS_HASH } from './event-hash.ts';
import { type ChainReport, verifyChain, verifyChainIn } from './verify-chain.ts';

// The event log's hash chain (docs/decisions/028-event-hash-chain.md), on PGlite and, with
// DATABASE_URL, on PostgreSQL: every append chains, db:verify recomputes it, and whatever a
// superuser changes behind the app's back (a payload, a time, a hash, a deleted event) is named by
// its position.

const postgresUrl = process.env.DATABASE_URL || undefined;
const engine = postgresUrl ? 'PostgreSQL' : 'PGlite';
const repoRoot = resolve(import.meta.dirname, '..', '..', '..');
const work = mkdtempSync(join(tmpdir(), 'club-chain-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Values whose canonical text is easy to get wrong: multi-byte letters, separators, key order, decimals. */
const PAYLOADS = [
  { productId: 8, grams: 5 },
  { z: 'último', a: 'ñandú 🌿', nested: { b: [1.5, 2.0, 'x\ny'], a: null } },
  { reason: 'merma: 3,5 g; "seca"', grams: -3 },
  {},
  { lines: [{ productId: 1, grams: 10 }], total: 1234.5 },
  { note: '12:ab,' },
];

/** Appends PAYLOADS as single-event appends over three streams; answers their positions. */
async function writeLog(db: Database): Promise<number[]> {
  const versions = new Map<string, number>();
  const positions: number[] = [];
  for (const [index, payload] of PAYLOADS.entries()) {
    const stream = ['product-8', 'order-ñ:1,', 'member-2'][index % 3] ?? 'x';
    const version = versions.get(stream) ?? 0;
    const [stored] = await db.transaction((tx) =>
      append(tx, stream, version, [{ type: 'StockAdjusted', payload }], `member:${index}`),
    );
    versions.set(stream, version + 1);
    positions.push(stored?.position ?? 0);
  }
  return positions;
}

/** As a superuser would: the append-only trigger off for one statement. */
async function tamperIn(tx: Sql, statement: string): Promise<void> {
  await tx.exec('alter table events disable trigger events_no_update_delete');
  await tx.exec(statement);
  await tx.exec('alter table events enable trigger events_no_update_delete');
}

async function tamper(db: Database, statement: string): Promise<void> {
  await db.transaction((tx) => tamperIn(tx, statement));
}

class RolledBack extends Error {}

async function eventCount(db: Database): Promise<number> {
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from events');
  return Number(rows[0]?.n);
}

describe(`the event log's hash chain (${engine})`, () => {
  it('chains every append from the genesis hash, and verify finds it whole', async () => {
    const db = await openTestDatabase();
    try {
      expect(await verifyChain(db)).toMatchObject({ kind: 'intact', events: 0 });
      const positions = await writeLog(db);
      // One append of several events chains them in their order too.
      await db.transaction((tx) =>
        append(
          tx,
          'order-batch',
          0,
          [
            { type: 'OrderPlaced', payload: { n: 1 } },
            { type: 'OrderDelivered', payload: { n: 2 } },
          ],
          'member:1',
        ),
      );
      const report = await verifyChain(db);
      expect(report).toMatchObject({ kind: 'intact', events: PAYLOADS.length + 2 });
      const { rows } = await db.query<{ prev_hash: Uint8Array; hash: Uint8Array; position: number }>(
        'select position, prev_hash, hash from events order by position',
      );
      expect(Buffer.from(rows[0]?.prev_hash ?? []).equals(GENESIS_HASH)).toBe(true);
      expect(Number(rows[0]?.position)).toBe(positions[0]);
      const last = rows.at(-1);
      expect(report.kind === 'intact' && report.head).toEqual({
        position: Number(last?.position),
        hash: Buffer.from(last?.hash ?? []).toString('hex'),
      });
    } finally {
      await db.close();
    }
  });

  it("chains what the database stores, whatever the session's time zone and the hashes the client sends", async () => {
    const owner = await openTestDatabase();
    const db = await owner.asApp();
    try {
      await db.transaction(async (tx) => {
        await tx.exec("set local timezone to 'Pacific/Chatham'");
        await append(tx, 'product-1', 0, [{ type: 'StockEdited', payload: { b: 2, a: 1 } }], 'seed');
      });
      const forged = '11'.repeat(32);
      await db.transaction(async (tx) => {
        await tx.query('select lock_event_chain()');
        await tx.query(
          `insert into events (stream_id, version, type, payload, actor, prev_hash, hash)
           values ('product-1', 2, 'StockEdited', '{"price": 10}', 'seed', decode($1, 'hex'), decode($1, 'hex'))`,
          [forged],
        );
      });
      const { rows } = await owner.query<{ n: number }>(
        `select count(*)::int as n from events where $1 in (encode(hash, 'hex'), encode(prev_hash, 'hex'))`,
        [forged],
      );
      expect(rows[0]?.n).toBe(0);
      expect(await verifyChain(owner)).toMatchObject({ kind: 'intact', events: 2 });
    } finally {
      await db.close();
      await owner.close();
    }
  });

  const cases: Array<{
    name: string;
    statement: (p: number[]) => string;
    broken: (p: number[]) => number;
    /** Events verified before it. */
    verified: number;
    reason: (p: number[]) => RegExp;
  }> = [
    {
      name: 'a payload changed',
      statement: (p) => `update events set payload = payload || '{"grams": 99}' where position = ${p[3]}`,
      broken: (p) => p[3] ?? 0,
      verified: 3,
      reason: () => /el evento no coincide con su hash/,
    },
    {
      name: 'a time moved by one microsecond',
      statement: (p) =>
        `update events set occurred_at = occurred_at + interval '1 microsecond' where position = ${p[2]}`,
      broken: (p) => p[2] ?? 0,
      verified: 2,
      reason: () => /el evento no coincide con su hash/,
    },
    {
      name: 'a hash replaced',
      statement: (p) => `update events set hash = sha256('otro'::bytea) where position = ${p[1]}`,
      broken: (p) => p[1] ?? 0,
      verified: 1,
      reason: () => /el evento no coincide con su hash/,
    },
    {
      name: 'an event rewritten with its own hash recomputed',
      statement: (p) =>
        `update events set actor = 'member:99',
                hash = sha256(prev_hash || event_canonical(position, stream_id, version, type, payload, 'member:99', occurred_at))
          where position = ${p[3]}`,
      broken: (p) => p[4] ?? 0,
      verified: 4,
      reason: (p) => new RegExp(`no encadena con el evento anterior \\(posición ${p[3]}\\)`),
    },
    {
      name: 'an event deleted',
      statement: (p) => `delete from events where position = ${p[2]}`,
      broken: (p) => p[3] ?? 0,
      verified: 2,
      reason: (p) => new RegExp(`no encadena con el evento anterior \\(posición ${p[1]}\\)`),
    },
    {
      name: 'the first event deleted',
      statement: (p) => `delete from events where position = ${p[0]}`,
      broken: (p) => p[1] ?? 0,
      verified: 0,
      reason: () => /el primer evento del log no encadena con el origen de la cadena/,
    },
    {
      name: 'the last event deleted',
      statement: (p) => `delete from events where position = ${p.at(-1)}`,
      broken: (p) => p.at(-1) ?? 0,
      verified: 5,
      reason: (p) => new RegExp(`termina en la ${p.at(-2)}: faltan los últimos eventos`),
    },
  ];

  describe('names the first position a superuser broke', () => {
    let db: TestDatabase;
    let positions: number[];
    beforeAll(async () => {
      db = await openTestDatabase();
      positions = await writeLog(db);
    });
    afterAll(() => db.close());

    // Each case tampers and verifies in one transaction, rolled back: the next finds the log whole.
    it.each(cases)('$name', async (c) => {
      expect(await verifyChain(db)).toMatchObject({ kind: 'intact', events: positions.length });
      let report: ChainReport | undefined;
      await expect(
        db.transaction(async (tx) => {
          await tamperIn(tx, c.statement(positions));
          report = await verifyChainIn(tx);
          throw new RolledBack();
        }),
      ).rejects.toBeInstanceOf(RolledBack);
      expect(report).toMatchObject({
        kind: 'broken',
        position: c.broken(positions),
        reason: expect.stringMatching(c.reason(positions)),
        events: c.verified,
      });
    });
  });

  it('stays one chain in position order under many concurrent appends, with refused ones leaving gaps', async () => {
    const owner = await openTestDatabase();
    const db = await owner.asApp();
    try {
      const before = await eventCount(owner);
      const results = await Promise.allSettled([
        // 50 writers of 50 streams: all must land.
        ...Array.from({ length: 50 }, (_, i) =>
          db.transaction((tx) =>
            append(tx, `order-concurrent-${i}`, 0, [{ type: 'OrderPlaced', payload: { i } }], `member:${i}`),
          ),
        ),
        // 10 writers of one stream's first version: one lands, the others roll back their positions.
        ...Array.from({ length: 10 }, (_, i) =>
          db.transaction((tx) =>
            append(tx, 'product-race', 0, [{ type: 'StockEdited', payload: { i } }], `member:${i}`),
          ),
        ),
      ]);
      const refused = results.filter((result) => result.status === 'rejected');
      expect(refused).toHaveLength(9);
      for (const result of refused) {
        expect((result as PromiseRejectedResult).reason).toBeInstanceOf(VersionConflictError);
      }
      expect(await eventCount(owner)).toBe(before + 51);
      expect(await verifyChain(owner)).toMatchObject({ kind: 'intact', events: before + 51 });
    } finally {
      await db.close();
      await owner.close();
    }
  });

  it.runIf(postgresUrl)(
    'refuses an insert that drew its position before a writer holding the lock (PostgreSQL)',
    async () => {
      const db = await openTestDatabase();
      try {
        await writeLog(db);
        let release: () => void = () => {};
        const released = new Promise<void>((done) => {
          release = done;
        });
        let locked: () => void = () => {};
        const holding = new Promise<void>((done) => {
          locked = done;
        });
        // A: takes the lock, waits until B is stuck on it, then appends and commits.
        const a = db.transaction(async (tx) => {
          await tx.query('select lock_event_chain()');
          locked();
          await released;
          await tx.query(
            `insert into events (stream_id, version, type, payload, actor) values ('a-1', 1, 'StockEdited', '{}', 'a')`,
          );
        });
        await holding;
        // B: a bare INSERT, without the lock first: its position is drawn, then it waits in the trigger.
        const b = db.transaction((tx) =>
          tx.query(
            `insert into events (stream_id, version, type, payload, actor) values ('b-1', 1, 'StockEdited', '{}', 'b')`,
          ),
        );
        b.catch(() => {});
        for (;;) {
          const { rows } = await db.query<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity
              where wait_event_type = 'Lock' and query like 'insert into events%''b-1''%'`,
          );
          if (Number(rows[0]?.n) > 0) break;
          await new Promise((done) => setImmediate(done));
        }
        release();
        await a;
        await expect(b).rejects.toThrow(/is not after the chain's head/);
        expect(await verifyChain(db)).toMatchObject({ kind: 'intact', events: PAYLOADS.length + 1 });
      } finally {
        await db.close();
      }
    },
  );
});

describe(`an existing club's log (${engine})`, () => {
  it('is chained by the migration, and appends go on from it', async () => {
    let db: Database;
    let close: () => Promise<void>;
    let schema: string | undefined;
    if (postgresUrl) {
      const test: TestDatabase = await openTestDatabase();
      // A schema of its own, migrated only up to the migration before the chain's.
      schema = `${(await test.query<{ s: string }>('select current_schema() as s')).rows[0]?.s}_old`;
      await test.exec(`create schema ${schema}`);
      db = await openDatabase({ databaseUrl: postgresUrl, schema, maxConnections: 2 });
      close = async () => {
        await db.close();
        await test.exec(`drop schema ${schema} cascade`);
        await test.close();
      };
    } else {
      db = await openDatabase();
      close = () => db.close();
    }
    try {
      await migrate(db, { schema, upTo: 1763910000279 });
      for (const [index, payload] of PAYLOADS.entries()) {
        await db.query(
          `insert into events (stream_id, version, type, payload, actor, occurred_at)
           values ($1, 1, 'StockAdjusted', $2::jsonb, 'seed', now() - make_interval(days => $3))`,
          [`product-${index}`, JSON.stringify(payload), PAYLOADS.length - index],
        );
      }
      expect(await verifyChain(db)).toEqual({ kind: 'unchained' });
      await migrate(db, { schema });
      expect(await verifyChain(db)).toMatchObject({ kind: 'intact', events: PAYLOADS.length });
      await db.transaction((tx) =>
        append(tx, 'product-0', 1, [{ type: 'StockEdited', payload: {} }], 'seed'),
      );
      expect(await verifyChain(db)).toMatchObject({ kind: 'intact', events: PAYLOADS.length + 1 });
    } finally {
      await close();
    }
  });
});

describe(`npm run db:verify (${engine})`, () => {
  /** The CLI in a process of its own, on `db`'s database; answers its exit code and output. */
  function verifyCli(env: Record<string, string>): { status: number | null; output: string } {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'db/src/event-chain/verify-cli.ts'], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: '', ...env },
      encoding: 'utf8',
    });
    return { status: result.status, output: `${result.stdout}${result.stderr}` };
  }

  it('says how many events it verified, and exits 1 naming the first broken position', async () => {
    let db: Database;
    let env: Record<string, string>;
    let reopen: () => Promise<Database>;
    if (postgresUrl) {
      const test = await openTestDatabase();
      const schema = (await test.query<{ s: string }>('select current_schema() as s')).rows[0]?.s ?? '';
      const url = new URL(postgresUrl);
      url.searchParams.set('options', `-c search_path=${schema}`);
      env = { DATABASE_URL: url.toString() };
      db = test;
      reopen = async () => test;
    } else {
      // The CLI opens the folder itself: this process closes it first (PGlite locks its folder).
      const dataRoot = join(work, 'cli');
      const dataDir = join(dataRoot, 'pglite');
      db = await openDatabase({ dataDir });
      await migrate(db);
      env = { DATA_DIR: dataRoot };
      reopen = () => openDatabase({ dataDir });
    }
    try {
      const positions = await writeLog(db);
      if (!postgresUrl) await db.close();
      const green = verifyCli(env);
      expect(green.output).toMatch(
        new RegExp(
          `^Cadena íntegra: ${positions.length} eventos verificados, hasta la posición ${positions.at(-1)}\\.\\nÚltimo hash: [0-9a-f]{64}\\n$`,
        ),
      );
      expect(green.status).toBe(0);

      db = await reopen();
      await tamper(db, `update events set payload = '{"grams": 1}' where position = ${positions[2]}`);
      if (!postgresUrl) await db.close();
      const red = verifyCli(env);
      expect(red.output).toBe(
        `Cadena rota en la posición ${positions[2]}: el evento no coincide con su hash: se cambió el evento o su hash. Antes de ella se verificaron 2 eventos.\n`,
      );
      expect(red.status).toBe(1);
    } finally {
      await db.close();
    }
  }, 120_000);

  it.runIf(!postgresUrl)('refuses a PGlite folder that holds no database, creating nothing', () => {
    const answer = verifyCli({ DATA_DIR: join(work, 'vacía') });
    expect(answer.output).toMatch(
      /^No hay ninguna base PGlite en .+vacía\/pglite: no hay nada que verificar\.\n$/,
    );
    expect(answer.status).toBe(1);
  });
});
