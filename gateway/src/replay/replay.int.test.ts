import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openDatabase } from '@club/db/connection';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminTestGateway,
  eventCount,
  startAdminTestGateway,
  THURSDAY,
  TUESDAY,
} from '../../test-support/admin-gateway.ts';
import { authHeader, call } from '../../test-support/test-gateway.ts';
import { formatReport, replayReadModels } from './replay.ts';

// After a mixed workload of orders, edits, corrections, handovers, bills and
// expenses, the orders, stock, dispensations, bills and expenses read models rebuilt from the log
// equal the live ones; a read
// model that drifted from the log is reported, with a non-zero exit code from the CLI.

let gw: AdminTestGateway;
beforeAll(async () => {
  gw = await startAdminTestGateway();
  const members = [{ token: gw.memberToken }, await gw.newMember(), await gw.newMember()];
  const admin = authHeader(gw.adminToken);
  const orders: string[] = [];
  for (const [index, member] of members.entries()) {
    orders.push(
      await gw.placeOrder(member.token, { date: TUESDAY, time: '17:00', lines: { ogkush: 10, kief: 5 } }),
    );
    orders.push(
      await gw.placeOrder(member.token, {
        date: THURSDAY,
        time: '18:30',
        lines: { despink: 5 * (index + 1) },
        // Tabs, newlines, backslashes and a literal \\N: the orders are compared as text, these must survive.
        observations: 'Paso a las 18:30,\tpor la puerta\nde atrás \\ gracias\r\\N',
      }),
    );
  }
  // Edits (one refused, one that changes nothing), corrections (one refused), then more orders at the new prices.
  await call(gw.app, 'PATCH', '/admin/editStock/8', { body: { price: 50, available: true }, headers: admin });
  await call(gw.app, 'PATCH', '/admin/editStock/8', { body: { price: -1, available: true }, headers: admin });
  await call(gw.app, 'PATCH', '/admin/editStock/8', { body: { price: 50, available: true }, headers: admin });
  await call(gw.app, 'PATCH', '/admin/editStock/3', {
    body: { price: 55, available: false },
    headers: admin,
  });
  await call(gw.app, 'POST', '/admin/adjustStock/8', {
    body: { grams: -12, reason: 'Merma' },
    headers: admin,
  });
  await call(gw.app, 'POST', '/admin/adjustStock/9', {
    body: { grams: 40, reason: 'Kief nuevo' },
    headers: admin,
  });
  await call(gw.app, 'POST', '/admin/adjustStock/9', {
    body: { grams: -1000, reason: 'Error' },
    headers: admin,
  });
  orders.push(
    await gw.placeOrder(members[1]?.token ?? '', { date: THURSDAY, time: '19:00', lines: { ogkush: 5 } }),
  );
  // Handovers: delivered, not collected (twice each, the second refused), some left placed.
  const mark = (id: string | undefined, status: string) =>
    call(gw.app, 'POST', `/admin/markOrder/${id}`, { body: { status }, headers: admin });
  await mark(orders[0], 'delivered');
  await mark(orders[0], 'not_collected');
  await mark(orders[1], 'not_collected');
  await mark(orders[1], 'delivered');
  await mark(orders[2], 'delivered');
  await mark(orders[3], 'not_collected');
  await mark(orders[6], 'delivered');
  // Bills (one refused over stock) and expenses (one refused).
  const bill = (body: unknown) => call(gw.app, 'POST', '/admin/addBill', { body, headers: admin });
  const second = await gw.db.query<{ id: number }>('select max(id) as id from members');
  const socio = Number(second.rows[0]?.id);
  await bill({
    socio_id: socio,
    date: '2024-09-02',
    species: [
      { product: 'ogkush', amount: 5 },
      { product: 'kief', amount: 2 },
    ],
  });
  await bill({ socio_id: socio, date: '2024-08-20', species: [{ product: 'despink', amount: 10000 }] });
  await bill({ socio_id: socio, date: '2024-08-20', species: [{ product: 'despink', amount: 3 }] });
  const expense = (body: unknown) => call(gw.app, 'POST', '/admin/addExpense', { body, headers: admin });
  await expense({ expense: 'OSE', amount: 1200, date: '2024-09-01', comment: 'agua' });
  await expense({ expense: 'OSE', amount: 0, date: '2024-09-01' });
});
afterAll(() => gw?.close());

describe('replay', () => {
  it('rebuilds orders, stock, dispensations, bills, expenses and members from the log equal to the live read models', async () => {
    const report = await replayReadModels(gw.db);
    expect(report.events).toBe(await eventCount(gw.db));
    expect(report.eventsPerSecond).toBeGreaterThan(0);
    const tables = Object.fromEntries(
      report.tables.map(({ table, liveRows, rebuiltRows, equal }) => [
        table,
        { liveRows, rebuiltRows, equal },
      ]),
    );
    expect(tables).toEqual({
      orders: { liveRows: 7, rebuiltRows: 7, equal: true },
      products: { liveRows: 9, rebuiltRows: 9, equal: true },
      stock: { liveRows: 9, rebuiltRows: 9, equal: true },
      dispensation_lines: { liveRows: 8, rebuiltRows: 8, equal: true },
      bills: { liveRows: 2, rebuiltRows: 2, equal: true },
      expenses: { liveRows: 1, rebuiltRows: 1, equal: true },
      expense_receipts: { liveRows: 0, rebuiltRows: 0, equal: true },
      members: { liveRows: 12, rebuiltRows: 12, equal: true },
      work_entries: { liveRows: 0, rebuiltRows: 0, equal: true },
      task_reports: { liveRows: 0, rebuiltRows: 0, equal: true },
      club_settings: { liveRows: 0, rebuiltRows: 0, equal: true },
      mother_plants: { liveRows: 0, rebuiltRows: 0, equal: true },
      batches: { liveRows: 0, rebuiltRows: 0, equal: true },
      treatments: { liveRows: 0, rebuiltRows: 0, equal: true },
      batch_analyses: { liveRows: 0, rebuiltRows: 0, equal: true },
      member_opening_balances: { liveRows: 0, rebuiltRows: 0, equal: true },
      harvests: { liveRows: 0, rebuiltRows: 0, equal: true },
      member_roles: { liveRows: 13, rebuiltRows: 13, equal: true },
      invitations: { liveRows: 0, rebuiltRows: 0, equal: true },
      applications: { liveRows: 0, rebuiltRows: 0, equal: true },
      product_photos: { liveRows: 0, rebuiltRows: 0, equal: true },
      club_profile: { liveRows: 0, rebuiltRows: 0, equal: true },
    });
    expect(report.equal).toBe(true);
    expect(formatReport(report)).toMatch(/eventos: \d+\n {2}tiempo: [\d.]+ ms \([\d.]+ eventos\/s\)/);
    expect(formatReport(report)).toContain('Resultado: iguales');
    // The temporary tables are gone with the transaction.
    const { rows } = await gw.db.query(`select 1 from pg_tables where tablename like 'replay_%'`);
    expect(rows).toEqual([]);
  });

  it('reports a read model that no longer matches the log, naming the rows', async () => {
    await gw.db.query('update stock set grams = grams + 1 where product_id = 5');
    const { rows } = await gw.db.query<{ id: string }>(
      `update orders set status = 'delivered'
        where id = (select id from orders where status = 'placed' order by id limit 1) returning id`,
    );
    try {
      const report = await replayReadModels(gw.db);
      expect(report.equal).toBe(false);
      expect(report.tables.find((t) => t.table === 'orders')).toMatchObject({
        table: 'orders',
        equal: false,
        onlyLive: 1,
        onlyRebuilt: 1,
        sample: [rows[0]?.id],
      });
      expect(report.tables.find((t) => t.table === 'stock')).toMatchObject({
        table: 'stock',
        equal: false,
        onlyLive: 1,
        onlyRebuilt: 1,
        sample: ['5'],
      });
      expect(report.tables.find((t) => t.table === 'dispensation_lines')).toMatchObject({ equal: true });
      expect(formatReport(report)).toContain('stock: DISTINTOS');
      expect(formatReport(report)).toContain('Resultado: DISTINTOS');
    } finally {
      await gw.db.query('update stock set grams = grams - 1 where product_id = 5');
      await gw.db.query(`update orders set status = 'placed' where id = $1`, [rows[0]?.id]);
    }
    expect((await replayReadModels(gw.db)).equal).toBe(true);
  });
});

describe('replay, orders compared in the process', () => {
  it('finds an order one microsecond off in placed_at, or with other grams inside its lines', async () => {
    const { rows } = await gw.db.query<{ id: string }>(
      'select id::text as id from orders order by id limit 2',
    );
    const [first, second] = rows.map((row) => row.id);
    await gw.db.query(`update orders set placed_at = placed_at + interval '1 microsecond' where id = $1`, [
      first,
    ]);
    await gw.db.query(
      `update orders set lines = jsonb_set(lines, '{0,grams}', to_jsonb((lines->0->>'grams')::int + 1)) where id = $1`,
      [second],
    );
    try {
      const report = await replayReadModels(gw.db);
      const orders = report.tables.find((t) => t.table === 'orders');
      expect(orders).toMatchObject({ equal: false, onlyLive: 2, onlyRebuilt: 2 });
      expect([...(orders?.sample ?? [])].sort()).toEqual([first, second].sort());
    } finally {
      await gw.db.query(`update orders set placed_at = placed_at - interval '1 microsecond' where id = $1`, [
        first,
      ]);
      await gw.db.query(
        `update orders set lines = jsonb_set(lines, '{0,grams}', to_jsonb((lines->0->>'grams')::int - 1)) where id = $1`,
        [second],
      );
    }
    expect((await replayReadModels(gw.db)).equal).toBe(true);
  });
});

describe('npm run db:replay', () => {
  const repoRoot = resolve(import.meta.dirname, '..', '..', '..');
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'club-replay-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const run = (script: string, ...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', join(repoRoot, script), ...args], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir },
      encoding: 'utf8',
      timeout: 60_000,
    });

  it('prints the events, the rate and equal on a seeded PGlite (exit 0); different after drift (exit 1)', async () => {
    expect(run('demo/src/cli.ts').status).toBe(0);
    const equal = run('gateway/src/replay/cli.ts');
    expect(equal.stderr).toBe('');
    expect(equal.stdout).toMatch(/tiempo: [\d.]+ ms \([\d.]+ eventos\/s\)/);
    expect(equal.stdout).toContain('products: iguales (9 filas)');
    expect(equal.stdout).toContain('stock: iguales (9 filas)');
    expect(equal.status).toBe(0);

    const db = await openDatabase({ dataDir: join(dataDir, 'pglite') });
    const { rows } = await db.query<{ n: number }>('select count(*) as n from events');
    expect(equal.stdout).toContain(`eventos: ${rows[0]?.n}\n`);
    await db.query('update stock set price = price + 1 where product_id = 1');
    await db.close();
    const different = run('gateway/src/replay/cli.ts');
    expect(different.stdout).toContain('stock: DISTINTOS');
    expect(different.status).toBe(1);
  }, 120_000);
});
