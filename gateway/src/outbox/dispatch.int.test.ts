import { demoAccounts } from '@club/db/seed';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AdminTestGateway, startAdminTestGateway } from '../../test-support/admin-gateway.ts';
import { type SmtpSink, startSmtpSink } from '../../test-support/smtp-sink.ts';
import { authHeader, call } from '../../test-support/test-gateway.ts';
import { type Config, loadConfig } from '../config.ts';
import {
  createMailDispatcher,
  EXPIRED_ERROR,
  FIRST_RETRY_DELAY_MS,
  MAIL_MAX_AGE_MS,
  MAIL_MAX_ATTEMPTS,
  type MailDispatcher,
  retryDelayMs,
} from './dispatcher.ts';
import { storeMail } from './mail-store.ts';

// The outbox sent through a real SMTP server (smtp-server, on a free port of this machine), on
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

const later = (base: Date, ms: number) => new Date(base.getTime() + ms);

describe('the order mail of the storefront', () => {
  it('goes to the club inbox, Reply-To the member, with every template field in text and HTML', async () => {
    const id = await postOrderMail();
    const now = new Date();
    expect(await dispatcher.dispatch(gw.db, now)).toEqual({ sent: 1, retried: 0, failed: 0, expired: 0 });

    expect(sink.received).toHaveLength(1);
    const [mail] = sink.received;
    expect(mail).toMatchObject({
      envelopeTo: [ORDERS_TO],
      from: '"Club Cannábico" <hola@club.uy>',
      to: ORDERS_TO,
      replyTo: MEMBER_MAIL,
      subject: 'Pedido de Martín Rodríguez: 2025-09-16 17:30',
      outboxId: id,
    });
    for (const line of [
      'Nombre: Martín',
      'Apellido: Rodríguez',
      `Correo: ${MEMBER_MAIL}`,
      'Día de retiro: 2025-09-16 (martes, 16 de setiembre)',
      'Hora: 17:30',
      'Pedido:\nApple Cookies: 10 g ($3.000)\nOG Kush: 5 g ($2.250)',
      'Total: $ 5.250',
      'Observaciones: Paso después del trabajo',
    ]) {
      expect(mail?.text).toContain(line);
    }
    for (const value of [
      'Martín',
      'Rodríguez',
      MEMBER_MAIL,
      '2025-09-16',
      '17:30',
      'Apple Cookies: 10 g ($3.000)<br>',
      '$ 5.250',
      'Paso después del trabajo',
    ]) {
      expect(mail?.html).toContain(value);
    }

    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 1, last_error: null, sent_at: now });
    // Sent once: the next run finds nothing to send.
    expect(await dispatcher.dispatch(gw.db, later(now, 60_000))).toMatchObject({ sent: 0 });
    expect(sink.received).toHaveLength(1);
  });

  it('never lets the public endpoint pick a recipient: to_email is ignored, a trusted service id refused', async () => {
    await postOrderMail({ ...orderParams, to_email: 'victima@example.com' });
    const trusted = await call(gw.app, 'POST', SEND, {
      headers: authHeader(gw.memberToken),
      body: {
        user_id: 'hosted',
        service_id: 'hosted-auth',
        template_id: 'recovery',
        template_params: { to_email: 'victima@example.com', subject: 'Hola', message: 'spam' },
      },
    });
    expect(trusted.status).toBe(400);
    expect(trusted.body.error).toBe('La solicitud no es válida');

    await dispatcher.dispatch(gw.db, new Date());
    expect(sink.received.map((mail) => mail.envelopeTo)).toEqual([[ORDERS_TO]]);
  });
});

describe('retries', () => {
  it('tries again after a temporary refusal, later and later, and sends the mail once', async () => {
    const id = await postOrderMail();
    sink.refuseNext(2, 451, 'Buzón ocupado');
    const t0 = new Date();
    expect(await dispatcher.dispatch(gw.db, t0)).toMatchObject({ sent: 0, retried: 1 });
    const first = await rowOf(id);
    expect(first).toMatchObject({ status: 'pending', attempts: 1 });
    expect(first.last_error).toContain('451');
    expect(first.next_attempt_at).toEqual(later(t0, FIRST_RETRY_DELAY_MS));

    // Not due yet: nothing is tried.
    expect(await dispatcher.dispatch(gw.db, later(t0, FIRST_RETRY_DELAY_MS - 1))).toMatchObject({
      retried: 0,
    });
    expect(sink.refusedCount()).toBe(1);

    const t1 = first.next_attempt_at;
    expect(await dispatcher.dispatch(gw.db, t1)).toMatchObject({ retried: 1 });
    const second = await rowOf(id);
    expect(second).toMatchObject({ status: 'pending', attempts: 2 });
    expect(second.next_attempt_at).toEqual(later(t1, retryDelayMs(2)));
    expect(retryDelayMs(2)).toBe(4 * FIRST_RETRY_DELAY_MS);

    expect(await dispatcher.dispatch(gw.db, second.next_attempt_at)).toMatchObject({ sent: 1 });
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 3, last_error: null });
    expect(sink.received.map((mail) => mail.outboxId)).toEqual([id]);
  });

  it(`gives up as failed after ${MAIL_MAX_ATTEMPTS} temporary refusals`, async () => {
    const id = await postOrderMail();
    sink.refuseNext(MAIL_MAX_ATTEMPTS + 1, 421, 'Servicio no disponible');
    let now = new Date();
    for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
      await dispatcher.dispatch(gw.db, now);
      now = (await rowOf(id)).next_attempt_at;
    }
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS });
    expect(row.last_error).toContain('421');
    expect(await dispatcher.dispatch(gw.db, later(now, 24 * 3600_000))).toMatchObject({
      sent: 0,
      retried: 0,
    });
    expect(sink.refusedCount()).toBe(MAIL_MAX_ATTEMPTS);
    expect(sink.received).toEqual([]);
  });

  it('gives up at once on a permanent refusal (5xx)', async () => {
    const id = await postOrderMail();
    sink.refuseNext(1, 550, 'No existe ese buzón');
    expect(await dispatcher.dispatch(gw.db, new Date())).toMatchObject({ failed: 1 });
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.last_error).toContain('550');
  });

  it('gives up a mail that waited more than 48 hours instead of sending it late', async () => {
    const id = await postOrderMail();
    const { rows } = await gw.db.query<{ created_at: Date }>('select created_at from outbox where id = $1', [
      id,
    ]);
    const created = new Date(rows[0]?.created_at as Date);
    expect(await dispatcher.dispatch(gw.db, later(created, MAIL_MAX_AGE_MS + 1000))).toMatchObject({
      sent: 0,
      expired: 1,
    });
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: 0, last_error: EXPIRED_ERROR });
    expect(sink.received).toEqual([]);
  });
});

describe('two dispatchers at once (two replicas)', () => {
  it('send each mail exactly once', async () => {
    const ids: number[] = [];
    // Written as the endpoint writes them, past its limit of mails per member an hour.
    const sender = { name: 'Martín', lastName: 'Rodríguez', mail: MEMBER_MAIL };
    for (let n = 0; n < 30; n++) {
      const stored = await storeMail(
        gw.db,
        orderBody({ ...orderParams, observations: `pedido ${n}` }),
        sender,
      );
      if (!stored.ok) throw new Error(stored.error);
      ids.push(stored.id);
    }
    const other = createMailDispatcher(config);
    const now = new Date();
    const summaries = await Promise.all([dispatcher.dispatch(gw.db, now), other.dispatch(gw.db, now)]);

    expect(summaries.reduce((sum, s) => sum + s.sent, 0)).toBe(30);
    expect(sink.received.map((mail) => mail.outboxId).sort((a, b) => a - b)).toEqual(ids);
    const { rows } = await gw.db.query<{ status: string; attempts: number; n: number }>(
      'select status, attempts, count(*)::int as n from outbox group by status, attempts',
    );
    expect(rows).toEqual([{ status: 'sent', attempts: 1, n: 30 }]);
  });
});
