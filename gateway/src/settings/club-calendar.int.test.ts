import { demoAccounts } from '@club/db/seed';
import { DEFAULT_CLUB_SETTINGS } from '@club/domain/club-settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMember,
  authHeader,
  call,
  graphql,
  loginToken,
  startTestGateway,
  type TestGateway,
} from '../../test-support/test-gateway.ts';

// The club's calendar through the gateway, on a clock pinned to Wednesday 23 December 2026:
// Friday 25 is Navidad, never offered and refused as an order; a day the admin closes in Ajustes
// leaves the offered days and is refused too, with its reason; a club that opens on holidays
// offers the 25th again. On PGlite and on PostgreSQL (DATABASE_URL).

const WEDNESDAY = new Date('2026-12-23T10:00:00-03:00');
const TODAY = '2026-12-23';
const CHRISTMAS = '2026-12-25';
const VACATION = '2026-12-29';

const SETTINGS_FIELDS = `monthlyGramsLimit closedOnHolidays closedDays { date reason }`;
const CHANGE = `mutation ($from: String!, $s: ClubSettingsInput!) {
  changeClubSettings(effectiveFrom: $from, settings: $s) { ok code field error version { settings { ${SETTINGS_FIELDS} } } }
}`;

let gw: TestGateway;
let adminToken: string;
let memberToken: string;
let kiefPrice: number;

beforeAll(async () => {
  gw = await startTestGateway({ now: () => WEDNESDAY });
  adminToken = await loginToken(gw.app, demoAccounts.admin.mail, demoAccounts.admin.password);
  await addMember(gw.db, { mail: 'calendario@club.uy', password: 'clave-de-prueba' });
  memberToken = await loginToken(gw.app, 'calendario@club.uy', 'clave-de-prueba');
  const { rows } = await gw.db.query<{ price: number }>(
    `select s.price from products p join stock s on s.product_id = p.id where p.key = 'kief'`,
  );
  kiefPrice = Number(rows[0]?.price);
});
afterAll(() => gw?.close());

const offeredDays = async () => {
  const answer = await graphql(gw.app, '{ pickupDays { date slots } }', {}, authHeader(memberToken));
  return (answer.body.data.pickupDays as Array<{ date: string }>).map((day) => day.date);
};

const submit = (date: string, time: string) =>
  call(gw.app, 'POST', '/submitorder', {
    headers: authHeader(memberToken),
    body: { date, time, total: kiefPrice * 5, observations: '', kief: 5 },
  });

const changeSettings = (settings: Record<string, unknown>) =>
  graphql(
    gw.app,
    CHANGE,
    { from: TODAY, s: { ...DEFAULT_CLUB_SETTINGS, ...settings } },
    authHeader(adminToken),
  );

const ordersOn = async (date: string) =>
  Number(
    (
      await gw.db.query<{ n: number }>(`select count(*) as n from orders where pickup_date = $1::date`, [
        date,
      ])
    ).rows[0]?.n,
  );

describe("the club's calendar", () => {
  it('never offers Navidad and refuses an order for it, on both transports, with a Spanish message', async () => {
    const days = await offeredDays();
    expect(days.slice(0, 3)).toEqual(['2026-12-24', VACATION, '2026-12-31']);
    expect(days).not.toContain(CHRISTMAS);

    const message = 'El club está cerrado el viernes, 25 de diciembre (Navidad), elegí otro día';
    expect(await submit(CHRISTMAS, '12:00')).toMatchObject({
      status: 400,
      body: { code: 'CLUB_CERRADO', error: message },
    });
    const answer = await graphql(
      gw.app,
      'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { ok code error } }',
      {
        input: {
          date: CHRISTMAS,
          time: '12:00',
          total: kiefPrice * 5,
          observations: '',
          lines: [{ product: 'kief', grams: 5 }],
        },
      },
      authHeader(memberToken),
    );
    expect(answer.body.data.placeOrder).toEqual({ ok: false, code: 'CLUB_CERRADO', error: message });
    expect(await ordersOn(CHRISTMAS)).toBe(0);
  });

  it('takes a day the admin closes out of the offered days and refuses an order for it, with its reason', async () => {
    expect(await submit(VACATION, '17:00')).toMatchObject({ status: 200 });
    expect(await ordersOn(VACATION)).toBe(1);

    const saved = await changeSettings({ closedDays: [{ date: VACATION, reason: ' Vacaciones ' }] });
    expect(saved.body.data.changeClubSettings).toMatchObject({
      ok: true,
      version: {
        settings: { closedOnHolidays: true, closedDays: [{ date: VACATION, reason: 'Vacaciones' }] },
      },
    });
    expect(await offeredDays()).not.toContain(VACATION);
    expect(await submit(VACATION, '17:30')).toMatchObject({
      status: 400,
      body: {
        code: 'CLUB_CERRADO',
        error: 'El club está cerrado el martes, 29 de diciembre (Vacaciones), elegí otro día',
      },
    });
    // The order placed before the day was closed stays: closing a day rewrites no order.
    expect(await ordersOn(VACATION)).toBe(1);

    const rules = await graphql(
      gw.app,
      `{ clubSettings { ${SETTINGS_FIELDS} } }`,
      {},
      authHeader(memberToken),
    );
    expect(rules.body.data.clubSettings.closedDays).toEqual([{ date: VACATION, reason: 'Vacaciones' }]);
  });

  it('keeps the closed days when a client leaves them out, and offers Navidad once the club opens on holidays', async () => {
    const { closedDays: _, closedOnHolidays: __, ...withoutCalendar } = DEFAULT_CLUB_SETTINGS;
    const kept = await graphql(
      gw.app,
      CHANGE,
      { from: TODAY, s: { ...withoutCalendar, monthlyGramsLimit: 35, gramsStep: 5 } },
      authHeader(adminToken),
    );
    expect(kept.body.data.changeClubSettings.version.settings).toEqual({
      monthlyGramsLimit: 35,
      closedOnHolidays: true,
      closedDays: [{ date: VACATION, reason: 'Vacaciones' }],
    });

    await changeSettings({ closedOnHolidays: false, closedDays: [{ date: VACATION, reason: 'Vacaciones' }] });
    const days = await offeredDays();
    expect(days).toContain(CHRISTMAS);
    expect(days).not.toContain(VACATION);
    expect(await submit(CHRISTMAS, '12:00')).toMatchObject({ status: 200 });
  });

  it('refuses a bad calendar with the field and a Spanish message, and changes nothing', async () => {
    const before = await graphql(
      gw.app,
      '{ clubSettingsHistory { effectiveFrom } }',
      {},
      authHeader(adminToken),
    );
    for (const [closedDays, field, error] of [
      [[{ date: '29/12/2026' }], 'closedDays.0.date', 'La fecha del día cerrado no es válida'],
      [
        [{ date: VACATION }, { date: VACATION, reason: 'Otra vez' }],
        'closedDays',
        'Ese día ya está en el calendario',
      ],
      [
        [{ date: VACATION, reason: 'x'.repeat(61) }],
        'closedDays.0.reason',
        'El motivo de un día cerrado tiene hasta 60 caracteres',
      ],
    ] as const) {
      const answer = await changeSettings({ closedDays });
      expect(answer.body.data.changeClubSettings).toMatchObject({
        ok: false,
        code: 'CONFIGURACION_INVALIDA',
        field,
        error,
      });
    }
    const after = await graphql(
      gw.app,
      '{ clubSettingsHistory { effectiveFrom } }',
      {},
      authHeader(adminToken),
    );
    expect(after.body).toEqual(before.body);
  });
});
