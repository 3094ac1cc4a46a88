import { DEFAULT_CLUB_SETTINGS } from '@club/domain/club-settings';
import { texts } from '@club/domain/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_ID,
  type AdminTestGateway,
  startAdminTestGateway,
  THURSDAY,
  TUESDAY,
} from '../../test-support/admin-gateway.ts';
import { addMember, authHeader, call, graphql } from '../../test-support/test-gateway.ts';
import { closeStaleOrders, placeOrder, STALE_ORDERS_ACTOR } from '../orders/public.ts';
import { changeClubSettings } from './commands.ts';

// The club's settings as data, on both transports: who may read and change them, what a bad
// change answers (and that it changes nothing), orders judged by the settings of their pickup
// day, a slot's capacity under concurrency, and the job that closes stuck orders. On PGlite and
// on PostgreSQL (DATABASE_URL).

const MONDAY = '2024-09-02';
const NEXT_TUESDAY = '2024-09-10';
const MONDAY_NOON = new Date('2024-09-02T15:00:00Z');

let gw: AdminTestGateway;
beforeAll(async () => {
  gw = await startAdminTestGateway();
});
afterAll(() => gw?.close());

const settingsEvents = async () =>
  Number(
    (await gw.db.query<{ n: number }>(`select count(*) as n from events where stream_id = 'club-settings'`))
      .rows[0]?.n,
  );

/** Saves `change` over the spec values from `effectiveFrom`, as the admin; fails the test if refused. */
async function save(effectiveFrom: string, change: Partial<typeof DEFAULT_CLUB_SETTINGS>) {
  const outcome = await changeClubSettings(
    gw.db,
    ADMIN_ID,
    { effectiveFrom, settings: { ...DEFAULT_CLUB_SETTINGS, ...change } },
    MONDAY_NOON,
  );
  expect(outcome).toMatchObject({ ok: true });
}

const withSlot = (weekday: number, time: string, capacity: number | null, drop: string[] = []) =>
  DEFAULT_CLUB_SETTINGS.pickupDays.map((day) =>
    day.weekday === weekday
      ? {
          ...day,
          slots: day.slots
            .filter((slot) => !drop.includes(slot.time))
            .map((slot) => (slot.time === time ? { ...slot, capacity } : slot)),
        }
      : day,
  );

describe('reading the settings', () => {
  it('gives the spec values before any change: the contact to anyone, the rules to members, the history to admins', async () => {
    expect(await call(gw.app, 'GET', '/contact')).toMatchObject({
      status: 200,
      body: { email: DEFAULT_CLUB_SETTINGS.contactEmail, phone: DEFAULT_CLUB_SETTINGS.contactPhone },
    });
    const contact = await graphql(gw.app, '{ clubContact { email phone } }');
    expect(contact.body.data.clubContact).toEqual({
      email: DEFAULT_CLUB_SETTINGS.contactEmail,
      phone: DEFAULT_CLUB_SETTINGS.contactPhone,
    });
    expect((await call(gw.app, 'GET', '/clubsettings')).status).toBe(401);
    const mine = await call(gw.app, 'GET', '/clubsettings', { headers: authHeader(gw.memberToken) });
    expect(mine).toMatchObject({ status: 200, body: DEFAULT_CLUB_SETTINGS });
    const rules = await graphql(
      gw.app,
      '{ clubSettings { monthlyGramsLimit gramsStep cancelCutoffHours pickupDays { weekday slots { time capacity } } } }',
      {},
      authHeader(gw.memberToken),
    );
    expect(rules.body.data.clubSettings).toMatchObject({
      monthlyGramsLimit: 40,
      gramsStep: 5,
      cancelCutoffHours: 2,
    });
    expect(rules.body.data.clubSettings.pickupDays).toEqual(DEFAULT_CLUB_SETTINGS.pickupDays);
    expect(
      (await call(gw.app, 'GET', '/admin/settings', { headers: authHeader(gw.memberToken) })).status,
    ).toBe(403);
    const history = await graphql(
      gw.app,
      '{ clubSettingsHistory { effectiveFrom } }',
      {},
      authHeader(gw.memberToken),
    );
    expect(history.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(
      await call(gw.app, 'GET', '/admin/settings', { headers: authHeader(gw.adminToken) }),
    ).toMatchObject({
      status: 200,
      body: { current: DEFAULT_CLUB_SETTINGS, versions: [] },
    });
  });
});

describe('changing the settings', () => {
  it('refuses a bad change with a Spanish message and its field, appending nothing', async () => {
    const admin = { headers: authHeader(gw.adminToken) };
    const before = await settingsEvents();
    const past = await call(gw.app, 'POST', '/admin/settings', {
      ...admin,
      body: { effectiveFrom: '2024-09-01', settings: DEFAULT_CLUB_SETTINGS },
    });
    expect(past).toMatchObject({
      status: 400,
      body: {
        code: 'VIGENCIA_INVALIDA',
        field: 'effectiveFrom',
        error: 'Los cambios rigen desde hoy o desde una fecha futura',
      },
    });
    // Over the law; and without the two-factor demand, which a form from before it would leave out
    const { adminTwoFactorRequired: _, ...withoutTwoFactor } = DEFAULT_CLUB_SETTINGS;
    for (const [settings, field, error] of [
      [
        { ...DEFAULT_CLUB_SETTINGS, monthlyGramsLimit: 50 },
        'monthlyGramsLimit',
        'El límite mensual va de 1 a 40 g',
      ],
      [
        withoutTwoFactor,
        'adminTwoFactorRequired',
        'Indicá si se pide la verificación en dos pasos a los administradores',
      ],
    ] as const) {
      const refused = await call(gw.app, 'POST', '/admin/settings', {
        ...admin,
        body: { effectiveFrom: MONDAY, settings },
      });
      expect(refused).toMatchObject({ status: 400, body: { code: 'CONFIGURACION_INVALIDA', field, error } });
    }
    for (const body of [{}, { effectiveFrom: MONDAY }, { effectiveFrom: MONDAY, settings: 'todo' }, []]) {
      const answer = await call(gw.app, 'POST', '/admin/settings', { ...admin, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error).toMatch(/[a-záéíóú]/);
    }
    const gql = await graphql(
      gw.app,
      `mutation ($s: ClubSettingsInput!) { changeClubSettings(effectiveFrom: "${MONDAY}", settings: $s) { ok code field error } }`,
      { s: { ...DEFAULT_CLUB_SETTINGS, pickupDays: [{ weekday: 2, slots: [{ time: '7 pm' }] }] } },
      authHeader(gw.adminToken),
    );
    expect(gql.body.data.changeClubSettings).toEqual({
      ok: false,
      code: 'CONFIGURACION_INVALIDA',
      field: 'pickupDays.0.slots.0.time',
      error: 'La hora va como HH:MM, por ejemplo 17:30',
    });
    // A variable without a required field: the query is refused before the resolver runs.
    const withoutIt = await graphql(
      gw.app,
      `mutation ($s: ClubSettingsInput!) { changeClubSettings(effectiveFrom: "${MONDAY}", settings: $s) { ok } }`,
      { s: withoutTwoFactor },
      authHeader(gw.adminToken),
    );
    expect(withoutIt.body).toMatchObject({ errors: [{ message: texts.graphql.invalid }] });
    expect(withoutIt.body.data).toBeUndefined();
    const asMember = await call(gw.app, 'POST', '/admin/settings', {
      headers: authHeader(gw.memberToken),
      body: { effectiveFrom: MONDAY, settings: DEFAULT_CLUB_SETTINGS },
    });
    expect(asMember.status).toBe(403);
    expect(await settingsEvents()).toBe(before);
  });

  it('saves a change over GraphQL as an event with its effective date; saving it again unchanged appends nothing', async () => {
    const mutation = `mutation ($s: ClubSettingsInput!) {
      changeClubSettings(effectiveFrom: "2024-12-01", settings: $s) { ok msg version { effectiveFrom settings { contactPhone } } }
    }`;
    const settings = { ...DEFAULT_CLUB_SETTINGS, contactPhone: '+598 99 123 456' };
    const first = await graphql(gw.app, mutation, { s: settings }, authHeader(gw.adminToken));
    expect(first.body.data.changeClubSettings).toEqual({
      ok: true,
      msg: 'Settings changed',
      version: { effectiveFrom: '2024-12-01', settings: { contactPhone: '+598 99 123 456' } },
    });
    const events = await settingsEvents();
    await graphql(gw.app, mutation, { s: settings }, authHeader(gw.adminToken));
    expect(await settingsEvents()).toBe(events);
    // Not in force yet: today's contact is still the spec's
    expect((await call(gw.app, 'GET', '/contact')).body.phone).toBe(DEFAULT_CLUB_SETTINGS.contactPhone);
  });
});

describe('asking admins for a second factor', () => {
  it('is saved over REST and GraphQL, each from its day on, and the history shows it', async () => {
    const admin = authHeader(gw.adminToken);
    // Later days only: in force today, the admin guard would refuse this admin without a factor.
    const rest = await call(gw.app, 'POST', '/admin/settings', {
      headers: admin,
      body: {
        effectiveFrom: '2024-10-01',
        settings: { ...DEFAULT_CLUB_SETTINGS, adminTwoFactorRequired: true },
      },
    });
    expect(rest).toMatchObject({
      status: 200,
      body: { version: { effectiveFrom: '2024-10-01', settings: { adminTwoFactorRequired: true } } },
    });
    const off = await graphql(
      gw.app,
      `mutation ($s: ClubSettingsInput!) {
        changeClubSettings(effectiveFrom: "2024-11-01", settings: $s) { ok version { settings { adminTwoFactorRequired } } }
      }`,
      { s: { ...DEFAULT_CLUB_SETTINGS, adminTwoFactorRequired: false } },
      admin,
    );
    expect(off.body.data.changeClubSettings).toEqual({
      ok: true,
      version: { settings: { adminTwoFactorRequired: false } },
    });
    const on = (date: string) =>
      graphql(gw.app, `{ clubSettings(date: "${date}") { adminTwoFactorRequired } }`, {}, admin).then(
        (answer) => answer.body.data.clubSettings.adminTwoFactorRequired,
      );
    expect([await on(MONDAY), await on('2024-10-15'), await on('2024-11-15')]).toEqual([false, true, false]);
    const history = await graphql(
      gw.app,
      '{ clubSettingsHistory { effectiveFrom settings { adminTwoFactorRequired } } }',
      {},
      admin,
    );
    expect(history.body.data.clubSettingsHistory).toEqual(
      expect.arrayContaining([
        { effectiveFrom: '2024-10-01', settings: { adminTwoFactorRequired: true } },
        { effectiveFrom: '2024-11-01', settings: { adminTwoFactorRequired: false } },
      ]),
    );
    const listed = await call(gw.app, 'GET', '/admin/settings', { headers: admin });
    expect(listed.body.current.adminTwoFactorRequired).toBe(false);
    expect(listed.body.versions).toContainEqual({
      effectiveFrom: '2024-10-01',
      settings: { ...DEFAULT_CLUB_SETTINGS, adminTwoFactorRequired: true },
    });
  });
});

describe('orders judged by the settings of their pickup day', () => {
  it('a lower cap from Thursday on leaves Tuesday orders at 40 g and refuses 35 g for the next week', async () => {
    await save(THURSDAY, { monthlyGramsLimit: 30, gramsStep: 5 });
    const member = await gw.newMember();
    // Before the change: 35 g on Tuesday is accepted
    await gw.placeOrder(member.token, { date: TUESDAY, time: '17:30', lines: { ogkush: 35 } });
    // After it: the same order for next Tuesday meets the 30 g cap
    const other = await gw.newMember();
    const refused = await placeOrder(
      gw.db,
      other.id,
      {
        date: NEXT_TUESDAY,
        time: '17:30',
        total: 35 * 45,
        observations: '',
        lines: [{ product: 'ogkush', grams: 35 }],
      },
      MONDAY_NOON,
    );
    expect(refused).toEqual({
      ok: false,
      error: { code: 'LIMITE_POR_PEDIDO', message: 'La cantidad máxima por socio son 30g' },
    });
    // The balance of each day speaks of its own cap
    const balance = (date: string) =>
      graphql(
        gw.app,
        `{ myGrams(date: "${date}") { leftMonth limitMonth } }`,
        {},
        authHeader(member.token),
      ).then((answer) => answer.body.data.myGrams);
    expect(await balance(TUESDAY)).toEqual({ leftMonth: 5, limitMonth: 40 });
    expect(await balance(NEXT_TUESDAY)).toEqual({ leftMonth: 0, limitMonth: 30 });
  });
});

// From here on each test saves its settings from Thursday on: the version above starts that day,
// and a later save for the same day replaces it (the caps go back to the spec's).
describe("a slot's capacity", () => {
  it('once a slot of capacity 1 is taken, another member no longer sees it and is refused it', async () => {
    // Friday 13:45 is removed, Friday 12:00 takes one order
    await save(THURSDAY, { pickupDays: withSlot(5, '12:00', 1, ['13:45']) });
    const first = await gw.newMember();
    const slotsOf = async (token: string, date: string) => {
      const answer = await graphql(gw.app, '{ pickupDays { date slots } }', {}, authHeader(token));
      return answer.body.data.pickupDays.find((day: { date: string }) => day.date === date)?.slots;
    };
    expect(await slotsOf(first.token, '2024-09-06')).toEqual(['12:00', '12:30', '13:00', '13:30']);
    await gw.placeOrder(first.token, { date: '2024-09-06', time: '12:00', lines: { kief: 5 } });
    const second = await gw.newMember();
    expect(await slotsOf(second.token, '2024-09-06')).toEqual(['12:30', '13:00', '13:30']);
    const rest = await call(gw.app, 'GET', '/pickupdays', { headers: authHeader(second.token) });
    expect(rest.body.find((day: { date: string }) => day.date === '2024-09-06').slots).toEqual([
      '12:30',
      '13:00',
      '13:30',
    ]);
    const refused = await call(gw.app, 'POST', '/submitorder', {
      headers: authHeader(second.token),
      body: { date: '2024-09-06', time: '12:00', total: 300, observations: '', kief: 5 },
    });
    expect(refused).toMatchObject({
      status: 409,
      body: { msg: 'Conflict', code: 'HORARIO_COMPLETO', error: 'Ese horario ya está completo, elegí otro' },
    });
    const removed = await call(gw.app, 'POST', '/submitorder', {
      headers: authHeader(second.token),
      body: { date: '2024-09-06', time: '13:45', total: 300, observations: '', kief: 5 },
    });
    expect(removed).toMatchObject({ status: 400, body: { code: 'HORARIO_INVALIDO' } });
  });

  it('holds under concurrency: 50 members ordering a slot of capacity 3 at once give exactly 3 orders', async () => {
    await save(THURSDAY, { pickupDays: withSlot(4, '19:00', 3) });
    const hash = (await gw.db.query<{ h: string }>('select password_hash as h from members where id = 2'))
      .rows[0]?.h as string;
    const members: number[] = [];
    for (let n = 0; n < 50; n++) {
      members.push(await addMember(gw.db, { mail: `cupo-${n}@club.uy`, passwordHash: hash }));
    }
    const outcomes = await Promise.all(
      members.map((memberId) =>
        placeOrder(
          gw.db,
          memberId,
          {
            date: THURSDAY,
            time: '19:00',
            total: 225,
            observations: '',
            lines: [{ product: 'ogkush', grams: 5 }],
          },
          MONDAY_NOON,
        ),
      ),
    );
    const accepted = outcomes.filter((outcome) => outcome.ok);
    const refusals = new Set(outcomes.flatMap((outcome) => (outcome.ok ? [] : [outcome.error.code])));
    expect(accepted).toHaveLength(3);
    expect([...refusals]).toEqual(['HORARIO_COMPLETO']);
    const { rows } = await gw.db.query<{ n: number }>(
      `select count(*) as n from orders where pickup_date = $1 and pickup_time = '19:00' and status = 'placed'`,
      [THURSDAY],
    );
    expect(Number(rows[0]?.n)).toBe(3);
  });
});

describe('closing stuck orders by themselves', () => {
  it('does nothing while the setting is off; then closes each pending order N days past as not collected, once', async () => {
    const member = await gw.newMember();
    const stuck = await gw.placeOrder(member.token, { date: TUESDAY, time: '19:45', lines: { ogkush: 10 } });
    const friday = new Date('2024-09-06T15:00:00Z');
    expect(await closeStaleOrders(gw.db, friday)).toEqual({ closed: [], skipped: 0 });

    await save(THURSDAY, { closeStaleOrdersAfterDays: 3 });
    // Two days after Tuesday: not yet
    expect((await closeStaleOrders(gw.db, new Date('2024-09-05T15:00:00Z'))).closed).not.toContain(stuck);
    // Two runs at once, three days after: the order closes once
    const runs = await Promise.all([closeStaleOrders(gw.db, friday), closeStaleOrders(gw.db, friday)]);
    expect(runs.flatMap((run) => run.closed).filter((id) => id === stuck)).toHaveLength(1);
    expect((await closeStaleOrders(gw.db, friday)).closed).toEqual([]);
    const { rows } = await gw.db.query<{ type: string; actor: string }>(
      `select type, actor from events where stream_id = $1 order by version`,
      [`order-${stuck}`],
    );
    expect(rows).toEqual([
      { type: 'OrderPlaced', actor: `member-${member.id}` },
      { type: 'OrderNotCollected', actor: STALE_ORDERS_ACTOR },
    ]);
    const status = await gw.db.query<{ status: string }>('select status from orders where id = $1', [stuck]);
    expect(status.rows[0]?.status).toBe('not_collected');
  });
});
