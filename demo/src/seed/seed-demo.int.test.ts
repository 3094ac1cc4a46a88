import { demoAccounts, hostedDemoUsers } from '@club/db/seed-data';
import { isClosedOn } from '@club/domain/club-calendar';
import { addDays, clubNow } from '@club/domain/club-clock';
import { DEFAULT_CLUB_SETTINGS, slotsOfWeekday } from '@club/domain/club-settings';
import {
  monthBalances,
  monthHash,
  nextMonth,
  readCloses,
  readStockEvents,
} from '@club/gateway/month-close/public';
import { replayReadModels } from '@club/gateway/replay/public';
import {
  call,
  demoAuthHeaders,
  graphql,
  startTestGateway,
  type TestGateway,
} from '@club/gateway/test-support/test-gateway';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DAYS } from '../plan/steps.ts';
import { seedDemoClub } from './seed-demo.ts';

// `npm start`'s first look: six months of a club written through the commands. The log rebuilds
// every read model exactly, each screen's main query has something to show, and the demo
// accounts still give a first try that works.

let gw: TestGateway;
let admin: Record<string, string>;
let member: Record<string, string>;
const now = new Date();
const today = clubNow(now).date;
let first: { seeded: boolean };

beforeAll(async () => {
  gw = await startTestGateway({ seed: false });
  first = await seedDemoClub(gw.db, { uploadsDir: gw.config.uploadsDir, now });
  ({ member, admin } = await demoAuthHeaders(gw.app));
});
afterAll(async () => {
  await gw?.close();
});

async function query<T>(text: string, variables: Record<string, unknown> = {}, headers = admin): Promise<T> {
  const answer = await graphql(gw.app, text, variables, headers);
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data as T;
}

const pickupDaysBefore = (end: string) => {
  const days: string[] = [];
  for (let date = addDays(end, -DEMO_DAYS); date < end; date = addDays(date, 1)) {
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    // A holiday the club's calendar closes is no pickup day, whatever its weekday.
    if (slotsOfWeekday(DEFAULT_CLUB_SETTINGS, weekday).length > 0 && !isClosedOn(DEFAULT_CLUB_SETTINGS, date))
      days.push(date);
  }
  return days;
};

describe('the demo club', () => {
  it('is seeded once: a second call on the seeded database writes nothing', async () => {
    expect(first).toEqual({ seeded: true });
    const count = async () =>
      Number((await gw.db.query<{ n: number }>('select count(*) as n from events')).rows[0]?.n);
    const before = await count();
    expect(before).toBeGreaterThan(300);
    expect(await seedDemoClub(gw.db, { uploadsDir: gw.config.uploadsDir, now })).toEqual({ seeded: false });
    expect(await count()).toBe(before);
    // The past's cancellations never mail anyone: the seed leaves the outbox empty.
    const outbox = await gw.db.query<{ n: number }>('select count(*) as n from outbox');
    expect(Number(outbox.rows[0]?.n)).toBe(0);
  });

  it('rebuilds from its log into read models equal to the live ones', async () => {
    const report = await replayReadModels(gw.db);
    expect(report.tables.filter((table) => !table.equal)).toEqual([]);
    const rows = Object.fromEntries(report.tables.map((table) => [table.table, table.liveRows]));
    expect(rows).toMatchObject({ stock: 9 });
    for (const table of [
      'orders',
      'dispensation_lines',
      'bills',
      'expenses',
      'work_entries',
      'task_reports',
    ]) {
      expect(rows[table]).toBeGreaterThan(5);
    }
    expect(rows.members).toBeGreaterThanOrEqual(30);
    expect(rows).toMatchObject({ mother_plants: 2 });
    expect(rows.batches).toBeGreaterThanOrEqual(5);
    expect(rows.treatments).toBeGreaterThanOrEqual(3);
  });

  it('grows its OG Kush and Chocolope harvests in batches of two mothers, traced to the members who got them', async () => {
    const { batches } = await query<{
      batches: Array<{ id: number; stage: string; harvestId: number | null; motherName: string }>;
    }>('{ batches { id stage harvestId motherName } }');
    const stages = new Set(batches.map((b) => b.stage));
    for (const stage of ['esquejes', 'floracion', 'cosechado', 'descartado']) expect(stages).toContain(stage);
    expect(new Set(batches.map((b) => b.motherName))).toEqual(
      new Set(['Madre OG Kush #1', 'Madre Chocolope #1']),
    );
    const harvested = batches.filter((b) => b.harvestId !== null);
    expect(harvested.length).toBeGreaterThanOrEqual(3);
    const traces = await Promise.all(
      harvested.map((b) =>
        query<{ batchTrace: { gramsReceived: number; recipients: unknown[] } }>(
          `{ batchTrace(batchId: ${b.id}) { gramsReceived recipients { memberId } } }`,
        ),
      ),
    );
    expect(traces.every(({ batchTrace }) => batchTrace.gramsReceived > 0)).toBe(true);
    expect(traces.some(({ batchTrace }) => batchTrace.recipients.length > 0)).toBe(true);
  });

  it('has orders on every past pickup day of the six months, handed over or not collected', async () => {
    const statuses = new Set<string>();
    for (const date of pickupDaysBefore(today)) {
      const { adminOrders } = await query<{ adminOrders: Array<{ status: string }> }>(
        'query ($date: String!) { adminOrders(date: $date) { status } }',
        { date },
      );
      expect(adminOrders.length, date).toBeGreaterThan(0);
      for (const order of adminOrders) statuses.add(order.status);
    }
    expect(statuses).toContain('delivered');
    expect(statuses).toContain('not_collected');
    const { unclosedOrders } = await query<{ unclosedOrders: unknown[] }>('{ unclosedOrders { id } }');
    expect(unclosedOrders.length).toBeLessThanOrEqual(2);
    const { dispensations } = await query<{ dispensations: unknown[] }>(
      'query ($month: String!) { dispensations(month: $month) { memberId } }',
      { month: addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7) },
    );
    expect(dispensations.length).toBeGreaterThan(0);
  });

  it('shows harvests with their yields, the manicure work and the checklists sent', async () => {
    const { harvestDates } = await query<{ harvestDates: string[] }>('{ harvestDates }');
    expect(harvestDates.length).toBeGreaterThanOrEqual(10);
    const { harvestsOn } = await query<{ harvestsOn: Array<{ stock: number; productionAverage: number }> }>(
      'query ($date: String!) { harvestsOn(date: $date) { stock productionAverage } }',
      { date: harvestDates[0] },
    );
    expect(harvestsOn[0]?.stock).toBeGreaterThan(0);
    expect(harvestsOn[0]?.productionAverage).toBeGreaterThan(0);
    const { harvests } = await query<{ harvests: Array<{ harvestDate: string | null }> }>(
      '{ harvests { harvestDate } }',
    );
    expect(harvests.some((harvest) => harvest.harvestDate === null)).toBe(true);

    const { workDates } = await query<{ workDates: string[] }>('{ workDates }');
    expect(workDates.length).toBeGreaterThan(5);
    const { workDone } = await query<{ workDone: Array<{ socioName: string; hours: number }> }>(
      'query ($date: String) { workDone(date: $date) { socioName hours } }',
      { date: workDates[0] },
    );
    expect(workDone[0]?.hours).toBeGreaterThan(0);
    const { socios } = await query<{ socios: unknown[] }>('{ socios(trimmer: true) { id } }');
    expect(socios).toHaveLength(3);

    const { taskReports } = await query<{ taskReports: Array<{ socioName: string }> }>(
      '{ taskReports { socioName } }',
    );
    expect(taskReports.length).toBeGreaterThan(10);
  });

  it('lists expenses whose receipts are real images in the hosted storage, as recorded, and bills', async () => {
    const { expenses } = await query<{ expenses: Array<{ id: string; receipts: string[] }> }>(
      '{ expenses { id receipts } }',
    );
    const withReceipt = expenses.filter((expense) => expense.receipts.length > 0);
    expect(withReceipt.length).toBeGreaterThan(20);
    // Each is the very file its expense recorded (size and SHA-256 in its event).
    for (const expense of withReceipt.slice(0, 5)) {
      const { receiptChecks } = await query<{ receiptChecks: Array<{ status: string }> }>(
        'query ($id: ID!) { receiptChecks(expenseId: $id) { status } }',
        { id: expense.id },
      );
      expect(receiptChecks).toEqual([{ status: 'matches' }]);
    }
    // Opened as Ver Gastos opens it: a signed URL of the admin's hosted session.
    const path = withReceipt[0]?.receipts[0] as string;
    const { openHostedSession } = await query<{ openHostedSession: { accessToken: string } }>(
      'mutation { openHostedSession { accessToken } }',
    );
    const signed = await call(gw.app, 'POST', `/storage/v1/object/sign/Bills/${encodeURI(path)}`, {
      headers: {
        apikey: gw.config.supabaseAnonKey,
        authorization: `Bearer ${openHostedSession.accessToken}`,
      },
      body: { expiresIn: 60 },
    });
    expect(signed.status).toBe(200);
    const answer = await gw.app.request(encodeURI(`/storage/v1${signed.body.signedURL}`));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await answer.arrayBuffer());
    expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');

    let bills = 0;
    for (let month = 0; month <= 6; month++) {
      const { bills: ofMonth } = await query<{ bills: unknown[] }>(
        'query ($month: String!) { bills(month: $month) { id } }',
        { month: addDays(today, -31 * month).slice(0, 7) },
      );
      bills += ofMonth.length;
    }
    expect(bills).toBeGreaterThan(5);
  });

  it('leaves Chocolope sold out and every other product ready for a first order', async () => {
    const { stock } = await query<{ stock: Array<{ species: string; grams: number }> }>(
      '{ stock { species grams } }',
    );
    expect(stock.find((item) => item.species === 'Chocolope')?.grams).toBeLessThanOrEqual(40);
    for (const item of stock.filter((i) => !['Chocolope', 'Kief'].includes(i.species))) {
      expect(item.grams).toBeGreaterThan(100);
    }
  });

  it("gives the demo member this month's grams, a history and no pending order", async () => {
    const { myGrams } = await query<{ myGrams: { leftMonth: number } }>(
      'query ($date: String!) { myGrams(date: $date) { leftMonth } }',
      { date: today },
      member,
    );
    expect(myGrams.leftMonth).toBeGreaterThan(0);
    const { myOrders } = await query<{ myOrders: Array<{ status: string }> }>(
      '{ myOrders { status } }',
      {},
      member,
    );
    expect(myOrders.length).toBeGreaterThan(0);
    expect(myOrders.filter((order) => order.status === 'placed')).toEqual([]);
  });

  it('has about thirty members, and the demo admin signs in to the hosted service without a second factor', async () => {
    const { members } = await query<{ members: Array<{ role: string; active: boolean }> }>(
      '{ members { role active } }',
    );
    expect(members.length).toBeGreaterThanOrEqual(28);
    expect(members.filter((m) => m.active && m.role === 'member').length).toBeLessThan(
      DEFAULT_CLUB_SETTINGS.maxMembers,
    );
    // The demo admin's hosted account is the club's: the club password signs it in.
    const hosted = hostedDemoUsers[0] as { mail: string };
    const signIn = await call(gw.app, 'POST', '/auth/v1/token?grant_type=password', {
      body: { email: hosted.mail, password: demoAccounts.admin.password },
      headers: { apikey: gw.config.supabaseAnonKey },
    });
    expect(signIn.status).toBe(200);
    expect(signIn.body.user.factors ?? []).toEqual([]);
  });

  it('has a balance equal to the ledger in every month, its past months signed by the RT, and one destruction', async () => {
    const currentMonth = today.slice(0, 7);
    const events = await readStockEvents(gw.db);
    const balances = monthBalances(events, currentMonth);
    expect(balances.length).toBeGreaterThanOrEqual(7);
    for (const balance of balances) {
      for (const line of balance.products) {
        expect({ month: balance.month, species: line.species, difference: line.difference }).toEqual({
          month: balance.month,
          species: line.species,
          difference: 0,
        });
        expect(line.closing).toBe(
          line.opening + line.received + line.adjusted - line.dispensed - line.destroyed - line.pending,
        );
      }
    }
    // With next month's (orders for its first pickups), the ledger is the stock on hand.
    const stock = await gw.db.query<{ product_id: number; grams: number }>(
      'select product_id, grams from stock',
    );
    const last = monthBalances(events, nextMonth(currentMonth)).at(-1);
    for (const row of stock.rows) {
      expect(last?.products.find((line) => line.productId === Number(row.product_id))?.ledger).toBe(
        Number(row.grams),
      );
    }
    // Every month before this one is closed, in order, unless one still has an order in 'Sin cerrar'.
    const closes = await readCloses(gw.db);
    const months = balances.map((balance) => balance.month);
    expect(closes.map((close) => close.month)).toEqual(months.slice(0, closes.length));
    expect(closes.length).toBeGreaterThanOrEqual(months.length - 2);
    for (const close of closes) {
      const balance = balances.find((month) => month.month === close.month);
      expect(close.hash).toBe(monthHash(balance?.events ?? []));
      expect(close.products.map(({ reason: _, ...line }) => line)).toEqual(balance?.products);
    }
    const { destructions } = await query<{
      destructions: Array<{ species: string; grams: number; witness: string }>;
    }>('{ destructions { species grams witness } }');
    expect(destructions).toEqual([{ species: 'OG Kush', grams: 12, witness: 'Marcelo Suárez' }]);
  });
});
