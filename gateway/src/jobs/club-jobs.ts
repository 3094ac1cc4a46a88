import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { endHostedSessionsOfEndedTokens } from '../hosted/public.ts';
import { closeStaleOrders } from '../orders/public.ts';
import { createMailDispatcher, dropStaleMailSecrets, enqueuePickupReminders } from '../outbox/public.ts';
import { backupJob } from './backup-job.ts';
import type { Job } from './job-runner.ts';

// The gateway's periodic jobs, run in this order on every tick (server.ts starts the runner).
// A new job is one more entry of the list below: `{ name, run(db, now) }`.

export const pickupRemindersJob: Job = {
  name: 'pickup-reminders',
  async run(db, now) {
    await enqueuePickupReminders(db, now);
  },
};

/** Closes pending orders past the club's setting as not collected (off unless an admin sets it). */
export function staleOrdersJob(logger?: Logger): Job {
  return {
    name: 'close-stale-orders',
    async run(db, now) {
      const run = await closeStaleOrders(db, now);
      if (run.closed.length > 0)
        logger?.info({ job: 'close-stale-orders', closed: run.closed.length }, 'stale orders closed');
    },
  };
}

/** Sends the outbox; only with SMTP_URL, as without it mails stay in the outbox. */
export function mailDispatchJob(config: Config & { smtpUrl: string }, logger?: Logger): Job {
  const dispatcher = createMailDispatcher(config);
  return {
    name: 'mail-dispatch',
    async run(db, now) {
      const summary = await dispatcher.dispatch(db, now);
      if (summary.sent + summary.retried + summary.failed + summary.expired > 0) {
        logger?.info({ job: 'mail-dispatch', ...summary }, 'outbox dispatched');
      }
    },
  };
}

/** A club token that expired has no revocation to end its hosted session: this does (decision 021). */
export const endedHostedSessionsJob: Job = {
  name: 'ended-hosted-sessions',
  async run(db) {
    await endHostedSessionsOfEndedTokens(db);
  },
};

/** A mailed sign-in link and code are dropped from the outbox an hour on, sent or not. */
export const staleMailSecretsJob: Job = {
  name: 'stale-mail-secrets',
  async run(db, now) {
    await dropStaleMailSecrets(db, now);
  },
};

export function clubJobs(config: Config, logger?: Logger): Job[] {
  return [
    staleOrdersJob(logger),
    endedHostedSessionsJob,
    // Before the dispatch, so a reminder added in this tick goes out in the same one.
    pickupRemindersJob,
    ...(config.smtpUrl ? [mailDispatchJob({ ...config, smtpUrl: config.smtpUrl }, logger)] : []),
    staleMailSecretsJob,
    ...(config.backupEveryHours > 0 ? [backupJob(config, logger)] : []),
  ];
}
