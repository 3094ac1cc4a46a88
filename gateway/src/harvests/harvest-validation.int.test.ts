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
import { counts, form, productId } from './harvest-form.fixture.ts';

// The harvest form's refusals: each in Spanish, with nothing saved.

let gw: TestGateway;
let admin: Record<string, string>;
beforeAll(async () => {
  gw = await startTestGateway();
  admin = authHeader(await loginToken(gw.app, demoAccounts.admin.mail, demoAccounts.admin.password));
  // The harvest a second one of the same species and day collides with.
  const first = await call(gw.app, 'POST', '/admin/addharvest/post', {
    body: form(await productId(gw, 'ogkush')),
    headers: admin,
  });
  expect(first.status).toBe(201);
});
afterAll(() => gw?.close());

describe('harvest validation: Spanish messages, nothing saved', () => {
  it.each([
    [
      { number_of_plants: 0 },
      'PLANTAS_INVALIDAS',
      'La cantidad de plantas debe ser un número entero de 1 o más',
    ],
    [{ stock: -5 }, 'GRAMOS_INVALIDOS', 'El stock seco debe ser un número entero de gramos, 0 o más'],
    [{ waste: -1 }, 'GRAMOS_INVALIDOS', 'El desperdicio debe ser un número entero de gramos, 0 o más'],
    [
      { lamp_watts: 0 },
      'WATTS_INVALIDOS',
      'Los watts de las lámparas deben ser un número entero mayor que 0',
    ],
    [{ sketched_date: '' }, 'FECHA_REQUERIDA', 'Falta la fecha de esquejes'],
    [
      { bloom_date: '2025-02-01' },
      'FECHAS_DESORDENADAS',
      'Las fechas van en orden: Fecha de floración (01/02/2025) no puede ser antes que Segundo trasplante (10/02/2025)',
    ],
    [
      { harvest_date: '2024-12-31' },
      'FECHAS_DESORDENADAS',
      'Las fechas van en orden: Fecha de cosecha (31/12/2024) no puede ser antes que Fecha de floración (01/03/2025)',
    ],
    [{ product_id: undefined }, 'ESPECIE_REQUERIDA', 'Elegí la especie de la cosecha'],
    [{ product_id: 999 }, 'ESPECIE_INEXISTENTE', 'La especie elegida no existe'],
  ])('refuses %j with %s', async (change, code, error) => {
    const before = await counts(gw);
    const body = form(await productId(gw, 'despink'), { harvest_date: '2025-07-01', ...change });
    const answer = await call(gw.app, 'POST', '/admin/addharvest/post', { body, headers: admin });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ msg: 'Bad Request', code, error });
    expect(await counts(gw)).toEqual(before);
  });

  it('refuses malformed JSON with 400, never a 500', async () => {
    const answer = await call(gw.app, 'POST', '/admin/addharvest/post', { body: '{nope', headers: admin });
    expect(answer).toMatchObject({ status: 400, body: { msg: 'Bad Request', code: 'BAD_JSON' } });
  });

  it('refuses a second harvest of one species on one harvest day with 409', async () => {
    const before = await counts(gw);
    const answer = await call(gw.app, 'POST', '/admin/addharvest/post', {
      body: form(await productId(gw, 'ogkush'), { sketched_date: '2025-01-11' }),
      headers: admin,
    });
    expect(answer).toMatchObject({
      status: 409,
      body: {
        msg: 'Conflict',
        code: 'COSECHA_DUPLICADA',
        error: 'Ya hay una cosecha de OG Kush con fecha de cosecha 05/05/2025',
      },
    });
    expect(await counts(gw)).toEqual(before);
  });

  it('refuses the same rules over GraphQL as typed results, and saves nothing', async () => {
    const before = await counts(gw);
    const answer = await graphql(
      gw.app,
      `mutation ($input: HarvestInput!) { createHarvest(input: $input) { ok msg error code field harvest { id } } }`,
      {
        input: {
          productId: await productId(gw, 'suguz'),
          numberOfPlants: 5,
          sketchedDate: '2025-03-10',
          firstTransplantation: '2025-03-01',
        },
      },
      admin,
    );
    expect(answer.body.data.createHarvest).toEqual({
      ok: false,
      msg: 'Bad Request',
      code: 'FECHAS_DESORDENADAS',
      field: 'firstTransplantation',
      error:
        'Las fechas van en orden: Primer trasplante (01/03/2025) no puede ser antes que Fecha de esquejes (10/03/2025)',
      harvest: null,
    });
    expect(await counts(gw)).toEqual(before);
  });
});
