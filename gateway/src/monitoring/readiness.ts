import type { Sql } from '@club/db/connection';
import { pendingMigrations } from '@club/db/migrate';

/** How long /readyz waits for each check: a database that answers later counts as down. */
export const READINESS_TIMEOUT_MS = 2000;

export type CheckState = 'ok' | 'failed' | 'timeout' | 'pending' | 'not checked';

export interface Readiness {
  ready: boolean;
  checks: { database: CheckState; migrations: CheckState };
  /** Migrations the code has and the database has not applied. */
  pendingMigrations?: number;
  /** What failed, for the server's log only: never in the answer (it may name hosts or roles). */
  cause?: unknown;
}

type Settled<T> = { state: 'ok'; value: T } | { state: 'failed'; cause: unknown } | { state: 'timeout' };

/** `work`'s outcome, or 'timeout' when it takes longer than `ms`. Asked anew on every call. */
async function within<T>(ms: number, work: Promise<T>): Promise<Settled<T>> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Settled<T>>((resolve) => {
    timer = setTimeout(() => resolve({ state: 'timeout' }), ms);
  });
  try {
    return await Promise.race([
      work.then(
        (value): Settled<T> => ({ state: 'ok', value }),
        (cause: unknown): Settled<T> => ({ state: 'failed', cause }),
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether the app can serve: the database answers a trivial query, and every migration this code
 * knows is applied (an older database, or one still migrating, would fail requests in odd ways).
 */
export async function readiness(db: Sql, timeoutMs = READINESS_TIMEOUT_MS): Promise<Readiness> {
  const answered = await within(timeoutMs, db.query('select 1'));
  if (answered.state !== 'ok') {
    return {
      ready: false,
      checks: { database: answered.state, migrations: 'not checked' },
      cause: answered.state === 'failed' ? answered.cause : 'timeout',
    };
  }
  const pending = await within(timeoutMs, pendingMigrations(db));
  if (pending.state !== 'ok') {
    return {
      ready: false,
      checks: { database: 'ok', migrations: pending.state },
      cause: pending.state === 'failed' ? pending.cause : 'timeout',
    };
  }
  const count = pending.value.length;
  return {
    ready: count === 0,
    checks: { database: 'ok', migrations: count === 0 ? 'ok' : 'pending' },
    ...(count === 0 ? {} : { pendingMigrations: count }),
  };
}
