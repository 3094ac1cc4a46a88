import { demoAccounts } from '@club/db/seed';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type AdminTestGateway,
  startAdminTestGateway,
  THURSDAY,
  TUESDAY,
} from '../../test-support/admin-gateway.ts';
import { MONDAY_NOON } from '../../test-support/order-cases.fixture.ts';
import { type SmtpSink, startSmtpSink } from '../../test-support/smtp-sink.ts';
import { authHeader, call } from '../../test-support/test-gateway.ts';
import { type Config, loadConfig } from '../config.ts';
import { createMailDispatcher, type MailDispatcher } from '../outbox/public.ts';
import { clubJobs, pickupRemindersJob } from './club-jobs.ts';
import { runJobs } from './job-runner.ts';

// The club's jobs that write and send mail, with the outbox sent through a real SMTP server (smtp-server, on a free port of this machine), on
// PGlite or PostgreSQL. The gateway's own clock is Monday 2 September 2024, noon, in Montevideo
// (the orders and the reminders are judged by it); the dispatcher runs on the clock the test gives.

const SEND = '/api/v1.0/email/send';
const ORDERS_TO = 'pedidos@club.uy';
const MEMBER_MAIL = demoAccounts.member.mail;

const orderParams = {
  user_name: 'Martín',
  user_lastname: 'Rodríguez',
  order: 'Apple Cookies: 10 g ($3.000)\nOG Kush: 5 g ($2.250)',
  total: 5250,
  date: '2025-09-16',
  hour: '17:30',
  observations: 'Paso después del trabajo',
  reply_to: MEMBER_MAIL,
};

let gw: AdminTestGateway;
let sink: SmtpSink;
let config: Config & { smtpUrl: string };
let dispatcher: MailDispatcher;

beforeAll(async () => {
  gw = await startAdminTestGateway();
});
afterAll(() => gw?.close());

// Each test starts from an empty outbox, no mails counted against the member's hourly limit, and a
// fresh SMTP server.
beforeEach(async () => {
  await gw.db.query('delete from outbox');
  await gw.db.query('delete from rate_limits');
  sink = await startSmtpSink();
  const loaded = loadConfig({
    NODE_ENV: 'test',
    SUPABASE_JWT_SECRET: 'secreto-de-prueba-'.padEnd(40, 'x'),
    SMTP_URL: sink.url,
    MAIL_FROM: 'Club Cannábico <hola@club.uy>',
    MAIL_ORDERS_TO: ORDERS_TO,
  });
  config = { ...loaded, smtpUrl: sink.url };
  dispatcher = createMailDispatcher(config);
});
afterEach(() => sink?.close());

const lastOutboxId = async (): Promise<number> =>
  Number((await gw.db.query<{ id: number }>('select max(id) as id from outbox')).rows[0]?.id);

const orderBody = (params: Record<string, unknown>) => ({
  user_id: 'club-public-key',
  service_id: 'service_club',
  template_id: 'template_pedido',
  template_params: params,
});

/** Posts the storefront's order mail as @emailjs/browser does, as the member; returns its outbox id. */
async function postOrderMail(params: Record<string, unknown> = orderParams): Promise<number> {
  const answer = await call(gw.app, 'POST', SEND, {
    body: orderBody({ ...params, auth_token: gw.memberToken }),
  });
  expect(answer.status).toBe(200);
  return lastOutboxId();
}

interface Row {
  status: string;
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date;
  sent_at: Date | null;
}

async function rowOf(id: number): Promise<Row> {
  const { rows } = await gw.db.query<Row>(
    'select status, attempts, last_error, next_attempt_at, sent_at from outbox where id = $1',
    [id],
  );
  if (!rows[0]) throw new Error(`no outbox row ${id}`);
  return { ...rows[0], next_attempt_at: new Date(rows[0].next_attempt_at) };
}

describe("the gateway's own mails", () => {
  it('reminds each pending order of tomorrow once, however often and however concurrently the job runs', async () => {
    const tuesday = await gw.placeOrder(gw.memberToken, {
      date: TUESDAY,
      time: '17:00',
      lines: { ogkush: 10, applecookies: 5 },
    });
    await gw.placeOrder(gw.memberToken, { date: THURSDAY, time: '17:00', lines: { ogkush: 5 } });
    const cancelled = await gw.placeOrder(gw.memberToken, {
      date: TUESDAY,
      time: '18:00',
      lines: { ogkush: 5 },
    });
    await call(gw.app, 'POST', `/admin/cancelOrder/${cancelled}`, {
      body: { reason: 'Sin stock' },
      headers: authHeader(gw.adminToken),
    });

    // The gateway's clock: Monday noon in Montevideo, so tomorrow is Tuesday.
    const monday = MONDAY_NOON;
    await Promise.all([
      runJobs(gw.db, [pickupRemindersJob], monday),
      runJobs(gw.db, [pickupRemindersJob], monday),
    ]);
    await runJobs(gw.db, [pickupRemindersJob], monday);
    const { rows } = await gw.db.query<{ dedupe_key: string }>(
      "select dedupe_key from outbox where template_id = 'pickup_reminder'",
    );
    expect(rows).toEqual([{ dedupe_key: `pickup-reminder:${tuesday}` }]);

    await dispatcher.dispatch(gw.db, new Date());
    const reminder = sink.received.find((mail) => mail.subject === 'Mañana retirás tu pedido');
    expect(reminder).toMatchObject({ envelopeTo: [MEMBER_MAIL], from: '"Club Cannábico" <hola@club.uy>' });
    expect(reminder?.text).toContain('te esperamos mañana, martes, 3 de setiembre a las 17:00');
    expect(reminder?.text).toContain('- OG Kush: 10 g');
    expect(reminder?.text).toContain('- Apple Cookies: 5 g');
  });
});

describe('without SMTP_URL', () => {
  it('has no dispatch job: mails stay pending in the outbox', async () => {
    const id = await postOrderMail();
    expect(gw.config.smtpUrl).toBeUndefined();
    const jobNames = (of: Config) => clubJobs(of).map((job) => job.name);
    expect(jobNames(gw.config)).toContain('pickup-reminders');
    expect(jobNames(gw.config)).not.toContain('mail-dispatch');
    expect(jobNames(gw.config)).toContain('stale-mail-secrets');
    await runJobs(gw.db, clubJobs(gw.config), new Date());
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 0, sent_at: null });
    expect(jobNames(config)).toContain('mail-dispatch');
  });
});
