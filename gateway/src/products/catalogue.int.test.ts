import { readStream } from '@club/db/event-store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminTestGateway,
  eventCount,
  startAdminTestGateway,
  stockOf,
  THURSDAY,
  TUESDAY,
} from '../../test-support/admin-gateway.ts';
import { GORILLA_GLUE } from '../../test-support/products.fixture.ts';
import { authHeader, call, graphql } from '../../test-support/test-gateway.ts';
import { replayReadModels } from '../replay/public.ts';

// The catalogue from the back office, on PGlite or PostgreSQL (DATABASE_URL): a strain added,
// stocked and ordered like any other (POST /submitorder with its key), its data edited, its
// retirement refused while an order waits and done once it is handed over; bad input refused in
// Spanish with nothing changed; and the log still replays to the same tables.

let gw: AdminTestGateway;
beforeAll(async () => {
  gw = await startAdminTestGateway();
});
afterAll(() => gw?.close());

const gorillaGlue = GORILLA_GLUE;

const admin = (method: string, path: string, body?: unknown) =>
  call(gw.app, method, path, { headers: authHeader(gw.adminToken), ...(body === undefined ? {} : { body }) });

/** What a refused request must leave as it was. */
async function snapshot() {
  const { rows } = await gw.db.query(
    `select (select count(*) from events)::int as events,
            (select json_agg(p order by p.id) from products p)::text as products,
            (select json_agg(s order by s.product_id) from stock s)::text as stock`,
  );
  return rows[0];
}

let glueId = 0;

describe('adding a product', () => {
  it('adds Gorilla Glue through REST: 201, its key, 0 g, ProductAdded on its catalogue stream', async () => {
    const answer = await admin('POST', '/admin/products', { ...gorillaGlue, price: 55, available: true });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      msg: 'Product added',
      id: 10,
      key: 'gorillaglue',
      species: 'Gorilla Glue',
      stock: 0,
      price: 55,
      available: true,
      thc: 25.5,
      changed: true,
    });
    glueId = answer.body.id;
    const events = await readStream(gw.db, 'catalogue-gorillaglue');
    expect(events.map((e) => [e.type, e.actor])).toEqual([['ProductAdded', 'member-1']]);
    expect(events[0]?.payload).toEqual({
      productId: 10,
      key: 'gorillaglue',
      ...gorillaGlue,
      price: 55,
      available: true,
    });
    expect(await stockOf(gw.db, glueId)).toEqual({ price: 55, available: true, grams: 0 });
  });

  it('shows it on the carta, out of stock until it has grams', async () => {
    const member = await graphql(gw.app, '{ products { key outOfStock } }', {}, authHeader(gw.memberToken));
    expect(member.body.data.products.at(-1)).toEqual({ key: 'gorillaglue', outOfStock: true });
    const rest = await call(gw.app, 'GET', '/products/gorilla%20glue', {
      headers: authHeader(gw.memberToken),
    });
    expect(rest.body).toMatchObject({ id: glueId, species: 'Gorilla Glue', stock: 0, price: 55 });
  });

  it('refuses the same key again, whatever its spacing or case: 409 in Spanish, nothing changed', async () => {
    const before = await snapshot();
    for (const species of ['gorilla glue', 'GorillaGlue', ' GORILLA  GLUE ']) {
      const answer = await admin('POST', '/admin/products', {
        ...gorillaGlue,
        species,
        price: 50,
        available: true,
      });
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({
        msg: 'Conflict',
        code: 'PRODUCTO_DUPLICADO',
        field: 'species',
        error: 'Ya hay un producto con la clave «gorillaglue» (Gorilla Glue): elegí otro nombre',
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an empty name, a price of 0 or below, THC or CBD outside 0-100 and texts too long: 400, nothing changed', async () => {
    const before = await snapshot();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ species: '' }, 'Escribí el nombre de la variedad'],
      [{ species: 'Blue Dream', price: 0 }, 'El precio debe ser un número entero de pesos mayor que 0'],
      [{ species: 'Blue Dream', price: -40 }, 'El precio debe ser un número entero de pesos mayor que 0'],
      [{ species: 'Blue Dream', thc: 101 }, 'El THC debe ser un porcentaje de 0 a 100'],
      [{ species: 'Blue Dream', cbd: -0.5 }, 'El CBD debe ser un porcentaje de 0 a 100'],
      [
        { species: 'Blue Dream', description: 'x'.repeat(1001) },
        'La descripción puede tener hasta 1000 caracteres',
      ],
      [{ species: 'x'.repeat(41) }, 'El nombre puede tener hasta 40 caracteres'],
    ];
    for (const [change, error] of cases) {
      const answer = await admin('POST', '/admin/products', {
        ...gorillaGlue,
        price: 55,
        available: true,
        ...change,
      });
      expect(answer.status, error).toBe(400);
      expect(answer.body.error).toBe(error);
    }
    const graph = await graphql(
      gw.app,
      'mutation ($input: NewProductInput!) { addProduct(input: $input) { ok code error field product { id } } }',
      { input: { ...gorillaGlue, species: 'Blue Dream', thc: 150, price: 55, available: true } },
      authHeader(gw.adminToken),
    );
    expect(graph.body.data.addProduct).toEqual({
      ok: false,
      code: 'CANNABINOIDE_INVALIDO',
      error: 'El THC debe ser un porcentaje de 0 a 100',
      field: 'thc',
      product: null,
    });
    expect(await snapshot()).toEqual(before);
  });

  it('lets only stock.manage add: a member gets 403 and FORBIDDEN', async () => {
    const rest = await call(gw.app, 'POST', '/admin/products', {
      headers: authHeader(gw.memberToken),
      body: { ...gorillaGlue, species: 'Blue Dream', price: 55, available: true },
    });
    expect(rest.status).toBe(403);
    const graph = await graphql(
      gw.app,
      'mutation { retireProduct(id: 8) { ok } }',
      {},
      authHeader(gw.memberToken),
    );
    expect(graph.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});

describe('ordering a new product', () => {
  let orderId = '';

  it('takes POST /submitorder with its key once it has stock, like any other', async () => {
    const adjusted = await admin('POST', `/admin/adjustStock/${glueId}`, {
      grams: 120,
      reason: 'Cosecha de agosto',
    });
    expect(adjusted.status).toBe(200);
    const answer = await call(gw.app, 'POST', '/submitorder', {
      headers: authHeader(gw.memberToken),
      body: { date: TUESDAY, time: '17:30', total: 5 * 55, observations: '', gorillaglue: 5 },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ msg: 'Order placed' });
    orderId = answer.body.orderId;
    expect((await stockOf(gw.db, glueId)).grams).toBe(115);
    const { rows } = await gw.db.query<{ lines: unknown }>('select lines from orders where id = $1', [
      orderId,
    ]);
    expect(rows[0]?.lines).toEqual([
      { productId: glueId, key: 'gorillaglue', species: 'Gorilla Glue', grams: 5, price: 55 },
    ]);
  });

  it('refuses to retire it while that order waits, then retires it once handed over', async () => {
    const before = await snapshot();
    const refused = await admin('POST', `/admin/products/${glueId}/retire`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'PRODUCTO_CON_PEDIDOS',
      error: 'No se puede retirar Gorilla Glue: tiene 1 pedido pendiente. Entregalo o cancelalo primero',
    });
    expect(await snapshot()).toEqual(before);

    const handed = await gw.asAdmin<{ deliverOrder: { ok: boolean } }>(
      'mutation ($id: String!) { deliverOrder(orderId: $id) { ok } }',
      { id: orderId },
    );
    expect(handed.deliverOrder.ok).toBe(true);
    const retired = await admin('POST', `/admin/products/${glueId}/retire`);
    expect(retired.status).toBe(200);
    expect(retired.body).toMatchObject({
      msg: 'Product retired',
      key: 'gorillaglue',
      available: false,
      stock: 115,
    });
    expect((await admin('POST', `/admin/products/${glueId}/retire`)).body).toMatchObject({ changed: false });
  });
});

describe('editing a product', () => {
  it('edits OG Kush: ProductEdited with what changed, the carta shows it; a repeated save appends nothing', async () => {
    const data = await gw.asAdmin<{ catalogueProduct: Record<string, unknown> }>(
      '{ catalogueProduct(id: 8) { species sativa indica thc cbd genetics smell flavor description } }',
    );
    const input = { ...data.catalogueProduct, thc: 21.5, description: 'Cosecha de invierno.' };
    const answer = await admin('PATCH', '/admin/products/8', input);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      msg: 'Product edited',
      thc: 21.5,
      description: 'Cosecha de invierno.',
    });
    const events = await readStream(gw.db, 'catalogue-ogkush');
    expect(events.at(-1)?.payload).toMatchObject({ changed: ['thc', 'description'] });
    const count = await eventCount(gw.db);
    expect((await admin('PATCH', '/admin/products/8', input)).body).toMatchObject({ changed: false });
    expect(await eventCount(gw.db)).toBe(count);
    const member = await call(gw.app, 'GET', '/products/ogkush', { headers: authHeader(gw.memberToken) });
    expect(member.body).toMatchObject({ thc: 21.5, description: 'Cosecha de invierno.' });
  });

  it('refuses a name with another key, an unknown product (404) and bad figures, nothing changed', async () => {
    const before = await snapshot();
    const data = { ...gorillaGlue, species: 'OG Kush', sativa: 25, indica: 75 };
    const renamed = await admin('PATCH', '/admin/products/8', { ...data, species: 'OG Kush Especial' });
    expect(renamed).toMatchObject({ status: 409, body: { code: 'CLAVE_NO_EDITABLE', field: 'species' } });
    expect(renamed.body.error).toContain('«ogkush»');
    expect((await admin('PATCH', '/admin/products/999', data)).status).toBe(404);
    expect((await admin('PATCH', '/admin/products/8', { ...data, indica: 70 })).body).toMatchObject({
      code: 'PORCENTAJE_INVALIDO',
      error: 'Sativa e índica deben sumar 100 % (ahora suman 95 %)',
    });
    expect(await snapshot()).toEqual(before);
  });
});

describe('a retired product', () => {
  it('is off the carta and can no longer be ordered, priced or re-added; the back office still lists it', async () => {
    const member = authHeader(gw.memberToken);
    const carta = await graphql(gw.app, '{ products { key } }', {}, member);
    expect(carta.body.data.products.map((p: { key: string }) => p.key)).not.toContain('gorillaglue');
    expect((await call(gw.app, 'GET', '/products/gorillaglue', { headers: member })).status).toBe(404);
    expect((await call(gw.app, 'GET', '/cart', { headers: member })).body).not.toContainEqual(
      expect.objectContaining({ species: 'Gorilla Glue' }),
    );
    const before = await snapshot();
    const order = await call(gw.app, 'POST', '/submitorder', {
      headers: member,
      body: { date: THURSDAY, time: '17:30', total: 5 * 55, observations: '', gorillaglue: 5 },
    });
    expect(order.status).toBe(409);
    expect(order.body.code).toBe('PRODUCTO_NO_DISPONIBLE');
    const priced = await admin('PATCH', `/admin/editStock/${glueId}`, { price: 60, available: true });
    expect(priced).toMatchObject({
      status: 409,
      body: { code: 'PRODUCTO_RETIRADO', error: 'Gorilla Glue está retirado: ya no se puede cambiar' },
    });
    const again = await admin('POST', '/admin/products', { ...gorillaGlue, price: 55, available: true });
    expect(again.body.error).toBe(
      'La clave «gorillaglue» fue de Gorilla Glue, que está retirado, y una clave no se vuelve a usar: elegí otro nombre',
    );
    expect(await snapshot()).toEqual(before);

    const { stock } = await gw.asAdmin<{
      stock: Array<{ key: string; retired: boolean; available: boolean }>;
    }>('{ stock { key retired available } }');
    expect(stock.find((item) => item.key === 'gorillaglue')).toEqual({
      key: 'gorillaglue',
      retired: true,
      available: false,
    });
    const { catalogueProduct } = await gw.asAdmin<{ catalogueProduct: { retired: boolean } }>(
      `{ catalogueProduct(id: ${glueId}) { retired } }`,
    );
    expect(catalogueProduct.retired).toBe(true);
    const { stockHistory } = await gw.asAdmin<{ stockHistory: Array<{ type: string }> }>(
      `{ stockHistory(productId: ${glueId}) { type } }`,
    );
    expect(stockHistory.map((entry) => entry.type)).toEqual([
      'ProductRetired',
      'OrderPlaced',
      'StockAdjusted',
      'ProductAdded',
    ]);
  });

  it('leaves a log that replays to the same products and stock', async () => {
    const report = await replayReadModels(gw.db);
    const products = report.tables.find((table) => table.table === 'products');
    expect(products).toMatchObject({ liveRows: 10, rebuiltRows: 10, equal: true });
    expect(report.equal).toBe(true);
  });
});
