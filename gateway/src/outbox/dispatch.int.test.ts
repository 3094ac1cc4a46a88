import { describe, expect, it } from 'vitest';
import {
  MEMBER_MAIL,
  ORDERS_TO,
  orderBody,
  orderParams,
  outboxRow,
  postOrderMail,
  SEND,
  useMailBench,
} from '../../test-support/mail-outbox.fixture.ts';
import { authHeader, call } from '../../test-support/test-gateway.ts';
import {
  createMailDispatcher,
  EXPIRED_ERROR,
  FIRST_RETRY_DELAY_MS,
  MAIL_MAX_AGE_MS,
  MAIL_MAX_ATTEMPTS,
  retryDelayMs,
} from './dispatcher.ts';
import { storeMail } from './mail-store.ts';

// The outbox through a real SMTP server: the bench is test-support/mail-outbox.fixture.ts.

const bench = useMailBench();

const later = (base: Date, ms: number) => new Date(base.getTime() + ms);

describe('the order mail of the storefront', () => {
  it('goes to the club inbox, Reply-To the member, with every template field in text and HTML', async () => {
    const id = await postOrderMail(bench.gw);
    const now = new Date();
    expect(await bench.dispatcher.dispatch(bench.gw.db, now)).toEqual({
      sent: 1,
      retried: 0,
      failed: 0,
      expired: 0,
    });

    expect(bench.sink.received).toHaveLength(1);
    const [mail] = bench.sink.received;
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

    expect(await outboxRow(bench.gw, id)).toMatchObject({
      status: 'sent',
      attempts: 1,
      last_error: null,
      sent_at: now,
    });
    // Sent once: the next run finds nothing to send.
    expect(await bench.dispatcher.dispatch(bench.gw.db, later(now, 60_000))).toMatchObject({ sent: 0 });
    expect(bench.sink.received).toHaveLength(1);
  });

  it('never lets the public endpoint pick a recipient: to_email is ignored, a trusted service id refused', async () => {
    await postOrderMail(bench.gw, { ...orderParams, to_email: 'victima@example.com' });
    const trusted = await call(bench.gw.app, 'POST', SEND, {
      headers: authHeader(bench.gw.memberToken),
      body: {
        user_id: 'hosted',
        service_id: 'hosted-auth',
        template_id: 'recovery',
        template_params: { to_email: 'victima@example.com', subject: 'Hola', message: 'spam' },
      },
    });
    expect(trusted.status).toBe(400);
    expect(trusted.body.error).toBe('La solicitud no es válida');

    await bench.dispatcher.dispatch(bench.gw.db, new Date());
    expect(bench.sink.received.map((mail) => mail.envelopeTo)).toEqual([[ORDERS_TO]]);
  });
});

describe('retries', () => {
  it('tries again after a temporary refusal, later and later, and sends the mail once', async () => {
    const id = await postOrderMail(bench.gw);
    bench.sink.refuseNext(2, 451, 'Buzón ocupado');
    const t0 = new Date();
    expect(await bench.dispatcher.dispatch(bench.gw.db, t0)).toMatchObject({ sent: 0, retried: 1 });
    const first = await outboxRow(bench.gw, id);
    expect(first).toMatchObject({ status: 'pending', attempts: 1 });
    expect(first.last_error).toContain('451');
    expect(first.next_attempt_at).toEqual(later(t0, FIRST_RETRY_DELAY_MS));

    // Not due yet: nothing is tried.
    expect(await bench.dispatcher.dispatch(bench.gw.db, later(t0, FIRST_RETRY_DELAY_MS - 1))).toMatchObject({
      retried: 0,
    });
    expect(bench.sink.refusedCount()).toBe(1);

    const t1 = first.next_attempt_at;
    expect(await bench.dispatcher.dispatch(bench.gw.db, t1)).toMatchObject({ retried: 1 });
    const second = await outboxRow(bench.gw, id);
    expect(second).toMatchObject({ status: 'pending', attempts: 2 });
    expect(second.next_attempt_at).toEqual(later(t1, retryDelayMs(2)));
    expect(retryDelayMs(2)).toBe(4 * FIRST_RETRY_DELAY_MS);

    expect(await bench.dispatcher.dispatch(bench.gw.db, second.next_attempt_at)).toMatchObject({ sent: 1 });
    expect(await outboxRow(bench.gw, id)).toMatchObject({ status: 'sent', attempts: 3, last_error: null });
    expect(bench.sink.received.map((mail) => mail.outboxId)).toEqual([id]);
  });

  it(`gives up as failed after ${MAIL_MAX_ATTEMPTS} temporary refusals`, async () => {
    const id = await postOrderMail(bench.gw);
    bench.sink.refuseNext(MAIL_MAX_ATTEMPTS + 1, 421, 'Servicio no disponible');
    let now = new Date();
    for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
      await bench.dispatcher.dispatch(bench.gw.db, now);
      now = (await outboxRow(bench.gw, id)).next_attempt_at;
    }
    const row = await outboxRow(bench.gw, id);
    expect(row).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS });
    expect(row.last_error).toContain('421');
    expect(await bench.dispatcher.dispatch(bench.gw.db, later(now, 24 * 3600_000))).toMatchObject({
      sent: 0,
      retried: 0,
    });
    expect(bench.sink.refusedCount()).toBe(MAIL_MAX_ATTEMPTS);
    expect(bench.sink.received).toEqual([]);
  });

  it('gives up at once on a permanent refusal (5xx)', async () => {
    const id = await postOrderMail(bench.gw);
    bench.sink.refuseNext(1, 550, 'No existe ese buzón');
    expect(await bench.dispatcher.dispatch(bench.gw.db, new Date())).toMatchObject({ failed: 1 });
    const row = await outboxRow(bench.gw, id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.last_error).toContain('550');
  });

  it('gives up a mail that waited more than 48 hours instead of sending it late', async () => {
    const id = await postOrderMail(bench.gw);
    const { rows } = await bench.gw.db.query<{ created_at: Date }>(
      'select created_at from outbox where id = $1',
      [id],
    );
    const created = new Date(rows[0]?.created_at as Date);
    expect(
      await bench.dispatcher.dispatch(bench.gw.db, later(created, MAIL_MAX_AGE_MS + 1000)),
    ).toMatchObject({
      sent: 0,
      expired: 1,
    });
    expect(await outboxRow(bench.gw, id)).toMatchObject({
      status: 'failed',
      attempts: 0,
      last_error: EXPIRED_ERROR,
    });
    expect(bench.sink.received).toEqual([]);
  });
});

describe('two dispatchers at once (two replicas)', () => {
  it('send each mail exactly once', async () => {
    const ids: number[] = [];
    // Written as the endpoint writes them, past its limit of mails per member an hour.
    const sender = { name: 'Martín', lastName: 'Rodríguez', mail: MEMBER_MAIL };
    for (let n = 0; n < 30; n++) {
      const stored = await storeMail(
        bench.gw.db,
        orderBody({ ...orderParams, observations: `pedido ${n}` }),
        sender,
      );
      if (!stored.ok) throw new Error(stored.error);
      ids.push(stored.id);
    }
    const other = createMailDispatcher(bench.config);
    const now = new Date();
    const summaries = await Promise.all([
      bench.dispatcher.dispatch(bench.gw.db, now),
      other.dispatch(bench.gw.db, now),
    ]);

    expect(summaries.reduce((sum, s) => sum + s.sent, 0)).toBe(30);
    expect(bench.sink.received.map((mail) => mail.outboxId).sort((a, b) => a - b)).toEqual(ids);
    const { rows } = await bench.gw.db.query<{ status: string; attempts: number; n: number }>(
      'select status, attempts, count(*)::int as n from outbox group by status, attempts',
    );
    expect(rows).toEqual([{ status: 'sent', attempts: 1, n: 30 }]);
  });
});

describe('the test mail of the Correos screen', () => {
  it("reaches the SMTP server at the admin's own address, once per press, and members may not send one", async () => {
    const send = (token: string) =>
      call(bench.gw.app, 'POST', '/graphql', {
        body: { query: 'mutation { sendTestMail { ok message mail } }' },
        headers: authHeader(token),
      });
    const answer = await send(bench.gw.adminToken);
    // The app under test has no SMTP_URL: the admin is told the mail waits for one.
    expect(answer.body.data.sendTestMail).toEqual({
      ok: true,
      mail: 'admin@club.uy',
      message:
        'El correo de prueba a admin@club.uy quedó pendiente: sale en cuanto el servidor de correo esté configurado.',
    });
    await send(bench.gw.adminToken);
    expect(await bench.dispatcher.dispatch(bench.gw.db, new Date())).toMatchObject({ sent: 2 });
    const mails = await bench.sink.waitFor((received) => received.length === 2);
    expect(mails.map((m) => [m.envelopeTo, m.subject])).toEqual([
      [['admin@club.uy'], 'Correo de prueba del club'],
      [['admin@club.uy'], 'Correo de prueba del club'],
    ]);
    expect(mails[0]?.text).toContain('la app del club ya puede mandar correos');

    const refused = await send(bench.gw.memberToken);
    expect(refused.body.data).toBeNull();
    expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(await bench.dispatcher.dispatch(bench.gw.db, new Date())).toMatchObject({ sent: 0 });
  });
});
