import { demoAccounts } from '@club/db/seed';
import { seedProducts } from '@club/db/seed-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeader,
  call,
  graphql,
  loginToken,
  startTestGateway,
  type TestGateway,
} from '../../test-support/test-gateway.ts';

// GET /products, GET /products/{species}, GET /cart and their GraphQL twins, on the demo seed.

let gw: TestGateway;
let memberToken: string;
beforeAll(async () => {
  gw = await startTestGateway();
  memberToken = await loginToken(gw.app, demoAccounts.member.mail, demoAccounts.member.password);
});
afterAll(() => gw?.close());

const get = (path: string, token: string | null = memberToken) =>
  call(gw.app, 'GET', path, token === null ? {} : { headers: authHeader(token) });

const SPEC_FIELDS = [
  'available',
  'cbd',
  'description',
  'flavor',
  'genetics',
  'id',
  'indica',
  'price',
  'sativa',
  'smell',
  'species',
  'stock',
  'thc',
];

describe('GET /products', () => {
  it("answers every product with the spec's fields, by id, as seeded", async () => {
    const answer = await get('/products');
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(9);
    for (const product of answer.body) expect(Object.keys(product).sort()).toEqual(SPEC_FIELDS);
    expect(answer.body).toEqual(
      seedProducts.map((p, index) => ({
        id: index + 1,
        species: p.species,
        stock: p.grams,
        sativa: p.sativa,
        indica: p.indica,
        thc: p.thc,
        cbd: p.cbd,
        price: p.price,
        genetics: p.genetics,
        smell: p.smell,
        flavor: p.flavor,
        description: p.description,
        available: p.available,
      })),
    );
  });

  it('refuses an anonymous caller with 401', async () => {
    const answer = await get('/products', null);
    expect(answer).toMatchObject({ status: 401, body: { msg: 'Unauthorized', code: 'UNAUTHENTICATED' } });
  });
});

describe('GET /products/{species}', () => {
  it.each(['ogkush', 'OG%20Kush', 'og%20kush', 'OGKUSH'])('finds OG Kush by %s', async (species) => {
    const answer = await get(`/products/${species}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: 8, species: 'OG Kush', stock: 700, price: 45 });
    expect(Object.keys(answer.body).sort()).toEqual(SPEC_FIELDS);
  });

  it('answers 404 with a Spanish error for an unknown product', async () => {
    const answer = await get('/products/nada');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ error: 'No encontramos ese producto', code: 'NOT_FOUND' });
  });

  it('refuses an anonymous caller with 401', async () => {
    expect((await get('/products/ogkush', null)).status).toBe(401);
  });
});

describe('GET /cart', () => {
  it('answers each product as { species, price }', async () => {
    const answer = await get('/cart');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(seedProducts.map((p) => ({ species: p.species, price: p.price })));
  });

  it('refuses an anonymous caller with 401', async () => {
    expect((await get('/cart', null)).status).toBe(401);
  });
});

describe('query products / product', () => {
  const PRODUCT_FIELDS =
    'id key species stock sativa indica thc cbd price genetics smell flavor description available outOfStock';

  it('answers every product with its key and the out-of-stock flag', async () => {
    const answer = await graphql(gw.app, `{ products { ${PRODUCT_FIELDS} } }`, {}, authHeader(memberToken));
    expect(answer.status).toBe(200);
    const products = answer.body.data.products;
    expect(products.map((p: { key: string }) => p.key)).toEqual(seedProducts.map((p) => p.key));
    expect(products[7]).toEqual({
      id: 8,
      key: 'ogkush',
      species: 'OG Kush',
      stock: 700,
      sativa: 25,
      indica: 75,
      thc: 20,
      cbd: 0.3,
      price: 45,
      genetics: 'Chemdawg × Hindu Kush',
      smell: 'Combustible, pino y limón',
      flavor: 'Terroso y especiado, con final cítrico',
      description: seedProducts[7]?.description,
      available: true,
      outOfStock: false,
    });
    const outOfStock = products
      .filter((p: { outOfStock: boolean }) => p.outOfStock)
      .map((p: { key: string }) => p.key);
    // Chocolope has 35 g; Kief has 30 g but is sold down to its last gram.
    expect(outOfStock).toEqual(['chocolope']);
  });

  it('marks out of stock at exactly 40 g, not at 41, and any product marked unavailable (kief too)', async () => {
    const outOfStock = async () => {
      const answer = await graphql(gw.app, '{ products { key outOfStock } }', {}, authHeader(memberToken));
      return answer.body.data.products
        .filter((p: { outOfStock: boolean }) => p.outOfStock)
        .map((p: { key: string }) => p.key);
    };
    try {
      await gw.db.query('update stock set grams = 40 where product_id = 1');
      await gw.db.query('update stock set grams = 41 where product_id = 2');
      await gw.db.query('update stock set available = false where product_id in (3, 9)');
      expect(await outOfStock()).toEqual(['applecookies', 'superlemonhaze', 'chocolope', 'kief']);
      const rest = await get('/products/kief');
      expect(rest.body).toMatchObject({ available: false, stock: 30 });
    } finally {
      await gw.db.query('update stock set grams = 620 where product_id = 1');
      await gw.db.query('update stock set grams = 480 where product_id = 2');
      await gw.db.query('update stock set available = true where product_id in (3, 9)');
    }
  });

  it('finds one product by key or species, and answers null for an unknown one', async () => {
    const PRODUCT = 'query ($key: String!) { product(key: $key) { id key species outOfStock } }';
    for (const key of ['ogkush', 'OG Kush']) {
      const answer = await graphql(gw.app, PRODUCT, { key }, authHeader(memberToken));
      expect(answer.body.data.product).toEqual({
        id: 8,
        key: 'ogkush',
        species: 'OG Kush',
        outOfStock: false,
      });
    }
    const kief = await graphql(gw.app, PRODUCT, { key: 'kief' }, authHeader(memberToken));
    expect(kief.body.data.product).toMatchObject({ key: 'kief', outOfStock: false });
    const unknown = await graphql(gw.app, PRODUCT, { key: 'nada' }, authHeader(memberToken));
    expect(unknown.body).toEqual({ data: { product: null } });
  });

  it('refuses an anonymous caller with UNAUTHENTICATED, HTTP 401', async () => {
    for (const query of ['{ products { id } }', '{ product(key: "ogkush") { id } }']) {
      const answer = await graphql(gw.app, query);
      expect(answer.status).toBe(401);
      expect(answer.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    }
  });
});
