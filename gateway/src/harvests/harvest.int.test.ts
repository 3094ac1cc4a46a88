import { readAll } from '@club/db/event-store';
import { demoAccounts } from '@club/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeader,
  call,
  graphql,
  loginToken,
  startTestGateway,
  type TestGateway,
} from '../../test-support/test-gateway.ts';
import { asClubEvent } from '../kernel/events/club-event.ts';
import { projectStock } from '../stock/public.ts';
import { counts, form, productId } from './harvest-form.fixture.ts';

let gw: TestGateway;
let admin: Record<string, string>;
beforeAll(async () => {
  gw = await startTestGateway();
  admin = authHeader(await loginToken(gw.app, demoAccounts.admin.mail, demoAccounts.admin.password));
});
afterAll(() => gw?.close());

async function grams(id: number): Promise<number> {
  const { rows } = await gw.db.query<{ grams: number }>('select grams from stock where product_id = $1', [
    id,
  ]);
  return Number(rows[0]?.grams);
}

async function harvestEvents(id: number) {
  const events = [];
  for await (const event of readAll(gw.db)) {
    if (event.streamId === `product-${id}` && (event.payload as { source?: string }).source === 'harvest') {
      events.push({ type: event.type, payload: event.payload, actor: event.actor });
    }
  }
  return events;
}

describe('POST /admin/addharvest/post', () => {
  it('creates the harvest with the figures computed on the server, and its stock goes into the product', async () => {
    const ogkush = await productId(gw, 'ogkush');
    const before = await grams(ogkush);
    const answer = await call(gw.app, 'POST', '/admin/addharvest/post', {
      body: form(ogkush),
      headers: admin,
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      msg: 'Harvest created',
      harvest: {
        id: expect.any(Number),
        product_id: ogkush,
        species: 'OG Kush',
        number_of_plants: 12,
        waste: 300,
        stock: 1800,
        lamp_watts: 1200,
        sketched_date: '2025-01-10',
        first_transplantation: '2025-01-25',
        second_transplantation: '2025-02-10',
        third_transplantation: null,
        bloom_date: '2025-03-01',
        harvest_date: '2025-05-05',
        observations: 'Buen color, algo de oídio en la semana 6',
        finished: true,
        batch_id: null,
        total_stock: 2100,
        production_average: 150,
        plant_performance: 1.5,
      },
    });
    expect(await grams(ogkush)).toBe(before + 1800);
    expect(await harvestEvents(ogkush)).toEqual([
      {
        type: 'StockReceived',
        payload: {
          productId: ogkush,
          grams: 1800,
          source: 'harvest',
          harvestId: answer.body.harvest.id,
          // The harvest day: the month the monthly balance counts the grams in.
          date: '2025-05-05',
        },
        actor: 'member-1',
      },
    ]);
    const products = await call(gw.app, 'GET', '/products/ogkush', { headers: admin });
    expect(products.body.stock).toBe(before + 1800);
  });

  it('lists it under its harvest date (GET /admin/harvests, GET /admin/harvests/{date})', async () => {
    const list = await call(gw.app, 'GET', '/admin/harvests', { headers: admin });
    expect(list.status).toBe(200);
    expect(list.body.harvest_dates).toEqual(['2025-05-05']);
    expect(list.body.res).toHaveLength(1);
    const day = await call(gw.app, 'GET', '/admin/harvests/2025-05-05', { headers: admin });
    expect(day.body).toEqual(list.body.res);
    expect((await call(gw.app, 'GET', '/admin/harvests/2025-05-06', { headers: admin })).body).toEqual([]);
    const bad = await call(gw.app, 'GET', '/admin/harvests/mayo', { headers: admin });
    expect(bad).toMatchObject({
      status: 400,
      body: { code: 'FECHA_INVALIDA', error: 'La fecha no es válida' },
    });
  });

  it('takes the species by name, and numbers written as text, as a browser form sends them', async () => {
    const answer = await call(gw.app, 'POST', '/admin/addharvest/post', {
      body: form(0, {
        product_id: undefined,
        species: 'Super Lemon Haze',
        number_of_plants: '6',
        stock: '',
        waste: '',
        lamp_watts: '',
        harvest_date: '',
        finished: false,
        sketched_date: '2025-06-01',
        first_transplantation: '',
        second_transplantation: '',
        bloom_date: '',
      }),
      headers: admin,
    });
    expect(answer.status).toBe(201);
    expect(answer.body.harvest).toMatchObject({
      species: 'Super Lemon Haze',
      number_of_plants: 6,
      stock: 0,
      waste: 0,
      lamp_watts: null,
      harvest_date: null,
      plant_performance: null,
    });
  });
});

describe('correcting a harvest', () => {
  it('updates through the patch path by cuttings date and appends only the difference, up or down', async () => {
    const ogkush = await productId(gw, 'ogkush');
    const before = await grams(ogkush);
    const up = await call(gw.app, 'POST', '/admin/addharvest/patch', {
      body: form(ogkush, { newHarvest: false, stock: 2000 }),
      headers: admin,
    });
    expect(up.status).toBe(200);
    expect(up.body).toMatchObject({
      msg: 'Harvest updated',
      harvest: { stock: 2000, production_average: 166.67 },
    });
    expect(await grams(ogkush)).toBe(before + 200);

    const down = await call(gw.app, 'POST', '/admin/addharvest/patch', {
      body: form(ogkush, { id: up.body.harvest.id, newHarvest: false, stock: 1500, number_of_plants: 10 }),
      headers: admin,
    });
    expect(down.body.harvest).toMatchObject({
      stock: 1500,
      production_average: 150,
      plant_performance: 1.25,
    });
    expect(await grams(ogkush)).toBe(before - 300);
    expect((await harvestEvents(ogkush)).map((e) => (e.payload as { grams: number }).grams)).toEqual([
      1800, 200, -500,
    ]);

    // Saving the same figures again moves nothing.
    const events = (await counts(gw)).events;
    await call(gw.app, 'POST', '/admin/addharvest/patch', {
      body: form(ogkush, { id: up.body.harvest.id, stock: 1500, number_of_plants: 10 }),
      headers: admin,
    });
    expect((await counts(gw)).events).toBe(events);
  });

  it('moves the grams to the new product when the species changes (GraphQL updateHarvest)', async () => {
    const [ogkush, chocolope] = [await productId(gw, 'ogkush'), await productId(gw, 'chocolope')];
    const { rows } = await gw.db.query<{ id: number }>('select id from harvests where product_id = $1', [
      ogkush,
    ]);
    const id = Number(rows[0]?.id);
    const [ogBefore, chocoBefore] = [await grams(ogkush), await grams(chocolope)];
    const answer = await graphql(
      gw.app,
      `mutation ($id: Int!, $input: HarvestInput!) {
         updateHarvest(id: $id, input: $input) { ok harvest { species stock totalStock productionAverage plantPerformance } }
       }`,
      {
        id,
        input: {
          productId: chocolope,
          numberOfPlants: 10,
          stock: 1600,
          waste: 250,
          lampWatts: 800,
          sketchedDate: '2025-01-10',
          harvestDate: '2025-05-05',
          finished: true,
        },
      },
      admin,
    );
    expect(answer.body.data.updateHarvest).toEqual({
      ok: true,
      harvest: {
        species: 'Chocolope',
        stock: 1600,
        totalStock: 1850,
        productionAverage: 160,
        plantPerformance: 2,
      },
    });
    expect(await grams(ogkush)).toBe(ogBefore - 1500);
    expect(await grams(chocolope)).toBe(chocoBefore + 1600);
  });

  it('refuses a correction that would leave the product below 0 g, and saves nothing', async () => {
    const chocolope = await productId(gw, 'chocolope');
    await gw.db.query('update stock set grams = 100 where product_id = $1', [chocolope]);
    const before = await counts(gw);
    const { rows } = await gw.db.query<{ id: number }>('select id from harvests where product_id = $1', [
      chocolope,
    ]);
    const answer = await call(gw.app, 'POST', '/admin/addharvest/patch', {
      body: form(chocolope, { id: rows[0]?.id, stock: 1000, number_of_plants: 10 }),
      headers: admin,
    });
    expect(answer).toMatchObject({
      status: 409,
      body: {
        code: 'STOCK_NEGATIVO',
        error: 'No se puede bajar el stock de Chocolope en 600 g: quedan 100 g',
      },
    });
    expect(await counts(gw)).toEqual(before);
    expect(await grams(chocolope)).toBe(100);
    // Put the read model back in line with the log for the rebuild test below.
    await gw.db.query(
      `update stock set grams = (select coalesce(sum((payload->>'grams')::int), 0) from events
        where stream_id = 'product-' || $1 and type = 'StockReceived') where product_id = $1`,
      [chocolope],
    );
  });

  it('refuses an unknown harvest with 404', async () => {
    const answer = await call(gw.app, 'POST', '/admin/addharvest/patch', {
      body: form(await productId(gw, 'ogkush'), { id: 9999 }),
      headers: admin,
    });
    expect(answer).toMatchObject({
      status: 404,
      body: { msg: 'Not Found', error: 'No encontramos esa cosecha' },
    });
  });

  it('keeps the stock read model equal to its rebuild from the log', async () => {
    const events = [];
    for await (const event of readAll(gw.db)) events.push(asClubEvent(event));
    const rebuilt = projectStock(events);
    const { rows } = await gw.db.query<{ product_id: number; grams: number }>(
      'select product_id, grams from stock',
    );
    for (const row of rows) expect(rebuilt.get(Number(row.product_id))?.grams).toBe(Number(row.grams));
  });
});

describe('GraphQL harvest queries', () => {
  it('answers harvestDates and harvestsOn with figures and the yield history of each species', async () => {
    const answer = await graphql(
      gw.app,
      `{ harvestDates
         harvestsOn(date: "2025-05-05") { species numberOfPlants stock waste totalStock productionAverage plantPerformance
           yieldHistory { harvestDate productionAverage } } }`,
      {},
      admin,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data.harvestDates).toEqual(['2025-05-05']);
    expect(answer.body.data.harvestsOn).toEqual([
      {
        species: 'Chocolope',
        numberOfPlants: 10,
        stock: 1600,
        waste: 250,
        totalStock: 1850,
        productionAverage: 160,
        plantPerformance: 2,
        yieldHistory: [{ harvestDate: '2025-05-05', productionAverage: 160 }],
      },
    ]);
    // The form's species come from GET /admin/allproducts (the stock folder's) or `stock`.
    const rest = await call(gw.app, 'GET', '/admin/allproducts', { headers: admin });
    expect(rest.body).toHaveLength(9);
    expect(rest.body).toContainEqual(expect.objectContaining({ species: 'Chocolope' }));
  });
});
