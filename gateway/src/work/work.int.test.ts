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

let gw: TestGateway;
let admin: Record<string, string>;
beforeAll(async () => {
  gw = await startTestGateway();
  admin = authHeader(await loginToken(gw.app, demoAccounts.admin.mail, demoAccounts.admin.password));
});
afterAll(() => gw?.close());

const workCount = async () =>
  Number((await gw.db.query<{ n: number }>('select count(*) as n from work_entries')).rows[0]?.n);

/** The spec's manicure entry: Diego Silva (member 41, a trimmer), 14:00–17:30. */
const entry = (change: Record<string, unknown> = {}) => ({
  harvest_type: 'thick_harvest',
  socio_name: '41',
  nosocio_name: '',
  start_hour: '14:00',
  end_hour: '17:30',
  date: '2025-05-06',
  ...change,
});

const upload = (body: unknown) => call(gw.app, 'POST', '/admin/uploadharvest', { body, headers: admin });

describe('POST /admin/uploadharvest', () => {
  it('adds a member’s work with decimal hours, its number as no_socio and their name', async () => {
    const answer = await upload(entry());
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      msg: 'Work added',
      work: {
        id: expect.any(Number),
        hours: 3.5,
        date: '2025-05-06',
        no_socio: 41,
        socio_name: 'Diego Silva',
        type: 'thick',
        start_hour: '14:00',
        end_hour: '17:30',
      },
    });
  });

  it('adds a non-member’s work with no_socio null, and finds a trimmer by full name too', async () => {
    const free = await upload(
      entry({ socio_name: '', nosocio_name: 'Pedro Pérez', harvest_type: 'thin_harvest' }),
    );
    expect(free.body.work).toMatchObject({
      no_socio: null,
      socio_name: 'Pedro Pérez',
      type: 'thin',
      hours: 3.5,
    });
    const byName = await upload(
      entry({ socio_name: 'ana fernández', start_hour: '09:00', end_hour: '10:20' }),
    );
    expect(byName.body.work).toMatchObject({ no_socio: 26, socio_name: 'Ana Fernández', hours: 1.33 });
  });

  it.each([
    ['harvest_type', { harvest_type: '' }],
    ['a name', { socio_name: '', nosocio_name: '' }],
    ['start_hour', { start_hour: '' }],
    ['end_hour', { end_hour: undefined }],
    ['date', { date: '' }],
  ])("refuses an entry without %s with 'Faltan datos' (spec §5) and saves nothing", async (_what, change) => {
    const before = await workCount();
    const answer = await upload(entry(change));
    expect(answer).toMatchObject({
      status: 400,
      body: { msg: 'Bad Request', error: 'Faltan datos', code: 'FALTAN_DATOS' },
    });
    expect(await workCount()).toBe(before);
  });

  it.each([
    [{ end_hour: '13:00' }, 'FIN_ANTES_DE_INICIO', 'La hora de fin debe ser posterior a la de inicio'],
    [{ end_hour: '14:00' }, 'FIN_ANTES_DE_INICIO', 'La hora de fin debe ser posterior a la de inicio'],
    [{ nosocio_name: 'Pedro' }, 'NOMBRES_DUPLICADOS', 'Elegí un socio o escribí un nombre, no las dos cosas'],
    [{ harvest_type: 'medium' }, 'TIPO_INVALIDO', 'La manicura debe ser gruesa o fina'],
    [{ start_hour: '2 pm' }, 'HORA_INVALIDA', 'Las horas van con el formato hh:mm'],
    [{ socio_name: '999' }, 'SOCIO_INEXISTENTE', 'Ese socio no existe'],
    [{ socio_name: '3' }, 'SOCIO_NO_MANICURISTA', 'Sofía Martínez no está en la lista de manicuristas'],
  ])('refuses %j with %s', async (change, code, error) => {
    const before = await workCount();
    const answer = await upload(entry(change));
    expect(answer).toMatchObject({ status: 400, body: { code, error } });
    expect(await workCount()).toBe(before);
  });

  it('applies the same rules over GraphQL (addWork), as typed results', async () => {
    const ADD = `mutation ($input: ManicureInput!) { addWork(input: $input) { ok msg error code work { socioName hours type noSocio } } }`;
    const missing = await graphql(
      gw.app,
      ADD,
      { input: { harvestType: 'thin_harvest', socioId: 132, date: '2025-05-07' } },
      admin,
    );
    expect(missing.body.data.addWork).toEqual({
      ok: false,
      msg: 'Bad Request',
      error: 'Faltan datos',
      code: 'FALTAN_DATOS',
      work: null,
    });
    const ok = await graphql(
      gw.app,
      ADD,
      {
        input: {
          harvestType: 'thin_harvest',
          socioId: 132,
          startHour: '10:00',
          endHour: '12:15',
          date: '2025-05-07',
        },
      },
      admin,
    );
    expect(ok.body.data.addWork).toEqual({
      ok: true,
      msg: 'Work added',
      error: null,
      code: null,
      work: { socioName: 'Valentina Gómez', hours: 2.25, type: 'thin', noSocio: 132 },
    });
  });
});

describe('GET /admin/workdone and its GraphQL twins', () => {
  it('answers every entry as res and the days as dates, newest first', async () => {
    const answer = await call(gw.app, 'GET', '/admin/workdone', { headers: admin });
    expect(answer.status).toBe(200);
    expect(answer.body.dates).toEqual(['2025-05-07', '2025-05-06']);
    expect(answer.body.res).toHaveLength(4);
    expect(Object.keys(answer.body.res[0]).sort()).toEqual(
      ['date', 'end_hour', 'hours', 'id', 'no_socio', 'socio_name', 'start_hour', 'type'].sort(),
    );
  });

  it('answers a day’s entries, the dates and the month’s hours per person over GraphQL', async () => {
    const answer = await graphql(
      gw.app,
      `{ workDates workDone(date: "2025-05-06") { socioName type hours }
         workMonthTotals(month: "2025-05") { noSocio socioName thick thin total } }`,
      {},
      admin,
    );
    expect(answer.body.data.workDates).toEqual(['2025-05-07', '2025-05-06']);
    expect(answer.body.data.workDone).toEqual([
      { socioName: 'Ana Fernández', type: 'thick', hours: 1.33 },
      { socioName: 'Diego Silva', type: 'thick', hours: 3.5 },
      { socioName: 'Pedro Pérez', type: 'thin', hours: 3.5 },
    ]);
    expect(answer.body.data.workMonthTotals).toEqual([
      { noSocio: 41, socioName: 'Diego Silva', thick: 3.5, thin: 0, total: 3.5 },
      { noSocio: null, socioName: 'Pedro Pérez', thick: 0, thin: 3.5, total: 3.5 },
      { noSocio: 132, socioName: 'Valentina Gómez', thick: 0, thin: 2.25, total: 2.25 },
      { noSocio: 26, socioName: 'Ana Fernández', thick: 1.33, thin: 0, total: 1.33 },
    ]);
    const bad = await graphql(gw.app, '{ workMonthTotals(month: "mayo") { total } }', {}, admin);
    expect(bad.body.errors[0]).toMatchObject({
      message: 'El mes no es válido: se espera AAAA-MM',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it("lists only the trimmers for the manicure modal (the members folder's socios(trimmer: true))", async () => {
    const answer = await graphql(gw.app, '{ socios(trimmer: true) { id name lastName } }', {}, admin);
    expect(answer.body.data.socios).toEqual([
      { id: 26, name: 'Ana', lastName: 'Fernández' },
      { id: 41, name: 'Diego', lastName: 'Silva' },
      { id: 132, name: 'Valentina', lastName: 'Gómez' },
    ]);
  });
});

describe('deleting work', () => {
  const remove = (body: unknown) => call(gw.app, 'DELETE', '/admin/deleteWork', { body, headers: admin });

  it('DELETE /admin/deleteWork deletes exactly the one entry matching { hours, date, no_socio, type }', async () => {
    const before = await workCount();
    const answer = await remove({ hours: 3.5, date: '2025-05-06', no_socio: 41, type: 'thick' });
    expect(answer).toMatchObject({ status: 200, body: { msg: 'Work deleted', id: expect.any(Number) } });
    expect(await workCount()).toBe(before - 1);
    const again = await remove({ hours: 3.5, date: '2025-05-06', no_socio: 41, type: 'thick' });
    expect(again).toMatchObject({
      status: 404,
      body: { msg: 'Not Found', code: 'TRABAJO_NO_ENCONTRADO', error: 'No encontramos ese trabajo' },
    });
  });

  it('refuses when several entries match, deleting none; socio_name tells them apart', async () => {
    await upload(entry({ socio_name: '', nosocio_name: 'Juan', date: '2025-05-08' }));
    await upload(entry({ socio_name: '', nosocio_name: 'Rosa', date: '2025-05-08' }));
    const before = await workCount();
    const body = { hours: 3.5, date: '2025-05-08', no_socio: null, type: 'thick' };
    expect(await remove(body)).toMatchObject({
      status: 409,
      body: {
        msg: 'Conflict',
        code: 'VARIOS_TRABAJOS',
        error: 'Hay 2 trabajos con esos datos: borralo desde la pantalla Trabajo',
      },
    });
    expect(await workCount()).toBe(before);
    expect((await remove({ ...body, socio_name: 'Rosa' })).status).toBe(200);
    expect(await workCount()).toBe(before - 1);
  });

  it('refuses a malformed body with 400', async () => {
    expect(await remove({ hours: 'tres', date: '2025-05-08', type: 'thick' })).toMatchObject({
      status: 400,
      body: { code: 'DATOS_INVALIDOS' },
    });
  });

  it('GraphQL deleteWork deletes by id, once', async () => {
    const { rows } = await gw.db.query<{ id: number }>(
      "select id from work_entries where person_name = 'Juan'",
    );
    const DELETE = 'mutation ($id: Int!) { deleteWork(id: $id) { ok msg error code id } }';
    const first = await graphql(gw.app, DELETE, { id: Number(rows[0]?.id) }, admin);
    expect(first.body.data.deleteWork).toEqual({
      ok: true,
      msg: 'Work deleted',
      error: null,
      code: null,
      id: rows[0]?.id,
    });
    const second = await graphql(gw.app, DELETE, { id: Number(rows[0]?.id) }, admin);
    expect(second.body.data.deleteWork).toMatchObject({ ok: false, code: 'TRABAJO_NO_ENCONTRADO' });
  });
});
