import { demoAccounts } from '@club/db/seed';
import { genericTexts } from '@club/domain/account-texts';
import { queueMail } from '@club/hosted/auth/mail';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  addMember,
  authHeader,
  call,
  graphql,
  loginToken,
  startTestGateway,
  type TestGateway,
  WEB_ORIGIN,
} from '../../test-support/test-gateway.ts';
import { enqueueClubMail } from './club-mails.ts';
import { MAX_TEMPLATE_PARAMS_BYTES } from './mail-store.ts';
import { MAIL_SEND_RULE } from './routes.ts';

const SEND = '/api/v1.0/email/send';
const OUTBOX =
  'query ($limit: Int) { outbox(limit: $limit) { id createdAt serviceId templateId templateParams } }';

// What @emailjs/browser 4's send() posts.
const orderMail = (observations: string) => ({
  lib_version: '4.4.1',
  user_id: 'public-key-demo',
  service_id: 'service_club',
  template_id: 'template_pedido',
  template_params: {
    user_name: 'Martín',
    user_lastname: 'Rodríguez',
    order: 'applecookies: 10g',
    total: 3000,
    date: '2025-09-16',
    hour: '17:30',
    observations,
    reply_to: 'socio@club.uy',
  },
});

let gw: TestGateway;
let adminToken: string;
/** The member's token, as the storefront sends it along (in the template params, or a header). */
let member: Record<string, string>;
beforeAll(async () => {
  gw = await startTestGateway();
  adminToken = await loginToken(gw.app, demoAccounts.admin.mail, demoAccounts.admin.password);
  member = authHeader(await loginToken(gw.app, demoAccounts.member.mail, demoAccounts.member.password));
});
afterAll(() => gw?.close());
// The limit of mails per member an hour is not what most of these tests are about.
beforeEach(() => gw.db.query('delete from rate_limits'));

describe('POST /api/v1.0/email/send', () => {
  it('answers a CORS preflight from a web origin', async () => {
    const response = await gw.app.request(SEND, {
      method: 'OPTIONS',
      headers: {
        origin: WEB_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(WEB_ORIGIN);
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')).toContain('content-type');
  });

  it('answers a CORS preflight only for the web origins', async () => {
    const response = await gw.app.request(SEND, {
      method: 'OPTIONS',
      headers: { origin: 'https://otro.example', 'access-control-request-method': 'POST' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("stores a member's mail in the outbox, without the token it carried, and answers 200", async () => {
    const body = orderMail('Paso a las 17:30');
    const answer = await call(gw.app, 'POST', SEND, {
      body: { ...body, template_params: { ...body.template_params, auth_token: member.auth_token } },
      headers: { origin: WEB_ORIGIN },
    });
    expect(answer).toMatchObject({ status: 200, body: { msg: 'OK' } });
    expect(answer.headers.get('access-control-allow-origin')).toBe(WEB_ORIGIN);
    const { rows } = await gw.db.query<{
      service_id: string;
      template_id: string;
      public_key: string;
      template_params: unknown;
    }>('select service_id, template_id, public_key, template_params from outbox order by id desc limit 1');
    expect(rows[0]).toEqual({
      service_id: 'service_club',
      template_id: 'template_pedido',
      public_key: 'public-key-demo',
      template_params: orderMail('Paso a las 17:30').template_params,
    });
  });

  it.each([
    ['malformed JSON', '{"service_id": "x",'],
    ['a missing service id', { ...orderMail('x'), service_id: undefined }],
    ['a number as template id', { ...orderMail('x'), template_id: 7 }],
    ['template params that are not an object', { ...orderMail('x'), template_params: ['a'] }],
    ['an empty public key', { ...orderMail('x'), user_id: '' }],
  ])('refuses %s with 400 and a Spanish error, storing nothing', async (_case, body) => {
    const before = await gw.db.query<{ n: number }>('select count(*)::int as n from outbox');
    const answer = await call(gw.app, 'POST', SEND, { body, headers: member });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(genericTexts.badRequest);
    const after = await gw.db.query<{ n: number }>('select count(*)::int as n from outbox');
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });

  it('refuses oversized template params with 413', async () => {
    const answer = await call(gw.app, 'POST', SEND, {
      body: orderMail('x'.repeat(MAX_TEMPLATE_PARAMS_BYTES)),
      headers: member,
    });
    expect(answer).toMatchObject({ status: 413, body: { error: genericTexts.bodyTooLarge } });
  });

  it('refuses an anonymous caller with 401, a member with a temporary password with 403', async () => {
    const anonymous = await call(gw.app, 'POST', SEND, { body: orderMail('x') });
    expect(anonymous.status).toBe(401);
    const bad = orderMail('x');
    const forged = await call(gw.app, 'POST', SEND, {
      body: { ...bad, template_params: { ...bad.template_params, auth_token: 'inventado' } },
    });
    expect(forged.status).toBe(401);
    await addMember(gw.db, { mail: 'temporal-correo@club.uy', password: 'temporal-1' });
    await gw.db.query(
      `update members set password_temporary_until = now() + interval '1 day' where mail = 'temporal-correo@club.uy'`,
    );
    const temporary = await loginToken(gw.app, 'temporal-correo@club.uy', 'temporal-1');
    const refused = await call(gw.app, 'POST', SEND, {
      body: orderMail('x'),
      headers: authHeader(temporary),
    });
    expect([refused.status, refused.body.code]).toEqual([403, 'PASSWORD_CHANGE_REQUIRED']);
  });

  it('takes JSON only: 415 for a body any page could send without asking (text, form)', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', undefined]) {
      const response = await gw.app.request(SEND, {
        method: 'POST',
        headers: { ...member, ...(type ? { 'content-type': type } : {}) },
        body: JSON.stringify(orderMail('x')),
      });
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({ error: genericTexts.jsonOnly, code: 'SOLO_JSON' });
    }
  });

  it('writes the name and reply address of the member who sent it, whatever the body said', async () => {
    const body = orderMail('suplantado');
    await call(gw.app, 'POST', SEND, {
      body: {
        ...body,
        template_params: { ...body.template_params, user_name: 'Otro', reply_to: 'x@evil.example' },
      },
      headers: member,
    });
    const { rows } = await gw.db.query<{ params: Record<string, unknown> }>(
      'select template_params as params from outbox order by id desc limit 1',
    );
    expect(rows[0]?.params).toMatchObject({
      user_name: 'Martín',
      user_lastname: 'Rodríguez',
      reply_to: demoAccounts.member.mail,
      observations: 'suplantado',
    });
  });

  it(`takes ${MAIL_SEND_RULE.limit} mails a member an hour, then 429 with Retry-After`, async () => {
    for (let i = 0; i < MAIL_SEND_RULE.limit; i++) {
      expect((await call(gw.app, 'POST', SEND, { body: orderMail(`n${i}`), headers: member })).status).toBe(
        200,
      );
    }
    const over = await call(gw.app, 'POST', SEND, { body: orderMail('uno más'), headers: member });
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ error: genericTexts.tooManyMails, code: 'DEMASIADOS_CORREOS' });
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('query outbox', () => {
  it('answers the stored mails, newest first, to an admin', async () => {
    await call(gw.app, 'POST', SEND, { body: orderMail('primero'), headers: member });
    await call(gw.app, 'POST', SEND, { body: orderMail('segundo'), headers: member });
    const answer = await graphql(gw.app, OUTBOX, { limit: 2 }, authHeader(adminToken));
    expect(answer.status).toBe(200);
    const mails = answer.body.data.outbox;
    expect(mails).toHaveLength(2);
    expect(JSON.parse(mails[0].templateParams).observations).toBe('segundo');
    expect(JSON.parse(mails[1].templateParams).observations).toBe('primero');
    expect(mails[0]).toMatchObject({ serviceId: 'service_club', templateId: 'template_pedido' });
    expect(mails[0].id).toBeGreaterThan(mails[1].id);
    expect(new Date(mails[0].createdAt).toISOString()).toBe(mails[0].createdAt);
  });

  it('defaults to 50 mails', async () => {
    const answer = await graphql(gw.app, '{ outbox { id } }', {}, authHeader(adminToken));
    const { rows } = await gw.db.query<{ n: number }>('select count(*)::int as n from outbox');
    expect(answer.body.data.outbox).toHaveLength(Math.min(50, Number(rows[0]?.n)));
  });

  it('refuses a member with FORBIDDEN and an anonymous caller with UNAUTHENTICATED', async () => {
    const memberToken = await loginToken(gw.app, demoAccounts.member.mail, demoAccounts.member.password);
    const asMember = await graphql(gw.app, OUTBOX, {}, authHeader(memberToken));
    expect(asMember.status).toBe(403);
    expect(asMember.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const anonymous = await graphql(gw.app, OUTBOX);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('whether mail goes out, and what each mail is', () => {
  const DELIVERY = '{ mailDeliveryConfigured }';

  it('tells an admin that no SMTP server is set, and names each kind of mail in Spanish', async () => {
    await call(gw.app, 'POST', SEND, { body: orderMail('con nombre'), headers: member });
    await queueMail(gw.db, {
      to: 'tesorera@club.uy',
      kind: 'recovery',
      link: 'http://x/verify',
      code: '123456',
    });
    await enqueueClubMail(gw.db, {
      template: 'pickup_reminder',
      to: 'socio@club.uy',
      subject: 'Mañana retirás tu pedido',
      message: 'Te esperamos.',
      dedupeKey: 'outbox-int-names',
    });
    const answer = await graphql(
      gw.app,
      '{ mailDeliveryConfigured outbox(limit: 3) { templateId templateName status attempts } }',
      {},
      authHeader(adminToken),
    );
    expect(answer.body.data).toEqual({
      mailDeliveryConfigured: false,
      outbox: [
        {
          templateId: 'pickup_reminder',
          templateName: 'Recordatorio de retiro',
          status: 'pending',
          attempts: 0,
        },
        { templateId: 'recovery', templateName: 'Cambio de contraseña', status: 'pending', attempts: 0 },
        { templateId: 'template_pedido', templateName: 'Pedido nuevo', status: 'pending', attempts: 0 },
      ],
    });
  });

  it('tells an admin when an SMTP server is set', async () => {
    const withSmtp = await startTestGateway({ env: { SMTP_URL: 'smtp://127.0.0.1:2525' } });
    try {
      const token = await loginToken(withSmtp.app, demoAccounts.admin.mail, demoAccounts.admin.password);
      const answer = await graphql(withSmtp.app, DELIVERY, {}, authHeader(token));
      expect(answer.body).toEqual({ data: { mailDeliveryConfigured: true } });
    } finally {
      await withSmtp.close();
    }
  });

  it('keeps it from members and anonymous callers', async () => {
    const memberToken = await loginToken(gw.app, demoAccounts.member.mail, demoAccounts.member.password);
    const asMember = await graphql(gw.app, DELIVERY, {}, authHeader(memberToken));
    expect(asMember.status).toBe(403);
    expect(asMember.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const anonymous = await graphql(gw.app, DELIVERY);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
