import { demoAccounts } from '@club/db/seed-data';
import { addDays, clubNow } from '@club/domain/club-clock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeader,
  graphql,
  loginToken,
  startTestGateway,
  type TestGateway,
} from '../../test-support/test-gateway.ts';
import { openFor } from '../kernel/privacy/subject-keys.ts';
import { replayReadModels } from '../replay/public.ts';

// Destruction records on a real database (PGlite, or PostgreSQL with DATABASE_URL): a product's
// grams through the stock ledger, a batch's waste on the batch without touching stock, both listed.
// On today's clock, as the e2e test does.

let gw: TestGateway;
let admin: Record<string, string>;
const now = new Date();
const today = clubNow(now).date;
const OG_KUSH = 8;
let batchId = 0;

beforeAll(async () => {
  gw = await startTestGateway();
  admin = authHeader(await loginToken(gw.app, demoAccounts.admin.mail, demoAccounts.admin.password));
});
afterAll(() => gw?.close());

// biome-ignore lint/suspicious/noExplicitAny: GraphQL answers read field by field in the assertions
type Answer = Record<string, any>;

async function asAdmin<T = Answer>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const answer = await graphql(gw.app, query, variables, admin);
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data as T;
}

const DESTROY = `mutation ($input: DestroyStockInput!) {
  destroyStock(input: $input) { ok code error field destructionId grams }
}`;
const record = (over: Record<string, unknown> = {}) => ({
  target: { kind: 'product', productId: OG_KUSH },
  grams: 5,
  reason: 'Moho en el curado',
  method: 'Triturado y compostado',
  witness: 'Ana Testigo',
  date: today,
  ...over,
});

const eventCount = async () =>
  Number((await gw.db.query<{ n: number }>('select count(*) as n from events')).rows[0]?.n);
const gramsOf = async (productId: number) =>
  Number(
    (await gw.db.query<{ grams: number }>('select grams from stock where product_id = $1', [productId]))
      .rows[0]?.grams,
  );

describe('destruction (/admin/destruccion)', () => {
  it('refuses in Spanish, appending nothing: more than on hand, no witness, a future day, no target', async () => {
    const before = await eventCount();
    const onHand = await gramsOf(OG_KUSH);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [
        { grams: onHand + 1 },
        'STOCK_NEGATIVO',
        `No se pueden destruir ${onHand + 1} g: hay ${onHand} g de OG Kush`,
      ],
      [{ witness: '  ' }, 'TESTIGO_INVALIDO', 'Escribí el nombre del testigo'],
      [{ date: addDays(today, 1) }, 'FECHA_FUTURA', 'La fecha de la destrucción no puede ser futura'],
      [{ target: { kind: 'lote', productId: OG_KUSH } }, 'DESTINO_INVALIDO', 'Elegí qué se destruye'],
      [{ grams: 0 }, 'GRAMOS_INVALIDOS', 'Los gramos destruidos deben ser un número entero mayor que 0'],
    ];
    for (const [over, code, error] of cases) {
      const { destroyStock } = await asAdmin(DESTROY, { input: record(over) });
      expect(destroyStock).toMatchObject({ ok: false, code, error });
    }
    expect(await eventCount()).toBe(before);
    expect(await gramsOf(OG_KUSH)).toBe(onHand);
  });

  it('takes the grams out through the stock ledger and lists the record', async () => {
    const onHand = await gramsOf(OG_KUSH);
    const { destroyStock } = await asAdmin(DESTROY, { input: record() });
    expect(destroyStock).toMatchObject({ ok: true, grams: onHand - 5 });
    expect(await gramsOf(OG_KUSH)).toBe(onHand - 5);
    const { destructions } = await asAdmin(
      '{ destructions { id kind species grams reason method witness date recordedBy } }',
    );
    expect(destructions).toEqual([
      {
        id: destroyStock.destructionId,
        kind: 'product',
        species: 'OG Kush',
        grams: 5,
        reason: 'Moho en el curado',
        method: 'Triturado y compostado',
        witness: 'Ana Testigo',
        date: today,
        recordedBy: expect.stringMatching(/\S/),
      },
    ]);
  });

  it("records a batch's waste on the batch, without touching stock, and lists both kinds", async () => {
    const { registerMotherPlant } = await asAdmin(
      `mutation ($on: String!) { registerMotherPlant(input: { productId: ${OG_KUSH}, name: "Madre W",
        origin: "Semilla", registeredOn: $on }) { ok motherPlant { id } } }`,
      { on: today },
    );
    const { startBatch } = await asAdmin(
      'mutation ($m: Int, $on: String!) { startBatch(input: { motherId: $m, plants: 4, startedOn: $on }) { ok batch { id } } }',
      { m: registerMotherPlant.motherPlant.id, on: today },
    );
    batchId = startBatch.batch.id;
    const waste = (over: Record<string, unknown> = {}) =>
      record({ target: { kind: 'batch-waste', batchId }, grams: 40, reason: 'Hojas y tallos', ...over });

    const before = await eventCount();
    const onHand = await gramsOf(OG_KUSH);
    const refused: Array<[Record<string, unknown>, string, string]> = [
      [{ target: { kind: 'batch-waste', batchId: 9999 } }, 'LOTE_NO_ENCONTRADO', 'No encontramos ese lote'],
      [{ target: { kind: 'batch-waste', productId: OG_KUSH } }, 'DESTINO_INVALIDO', 'Elegí qué se destruye'],
      [{ grams: -3 }, 'GRAMOS_INVALIDOS', 'Los gramos destruidos deben ser un número entero mayor que 0'],
      [
        { date: addDays(today, -1) },
        'FECHA_ANTERIOR',
        `La destrucción no puede ser anterior al inicio del lote (${today.split('-').reverse().join('/')})`,
      ],
    ];
    for (const [over, code, error] of refused) {
      const { destroyStock } = await asAdmin(DESTROY, { input: waste(over) });
      expect(destroyStock).toMatchObject({ ok: false, code, error });
    }
    expect(await eventCount()).toBe(before);

    const { destroyStock } = await asAdmin(DESTROY, { input: waste() });
    expect(destroyStock).toMatchObject({ ok: true, grams: null, destructionId: expect.any(String) });
    expect(await gramsOf(OG_KUSH)).toBe(onHand);
    const { rows } = await gw.db.query<{ stream_id: string; payload: Answer }>(
      `select stream_id, payload from events where type = 'BatchWasteDestroyed'`,
    );
    expect(rows).toEqual([
      {
        stream_id: `batch-${batchId}`,
        payload: {
          destructionId: destroyStock.destructionId,
          target: { kind: 'batch-waste', batchId },
          batchId,
          productId: OG_KUSH,
          grams: 40,
          reason: 'Hojas y tallos',
          method: 'Triturado y compostado',
          // The witness's name is sealed under the record's own key; the list opens it.
          witness: expect.stringMatching(/^v1\./),
          date: today,
        },
      },
    ]);
    expect(await openFor(gw.db, `destruction-${destroyStock.destructionId}`, rows[0]?.payload.witness)).toBe(
      'Ana Testigo',
    );
    const { destructions } = await asAdmin('{ destructions { id kind batchId species grams reason } }');
    expect(destructions).toEqual([
      {
        id: destroyStock.destructionId,
        kind: 'batch-waste',
        batchId,
        species: 'OG Kush',
        grams: 40,
        reason: 'Hojas y tallos',
      },
      expect.objectContaining({ kind: 'product', batchId: null, species: 'OG Kush', grams: 5 }),
    ]);
    const { batch } = await asAdmin('query ($id: Int!) { batch(id: $id) { history { type on reason } } }', {
      id: batchId,
    });
    expect(batch.history.at(-1)).toEqual({
      type: 'BatchWasteDestroyed',
      on: today,
      reason: 'Hojas y tallos',
    });
  });

  it('is refused to a member', async () => {
    const member = authHeader(
      await loginToken(gw.app, demoAccounts.member.mail, demoAccounts.member.password),
    );
    const answer = await graphql(gw.app, DESTROY, { input: record() }, member);
    expect(answer.status).toBe(403);
  });
});

describe('the log after these records', () => {
  it('rebuilds every read model exactly', async () => {
    const report = await replayReadModels(gw.db);
    expect(report.tables.filter((table) => !table.equal)).toEqual([]);
  });
});
