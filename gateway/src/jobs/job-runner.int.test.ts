import { randomUUID } from 'node:crypto';
import type { Database } from '@club/db/connection';
import { openDatabase } from '@club/db/connection';
import { openTestDatabase } from '@club/db/test-support/test-database';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  JOBS_LOCK_NAMESPACE,
  type Job,
  jobLockKey,
  runJobExclusively,
  runJobs,
  startJobRunner,
} from './job-runner.ts';

// The job runner on PGlite or PostgreSQL. Advisory locks are the whole database's, not a schema's:
// each job here gets a name of its own, so test files running at once never share a lock.

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db?.close());

function countingJob(): Job & { runs: Date[] } {
  const runs: Date[] = [];
  return {
    name: `prueba-${randomUUID()}`,
    runs,
    async run(_db, now) {
      runs.push(now);
    },
  };
}

describe('runJobExclusively', () => {
  it('runs the job with the given clock and frees its lock afterwards', async () => {
    const job = countingJob();
    const now = new Date('2024-09-02T15:00:00Z');
    expect(await runJobExclusively(db, job, now)).toBe(true);
    expect(await runJobExclusively(db, job, now)).toBe(true);
    expect(job.runs).toEqual([now, now]);
  });

  it('frees the lock when the job throws', async () => {
    const job: Job = {
      name: `prueba-${randomUUID()}`,
      async run() {
        throw new Error('falló');
      },
    };
    await expect(runJobExclusively(db, job, new Date())).rejects.toThrow('falló');
    const again = { ...countingJob(), name: job.name };
    expect(await runJobExclusively(db, again, new Date())).toBe(true);
  });

  // PGlite is one connection of one process (its folder is locked against a second): there is no
  // other replica to keep out, and a session's advisory lock is re-entrant within the session.
  it.runIf(process.env.DATABASE_URL)('skips the job while another replica holds its lock', async () => {
    const job = countingJob();
    const replica = await openDatabase({ databaseUrl: process.env.DATABASE_URL, maxConnections: 1 });
    try {
      await replica.session(async (session) => {
        await session.query('select pg_advisory_lock($1::int, $2::int)', [
          JOBS_LOCK_NAMESPACE,
          jobLockKey(job.name),
        ]);
        expect(await runJobExclusively(db, job, new Date())).toBe(false);
        await session.query('select pg_advisory_unlock($1::int, $2::int)', [
          JOBS_LOCK_NAMESPACE,
          jobLockKey(job.name),
        ]);
      });
      expect(await runJobExclusively(db, job, new Date())).toBe(true);
      expect(job.runs).toHaveLength(1);
    } finally {
      await replica.close();
    }
  });
});

describe('runJobs', () => {
  it('runs every job in order; one that throws is logged and the next still runs', async () => {
    const order: string[] = [];
    const lines: string[] = [];
    const logger = pino({ level: 'error' }, { write: (line: string) => void lines.push(line) });
    const failing: Job = {
      name: `prueba-${randomUUID()}`,
      async run() {
        order.push('failing');
        throw new Error('sin conexión');
      },
    };
    const next: Job = {
      name: `prueba-${randomUUID()}`,
      async run() {
        order.push('next');
      },
    };
    await runJobs(db, [failing, next], new Date(), logger);
    expect(order).toEqual(['failing', 'next']);
    expect(lines.map((line) => JSON.parse(line))).toMatchObject([
      { level: 50, job: failing.name, msg: 'job failed', err: { message: 'sin conexión' } },
    ]);
  });
});

describe('startJobRunner', () => {
  it('runs the jobs tick after tick, and stop() waits for the tick under way', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((done) => {
      release = done;
    });
    let runs = 0;
    let finished = false;
    const job: Job = {
      name: `prueba-${randomUUID()}`,
      async run() {
        runs++;
        if (runs === 3) {
          await held;
          finished = true;
        }
      },
    };
    const runner = startJobRunner({ db, jobs: [job], intervalMs: 10 });
    await expect.poll(() => runs, { timeout: 20_000 }).toBe(3);
    const stopping = runner.stop();
    let stopped = false;
    void stopping.then(() => {
      stopped = true;
    });
    await Promise.resolve();
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(finished).toBe(true);
    expect(runs).toBe(3);
  });
});
