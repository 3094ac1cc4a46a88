import { readStream } from '@club/db/event-store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_ID,
  type AdminTestGateway,
  eventCount,
  startAdminTestGateway,
  stockOf,
  TUESDAY,
} from '../../test-support/admin-gateway.ts';
import { authHeader, call, graphql } from '../../test-support/test-gateway.ts';

// Stock and price editing as events (StockEdited), corrections (StockAdjusted), each
// product's history; REST and GraphQL, on PGlite or PostgreSQL.

let gw: AdminTestGateway;
beforeAll(async () => {
  gw = await startAdminTestGateway();
});
afterAll(() => gw?.close());

const OG_KUSH = 8;
const KIEF = 9;

const EDIT = `mutation ($id: Int!, $price: Int!, $available: Boolean!) {
  editStock(id: $id, price: $price, available: $available) { ok code error changed item { id species price available grams } }
}`;
const ADJUST = `mutation ($id: Int!, $grams: Int!, $reason: String!) {
  adjustStock(id: $id, grams: $grams, reason: $reason) { ok code error changed item { id grams } }
}`;

/** Everything an edit that is refused must leave as it was. */
async function snapshot() {
  const [events, stock] = await Promise.all([
    eventCount(gw.db),
    gw.db.query('select product_id, price, available, grams from stock order by product_id'),
  ]);
  return { events, stock: stock.rows };
}

describe('editStock refused: nothing appended, nothing changed', () => {
  it('refuses a member on REST with 403 and on GraphQL with FORBIDDEN', async () => {
    const before = await snapshot();
    const rest = await call(gw.app, 'PATCH', `/admin/editStock/${OG_KUSH}`, {
      body: { price: 10, available: false },
      headers: authHeader(gw.memberToken),
    });
    expect(rest).toMatchObject({
      status: 403,
      body: { msg: 'Unauthorized', error: 'No tenés permiso para hacer esto', code: 'FORBIDDEN' },
    });
    const answer = await graphql(
      gw.app,
      EDIT,
      { id: OG_KUSH, price: 10, available: false },
      authHeader(gw.memberToken),
    );
    expect(answer.status).toBe(403);
    expect(answer.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const adjust = await call(gw.app, 'POST', `/admin/adjustStock/${OG_KUSH}`, {
      body: { grams: -5, reason: 'x' },
      headers: authHeader(gw.memberToken),
    });
    expect(adjust.status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an anonymous caller with 401', async () => {
    const before = await snapshot();
    const rest = await call(gw.app, 'PATCH', `/admin/editStock/${OG_KUSH}`, {
      body: { price: 10, available: true },
    });
    expect(rest.status).toBe(401);
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['a negative price', { price: -5, available: true }],
    ['a zero price', { price: 0, available: true }],
    ['a fractional price', { price: 45.5, available: true }],
    ['a price as text', { price: 'abc', available: true }],
    ['a numeric string', { price: '45', available: true }],
    ['no price', { available: true }],
  ])('refuses %s with 400 PRECIO_INVALIDO in Spanish', async (_name, body) => {
    const before = await snapshot();
    const answer = await call(gw.app, 'PATCH', `/admin/editStock/${OG_KUSH}`, {
      body,
      headers: authHeader(gw.adminToken),
    });
    expect(answer).toMatchObject({
      status: 400,
      body: {
        msg: 'Bad Request',
        error: 'El precio debe ser un número entero de pesos mayor que 0',
        code: 'PRECIO_INVALIDO',
      },
    });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a non-boolean availability, an unknown id and malformed JSON', async () => {
    const before = await snapshot();
    const headers = authHeader(gw.adminToken);
    expect(
      await call(gw.app, 'PATCH', `/admin/editStock/${OG_KUSH}`, {
        body: { price: 45, available: 'si' },
        headers,
      }),
    ).toMatchObject({ status: 400, body: { code: 'DISPONIBLE_INVALIDO' } });
    for (const id of ['999', 'abc', '0', '99999999999']) {
      expect(
        await call(gw.app, 'PATCH', `/admin/editStock/${id}`, {
          body: { price: 45, available: true },
          headers,
        }),
      ).toMatchObject({ status: 404, body: { msg: 'Not Found', code: 'PRODUCTO_DESCONOCIDO' } });
    }
    expect(
      await call(gw.app, 'PATCH', `/admin/editStock/${OG_KUSH}`, { body: '{"price":', headers }),
    ).toMatchObject({
      status: 400,
      body: { code: 'BAD_JSON' },
    });
    expect(await snapshot()).toEqual(before);
  });

  it('answers an invalid price on GraphQL as a typed refusal, and a non-integer as a validation error', async () => {
    const before = await snapshot();
    const negative = await gw.asAdmin<{ editStock: unknown }>(EDIT, {
      id: OG_KUSH,
      price: -1,
      available: true,
    });
    expect(negative.editStock).toEqual({
      ok: false,
      code: 'PRECIO_INVALIDO',
      error: 'El precio debe ser un número entero de pesos mayor que 0',
      changed: false,
      item: null,
    });
    const fractional = await graphql(
      gw.app,
      EDIT,
      { id: OG_KUSH, price: 4.5, available: true },
      authHeader(gw.adminToken),
    );
    expect(fractional.body.errors).toHaveLength(1);
    expect(await snapshot()).toEqual(before);
  });
});

describe('editStock accepted', () => {
  it('REST: appends one StockEdited with old and new figures by the admin, and the member sees the new price', async () => {
    const before = await stockOf(gw.db, OG_KUSH);
    const answer = await call(gw.app, 'PATCH', `/admin/editStock/${OG_KUSH}`, {
      body: { price: 52, available: true },
      headers: authHeader(gw.adminToken),
    });
    expect(answer).toMatchObject({
      status: 200,
      body: {
        msg: 'Stock edited',
        id: OG_KUSH,
        species: 'OG Kush',
        price: 52,
        available: true,
        changed: true,
      },
    });
    const stream = await readStream(gw.db, `product-${OG_KUSH}`);
    const last = stream.at(-1);
    expect(last).toMatchObject({
      type: 'StockEdited',
      actor: `member-${ADMIN_ID}`,
      payload: {
        productId: OG_KUSH,
        oldPrice: before.price,
        newPrice: 52,
        oldAvailable: true,
        newAvailable: true,
      },
    });
    expect(await stockOf(gw.db, OG_KUSH)).toEqual({ ...before, price: 52 });
    const product = await call(gw.app, 'GET', '/products/ogkush', { headers: authHeader(gw.memberToken) });
    expect(product.body.price).toBe(52);
  });

  it('GraphQL: the same, and a repeated save appends nothing', async () => {
    const edits = await eventCount(gw.db, 'StockEdited');
    const first = await gw.asAdmin<{ editStock: { ok: boolean; changed: boolean; item: unknown } }>(EDIT, {
      id: KIEF,
      price: 65,
      available: false,
    });
    expect(first.editStock).toMatchObject({
      ok: true,
      changed: true,
      item: { id: KIEF, species: 'Kief', price: 65, available: false, grams: 30 },
    });
    const again = await gw.asAdmin<{ editStock: { ok: boolean; changed: boolean } }>(EDIT, {
      id: KIEF,
      price: 65,
      available: false,
    });
    expect(again.editStock).toMatchObject({ ok: true, changed: false });
    expect(await eventCount(gw.db, 'StockEdited')).toBe(edits + 1);
    const { products } = await graphql(
      gw.app,
      '{ products { key price available outOfStock } }',
      {},
      authHeader(gw.memberToken),
    ).then((a) => a.body.data);
    expect(products.find((p: { key: string }) => p.key === 'kief')).toEqual({
      key: 'kief',
      price: 65,
      available: false,
      outOfStock: true,
    });
  });

  it('two admins saving at once both land, one after the other, each with its own old figures', async () => {
    const edits = await eventCount(gw.db, 'StockEdited');
    const results = await Promise.all(
      [61, 62, 63, 64].map((price) =>
        gw.asAdmin<{ editStock: { ok: boolean } }>(EDIT, { id: 1, price, available: true }),
      ),
    );
    expect(results.every((r) => r.editStock.ok)).toBe(true);
    const stream = (await readStream<{ oldPrice: number; newPrice: number }>(gw.db, 'product-1')).filter(
      (e) => e.type === 'StockEdited',
    );
    expect(stream).toHaveLength(4);
    // Each edit's old price is the previous edit's new price: no lost update.
    for (let i = 1; i < stream.length; i++) {
      expect(stream[i]?.payload.oldPrice).toBe(stream[i - 1]?.payload.newPrice);
    }
    expect((await stockOf(gw.db, 1)).price).toBe(stream.at(-1)?.payload.newPrice);
    expect(await eventCount(gw.db, 'StockEdited')).toBe(edits + 4);
  });
});

describe('adjustStock', () => {
  it('REST: a correction with a reason appends StockAdjusted and moves the grams', async () => {
    const before = await stockOf(gw.db, 2);
    const answer = await call(gw.app, 'POST', '/admin/adjustStock/2', {
      body: { grams: -15, reason: 'Merma por humedad' },
      headers: authHeader(gw.adminToken),
    });
    expect(answer).toMatchObject({
      status: 200,
      body: { msg: 'Stock adjusted', id: 2, grams: before.grams - 15 },
    });
    expect((await readStream(gw.db, 'product-2')).at(-1)).toMatchObject({
      type: 'StockAdjusted',
      actor: `member-${ADMIN_ID}`,
      payload: { productId: 2, grams: -15, reason: 'Merma por humedad' },
    });
  });

  it('refuses below zero (409), without a reason or with 0 g (400), an unknown product (404); nothing appended', async () => {
    const before = await snapshot();
    const headers = authHeader(gw.adminToken);
    expect(
      await call(gw.app, 'POST', `/admin/adjustStock/${KIEF}`, {
        body: { grams: -31, reason: 'Recuento' },
        headers,
      }),
    ).toMatchObject({
      status: 409,
      body: { msg: 'Conflict', code: 'STOCK_NEGATIVO', error: 'No se pueden quitar 31 g: hay 30 g de Kief' },
    });
    expect(
      await call(gw.app, 'POST', `/admin/adjustStock/${KIEF}`, { body: { grams: 5, reason: ' ' }, headers }),
    ).toMatchObject({
      status: 400,
      body: { code: 'MOTIVO_INVALIDO', error: 'Escribí el motivo de la corrección' },
    });
    expect(
      await call(gw.app, 'POST', `/admin/adjustStock/${KIEF}`, { body: { grams: 0, reason: 'x' }, headers }),
    ).toMatchObject({ status: 400, body: { code: 'AJUSTE_INVALIDO' } });
    expect(
      await call(gw.app, 'POST', '/admin/adjustStock/999', { body: { grams: 5, reason: 'x' }, headers }),
    ).toMatchObject({ status: 404, body: { code: 'PRODUCTO_DESCONOCIDO' } });
    const graphqlRefusal = await gw.asAdmin<{ adjustStock: unknown }>(ADJUST, {
      id: KIEF,
      grams: -100,
      reason: 'x',
    });
    expect(graphqlRefusal.adjustStock).toMatchObject({ ok: false, code: 'STOCK_NEGATIVO', item: null });
    expect(await snapshot()).toEqual(before);
  });
});

describe('stockHistory', () => {
  it("tells a product's story from the log, newest first, with who and the figures after each event", async () => {
    const orderId = await gw.placeOrder(gw.memberToken, {
      date: TUESDAY,
      time: '17:00',
      lines: { suguz: 10 },
    });
    await gw.asAdmin(EDIT, { id: 6, price: 44, available: true });
    await gw.asAdmin(ADJUST, { id: 6, grams: 20, reason: 'Recuento mensual' });
    const { stockHistory } = await gw.asAdmin<{ stockHistory: Record<string, unknown>[] }>(
      `query ($id: Int!) { stockHistory(productId: $id) {
        type actor actorName gramsChange gramsAfter priceAfter availableAfter priceBefore availableBefore reason orderId
      } }`,
      { id: 6 },
    );
    expect(stockHistory).toEqual([
      {
        type: 'StockAdjusted',
        actor: 'member-1',
        actorName: 'Lucía Pereira',
        gramsChange: 20,
        gramsAfter: 310,
        priceAfter: 44,
        availableAfter: true,
        priceBefore: null,
        availableBefore: null,
        reason: 'Recuento mensual',
        orderId: null,
      },
      {
        type: 'StockEdited',
        actor: 'member-1',
        actorName: 'Lucía Pereira',
        gramsChange: 0,
        gramsAfter: 290,
        priceAfter: 44,
        availableAfter: true,
        priceBefore: 42,
        availableBefore: null,
        reason: null,
        orderId: null,
      },
      {
        type: 'OrderPlaced',
        actor: 'member-2',
        actorName: 'Martín Rodríguez',
        gramsChange: -10,
        gramsAfter: 290,
        priceAfter: 42,
        availableAfter: true,
        priceBefore: null,
        availableBefore: null,
        reason: null,
        orderId,
      },
      {
        type: 'StockReceived',
        actor: 'seed',
        actorName: null,
        gramsChange: 300,
        gramsAfter: 300,
        priceAfter: 42,
        availableAfter: true,
        priceBefore: null,
        availableBefore: null,
        reason: null,
        orderId: null,
      },
      {
        type: 'ProductAdded',
        actor: 'seed',
        actorName: null,
        gramsChange: 0,
        gramsAfter: 0,
        priceAfter: 42,
        availableAfter: true,
        priceBefore: null,
        availableBefore: null,
        reason: null,
        orderId: null,
      },
    ]);
    const limited = await gw.asAdmin<{ stockHistory: unknown[] }>(
      '{ stockHistory(productId: 6, limit: 2) { type } }',
    );
    expect(limited.stockHistory).toEqual([{ type: 'StockAdjusted' }, { type: 'StockEdited' }]);
    const unknown = await gw.asAdmin<{ stockHistory: unknown[] }>(
      '{ stockHistory(productId: 999) { type } }',
    );
    expect(unknown.stockHistory).toEqual([]);
  });
});

describe('GET /admin/allproducts', () => {
  it('answers every product with its species to an admin and refuses a member', async () => {
    const answer = await call(gw.app, 'GET', '/admin/allproducts', { headers: authHeader(gw.adminToken) });
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(9);
    expect(answer.body[7]).toEqual({ id: 8, species: 'OG Kush' });
    expect(
      (await call(gw.app, 'GET', '/admin/allproducts', { headers: authHeader(gw.memberToken) })).status,
    ).toBe(403);
  });
});
