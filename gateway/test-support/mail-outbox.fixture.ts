import { demoAccounts } from '@club/db/seed';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { type Config, loadConfig } from '../src/config.ts';
import { createMailDispatcher, type MailDispatcher } from '../src/outbox/public.ts';
import { type AdminTestGateway, startAdminTestGateway } from './admin-gateway.ts';
import { type SmtpSink, startSmtpSink } from './smtp-sink.ts';
import { call } from './test-gateway.ts';

// The outbox sent through a real SMTP server (smtp-server, on a free port of this machine), on
// PGlite or PostgreSQL. The gateway's own clock is Monday 2 September 2024, noon, in Montevideo
// (the orders and the reminders are judged by it); the dispatcher runs on the clock the test gives.

export const SEND = '/api/v1.0/email/send';
export const ORDERS_TO = 'pedidos@club.uy';
export const MEMBER_MAIL = demoAccounts.member.mail;

export const orderParams = {
  user_name: 'Martín',
  user_lastname: 'Rodríguez',
  order: 'Apple Cookies: 10 g ($3.000)\nOG Kush: 5 g ($2.250)',
  total: 5250,
  date: '2025-09-16',
  hour: '17:30',
  observations: 'Paso después del trabajo',
  reply_to: MEMBER_MAIL,
};

export interface MailBench {
  gw: AdminTestGateway;
  sink: SmtpSink;
  config: Config & { smtpUrl: string };
  dispatcher: MailDispatcher;
}

/**
 * One gateway for the file; before each test an empty outbox, no mails counted against the
 * member's hourly limit, a fresh SMTP server and a dispatcher sending through it. The object's
 * fields are the current ones.
 */
export function useMailBench(): MailBench {
  const bench = {} as MailBench;
  beforeAll(async () => {
    bench.gw = await startAdminTestGateway();
  });
  afterAll(() => bench.gw?.close());
  beforeEach(async () => {
    await bench.gw.db.query('delete from outbox');
    await bench.gw.db.query('delete from rate_limits');
    bench.sink = await startSmtpSink();
    const loaded = loadConfig({
      NODE_ENV: 'test',
      SUPABASE_JWT_SECRET: 'secreto-de-prueba-'.padEnd(40, 'x'),
      SMTP_URL: bench.sink.url,
      MAIL_FROM: 'Club Cannábico <hola@club.uy>',
      MAIL_ORDERS_TO: ORDERS_TO,
    });
    bench.config = { ...loaded, smtpUrl: bench.sink.url };
    bench.dispatcher = createMailDispatcher(bench.config);
  });
  afterEach(() => bench.sink?.close());
  return bench;
}

export const orderBody = (params: Record<string, unknown>) => ({
  user_id: 'club-public-key',
  service_id: 'service_club',
  template_id: 'template_pedido',
  template_params: params,
});

export async function lastOutboxId(gw: AdminTestGateway): Promise<number> {
  return Number((await gw.db.query<{ id: number }>('select max(id) as id from outbox')).rows[0]?.id);
}

/** Posts the storefront's order mail as @emailjs/browser does, as the member; returns its outbox id. */
export async function postOrderMail(
  gw: AdminTestGateway,
  params: Record<string, unknown> = orderParams,
): Promise<number> {
  const answer = await call(gw.app, 'POST', SEND, {
    body: orderBody({ ...params, auth_token: gw.memberToken }),
  });
  expect(answer.status).toBe(200);
  return lastOutboxId(gw);
}

export interface OutboxRow {
  status: string;
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date;
  sent_at: Date | null;
}

export async function outboxRow(gw: AdminTestGateway, id: number): Promise<OutboxRow> {
  const { rows } = await gw.db.query<OutboxRow>(
    'select status, attempts, last_error, next_attempt_at, sent_at from outbox where id = $1',
    [id],
  );
  if (!rows[0]) throw new Error(`no outbox row ${id}`);
  return { ...rows[0], next_attempt_at: new Date(rows[0].next_attempt_at) };
}
