import { crc32 } from 'node:zlib';
import type { Database } from '@club/db/connection';
import type { Logger } from 'pino';
import type { AppMetrics } from '../kernel/metrics/app-metrics.ts';

// Periodic jobs, each run by one gateway at a time however many replicas there are
// (docs/decisions/018-mail-dispatch.md). A tick runs every job in turn; a job runs only while its
// process holds the job's session advisory lock, and a replica that finds the lock taken skips it
// until its next tick. The lock is the session's, not a transaction's: a job commits as it goes
// (the dispatcher must commit a claim before it sends), and PGlite deadlocks on the outer handle
// inside a transaction. A replica that dies loses its connection, and PostgreSQL frees the lock.

export interface Job {
  /** Stable and unique: the job's lock is derived from it. */
  name: string;
  run(db: Database, now: Date): Promise<void>;
}

/** First key of the two-int advisory locks of jobs (second key: the job's name, hashed). */
export const JOBS_LOCK_NAMESPACE = 0x4a4f4253; // 'JOBS'

/** The second key of a job's lock: its name's CRC-32 as a signed int4. */
export const jobLockKey = (name: string): number => crc32(name) | 0;

/** Runs `job` under its lock: true when it ran, false when another process held the lock. */
export async function runJobExclusively(db: Database, job: Job, now: Date): Promise<boolean> {
  return db.session(async (session) => {
    const key = jobLockKey(job.name);
    const { rows } = await session.query<{ locked: boolean }>(
      'select pg_try_advisory_lock($1::int, $2::int) as locked',
      [JOBS_LOCK_NAMESPACE, key],
    );
    if (!rows[0]?.locked) return false;
    try {
      await job.run(db, now);
      return true;
    } finally {
      await session.query('select pg_advisory_unlock($1::int, $2::int)', [JOBS_LOCK_NAMESPACE, key]);
    }
  });
}

/**
 * One tick: every job in turn; one that throws is logged and does not stop the others. Each run
 * is counted in `metrics`, when given: ok, failed, or skipped (another process held its lock).
 */
export async function runJobs(
  db: Database,
  jobs: readonly Job[],
  now: Date,
  logger?: Logger,
  metrics?: AppMetrics,
): Promise<void> {
  for (const job of jobs) {
    try {
      const ran = await runJobExclusively(db, job, now);
      metrics?.jobRuns.inc({ job: job.name, result: ran ? 'ok' : 'skipped' });
    } catch (error) {
      metrics?.jobRuns.inc({ job: job.name, result: 'failed' });
      logger?.error({ err: error, job: job.name }, 'job failed');
    }
  }
}

export interface JobRunner {
  /** Stops the timer and waits for a tick under way, so the database can close after it. */
  stop(): Promise<void>;
}

export interface JobRunnerOptions {
  db: Database;
  jobs: readonly Job[];
  intervalMs: number;
  logger?: Logger;
  now?: () => Date;
  /** Where each run is counted (the served app's, so /metrics shows them). */
  metrics?: AppMetrics;
}

/** Runs the jobs every `intervalMs`, the next tick timed from the end of the last: ticks never overlap. */
export function startJobRunner({
  db,
  jobs,
  intervalMs,
  logger,
  now = () => new Date(),
  metrics,
}: JobRunnerOptions): JobRunner {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let tick: Promise<void> = Promise.resolve();
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      tick = runJobs(db, jobs, now(), logger, metrics).finally(schedule);
    }, intervalMs);
    // The server keeps the process alive; the timer alone must not.
    timer.unref();
  };
  if (jobs.length > 0) schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await tick;
    },
  };
}
