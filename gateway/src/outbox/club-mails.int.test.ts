import { demoAccounts } from '@club/db/seed';
import { MAIL_LINK_TTL_MS, queueMail } from '@club/hosted/auth/mail';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AdminTestGateway, startAdminTestGateway, TUESDAY } from '../../test-support/admin-gateway.ts';
import { type SmtpSink, startSmtpSink } from '../../test-support/smtp-sink.ts';
import { authHeader, call, graphql } from '../../test-support/test-gateway.ts';
import { type Config, loadConfig } from '../config.ts';
import { createMailDispatcher, type MailDispatcher, SECRETS_GONE_ERROR } from './dispatcher.ts';
import { dropStaleMailSecrets } from './mail-secrets.ts';

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

const HOSTED_LINK = 'http://localhost:4000/auth/v1/verify?token=abc&type=recovery';

const lastOutboxId = async (): Promise<number> =>
  Number((await gw.db.query<{ id: number }>('select max(id) as id from outbox')).rows[0]?.id);

/** A hosted auth mail to the treasurer, written by the hosted workspace's own code; returns its id. */
async function queueHostedMail(kind: 'recovery' | 'signup'): Promise<number> {
  await queueMail(gw.db, {
    to: 'tesorera@club.uy',
    kind,
    link: HOSTED_LINK,
    code: '123456',
  });
  return lastOutboxId();
}

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

describe("the gateway's own mails", () => {
  it('mails the member when an admin cancels their order, with the reason, once', async () => {
    const orderId = await gw.placeOrder(gw.memberToken, {
      date: TUESDAY,
      time: '17:00',
      lines: { ogkush: 5 },
    });
    const cancel = () =>
      call(gw.app, 'POST', `/admin/cancelOrder/${orderId}`, {
        body: { reason: 'El club cierra por inventario' },
        headers: authHeader(gw.adminToken),
      });
    expect((await cancel()).status).toBe(200);
    expect((await cancel()).status).toBe(409);

    await dispatcher.dispatch(gw.db, new Date());
    expect(sink.received).toHaveLength(1);
    const [mail] = sink.received;
    expect(mail).toMatchObject({ envelopeTo: [MEMBER_MAIL], subject: 'El club canceló tu pedido' });
    expect(mail?.text).toContain(
      'Hola Martín: el club canceló tu pedido para retirar el martes, 3 de setiembre a las 17:00.',
    );
    expect(mail?.text).toContain('Motivo: El club cierra por inventario');
  });

  it('mails the member who cancels their own order', async () => {
    const orderId = await gw.placeOrder(gw.memberToken, {
      date: TUESDAY,
      time: '17:00',
      lines: { ogkush: 5 },
    });
    expect(
      (await call(gw.app, 'POST', `/cancelorder/${orderId}`, { headers: authHeader(gw.memberToken) })).status,
    ).toBe(200);
    await dispatcher.dispatch(gw.db, new Date());
    expect(sink.received.map((mail) => [mail.envelopeTo, mail.subject])).toEqual([
      [[MEMBER_MAIL], 'Cancelaste tu pedido'],
    ]);
  });

  it("sends the hosted auth's mails to their address, the link clickable, then forgets link and code", async () => {
    const id = await queueHostedMail('recovery');
    await dispatcher.dispatch(gw.db, new Date());
    const [mail] = sink.received;
    expect(mail).toMatchObject({ envelopeTo: ['tesorera@club.uy'], subject: 'Restablecer tu contraseña' });
    expect(mail?.text).toContain(HOSTED_LINK);
    expect(mail?.text).toContain('123456');
    expect(mail?.html).toContain(
      '<a href="http://localhost:4000/auth/v1/verify?token=abc&amp;type=recovery">',
    );
    const { rows } = await gw.db.query<{ row: string }>(
      'select to_jsonb(o)::text as row from outbox o where id = $1',
      [id],
    );
    expect(rows[0]?.row).not.toContain('token=abc');
    expect(rows[0]?.row).not.toContain('123456');
  });

  it('gives up a hosted mail whose link and code were dropped, and sends nothing', async () => {
    const id = await queueHostedMail('recovery');
    await gw.db.query('update outbox set secret_params = null where id = $1', [id]);
    expect(await dispatcher.dispatch(gw.db, new Date())).toEqual({
      sent: 0,
      retried: 0,
      failed: 1,
      expired: 0,
    });
    expect(sink.received).toEqual([]);
    expect(await rowOf(id)).toMatchObject({ status: 'failed', last_error: SECRETS_GONE_ERROR });
  });
});

describe("a hosted mail's link and code", () => {
  it('are dropped an hour on, sent or not; one still waiting is given up', async () => {
    const waiting = await queueHostedMail('recovery');
    const sent = await queueHostedMail('signup');
    await gw.db.query(`update outbox set status = 'sent' where id = $1`, [sent]);
    const secretsOf = async (id: number) =>
      (await gw.db.query<{ s: unknown }>('select secret_params as s from outbox where id = $1', [id])).rows[0]
        ?.s;
    expect(await dropStaleMailSecrets(gw.db, later(new Date(), MAIL_LINK_TTL_MS - 60_000))).toBe(0);
    expect(await secretsOf(waiting)).not.toBeNull();
    expect(await dropStaleMailSecrets(gw.db, later(new Date(), MAIL_LINK_TTL_MS + 60_000))).toBe(2);
    expect(await secretsOf(waiting)).toBeNull();
    expect(await secretsOf(sent)).toBeNull();
    expect(await rowOf(waiting)).toMatchObject({ status: 'failed', last_error: SECRETS_GONE_ERROR });
    expect(await rowOf(sent)).toMatchObject({ status: 'sent' });
  });
});

describe('the admin outbox listing', () => {
  it('shows each mail with its recipient, subject, status, attempts and last error, newest first (GraphQL and REST)', async () => {
    const refused = await postOrderMail();
    sink.refuseNext(1, 451, 'Buzón ocupado');
    await dispatcher.dispatch(gw.db, new Date());
    const hosted = await queueHostedMail('signup');

    const fields = 'id recipient subject templateId status attempts lastError nextAttemptAt sentAt';
    const answer = await graphql(gw.app, `{ outbox(limit: 2) { ${fields} } }`, {}, authHeader(gw.adminToken));
    expect(answer.body.data.outbox).toMatchObject([
      {
        id: hosted,
        recipient: 'tesorera@club.uy',
        subject: 'Confirmá tu cuenta',
        templateId: 'signup',
        status: 'pending',
        attempts: 0,
        lastError: null,
        sentAt: null,
      },
      {
        id: refused,
        recipient: gw.config.mailOrdersTo,
        subject: 'Pedido de Martín Rodríguez: 2025-09-16 17:30',
        templateId: 'template_pedido',
        status: 'pending',
        attempts: 1,
        lastError: expect.stringContaining('Buzón ocupado'),
      },
    ]);

    // The hosted mail's text is listed with placeholders: its link and code are never shown.
    const params = JSON.parse(
      (await graphql(gw.app, '{ outbox(limit: 1) { templateParams } }', {}, authHeader(gw.adminToken))).body
        .data.outbox[0].templateParams,
    );
    expect(params).toEqual({
      to_email: 'tesorera@club.uy',
      subject: 'Confirmá tu cuenta',
      message: expect.stringContaining('{{link}}'),
    });
    expect(params.message).toContain('{{code}}');

    const rest = await call(gw.app, 'GET', '/admin/outbox?limit=2', { headers: authHeader(gw.adminToken) });
    expect(rest.status).toBe(200);
    expect(JSON.stringify(rest.body)).not.toContain(HOSTED_LINK);
    expect(rest.body.map((mail: { id: number; status: string }) => [mail.id, mail.status])).toEqual([
      [hosted, 'pending'],
      [refused, 'pending'],
    ]);
    const bad = await call(gw.app, 'GET', '/admin/outbox?limit=muchos', {
      headers: authHeader(gw.adminToken),
    });
    expect(bad).toMatchObject({
      status: 400,
      body: { error: 'La solicitud no es válida', code: 'LIMITE_INVALIDO' },
    });
    const member = await call(gw.app, 'GET', '/admin/outbox', { headers: authHeader(gw.memberToken) });
    expect(member.status).toBe(403);
  });
});
