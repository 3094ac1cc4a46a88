// The chaos checks: real gateway processes (gateway/src/main.ts), not the in-process app. Their
// verdicts rest on counts, never on how fast the machine is.
//  1. Replicas: two gateways on one PostgreSQL (a fresh database on DATABASE_URL's server), a fixed
//     1,000 concurrent order submissions over 20 members through both at once: no member above
//     40 g, stock never negative and equal to what was taken, each accepted order exactly one
//     OrderPlaced, the replay equal to the live read models; the sign-in limit holds across both;
//     both query as the app role (club_app), not as the owner.
//  2. Crash: a fixed list of orders; kill -9 of the gateway once a fixed number were acknowledged;
//     restart; the rest of the list, including members who only order after the restart. Every
//     order answered as accepted is in the log and the read models, none twice, and every order
//     sent after the restart is accepted. On PostgreSQL and on PGlite (its folder reopened after
//     the kill; a second process refused while one holds it).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { APP_ROLE } from '@club/db/app-role';
import { type Database, openDatabase } from '@club/db/connection';
import { migrate } from '@club/db/migrate';
import { hashPassword } from '@club/db/passwords';
import { seedDemo } from '@club/db/seed';
import { LEGAL_MONTHLY_GRAMS as MONTHLY_GRAMS_LIMIT } from '@club/domain/club-settings';
import { hashToken } from '../../gateway/src/kernel/access/viewer.ts';
import { replayReadModels } from '../../gateway/src/replay/public.ts';
import { byIdBody } from '../../gateway/test-support/listed-documents.ts';
import { addMember } from '../../gateway/test-support/test-gateway.ts';
import { Check, type CheckResult } from '../test-support/check-support.ts';

const repoRoot = resolve(import.meta.dirname, '..', '..');
const ORDERS = 1000;
const MEMBERS = 20;

interface Gateway {
  url: string;
  child: ChildProcess;
  output: () => string;
}

/** A gateway process on a port the kernel picks (GATEWAY_PORT=0), and everything it prints. */
function spawnGateway(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'gateway/src/main.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      GATEWAY_PORT: '0',
      GATEWAY_HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      SEED_DEMO: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return { child, output: () => output };
}

/** A gateway process, once it listens; its URL is the one it reports. */
function startGateway(env: Record<string, string>): Promise<Gateway> {
  const { child, output } = spawnGateway(env);
  return new Promise((done, fail) => {
    const onData = () => {
      const port = /Gateway listening on http:\/\/[^:]+:(\d+)/.exec(output())?.[1];
      if (!port) return;
      child.stdout?.off('data', onData);
      done({ url: `http://127.0.0.1:${port}`, child, output });
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) =>
      fail(new Error(`el gateway salió (${code}) antes de escuchar:\n${output()}`)),
    );
  });
}

/** Its exit code once it has exited and its output has been read to the end ('close', not 'exit'). */
function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((done) => child.once('close', (code) => done(code)));
}

async function stopGateway(gateway: Gateway): Promise<void> {
  const done = exited(gateway.child);
  gateway.child.kill('SIGTERM');
  const timer = setTimeout(() => gateway.child.kill('SIGKILL'), 10_000);
  await done;
  clearTimeout(timer);
}

interface Member {
  id: number;
  token: string;
}

/** Demo data plus `count` members with a token each, written before any gateway opens the database. */
async function prepare(db: Database, count: number): Promise<Member[]> {
  await migrate(db);
  await seedDemo(db);
  const hash = await hashPassword('clave-del-caos');
  const members: Member[] = [];
  const tag = randomBytes(3).toString('hex');
  for (let i = 0; i < count; i++) {
    const id = await addMember(db, {
      mail: `caos-${tag}-${i}@club.uy`,
      passwordHash: hash,
      name: 'Caos',
      lastName: `Socio ${i}`,
    });
    const token = randomBytes(32).toString('base64url');
    await db.query(
      `insert into auth_tokens (token_hash, member_id, expires_at) values ($1, $2, now() + interval '1 day')`,
      [hashToken(token), id],
    );
    members.push({ id, token });
  }
  return members;
}

/** An admin's token, written like login would. */
async function adminToken(db: Database): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `insert into auth_tokens (token_hash, member_id, expires_at)
     select $1, id, now() + interval '1 day' from members where role = 'admin' order by id limit 1`,
    [hashToken(token)],
  );
  return token;
}

/** Leaves Despink (product 2) with 100 g, as an admin's correction (StockAdjusted), so orders compete for grams. */
async function lowerStock(url: string, token: string): Promise<void> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', auth_token: token },
    body: JSON.stringify({
      query: 'mutation { adjustStock(id: 2, grams: -380, reason: "caos: poco stock") { ok error } }',
    }),
  });
  const body = (await response.json()) as { data?: { adjustStock?: { ok: boolean; error: string | null } } };
  if (!body.data?.adjustStock?.ok) throw new Error(`no se pudo bajar el stock: ${JSON.stringify(body)}`);
}

interface Products {
  keys: string[];
  price: Map<string, number>;
  grams: Map<string, number>;
}

async function productsOf(db: Database): Promise<Products> {
  const { rows } = await db.query<{ key: string; price: number; grams: number }>(
    `select p.key, s.price, s.grams from stock s join products p on p.id = s.product_id
      where s.available and s.grams > 40 order by p.id`,
  );
  return {
    keys: rows.map((r) => r.key),
    price: new Map(rows.map((r) => [r.key, Number(r.price)])),
    grams: new Map(rows.map((r) => [r.key, Number(r.grams)])),
  };
}

async function pickupSlot(url: string, token: string): Promise<{ date: string; time: string }> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', auth_token: token },
    // A member sends the app's own query, by id (decision 034).
    body: JSON.stringify(byIdBody('CartPickupDays')),
  });
  const body = (await response.json()) as { data: { pickupDays: Array<{ date: string; slots: string[] }> } };
  // The last day offered: far from any cut-off that could pass while the check runs.
  const day = body.data.pickupDays.at(-1);
  if (!day) throw new Error('no hay días de retiro');
  return { date: day.date, time: day.slots[0] ?? '17:00' };
}

type Outcome =
  | { kind: 'accepted'; orderId: string }
  | { kind: 'refused'; status: number }
  | { kind: 'unknown' };

async function submit(
  url: string,
  member: Member,
  slot: { date: string; time: string },
  product: string,
  price: number,
): Promise<Outcome> {
  try {
    const response = await fetch(`${url}/submitorder`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', auth_token: member.token },
      body: JSON.stringify({ ...slot, total: 5 * price, observations: 'caos', [product]: 5 }),
    });
    const body = (await response.json()) as { orderId?: string };
    if (response.status === 200 && body.orderId) return { kind: 'accepted', orderId: body.orderId };
    return { kind: 'refused', status: response.status };
  } catch {
    // Connection refused or reset (the gateway was killed): the client cannot know.
    return { kind: 'unknown' };
  }
}

/** The promises about the log and read models, after all writers stopped. */
async function verifyStore(
  db: Database,
  check: Check,
  accepted: string[],
  label: string,
  stockBefore?: Map<number, number>,
): Promise<void> {
  const { rows: placed } = await db.query<{ order_id: string; n: number }>(
    `select payload->>'orderId' as order_id, count(*)::int as n from events where type = 'OrderPlaced' group by 1`,
  );
  const placedCount = new Map(placed.map((r) => [r.order_id, Number(r.n)]));
  const { rows: orderRows } = await db.query<{ id: string }>('select id::text as id from orders');
  const inOrders = new Set(orderRows.map((r) => r.id));
  const duplicates = accepted.length - new Set(accepted).size;
  check.expect(duplicates === 0, `${label}: ${duplicates} orderId aceptados repetidos`);
  let missing = 0;
  for (const id of accepted) {
    if (placedCount.get(id) !== 1 || !inOrders.has(id)) missing += 1;
  }
  check.set(`${label}: aceptados sin exactamente un OrderPlaced o sin fila`, missing);
  check.expect(
    missing === 0,
    `${label}: ${missing} pedidos aceptados no están una vez en el log y en orders`,
  );
  const twice = placed.filter((r) => Number(r.n) > 1).length;
  check.expect(twice === 0, `${label}: ${twice} pedidos con más de un OrderPlaced`);
  const { rows: over } = await db.query<{ member_id: number; grams: number }>(
    `select member_id, sum(grams)::int as grams from orders where status <> 'not_collected'
      group by member_id, date_trunc('month', pickup_date) having sum(grams) > $1`,
    [MONTHLY_GRAMS_LIMIT],
  );
  check.set(`${label}: socios por encima de ${MONTHLY_GRAMS_LIMIT} g`, over.length);
  check.expect(over.length === 0, `${label}: ${over.length} socios pasaron los ${MONTHLY_GRAMS_LIMIT} g`);
  const { rows: negative } = await db.query<{ n: number }>(
    'select count(*)::int as n from stock where grams < 0',
  );
  check.set(`${label}: productos con stock negativo`, Number(negative[0]?.n));
  check.expect(Number(negative[0]?.n) === 0, `${label}: stock negativo`);
  if (stockBefore) {
    const { rows: taken } = await db.query<{ product_id: number; grams: number }>(
      `select s.product_id, s.grams from stock s order by 1`,
    );
    const { rows: ordered } = await db.query<{ product_id: number; grams: number }>(
      `select (l->>'productId')::int as product_id, sum((l->>'grams')::int)::int as grams
         from orders o, jsonb_array_elements(o.lines) l group by 1`,
    );
    const orderedBy = new Map(ordered.map((r) => [Number(r.product_id), Number(r.grams)]));
    for (const row of taken) {
      const expected =
        (stockBefore.get(Number(row.product_id)) ?? 0) - (orderedBy.get(Number(row.product_id)) ?? 0);
      check.expect(
        Number(row.grams) === expected,
        `${label}: stock de ${row.product_id} es ${row.grams}, esperado ${expected}`,
      );
    }
  }
  const replay = await replayReadModels(db);
  check.set(`${label}: replay`, replay.equal ? `igual (${replay.events} eventos)` : 'DISTINTO');
  check.expect(
    replay.equal,
    `${label}: el replay difiere: ${replay.tables
      .filter((t) => !t.equal)
      .map((t) => `${t.table} ${t.sample.join(',')}`)
      .join('; ')}`,
  );
}

async function stockSnapshot(db: Database): Promise<Map<number, number>> {
  const { rows } = await db.query<{ product_id: number; grams: number }>(
    'select product_id, grams from stock',
  );
  return new Map(rows.map((r) => [Number(r.product_id), Number(r.grams)]));
}

/** A fresh database on DATABASE_URL's server; dropped by the returned function. */
async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.DATABASE_URL as string;
  const name = `club_caos_${randomBytes(4).toString('hex')}`;
  const admin = await openDatabase({ databaseUrl: base, maxConnections: 1 });
  await admin.exec(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.exec(`drop database if exists ${name} with (force)`).catch(() => {});
      await admin.close();
    },
  };
}

export async function replicas(): Promise<CheckResult> {
  const check = new Check(`Réplicas: ${ORDERS} pedidos concurrentes por 2 gateways en un PostgreSQL`);
  const pg = await freshPostgres();
  const gateways: Gateway[] = [];
  try {
    const db = await openDatabase({ databaseUrl: pg.url, maxConnections: 4 });
    let members: Member[];
    let admin: string;
    try {
      members = await prepare(db, MEMBERS);
      admin = await adminToken(db);
    } finally {
      await db.close();
    }
    gateways.push(
      ...(await Promise.all([
        startGateway({ DATABASE_URL: pg.url }),
        startGateway({ DATABASE_URL: pg.url }),
      ])),
    );
    const [a, b] = gateways as [Gateway, Gateway];
    await lowerStock(a.url, admin);
    const snapshotDb = await openDatabase({ databaseUrl: pg.url, maxConnections: 1 });
    const products = await productsOf(snapshotDb);
    const stockBefore = await stockSnapshot(snapshotDb);
    await snapshotDb.close();
    const slot = await pickupSlot(a.url, members[0]?.token ?? '');
    const started = performance.now();
    const outcomes = await Promise.all(
      Array.from({ length: ORDERS }, (_, i) => {
        const member = members[i % MEMBERS] as Member;
        const product = products.keys[i % products.keys.length] as string;
        return submit(i % 2 === 0 ? a.url : b.url, member, slot, product, products.price.get(product) ?? 0);
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const accepted = outcomes.flatMap((o) => (o.kind === 'accepted' ? [o.orderId] : []));
    const byStatus = new Map<string, number>();
    for (const o of outcomes) {
      const key = o.kind === 'refused' ? String(o.status) : o.kind;
      byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
    }
    check.set('pedidos enviados', ORDERS);
    check.set('socios', MEMBERS);
    check.set('aceptados', accepted.length);
    for (const [key, n] of [...byStatus].sort()) check.set(`respuestas ${key}`, n);
    check.set('tiempo', `${seconds.toFixed(1)} s (${Math.round(ORDERS / seconds)} pedidos/s)`);
    check.expect(
      !byStatus.has('unknown') && ![...byStatus.keys()].some((k) => k.startsWith('5')),
      'hubo 5xx o conexiones caídas',
    );
    check.expect(
      accepted.length <= MEMBERS * (MONTHLY_GRAMS_LIMIT / 5),
      'más pedidos aceptados que los que permite el límite',
    );
    // The gateways query as the app role (decision 020), not as the owner that prepared the database.
    const roleDb = await openDatabase({ databaseUrl: pg.url, maxConnections: 1 });
    const { rows: roles } = await roleDb.query<{ role: string }>(
      `select distinct usename as role from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() order by 1`,
    );
    await roleDb.close();
    check.set('rol de los gateways en PostgreSQL', roles.map((r) => r.role).join(', '));
    check.expect(
      roles.length > 0 && roles.every((r) => r.role === APP_ROLE),
      `los gateways no corren solo como ${APP_ROLE}`,
    );

    // The sign-in limit, shared by the two processes: 10 failures on a mail, then even the right password waits.
    const mail = 'caos-login@club.uy';
    const limitDb = await openDatabase({ databaseUrl: pg.url, maxConnections: 1 });
    await addMember(limitDb, { mail, password: 'clave-buena-1', name: 'L', lastName: 'L' });
    await limitDb.close();
    for (let i = 0; i < 10; i++) {
      await fetch(`${(i % 2 === 0 ? a : b).url}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mail, password: `mal-${i}` }),
      });
    }
    const eleventh = await fetch(`${b.url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mail, password: 'clave-buena-1' }),
    });
    check.set('login 11 tras 10 fallos repartidos en 2 procesos', eleventh.status);
    check.expect(
      eleventh.status === 429,
      `el límite de login no se comparte entre réplicas (${eleventh.status})`,
    );

    await Promise.all(gateways.splice(0).map(stopGateway));
    const verify = await openDatabase({ databaseUrl: pg.url, maxConnections: 2 });
    try {
      await verifyStore(verify, check, accepted, 'réplicas', stockBefore);
    } finally {
      await verify.close();
    }
  } finally {
    await Promise.all(gateways.map(stopGateway));
    await pg.drop();
  }
  return check.result();
}

interface PlannedOrder {
  member: Member;
  product: string;
}

/** `perMember` orders for each member, interleaved so that consecutive orders come from different members. */
function planOrders(members: Member[], perMember: number, products: Products): PlannedOrder[] {
  return Array.from({ length: members.length * perMember }, (_, i) => ({
    member: members[i % members.length] as Member,
    product: products.keys[i % products.keys.length] as string,
  }));
}

/**
 * Sends `orders` through `concurrency` workers, each taking the next order of the list, until the
 * list ends or `stopTaking()` says so. Returns what each sent order got, and the orders never sent.
 */
async function sendOrders(
  url: string,
  slot: { date: string; time: string },
  products: Products,
  orders: PlannedOrder[],
  concurrency: number,
  onAnswer: (outcome: Outcome) => void = () => {},
  stopTaking: () => boolean = () => false,
): Promise<{ outcomes: Outcome[]; unsent: PlannedOrder[] }> {
  const outcomes: Outcome[] = [];
  let next = 0;
  const worker = async () => {
    while (next < orders.length && !stopTaking()) {
      const order = orders[next++] as PlannedOrder;
      const outcome = await submit(
        url,
        order.member,
        slot,
        order.product,
        products.price.get(order.product) ?? 0,
      );
      outcomes.push(outcome);
      onAnswer(outcome);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { outcomes, unsent: orders.slice(next) };
}

const accepted = (outcomes: Outcome[]) => outcomes.flatMap((o) => (o.kind === 'accepted' ? [o.orderId] : []));

/** Orders acknowledged before the kill: the kill comes right after this many, whatever the machine's speed. */
const KILL_AFTER_ACCEPTED = 40;
/** 5 g orders each member is planned to make: 20 g, half the monthly limit, so none is refused for grams. */
const ORDERS_PER_MEMBER = 4;
const CONCURRENCY = 8;

export async function crash(engine: 'PostgreSQL' | 'PGlite'): Promise<CheckResult> {
  const check = new Check(`Caída: kill -9 tras ${KILL_AFTER_ACCEPTED} pedidos aceptados (${engine})`);
  const dataDir = mkdtempSync(join(tmpdir(), 'club-caos-'));
  const pg = engine === 'PostgreSQL' ? await freshPostgres() : undefined;
  const env: Record<string, string> = pg ? { DATABASE_URL: pg.url } : { DATABASE_URL: '', DATA_DIR: dataDir };
  const open = () =>
    pg
      ? openDatabase({ databaseUrl: pg.url, maxConnections: 2 })
      : openDatabase({ dataDir: join(dataDir, 'pglite') });
  let gateway: Gateway | undefined;
  try {
    const db = await open();
    let members: Member[];
    let products: Products;
    try {
      members = await prepare(db, 60);
      products = await productsOf(db);
    } finally {
      await db.close();
    }
    // The first 40 members order from the start; the last 20 only after the restart, so orders
    // remain to be accepted then even if the first group's were all taken before the kill.
    const early = planOrders(members.slice(0, 40), ORDERS_PER_MEMBER, products);
    const late = planOrders(members.slice(40), ORDERS_PER_MEMBER, products);
    check.set(
      'pedidos planeados',
      `${early.length + late.length} (${early.length} desde el inicio, ${late.length} solo después del reinicio)`,
    );

    gateway = await startGateway(env);
    const url = gateway.url;
    const slot = await pickupSlot(url, members[0]?.token ?? '');
    for (const key of products.keys) {
      const wanted = [...early, ...late].filter((order) => order.product === key).length * 5;
      const inStock = products.grams.get(key) ?? 0;
      check.expect(
        wanted <= inStock,
        `${key}: ${inStock} g en stock, los pedidos planeados piden ${wanted} g`,
      );
    }

    let acknowledged = 0;
    const dying = gateway;
    const firstLeg = await sendOrders(
      url,
      slot,
      products,
      early,
      CONCURRENCY,
      (outcome) => {
        if (outcome.kind !== 'accepted') return;
        acknowledged += 1;
        if (acknowledged === KILL_AFTER_ACCEPTED) dying.child.kill('SIGKILL');
      },
      () => acknowledged >= KILL_AFTER_ACCEPTED,
    );
    await exited(dying.child);
    const beforeKill = accepted(firstLeg.outcomes);
    check.set('aceptados antes del kill -9', beforeKill.length);
    check.set(
      'sin respuesta (en vuelo durante el kill)',
      firstLeg.outcomes.filter((o) => o.kind === 'unknown').length,
    );
    check.expect(
      beforeKill.length >= KILL_AFTER_ACCEPTED,
      `el kill llegó con ${beforeKill.length} aceptados, no ${KILL_AFTER_ACCEPTED}: ${JSON.stringify(firstLeg.outcomes.filter((o) => o.kind === 'refused'))}`,
    );
    if (!pg) {
      const lock = readFileSync(join(dataDir, 'pglite', 'club.lock'), 'utf8').trim();
      check.set('bloqueo dejado por el proceso muerto (pid)', lock);
    }

    gateway = await startGateway(env);
    if (!pg) await secondProcessRefused(env, check);
    const afterRestart = [...firstLeg.unsent, ...late];
    const secondLeg = await sendOrders(gateway.url, slot, products, afterRestart, CONCURRENCY);
    const afterKill = accepted(secondLeg.outcomes);
    const refusedAfter = secondLeg.outcomes.filter((o) => o.kind !== 'accepted');
    check.set('enviados después del reinicio', afterRestart.length);
    check.set('aceptados después del reinicio', afterKill.length);
    check.expect(afterKill.length > 0, 'no hubo pedidos aceptados después del reinicio');
    check.expect(
      refusedAfter.length === 0,
      `después del reinicio ${refusedAfter.length} pedidos no fueron aceptados: ${JSON.stringify(refusedAfter.slice(0, 5))}`,
    );
    await stopGateway(gateway);
    gateway = undefined;
    const verify = await open();
    try {
      await verifyStore(verify, check, [...beforeKill, ...afterKill], engine);
    } finally {
      await verify.close();
    }
  } finally {
    if (gateway) await stopGateway(gateway);
    await pg?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return check.result();
}

/** A second process on the same PGlite folder while the first holds it: refused, the first keeps working. */
async function secondProcessRefused(env: Record<string, string>, check: Check): Promise<void> {
  const second = spawnGateway({ ...env, LOG_LEVEL: 'silent' });
  const code = await exited(second.child);
  const said = second.output();
  check.set('segundo proceso sobre la carpeta: código de salida', String(code));
  check.expect(
    code !== 0 && /ya está abierta/.test(said),
    `un segundo proceso abrió la carpeta: ${said.slice(0, 200)}`,
  );
}
