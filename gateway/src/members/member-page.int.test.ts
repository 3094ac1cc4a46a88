import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restIdentity } from '../../test-support/identity.fixture.ts';
import { type MembersTestGateway, startMembersGateway } from '../../test-support/members-gateway.ts';
import { insertOrderRow } from '../../test-support/order-cases.fixture.ts';
import { authHeader, call, loginToken } from '../../test-support/test-gateway.ts';

// A member's page over REST (GET /admin/members/:id), on PGlite or PostgreSQL. The clock is
// pinned to Monday 2 September 2024, so "this month" is 2024-09 and "this year" 2024.

let gw: MembersTestGateway;
beforeAll(async () => {
  gw = await startMembersGateway();
  // Ana Fernández (#26): 15 g counting this month, 35 g this year.
  for (const [date, grams, status] of [
    ['2024-09-03', 10, 'placed'],
    ['2024-09-05', 5, 'delivered'],
    ['2024-09-10', 15, 'not_collected'],
    ['2024-08-15', 20, 'delivered'],
    ['2023-12-20', 30, 'delivered'],
  ] as const) {
    await insertOrderRow(gw.db, { memberId: 26, date, grams, status });
  }
});
afterAll(() => gw?.close());

const admin = () => authHeader(gw.adminToken);
const get = (path: string) => call(gw.app, 'GET', path, { headers: admin() });
const post = (path: string, body?: unknown) =>
  call(gw.app, 'POST', path, { headers: admin(), ...(body === undefined ? {} : { body }) });
const patch = (path: string, body: unknown) => call(gw.app, 'PATCH', path, { headers: admin(), body });

let created = 0;
/** A new member through the API, with a token of theirs. */
async function newMember(password = 'clave-inicial-1') {
  created += 1;
  const mail = `rest-${created}@club.uy`;
  const lastName = `Socio ${created}`;
  const answer = await post('/admin/members', {
    name: 'Nuevo',
    last_name: lastName,
    mail,
    password,
    ...restIdentity(),
  });
  expect(answer.status).toBe(201);
  const id = answer.body.member.id as number;
  return { id, lastName, mail, password, token: await loginToken(gw.app, mail, password) };
}

describe("GET /admin/members/:id: the member's page", () => {
  it('gives the grams against the limits, twelve months oldest first, the orders and the history', async () => {
    const answer = await get('/admin/members/26');
    expect(answer.status).toBe(200);
    const page = answer.body;
    expect(page.member).toMatchObject({ id: 26, name: 'Ana', grams_month: 15, grams_year: 35 });
    expect(page.grams).toEqual({
      month: '2024-09',
      used_month: 15,
      limit_month: 40,
      used_year: 35,
      limit_year: 480,
    });
    expect(page.months.map((m: { month: string }) => m.month)).toEqual([
      '2023-10',
      '2023-11',
      '2023-12',
      '2024-01',
      '2024-02',
      '2024-03',
      '2024-04',
      '2024-05',
      '2024-06',
      '2024-07',
      '2024-08',
      '2024-09',
    ]);
    expect(page.months.at(-1)).toEqual({
      month: '2024-09',
      label: 'Setiembre 2024',
      grams: 15,
      orders: 3,
      order_grams: 15,
      order_total: 15 * 45,
      bills: 0,
      bill_grams: 0,
      bill_total: 0,
    });
    expect(page.months.find((m: { month: string }) => m.month === '2023-12')).toMatchObject({
      grams: 30,
      orders: 1,
    });
    expect(
      page.activity.map((a: { date: string; status: string; counted: boolean }) => [
        a.date,
        a.status,
        a.counted,
      ]),
    ).toEqual([
      ['2024-09-10', 'not_collected', false],
      ['2024-09-05', 'delivered', true],
      ['2024-09-03', 'placed', true],
      ['2024-08-15', 'delivered', true],
      ['2023-12-20', 'delivered', true],
    ]);
    expect(page.activity[0]).toMatchObject({
      kind: 'order',
      time: '17:00',
      lines: [{ species: 'OG Kush', grams: 15 }],
    });
    expect(page.history).toEqual([
      {
        position: expect.any(Number),
        version: 1,
        type: 'MemberRegistered',
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        time: expect.stringMatching(/^\d{2}:\d{2}$/),
        who: 'Carga inicial',
        description: 'Alta de Ana Fernández (ana.fernandez@club.uy)',
      },
    ]);
  });

  it("describes each change in Spanish with the admin's name", async () => {
    const member = await newMember();
    await patch(`/admin/members/${member.id}`, { name: 'Nueva', trimmer: true });
    await post(`/admin/members/${member.id}/reset-password`);
    await post(`/admin/members/${member.id}/deactivate`);
    const { history } = (await get(`/admin/members/${member.id}`)).body;
    expect(history.map((h: { who: string; description: string }) => [h.who, h.description])).toEqual([
      ['Lucía Pereira (#1)', 'Baja: ya no puede iniciar sesión; no tenía sesiones abiertas'],
      ['Lucía Pereira (#1)', 'Contraseña restablecida con una generada; se cerró 1 sesión'],
      ['Lucía Pereira (#1)', 'Habilitado para manicura'],
      ['Lucía Pereira (#1)', 'Datos cambiados: nombre de «Nuevo» a «Nueva»'],
      ['Lucía Pereira (#1)', `Alta de Nuevo ${member.lastName} (${member.mail})`],
    ]);
  });
});
