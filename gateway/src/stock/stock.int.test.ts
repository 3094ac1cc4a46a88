import { demoAccounts } from '@club/db/seed';
import { texts } from '@club/domain/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeader,
  call,
  graphql,
  loginToken,
  startTestGateway,
  type TestGateway,
} from '../../test-support/test-gateway.ts';

let gw: TestGateway;
let adminToken: string;
let memberToken: string;
beforeAll(async () => {
  gw = await startTestGateway();
  adminToken = await loginToken(gw.app, demoAccounts.admin.mail, demoAccounts.admin.password);
  memberToken = await loginToken(gw.app, demoAccounts.member.mail, demoAccounts.member.password);
});
afterAll(() => gw?.close());

async function stockRows() {
  const { rows } = await gw.db.query<{
    id: number;
    species: string;
    price: number;
    available: boolean;
    grams: number;
  }>(
    'select p.id, p.species, s.price, s.available, s.grams from products p join stock s on s.product_id = p.id order by p.id',
  );
  return rows;
}

describe('GET /admin/getStock', () => {
  it('answers every product as { id, species, price, available }, by id, to an admin', async () => {
    const rows = await stockRows();
    expect(rows.length).toBe(9);
    const answer = await call(gw.app, 'GET', '/admin/getStock', { headers: authHeader(adminToken) });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(
      rows.map((r) => ({ id: r.id, species: r.species, price: r.price, available: r.available })),
    );
  });

  it('refuses a member with 403', async () => {
    const answer = await call(gw.app, 'GET', '/admin/getStock', { headers: authHeader(memberToken) });
    expect(answer).toMatchObject({
      status: 403,
      body: { msg: 'Unauthorized', error: texts.auth.forbidden, code: 'FORBIDDEN' },
    });
  });

  it('refuses an anonymous caller with 401', async () => {
    const answer = await call(gw.app, 'GET', '/admin/getStock');
    expect(answer).toMatchObject({
      status: 401,
      body: { msg: 'Unauthorized', error: texts.auth.unauthenticated, code: 'UNAUTHENTICATED' },
    });
  });

  it('guards admin paths that do not exist yet the same way, before answering 404', async () => {
    expect((await call(gw.app, 'GET', '/admin/nada', { headers: authHeader(memberToken) })).status).toBe(403);
    expect((await call(gw.app, 'GET', '/admin/nada', { headers: authHeader(adminToken) })).status).toBe(404);
  });
});

describe('query stock', () => {
  const STOCK = '{ stock { id species price available grams } }';

  it('answers the stock with grams to an admin', async () => {
    const answer = await graphql(gw.app, STOCK, {}, authHeader(adminToken));
    expect(answer.status).toBe(200);
    expect(answer.body.data.stock).toEqual(await stockRows());
  });

  it('refuses a member with FORBIDDEN, HTTP 403, in Spanish', async () => {
    const answer = await graphql(gw.app, STOCK, {}, authHeader(memberToken));
    expect(answer.status).toBe(403);
    expect(answer.body.data).toBeNull();
    expect(answer.body.errors[0]).toMatchObject({
      message: texts.auth.forbidden,
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('refuses an anonymous caller with UNAUTHENTICATED, HTTP 401', async () => {
    const answer = await graphql(gw.app, STOCK);
    expect(answer.status).toBe(401);
    expect(answer.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
