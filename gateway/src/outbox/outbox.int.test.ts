import { demoAccounts } from '@club/db/seed';
import { genericTexts } from '@club/domain/account-texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeader,
  call,
  graphql,
  loginToken,
  startTestGateway,
  type TestGateway,
  WEB_ORIGIN,
} from '../test-support/test-gateway.ts';
import { MAX_TEMPLATE_PARAMS_BYTES } from './service.ts';

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
beforeAll(async () => {
  gw = await startTestGateway();
  adminToken = await loginToken(gw.app, demoAccounts.admin.mail, demoAccounts.admin.password);
});
afterAll(() => gw?.close());

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

  it('stores the mail in the outbox and answers 200', async () => {
    const answer = await call(gw.app, 'POST', SEND, {
      body: orderMail('Paso a las 17:30'),
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
    const answer = await call(gw.app, 'POST', SEND, { body });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(genericTexts.badRequest);
    const after = await gw.db.query<{ n: number }>('select count(*)::int as n from outbox');
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });

  it('refuses oversized template params with 413', async () => {
    const answer = await call(gw.app, 'POST', SEND, {
      body: orderMail('x'.repeat(MAX_TEMPLATE_PARAMS_BYTES)),
    });
    expect(answer).toMatchObject({ status: 413, body: { error: genericTexts.bodyTooLarge } });
  });
});

describe('query outbox', () => {
  it('answers the stored mails, newest first, to an admin', async () => {
    await call(gw.app, 'POST', SEND, { body: orderMail('primero') });
    await call(gw.app, 'POST', SEND, { body: orderMail('segundo') });
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
