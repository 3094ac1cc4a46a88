// The event log: immutable (the database's triggers refuse UPDATE, DELETE and TRUNCATE even to the
// tables' owner, on PGlite and on PostgreSQL; the app's own role is refused before that, by its
// privileges: least-privilege.ts) and complete (every change of orders, stock and
// members (and bills, which take stock) appends its event, with the right type, in the same transaction as the read model;
// so does each command of the other streams, a receipt recorded with an expense among them).
import { type Database, openDatabase } from '@club/db/connection';
import { chainMessage, verifyChain } from '@club/db/event-chain/verify-chain';
import { migrate } from '@club/db/migrate';
import { seedDemo } from '@club/db/seed';
import { openTestDatabase } from '@club/db/test-support/test-database';
import { clubNow } from '@club/domain/club-clock';
import {
  ADMIN,
  Check,
  type CheckResult,
  call,
  issueToken,
  MEMBER,
  seededGateway,
  type TestGateway,
} from '../test-support/check-support.ts';

const ATTACKS = [
  "update events set payload = '{}'::jsonb where position = (select min(position) from events)",
  'update events set type = type',
  "update events set occurred_at = now() - interval '1 year' where stream_id like 'member-%'",
  'delete from events where position = (select max(position) from events)',
  'delete from events',
  'truncate events',
  'truncate events restart identity cascade',
];

/** Count and hash of every event: what no refused statement may change. */
export async function logChecksum(db: Database): Promise<string> {
  const { rows } = await db.query<{ n: number; h: string }>(
    `select count(*)::int as n, coalesce(sum(hashtext(e::text)::bigint), 0)::text as h from events e`,
  );
  return `${rows[0]?.n}:${rows[0]?.h}`;
}

async function immutableOn(engine: 'PGlite' | 'PostgreSQL', check: Check): Promise<void> {
  let db: Database;
  if (engine === 'PGlite') {
    db = await openDatabase();
    await migrate(db);
  } else {
    db = await openTestDatabase();
  }
  try {
    await seedDemo(db);
    const { rows } = await db.query<{ role: string }>('select current_user as role');
    check.set(`rol dueño de las tablas en ${engine}`, rows[0]?.role ?? '?');
    const before = await logChecksum(db);
    for (const attack of ATTACKS) {
      check.count(`escrituras prohibidas intentadas en ${engine}`);
      try {
        // In a transaction that would commit, as the app's own writes do.
        await db.transaction((tx) => tx.query(attack));
        check.fail(`${engine}: la base aceptó «${attack}»`);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (/append-only/.test(message)) check.count(`escrituras prohibidas rechazadas en ${engine}`);
        else check.fail(`${engine}: «${attack}» falló por otra razón: ${message}`);
      }
    }
    check.expect((await logChecksum(db)) === before, `${engine}: el log cambió`);
    const chain = await verifyChain(db);
    check.expect(chain.kind === 'intact', `${engine}: ${chainMessage(chain)}`);
  } finally {
    await db.close();
  }
}

interface Step {
  name: string;
  /** Event type the step must append. */
  type: string;
  run: () => Promise<unknown>;
}

async function newEvents(gw: TestGateway, after: number): Promise<string[]> {
  const { rows } = await gw.db.query<{ type: string }>(
    'select type from events where position > $1 order by position',
    [after],
  );
  return rows.map((r) => r.type);
}

async function lastPosition(gw: TestGateway): Promise<number> {
  const { rows } = await gw.db.query<{ p: number | null }>('select max(position) as p from events');
  return Number(rows[0]?.p ?? 0);
}

async function complete(check: Check): Promise<void> {
  const gw = await seededGateway();
  try {
    const admin = { auth_token: await issueToken(gw, ADMIN.mail) };
    const member = { auth_token: await issueToken(gw, MEMBER.mail) };
    const gql = async (
      query: string,
      variables: Record<string, unknown>,
      headers: Record<string, string>,
    ) => {
      const answer = await call(gw.app, 'POST', '/graphql', { body: { query, variables }, headers });
      const result = Object.values(answer.body?.data ?? {})[0] as Record<string, unknown> | undefined;
      if (!result || result.ok === false || answer.body?.errors) {
        throw new Error(JSON.stringify(answer.body).slice(0, 200));
      }
      return result;
    };
    const days = (await gql('{ pickupDays { date slots } }', {}, member)) as unknown as Array<{
      date: string;
      slots: string[];
    }>;
    const today = clubNow(new Date()).date;
    const [day] = days;
    // A member may cancel only until cancelCutoffHours before the slot: the first slot offered
    // can be today inside that window (at 15:04 for a 17:00 slot); one on a later day is not.
    const laterDay = days.find((offered) => offered.date > today);
    const ogkushPrice = async () => {
      const { rows } = await gw.db.query<{ price: number }>('select price from stock where product_id = 8');
      return Number(rows[0]?.price);
    };
    const placeOrder = async (on = day) => {
      const result = await gql(
        'mutation ($i: PlaceOrderInput!) { placeOrder(input: $i) { ok orderId code error } }',
        {
          i: {
            date: on?.date,
            time: on?.slots[0],
            total: 5 * (await ogkushPrice()),
            lines: [{ product: 'ogkush', grams: 5 }],
          },
        },
        member,
      );
      return result.orderId as string;
    };
    let orderId = '';
    let memberId = 0;
    let workId = 0;
    let expenseId = '';
    let motherId = 0;
    let batchId = 0;
    const steps: Step[] = [
      { name: 'placeOrder (GraphQL)', type: 'OrderPlaced', run: async () => (orderId = await placeOrder()) },
      {
        name: 'POST /submitorder',
        type: 'OrderPlaced',
        run: async () => {
          const answer = await call(gw.app, 'POST', '/submitorder', {
            body: { date: day?.date, time: day?.slots[0], total: 5 * (await ogkushPrice()), ogkush: 5 },
            headers: member,
          });
          if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
        },
      },
      {
        name: 'deliverOrder',
        type: 'OrderDelivered',
        run: () =>
          gql(
            'mutation ($o: String!) { deliverOrder(orderId: $o) { ok code error } }',
            { o: orderId },
            admin,
          ),
      },
      {
        name: 'revertHandover',
        type: 'OrderHandoverReverted',
        run: () =>
          gql(
            'mutation ($o: String!) { revertHandover(orderId: $o, reason: "Se marcó otro pedido") { ok code error } }',
            { o: orderId },
            admin,
          ),
      },
      {
        name: 'prepareOrder',
        type: 'OrderPrepared',
        run: async () =>
          gql(
            'mutation ($o: String!) { prepareOrder(orderId: $o) { ok code error } }',
            { o: await placeOrder() },
            admin,
          ),
      },
      {
        name: 'markOrderNotCollected',
        type: 'OrderNotCollected',
        run: async () =>
          gql(
            'mutation ($o: String!) { markOrderNotCollected(orderId: $o) { ok code error } }',
            { o: await placeOrder() },
            admin,
          ),
      },
      {
        name: 'editStock (GraphQL)',
        type: 'StockEdited',
        run: async () =>
          gql('mutation { editStock(id: 8, price: 47, available: true) { ok code error } }', {}, admin),
      },
      {
        name: 'PATCH /admin/editStock/8',
        type: 'StockEdited',
        run: async () => {
          const answer = await call(gw.app, 'PATCH', '/admin/editStock/8', {
            body: { price: 48, available: true },
            headers: admin,
          });
          if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
        },
      },
      {
        name: 'adjustStock',
        type: 'StockAdjusted',
        run: () =>
          gql(
            'mutation { adjustStock(id: 8, grams: -5, reason: "merma al pesar") { ok code error } }',
            {},
            admin,
          ),
      },
      {
        name: 'addBill',
        type: 'BillIssued',
        run: async () => {
          const { rows } = await gw.db.query<{ id: number }>(
            'select id from members where lower(mail) = lower($1)',
            [MEMBER.mail],
          );
          return gql(
            'mutation ($i: AddBillInput!) { addBill(input: $i) { ok code error } }',
            { i: { date: today, socioId: rows[0]?.id, species: [{ product: 'ogkush', amount: 5 }] } },
            admin,
          );
        },
      },
      {
        name: 'createMember',
        type: 'MemberRegistered',
        run: async () => {
          const result = await gql(
            'mutation ($i: CreateMemberInput!) { createMember(input: $i) { ok code error member { id } } }',
            {
              i: {
                name: 'Ana',
                lastName: 'Eventos',
                mail: 'ana.eventos@club.uy',
                cedula: '4.187.623-6',
                birthDate: '1990-04-12',
                residency: 'ciudadania',
                phone: '099 555 123',
              },
            },
            admin,
          );
          memberId = Number((result.member as { id: number }).id);
        },
      },
      {
        name: 'updateMember',
        type: 'MemberUpdated',
        run: () =>
          gql(
            'mutation ($id: Int!) { updateMember(id: $id, input: { name: "Anita" }) { ok code error } }',
            { id: memberId },
            admin,
          ),
      },
      {
        name: 'setMemberTrimmer',
        type: 'TrimmerFlagSet',
        run: () =>
          gql(
            'mutation ($id: Int!) { setMemberTrimmer(id: $id, trimmer: true) { ok code error } }',
            { id: memberId },
            admin,
          ),
      },
      {
        name: 'resetMemberPassword',
        type: 'PasswordReset',
        run: () =>
          gql(
            'mutation ($id: Int!) { resetMemberPassword(id: $id) { ok code error } }',
            { id: memberId },
            admin,
          ),
      },
      {
        name: 'deactivateMember',
        type: 'MemberDeactivated',
        run: () =>
          gql(
            'mutation ($id: Int!) { deactivateMember(id: $id) { ok code error } }',
            { id: memberId },
            admin,
          ),
      },
      {
        name: 'reactivateMember',
        type: 'MemberReactivated',
        run: () =>
          gql(
            'mutation ($id: Int!) { reactivateMember(id: $id) { ok code error } }',
            { id: memberId },
            admin,
          ),
      },
      {
        name: 'cancelOrder',
        type: 'OrderCancelled',
        run: async () =>
          gql(
            'mutation ($o: String!) { cancelOrder(orderId: $o) { ok code error } }',
            { o: await placeOrder(laterDay) },
            member,
          ),
      },
      {
        name: 'adminCancelOrder',
        type: 'OrderCancelled',
        run: async () =>
          gql(
            'mutation ($o: String!) { adminCancelOrder(orderId: $o, reason: "duplicado") { ok code error } }',
            { o: await placeOrder() },
            admin,
          ),
      },
      {
        name: 'changeClubSettings',
        type: 'ClubSettingsChanged',
        run: async () => {
          const current = await gql(
            '{ clubSettings { pickupDays { weekday slots { time capacity } } cancelCutoffHours monthlyGramsLimit yearlyGramsLimit gramsStep maxMembers contactEmail contactPhone closeStaleOrdersAfterDays adminTwoFactorRequired maxFloweringPlants } }',
            {},
            admin,
          );
          // A date far ahead is never in the past, whatever the gateway's clock says.
          return gql(
            'mutation ($s: ClubSettingsInput!) { changeClubSettings(effectiveFrom: "2099-01-01", settings: $s) { ok code error } }',
            { s: { ...current, contactPhone: '+598 99 765 432' } },
            admin,
          );
        },
      },
      {
        name: 'registerMotherPlant',
        type: 'MotherPlantRegistered',
        run: async () => {
          const result = await gql(
            'mutation { registerMotherPlant(input: { productId: 1, name: "Madre", origin: "Semilla", registeredOn: "2024-01-01" }) { ok code error motherPlant { id } } }',
            {},
            admin,
          );
          motherId = Number((result.motherPlant as { id: number }).id);
        },
      },
      {
        name: 'startBatch',
        type: 'BatchStarted',
        run: async () => {
          const result = await gql(
            'mutation ($m: Int) { startBatch(input: { motherId: $m, plants: 4, startedOn: "2024-01-02" }) { ok code error batch { id } } }',
            { m: motherId },
            admin,
          );
          batchId = Number((result.batch as { id: number }).id);
        },
      },
      {
        name: 'changeBatchStage',
        type: 'BatchStageChanged',
        run: () =>
          gql(
            'mutation ($b: Int!) { changeBatchStage(batchId: $b, stage: "floracion", on: "2024-01-03") { ok code error } }',
            { b: batchId },
            admin,
          ),
      },
      {
        name: 'recordPlantsLost',
        type: 'BatchPlantsLost',
        run: () =>
          gql(
            'mutation ($b: Int!) { recordPlantsLost(batchId: $b, plants: 1, reason: "Hongos", on: "2024-01-04") { ok code error } }',
            { b: batchId },
            admin,
          ),
      },
      {
        name: 'applyTreatment',
        type: 'TreatmentApplied',
        run: () =>
          gql(
            'mutation ($b: Int!) { applyTreatment(input: { product: "Neem", activeIngredient: "Azadiractina", dose: "5 ml/L", method: "Pulverizador", appliedOn: "2024-01-05", appliedBy: "Ana", batchIds: [$b] }) { ok code error } }',
            { b: batchId },
            admin,
          ),
      },
      {
        name: 'addExpense',
        type: 'ExpenseRecorded',
        run: async () => {
          const result = await gql(
            'mutation { addExpense(input: { expense: "UTE", amount: 900, date: "2024-09-01" }) { ok code error expense { id } } }',
            {},
            admin,
          );
          expenseId = (result.expense as { id: string }).id;
        },
      },
      {
        name: 'attachReceipt',
        type: 'ExpenseReceiptAttached',
        run: async () => {
          // Uploaded as Ver Gastos does, through the admin's hosted session, then recorded.
          const opened = await gql('mutation { openHostedSession { accessToken } }', {}, admin);
          const hosted = { apikey: gw.config.supabaseAnonKey, authorization: `Bearer ${opened.accessToken}` };
          const user = await call(gw.app, 'GET', '/auth/v1/user', { headers: hosted });
          const path = `${user.body?.id}/UTE/09-2024/${expenseId}-pagina-2.png`;
          const uploaded = await gw.app.request(`/storage/v1/object/Bills/${path}`, {
            method: 'POST',
            headers: { ...hosted, 'content-type': 'image/png' },
            body: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
          });
          if (uploaded.status !== 200) throw new Error(await uploaded.text());
          return gql(
            'mutation ($id: ID!, $path: String!) { attachReceipt(expenseId: $id, path: $path) { ok code error } }',
            { id: expenseId, path },
            admin,
          );
        },
      },
      {
        name: 'addWork',
        type: 'WorkRecorded',
        run: async () => {
          const result = await gql(
            `mutation { addWork(input: { harvestType: "thick_harvest", nosocioName: "Ayudante",
              startHour: "14:00", endHour: "15:00", date: "2024-09-01" }) { ok code error work { id } } }`,
            {},
            admin,
          );
          workId = Number((result.work as { id: number }).id);
        },
      },
      {
        name: 'deleteWork',
        type: 'WorkDeleted',
        run: () =>
          gql('mutation ($id: Int!) { deleteWork(id: $id) { ok code error } }', { id: workId }, admin),
      },
      {
        name: 'sendTaskReport',
        type: 'TaskReportSent',
        run: async () => {
          const lists = (await gql('{ taskChecklists { key tasks } }', {}, admin)) as unknown as Array<{
            key: string;
            tasks: string[];
          }>;
          const [first] = lists;
          return gql(
            'mutation ($w: WorkdoneInput!) { sendTaskReport(date: "2024-09-02", workdone: $w) { ok code error } }',
            { w: { [first?.key ?? 'floracion']: first?.tasks.slice(0, 1) ?? [] } },
            admin,
          );
        },
      },
      // The legal records (issue 17). The close comes last: it closes today's month, after which
      // every step above dated today would be refused.
      {
        name: 'destroyStock',
        type: 'StockDestroyed',
        run: () => {
          return gql(
            `mutation ($d: String!) { destroyStock(input: { target: { kind: "product", productId: 8 }, grams: 2,
              reason: "moho", method: "compostado", witness: "Ana", date: $d }) { ok code error } }`,
            { d: today },
            admin,
          );
        },
      },
      {
        name: 'destroyStock (batch-waste)',
        type: 'BatchWasteDestroyed',
        run: () => {
          return gql(
            `mutation ($b: Int!, $d: String!) { destroyStock(input: { target: { kind: "batch-waste", batchId: $b },
              grams: 30, reason: "hojas y tallos", method: "compostado", witness: "Ana", date: $d }) { ok code error } }`,
            { b: batchId, d: today },
            admin,
          );
        },
      },
      {
        name: 'setMemberTechnicalLead',
        type: 'TechnicalLeadSet',
        run: async () => {
          const { rows } = await gw.db.query<{ id: number }>(
            'select id from members where lower(mail) = lower($1)',
            [ADMIN.mail],
          );
          return gql(
            'mutation ($id: Int!) { setMemberTechnicalLead(id: $id, technicalLead: true) { ok code error } }',
            { id: Number(rows[0]?.id) },
            admin,
          );
        },
      },
      {
        name: 'closeMonth',
        type: 'MonthClosed',
        run: async () => {
          const overview = (await gql('{ monthCloses { nextToClose } }', {}, admin)) as unknown as {
            nextToClose: string;
          };
          // A month closes with no order left open: the steps above leave some.
          const open = await gw.db.query<{ id: string }>(
            `select id from orders where status = 'placed' and to_char(pickup_date, 'YYYY-MM') = $1`,
            [overview.nextToClose],
          );
          for (const { id } of open.rows) {
            await gql(
              'mutation ($id: String!) { markOrderNotCollected(orderId: $id) { ok code error } }',
              { id },
              admin,
            );
          }
          return gql(
            'mutation ($m: String!) { closeMonth(input: { month: $m, reasons: [] }) { ok code error } }',
            { m: overview.nextToClose },
            admin,
          );
        },
      },
    ];
    for (const step of steps) {
      const before = await lastPosition(gw);
      try {
        await step.run();
      } catch (error) {
        check.fail(
          `${step.name}: no se pudo hacer: ${error instanceof Error ? error.message : String(error)}`,
        );
        continue;
      }
      const appended = await newEvents(gw, before);
      check.count('cambios de estado probados');
      if (appended.includes(step.type)) check.count('cambios con su evento');
      else check.fail(`${step.name}: no agregó ${step.type} (agregó ${appended.join(', ') || 'nada'})`);
    }
    // Every event those commands appended is in the hash chain (decision 028).
    const chain = await verifyChain(gw.db);
    check.set('cadena de hashes', chainMessage(chain).split('\n')[0] ?? '');
    check.expect(chain.kind === 'intact', chainMessage(chain));
  } finally {
    await gw.close();
  }
}

export async function eventLog(): Promise<CheckResult> {
  const check = new Check('Log de eventos inmutable y completo');
  await immutableOn('PGlite', check);
  if (process.env.DATABASE_URL) await immutableOn('PostgreSQL', check);
  else check.set('PostgreSQL', 'sin DATABASE_URL: solo PGlite');
  await complete(check);
  return check.result();
}
