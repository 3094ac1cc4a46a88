// The statements a sign-in attempt spends on its limits: ours (kernel/http/rate-limit.ts and
// auth/lockout.ts) against rate-limiter-flexible's RateLimiterPostgres doing the same job
// (decision 041). PostgreSQL only; the library is not a dependency: install it anywhere and point
// LIBS_DIR at that folder.
//   mkdir -p /tmp/libs && npm --prefix /tmp/libs install rate-limiter-flexible@11
//   createdb -h 127.0.0.1 -U postgres wt_g6
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/wt_g6 LIBS_DIR=/tmp/libs \
//     node --import tsx bench/library-comparison/sign-in-limits.ts
// Password hashing is left out (both ways pay it alike); the transaction login() opens anyway to
// write the security log (and the token) is kept, with one statement standing for those writes.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openTestDatabase } from '@club/db/test-support/test-database';
import { LOCKOUT_ATTEMPTS, LOCKOUT_MINUTES } from '@club/domain/account-security';
import pg from 'pg';
import { mailKey, takeTry, tryFailed, trySucceeded } from '../../gateway/src/auth/lockout.ts';
import {
  attemptKeys,
  giveBack,
  SIGN_IN_RULE,
  takeAttempt,
} from '../../gateway/src/kernel/http/rate-limit.ts';

interface LimiterRes {
  consumedPoints: number;
  msBeforeNext: number;
}
interface Limiter {
  consume(key: string, points?: number): Promise<LimiterRes>;
  reward(key: string, points?: number): Promise<LimiterRes>;
  block(key: string, seconds: number): Promise<LimiterRes>;
  delete(key: string): Promise<boolean>;
}
type LimiterClass = new (options: Record<string, unknown>, ready?: (error?: Error) => void) => Limiter;

const url = process.env.DATABASE_URL;
const libs = process.env.LIBS_DIR;
if (!url || !libs)
  throw new Error('DATABASE_URL (PostgreSQL) and LIBS_DIR (where rate-limiter-flexible is) are needed');
const { RateLimiterPostgres } = createRequire(path.join(libs, 'package.json'))('rate-limiter-flexible') as {
  RateLimiterPostgres: LimiterClass;
};

const db = await openTestDatabase();
const schema = (await db.query<{ s: string }>('select current_schema() as s')).rows[0]?.s ?? 'public';
const pool = new pg.Pool({ connectionString: url, max: 20, options: `-c search_path=${schema}` });
const limiter = (tableName: string, points: number, duration: number) =>
  new Promise<Limiter>((done, fail) => {
    const made: Limiter = new RateLimiterPostgres(
      {
        storeClient: pool,
        storeType: 'pool',
        schemaName: schema,
        tableName,
        points,
        duration,
        clearExpiredByTimeout: false,
      },
      (error) => (error ? fail(error) : done(made)),
    );
  });
const perAddress = await limiter('rlflx_login', SIGN_IN_RULE.limit, SIGN_IN_RULE.windowSeconds);
const perMailAndAddress = await limiter('rlflx_lockout', LOCKOUT_ATTEMPTS, 24 * 60 * 60);

const logWrite = 'select 1';

/** One attempt as login() spends it on limits, failed or successful: the statements as wired today. */
const ours = async (ip: string, mail: string, succeeds: boolean) => {
  const now = new Date();
  const attempt = await takeAttempt(db, SIGN_IN_RULE, attemptKeys(SIGN_IN_RULE, ip, undefined));
  const signInTry = await takeTry(db, mail, ip, now);
  await db.transaction(async (tx) => {
    await tx.query(logWrite);
    await (succeeds ? trySucceeded(tx, signInTry) : tryFailed(tx, signInTry, now));
  });
  if (succeeds) await giveBack(db, attempt);
};

const library = async (ip: string, mail: string, succeeds: boolean) => {
  const lockKey = `${mailKey(mail)}:${ip}`;
  const [, lock] = await Promise.all([perAddress.consume(`ip:${ip}`), perMailAndAddress.consume(lockKey)]);
  // The pool's statements cannot join the transaction: they run beside it.
  await db.transaction((tx) => tx.query(logWrite));
  if (succeeds) {
    await Promise.all([perMailAndAddress.delete(lockKey), perAddress.reward(`ip:${ip}`)]);
  } else if (lock.consumedPoints >= LOCKOUT_ATTEMPTS) {
    await perMailAndAddress.block(lockKey, LOCKOUT_MINUTES * 60);
  }
};

// Each attempt from its own address and mail: no limit is reached, every statement is paid.
async function run(
  kind: (ip: string, mail: string, succeeds: boolean) => Promise<void>,
  succeeds: boolean,
  count: number,
  concurrency: number,
) {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        next += 1;
        const id = randomBytes(4).toString('hex');
        await kind(`10.${id.slice(0, 2)}.${next % 250}.${next % 199}`, `${id}@club.uy`, succeeds);
      }
    }),
  );
  return performance.now() - started;
}

const count = Number(process.env.ATTEMPTS ?? 2000);
const rounds = Number(process.env.ROUNDS ?? 3);
for (const concurrency of [1, 20]) {
  for (const succeeds of [false, true]) {
    const times: Record<'ours' | 'library', number[]> = { ours: [], library: [] };
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? (['ours', 'library'] as const) : (['library', 'ours'] as const);
      for (const name of order)
        times[name].push(await run(name === 'ours' ? ours : library, succeeds, count, concurrency));
    }
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const per = (name: 'ours' | 'library') => (median(times[name]) / count) * 1000;
    console.log(
      `${succeeds ? 'success' : 'failure'}, ${concurrency} at a time: ours ${per('ours').toFixed(0)} µs/attempt, ` +
        `library ${per('library').toFixed(0)} µs/attempt, library/ours ${(per('library') / per('ours')).toFixed(2)} ` +
        `(medians of ${rounds} rounds of ${count}; ours ${times.ours.map((t) => t.toFixed(0)).join('/')} ms, library ${times.library.map((t) => t.toFixed(0)).join('/')} ms)`,
    );
  }
}
await pool.end();
await db.close();
