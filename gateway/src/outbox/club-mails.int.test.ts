import { MAIL_LINK_TTL_MS, queueMail } from '@club/hosted/auth/mail';
import { describe, expect, it } from 'vitest';
import { TUESDAY } from '../../test-support/admin-gateway.ts';
import {
  lastOutboxId,
  MEMBER_MAIL,
  outboxRow,
  postOrderMail,
  useMailBench,
} from '../../test-support/mail-outbox.fixture.ts';
import { authHeader, call, graphql } from '../../test-support/test-gateway.ts';
import { SECRETS_GONE_ERROR } from './dispatcher.ts';
import { dropStaleMailSecrets } from './mail-secrets.ts';

// The outbox through a real SMTP server: the bench is test-support/mail-outbox.fixture.ts.

const bench = useMailBench();

const HOSTED_LINK = 'http://localhost:4000/auth/v1/verify?token=abc&type=recovery';

/** A hosted auth mail to the treasurer, written by the hosted workspace's own code; returns its id. */
async function queueHostedMail(kind: 'recovery' | 'signup'): Promise<number> {
  await queueMail(bench.gw.db, {
    to: 'tesorera@club.uy',
    kind,
    link: HOSTED_LINK,
    code: '123456',
  });
  return lastOutboxId(bench.gw);
}

const later = (base: Date, ms: number) => new Date(base.getTime() + ms);

describe("the gateway's own mails", () => {
  it('mails the member when an admin cancels their order, with the reason, once', async () => {
    const orderId = await bench.gw.placeOrder(bench.gw.memberToken, {
      date: TUESDAY,
      time: '17:00',
      lines: { ogkush: 5 },
    });
    const cancel = () =>
      call(bench.gw.app, 'POST', `/admin/cancelOrder/${orderId}`, {
        body: { reason: 'El club cierra por inventario' },
        headers: authHeader(bench.gw.adminToken),
      });
    expect((await cancel()).status).toBe(200);
    expect((await cancel()).status).toBe(409);

    await bench.dispatcher.dispatch(bench.gw.db, new Date());
    // The order's own mail, then its cancellation's: one each, however often it was asked.
    expect(bench.sink.received.map((sent) => sent.subject)).toEqual([
      'Recibimos tu pedido',
      'El club canceló tu pedido',
    ]);
    const [placed, mail] = bench.sink.received;
    expect(placed).toMatchObject({ envelopeTo: [MEMBER_MAIL] });
    expect(placed?.text).toContain(
      'Hola Martín: recibimos tu pedido. Lo retirás el martes, 3 de setiembre a las 17:00.',
    );
    expect(placed?.text).toContain('- OG Kush: 5 g × $ 45 = $ 225');
    expect(placed?.text).toContain('Total: $ 225');
    expect(mail).toMatchObject({ envelopeTo: [MEMBER_MAIL], subject: 'El club canceló tu pedido' });
    expect(mail?.text).toContain(
      'Hola Martín: el club canceló tu pedido para retirar el martes, 3 de setiembre a las 17:00.',
    );
    expect(mail?.text).toContain('Motivo: El club cierra por inventario');
  });

  it('mails the member who cancels their own order', async () => {
    const orderId = await bench.gw.placeOrder(bench.gw.memberToken, {
      date: TUESDAY,
      time: '17:00',
      lines: { ogkush: 5 },
    });
    expect(
      (
        await call(bench.gw.app, 'POST', `/cancelorder/${orderId}`, {
          headers: authHeader(bench.gw.memberToken),
        })
      ).status,
    ).toBe(200);
    await bench.dispatcher.dispatch(bench.gw.db, new Date());
    expect(bench.sink.received.map((mail) => [mail.envelopeTo, mail.subject])).toEqual([
      [[MEMBER_MAIL], 'Recibimos tu pedido'],
      [[MEMBER_MAIL], 'Cancelaste tu pedido'],
    ]);
  });

  it("sends the hosted auth's mails to their address, the link clickable, then forgets link and code", async () => {
    const id = await queueHostedMail('recovery');
    await bench.dispatcher.dispatch(bench.gw.db, new Date());
    const [mail] = bench.sink.received;
    expect(mail).toMatchObject({ envelopeTo: ['tesorera@club.uy'], subject: 'Restablecer tu contraseña' });
    expect(mail?.text).toContain(HOSTED_LINK);
    expect(mail?.text).toContain('123456');
    expect(mail?.html).toContain(
      '<a href="http://localhost:4000/auth/v1/verify?token=abc&amp;type=recovery">',
    );
    const { rows } = await bench.gw.db.query<{ row: string }>(
      'select to_jsonb(o)::text as row from outbox o where id = $1',
      [id],
    );
    expect(rows[0]?.row).not.toContain('token=abc');
    expect(rows[0]?.row).not.toContain('123456');
  });

  it('gives up a hosted mail whose link and code were dropped, and sends nothing', async () => {
    const id = await queueHostedMail('recovery');
    await bench.gw.db.query('update outbox set secret_params = null where id = $1', [id]);
    expect(await bench.dispatcher.dispatch(bench.gw.db, new Date())).toEqual({
      sent: 0,
      retried: 0,
      failed: 1,
      expired: 0,
    });
    expect(bench.sink.received).toEqual([]);
    expect(await outboxRow(bench.gw, id)).toMatchObject({ status: 'failed', last_error: SECRETS_GONE_ERROR });
  });
});

describe("a hosted mail's link and code", () => {
  it('are dropped an hour on, sent or not; one still waiting is given up', async () => {
    const waiting = await queueHostedMail('recovery');
    const sent = await queueHostedMail('signup');
    await bench.gw.db.query(`update outbox set status = 'sent' where id = $1`, [sent]);
    const secretsOf = async (id: number) =>
      (await bench.gw.db.query<{ s: unknown }>('select secret_params as s from outbox where id = $1', [id]))
        .rows[0]?.s;
    expect(await dropStaleMailSecrets(bench.gw.db, later(new Date(), MAIL_LINK_TTL_MS - 60_000))).toBe(0);
    expect(await secretsOf(waiting)).not.toBeNull();
    expect(await dropStaleMailSecrets(bench.gw.db, later(new Date(), MAIL_LINK_TTL_MS + 60_000))).toBe(2);
    expect(await secretsOf(waiting)).toBeNull();
    expect(await secretsOf(sent)).toBeNull();
    expect(await outboxRow(bench.gw, waiting)).toMatchObject({
      status: 'failed',
      last_error: SECRETS_GONE_ERROR,
    });
    expect(await outboxRow(bench.gw, sent)).toMatchObject({ status: 'sent' });
  });
});

describe('the admin outbox listing', () => {
  it('shows each mail with its recipient, subject, status, attempts and last error, newest first (GraphQL and REST)', async () => {
    const refused = await postOrderMail(bench.gw);
    bench.sink.refuseNext(1, 451, 'Buzón ocupado');
    await bench.dispatcher.dispatch(bench.gw.db, new Date());
    const hosted = await queueHostedMail('signup');

    const fields = 'id recipient subject templateId status attempts lastError nextAttemptAt sentAt';
    const answer = await graphql(
      bench.gw.app,
      `{ outbox(limit: 2) { ${fields} } }`,
      {},
      authHeader(bench.gw.adminToken),
    );
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
        recipient: bench.gw.config.mailOrdersTo,
        subject: 'Pedido de Martín Rodríguez: 2025-09-16 17:30',
        templateId: 'template_pedido',
        status: 'pending',
        attempts: 1,
        lastError: expect.stringContaining('Buzón ocupado'),
      },
    ]);

    // The hosted mail's text is listed with placeholders: its link and code are never shown.
    const params = JSON.parse(
      (
        await graphql(
          bench.gw.app,
          '{ outbox(limit: 1) { templateParams } }',
          {},
          authHeader(bench.gw.adminToken),
        )
      ).body.data.outbox[0].templateParams,
    );
    expect(params).toEqual({
      to_email: 'tesorera@club.uy',
      subject: 'Confirmá tu cuenta',
      message: expect.stringContaining('{{link}}'),
    });
    expect(params.message).toContain('{{code}}');

    const rest = await call(bench.gw.app, 'GET', '/admin/outbox?limit=2', {
      headers: authHeader(bench.gw.adminToken),
    });
    expect(rest.status).toBe(200);
    expect(JSON.stringify(rest.body)).not.toContain(HOSTED_LINK);
    expect(rest.body.map((mail: { id: number; status: string }) => [mail.id, mail.status])).toEqual([
      [hosted, 'pending'],
      [refused, 'pending'],
    ]);
    const bad = await call(bench.gw.app, 'GET', '/admin/outbox?limit=muchos', {
      headers: authHeader(bench.gw.adminToken),
    });
    expect(bad).toMatchObject({
      status: 400,
      body: { error: 'La solicitud no es válida', code: 'LIMITE_INVALIDO' },
    });
    const member = await call(bench.gw.app, 'GET', '/admin/outbox', {
      headers: authHeader(bench.gw.memberToken),
    });
    expect(member.status).toBe(403);
  });
});
