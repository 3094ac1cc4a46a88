import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_ID,
  type AdminTestGateway,
  eventCount,
  startAdminTestGateway,
  stockOf,
  TUESDAY,
} from '../../test-support/admin-gateway.ts';
import { authHeader, graphql } from '../../test-support/test-gateway.ts';
import { recordHandover } from '../orders/public.ts';
import { replayReadModels } from '../replay/public.ts';

// The plant registry through GraphQL on the pinned clock (2 September 2024): a mother,
// a batch through its stages, plants lost, a treatment, the batch's harvest into stock, and the
// grams traced both ways. PGlite, and PostgreSQL with DATABASE_URL.

let gw: AdminTestGateway;
let ogkush: number;
let despink: number;

beforeAll(async () => {
  gw = await startAdminTestGateway();
  const { rows } = await gw.db.query<{ id: number; key: string }>('select id, key from products');
  const id = (key: string) => Number(rows.find((row) => row.key === key)?.id);
  ogkush = id('ogkush');
  despink = id('despink');
});
afterAll(() => gw?.close());

const BATCH_FIELDS = 'ok code error field batch { id stage plants plantsStarted motherName species lastOn }';

async function register(name: string, productId: number) {
  const data = await gw.asAdmin<{ registerMotherPlant: { ok: boolean; motherPlant: { id: number } } }>(
    `mutation ($i: MotherPlantInput!) { registerMotherPlant(input: $i) { ok code error motherPlant { id species name } } }`,
    { i: { productId, name, origin: 'Semilla de banco', registeredOn: '2024-03-01' } },
  );
  expect(data.registerMotherPlant.ok).toBe(true);
  return data.registerMotherPlant.motherPlant.id;
}

async function start(motherId: number, plants: number, startedOn = '2024-05-01') {
  const data = await gw.asAdmin<{ startBatch: { ok: boolean; batch: { id: number } } }>(
    `mutation ($i: BatchInput!) { startBatch(input: $i) { ${BATCH_FIELDS} } }`,
    { i: { motherId, plants, startedOn } },
  );
  expect(data.startBatch).toMatchObject({ ok: true, batch: { stage: 'esquejes' } });
  return data.startBatch.batch.id;
}

function move(batchId: number, stage: string, on: string, reason?: string) {
  return gw
    .asAdmin<{ changeBatchStage: Record<string, unknown> }>(
      `mutation ($b: Int!, $s: String, $o: String, $r: String) { changeBatchStage(batchId: $b, stage: $s, on: $o, reason: $r) { ${BATCH_FIELDS} } }`,
      { b: batchId, s: stage, o: on, r: reason ?? null },
    )
    .then((data) => data.changeBatchStage);
}

describe('mother plants and batches', () => {
  it('registers a mother with its genetics; refuses a blank name and a day after today in Spanish', async () => {
    const blank = await gw.asAdmin<{ registerMotherPlant: Record<string, unknown> }>(
      `mutation { registerMotherPlant(input: { productId: ${ogkush}, name: " ", origin: "x", registeredOn: "2024-03-01" }) { ok code error field } }`,
    );
    expect(blank.registerMotherPlant).toMatchObject({
      ok: false,
      code: 'NOMBRE_MADRE_INVALIDO',
      error: 'Poné un nombre para la planta madre (hasta 60 caracteres)',
      field: 'name',
    });
    const future = await gw.asAdmin<{ registerMotherPlant: Record<string, unknown> }>(
      `mutation { registerMotherPlant(input: { productId: ${ogkush}, name: "M", origin: "x", registeredOn: "2024-09-03" }) { ok code error } }`,
    );
    expect(future.registerMotherPlant).toMatchObject({
      ok: false,
      code: 'FECHA_FUTURA',
      error: 'La fecha no puede ser posterior a hoy (02/09/2024)',
    });
    const id = await register('Madre OG #1', ogkush);
    const { motherPlants } = await gw.asAdmin<{ motherPlants: unknown[] }>(
      '{ motherPlants { id name species origin registeredOn batchCount } }',
    );
    expect(motherPlants).toContainEqual({
      id,
      name: 'Madre OG #1',
      species: 'OG Kush',
      origin: 'Semilla de banco',
      registeredOn: '2024-03-01',
      batchCount: 0,
    });
    expect(await eventCount(gw.db, 'MotherPlantRegistered')).toBe(1);
  });

  it('moves a batch forward through its stages, never back, and records plants lost with a reason', async () => {
    const mother = await register('Madre Despink', despink);
    const batch = await start(mother, 10);
    expect(await move(batch, 'vegetativo', '2024-05-20')).toMatchObject({
      ok: true,
      batch: { stage: 'vegetativo' },
    });
    expect(await move(batch, 'esquejes', '2024-05-21')).toMatchObject({
      ok: false,
      code: 'ETAPA_NO_PERMITIDA',
      error: 'Un lote en vegetativo no puede pasar a esquejes',
    });
    expect(await move(batch, 'floracion', '2024-05-10')).toMatchObject({
      ok: false,
      code: 'FECHA_ANTERIOR',
      error: 'La fecha no puede ser anterior al último registro del lote (20/05/2024)',
    });
    const lost = await gw.asAdmin<{ recordPlantsLost: Record<string, unknown> }>(
      `mutation { recordPlantsLost(batchId: ${batch}, plants: 11, reason: "Hongos", on: "2024-06-01") { ok code error } }`,
    );
    expect(lost.recordPlantsLost).toMatchObject({
      ok: false,
      code: 'PLANTAS_INSUFICIENTES',
      error: 'El lote tiene 10 plantas: no se pueden perder más que esas',
    });
    const two = await gw.asAdmin<{ recordPlantsLost: Record<string, unknown> }>(
      `mutation { recordPlantsLost(batchId: ${batch}, plants: 2, reason: "Hongos en la raíz", on: "2024-06-01") { ${BATCH_FIELDS} } }`,
    );
    expect(two.recordPlantsLost).toMatchObject({ ok: true, batch: { plants: 8, plantsStarted: 10 } });
    expect(await move(batch, 'descartado', '2024-06-02')).toMatchObject({
      ok: false,
      code: 'MOTIVO_INVALIDO',
    });
    expect(await move(batch, 'descartado', '2024-06-02', 'Plaga de trips')).toMatchObject({
      ok: true,
      batch: { stage: 'descartado' },
    });
    expect(await move(batch, 'floracion', '2024-06-03')).toMatchObject({
      ok: false,
      code: 'LOTE_CERRADO',
      error: 'El lote ya está descartado: no admite más cambios',
    });
    const { batch: detail } = await gw.asAdmin<{ batch: { history: unknown[] } }>(
      `{ batch(id: ${batch}) { history { type on stage plants reason recordedBy } } }`,
    );
    expect(detail.history).toEqual([
      {
        type: 'BatchStarted',
        on: '2024-05-01',
        stage: 'esquejes',
        plants: 10,
        reason: '',
        recordedBy: expect.any(String),
      },
      {
        type: 'BatchStageChanged',
        on: '2024-05-20',
        stage: 'vegetativo',
        plants: null,
        reason: '',
        recordedBy: expect.any(String),
      },
      {
        type: 'BatchPlantsLost',
        on: '2024-06-01',
        stage: null,
        plants: 2,
        reason: 'Hongos en la raíz',
        recordedBy: expect.any(String),
      },
      {
        type: 'BatchStageChanged',
        on: '2024-06-02',
        stage: 'descartado',
        plants: null,
        reason: 'Plaga de trips',
        recordedBy: expect.any(String),
      },
    ]);
  });

  it('refuses a move into flowering past the club’s limit, with the count', async () => {
    const mother = await register('Madre grande', despink);
    const big = await start(mother, 100);
    expect(await move(big, 'floracion', '2024-07-01')).toMatchObject({
      ok: false,
      code: 'LIMITE_FLORACION',
      error: 'Superarías el máximo de 99 plantas en floración (hay 0 y el lote suma 100).',
    });
    const { floweringPlants } = await gw.asAdmin<{ floweringPlants: unknown }>(
      '{ floweringPlants { flowering max } }',
    );
    expect(floweringPlants).toEqual({ flowering: 0, max: 99 });
  });
});

describe('treatments, the harvest of a batch and traceability', () => {
  let batch: number;
  let harvestId: number;

  it('records a treatment on batches and lists it per batch', async () => {
    const mother = await register('Madre OG #2', ogkush);
    batch = await start(mother, 6, '2024-04-10');
    const other = await start(mother, 4, '2024-04-10');
    expect(await move(batch, 'floracion', '2024-06-20')).toMatchObject({ ok: true });
    const treatment = {
      product: 'Aceite de neem',
      activeIngredient: 'Azadiractina 1 %',
      dose: '5 ml/L',
      method: 'Pulverizador de mochila',
      appliedOn: '2024-07-01',
      appliedBy: 'Diego Silva',
      batchIds: [batch, other],
    };
    const blank = await gw.asAdmin<{ applyTreatment: Record<string, unknown> }>(
      `mutation ($i: TreatmentInput!) { applyTreatment(input: $i) { ok code error field } }`,
      { i: { ...treatment, batchIds: [] } },
    );
    expect(blank.applyTreatment).toMatchObject({
      ok: false,
      code: 'LOTES_REQUERIDOS',
      error: 'Elegí al menos un lote',
    });
    const unknown = await gw.asAdmin<{ applyTreatment: Record<string, unknown> }>(
      `mutation ($i: TreatmentInput!) { applyTreatment(input: $i) { ok code error } }`,
      { i: { ...treatment, batchIds: [999_999] } },
    );
    expect(unknown.applyTreatment).toMatchObject({ ok: false, code: 'LOTE_NO_ENCONTRADO' });
    const saved = await gw.asAdmin<{ applyTreatment: Record<string, unknown> }>(
      `mutation ($i: TreatmentInput!) { applyTreatment(input: $i) { ok treatment { id product batchIds } } }`,
      { i: treatment },
    );
    expect(saved.applyTreatment).toMatchObject({ ok: true, treatment: { product: 'Aceite de neem' } });
    const listed = await gw.asAdmin<{ treatments: unknown[]; batch: { treatments: unknown[] } }>(
      `{ treatments(batchId: ${other}) { product activeIngredient dose method appliedOn appliedBy batchIds }
         batch(id: ${batch}) { treatments { product } } }`,
    );
    expect(listed.treatments).toEqual([{ ...treatment, batchIds: [batch, other].sort((a, b) => a - b) }]);
    expect(listed.batch.treatments).toEqual([{ product: 'Aceite de neem' }]);
  });

  it('harvests the batch into stock: the batch is cosechado, a harvest of another species is refused', async () => {
    const before = (await stockOf(gw.db, ogkush)).grams;
    const harvest = {
      numberOfPlants: 6,
      stock: 600,
      waste: 80,
      sketchedDate: '2024-04-10',
      bloomDate: '2024-06-20',
      harvestDate: '2024-08-20',
      finished: true,
    };
    const wrong = await gw.asAdmin<{ createHarvest: Record<string, unknown> }>(
      `mutation ($i: HarvestInput!) { createHarvest(input: $i) { ok code error field } }`,
      { i: { ...harvest, productId: despink, batchId: batch } },
    );
    expect(wrong.createHarvest).toMatchObject({
      ok: false,
      code: 'LOTE_DE_OTRA_ESPECIE',
      error: 'El lote es de OG Kush: la cosecha tiene que ser de esa especie',
      field: 'batchId',
    });
    const saved = await gw.asAdmin<{
      createHarvest: { ok: boolean; harvest: { id: number; batchId: number } };
    }>(`mutation ($i: HarvestInput!) { createHarvest(input: $i) { ok code error harvest { id batchId } } }`, {
      i: { ...harvest, productId: ogkush, batchId: batch },
    });
    expect(saved.createHarvest).toMatchObject({ ok: true, harvest: { batchId: batch } });
    harvestId = saved.createHarvest.harvest.id;
    expect((await stockOf(gw.db, ogkush)).grams).toBe(before + 600);
    const { batch: after } = await gw.asAdmin<{ batch: unknown }>(
      `{ batch(id: ${batch}) { stage harvestId } }`,
    );
    expect(after).toEqual({ stage: 'cosechado', harvestId });
    // A second harvest for the same batch is refused.
    const again = await gw.asAdmin<{ createHarvest: Record<string, unknown> }>(
      `mutation ($i: HarvestInput!) { createHarvest(input: $i) { ok code } }`,
      { i: { ...harvest, harvestDate: '2024-08-21', productId: ogkush, batchId: batch } },
    );
    expect(again.createHarvest).toMatchObject({ ok: false, code: 'LOTE_YA_COSECHADO' });
    // A correction of the harvest keeps its batch.
    const corrected = await gw.asAdmin<{ updateHarvest: Record<string, unknown> }>(
      `mutation ($i: HarvestInput!) { updateHarvest(id: ${harvestId}, input: $i) { ok harvest { batchId stock } } }`,
      { i: { ...harvest, productId: ogkush, stock: 650 } },
    );
    expect(corrected.updateHarvest).toMatchObject({ ok: true, harvest: { batchId: batch, stock: 650 } });
  });

  it('traces a dispensation back to its harvest, batch and mother, and the batch forward to its members (FIFO)', async () => {
    // The seed's OG Kush is older than the harvest: FIFO hands it over first.
    const seedGrams = (await stockOf(gw.db, ogkush)).grams - 650;
    const member = await gw.newMember();
    const order = await gw.placeOrder(member.token, { date: TUESDAY, time: '17:00', lines: { ogkush: 40 } });
    // Take the seed's stock out first with a recount, so the order's grams are the harvest's.
    await gw.asAdmin(
      `mutation { adjustStock(id: ${ogkush}, grams: -${seedGrams}, reason: "Recuento") { ok } }`,
    );
    expect(await recordHandover(gw.db, ADMIN_ID, order, 'delivered')).toMatchObject({ ok: true });

    const back = await gw.asAdmin<{ dispensationTraces: Array<Record<string, unknown>> }>(
      `{ dispensationTraces(month: "2024-09", memberId: ${member.id}) {
          memberId date species grams sources { grams harvestId harvestDate batchId motherName } } }`,
    );
    expect(back.dispensationTraces).toEqual([
      {
        memberId: member.id,
        date: TUESDAY,
        species: 'OG Kush',
        grams: 40,
        sources: [
          { grams: 40, harvestId, harvestDate: '2024-08-20', batchId: batch, motherName: 'Madre OG #2' },
        ],
      },
    ]);
    const forward = await gw.asAdmin<{ batchTrace: Record<string, unknown> }>(
      `{ batchTrace(batchId: ${batch}) { harvestId gramsReceived gramsDispensed recipients { memberId date grams species } } }`,
    );
    expect(forward.batchTrace).toEqual({
      harvestId,
      gramsReceived: 650,
      gramsDispensed: 40,
      recipients: [{ memberId: member.id, date: TUESDAY, grams: 40, species: 'OG Kush' }],
    });
    const bad = await graphql(
      gw.app,
      '{ dispensationTraces(month: "2024-13") { grams } }',
      {},
      authHeader(gw.adminToken),
    );
    expect(bad.body.errors?.[0]?.message).toBe('El mes no es válido: se espera AAAA-MM');
  });

  it('replays the registry equal to the live tables', async () => {
    const report = await replayReadModels(gw.db);
    const plantTables = report.tables.filter((t) =>
      ['mother_plants', 'batches', 'treatments'].includes(t.table),
    );
    expect(plantTables.map((t) => [t.table, t.equal, t.liveRows > 0])).toEqual([
      ['mother_plants', true, true],
      ['batches', true, true],
      ['treatments', true, true],
    ]);
    expect(report.equal).toBe(true);
  });
});
