import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { DEFAULT_CLUB_SETTINGS } from '@club/domain/club-settings';
import { labResultTexts } from '@club/domain/lab-results';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_ID,
  type AdminTestGateway,
  eventCount,
  startAdminTestGateway,
  TUESDAY,
} from '../../test-support/admin-gateway.ts';
import {
  ANALYSIS,
  certificatePdf,
  harvestedBatch,
  postAnalysis,
} from '../../test-support/lab-results.fixture.ts';
import { MONDAY_NOON } from '../../test-support/order-cases.fixture.ts';
import { authHeader, graphql } from '../../test-support/test-gateway.ts';
import { replayReadModels } from '../replay/public.ts';
import { changeClubSettings } from '../settings/public.ts';

// A batch's lab analysis through the gateway on the pinned clock (2 September 2024): recorded with
// its PDF certificate (kept private, served back as recorded), refused in Spanish with nothing
// changed, shown on the carta for the batch in stock, and the setting that sells only analysed
// batches. PGlite, and PostgreSQL with DATABASE_URL.

let gw: AdminTestGateway;
let ogkush: number;
let batchId: number;

beforeAll(async () => {
  gw = await startAdminTestGateway();
  const { rows } = await gw.db.query<{ id: number }>(`select id from products where key = 'ogkush'`);
  ogkush = Number(rows[0]?.id);
  ({ batchId } = await harvestedBatch(gw, { productId: ogkush, grams: 600 }));
});
afterAll(() => gw?.close());

/** What a refused call must leave as it was. */
async function snapshot() {
  const { rows } = await gw.db.query<{ n: number }>('select count(*)::int as n from batch_analyses');
  return { events: await eventCount(gw.db, 'BatchAnalysed'), rows: Number(rows[0]?.n) };
}

const POTENCY =
  '{ products { key stock outOfStock potency { declared thc cbd analysedOn laboratory batchId held } } }';

async function potencies(token = gw.memberToken) {
  const answer = await graphql(gw.app, POTENCY, {}, authHeader(token));
  expect(answer.body.errors).toBeUndefined();
  return new Map(
    (answer.body.data.products as Array<{ key: string; potency: Record<string, unknown> }>).map((p) => [
      p.key,
      p.potency,
    ]),
  );
}

describe('recording a batch’s analysis', () => {
  it('refuses bad input in Spanish and changes nothing', async () => {
    const before = await snapshot();
    const cases: Array<[Parameters<typeof postAnalysis>[2], number, string, string]> = [
      [{ values: { ...ANALYSIS, thc: '120' } }, 400, 'THC_INVALIDO', labResultTexts.thcInvalid],
      [
        { values: { ...ANALYSIS, thc: '70', cbd: '30', otherCannabinoids: [{ name: 'CBG', percent: '2' }] } },
        400,
        'SUMA_CANNABINOIDES',
        'Los cannabinoides suman 102 %: no pueden pasar de 100 %',
      ],
      [
        { values: { ...ANALYSIS, analysedOn: '2024-09-03' } },
        400,
        'FECHA_FUTURA',
        'La fecha no puede ser posterior a hoy (02/09/2024)',
      ],
      [
        { certificate: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]) },
        400,
        'CERTIFICADO_NO_PDF',
        labResultTexts.certificateNotPdf,
      ],
      [
        { certificate: new TextEncoder().encode('%PDF-1.7\nesto no es un PDF de verdad') },
        400,
        'CERTIFICADO_ILEGIBLE',
        labResultTexts.certificateUnreadable,
      ],
      [{ certificate: null }, 400, 'CERTIFICADO_REQUERIDO', labResultTexts.certificateRequired],
    ];
    for (const [options, status, code, error] of cases) {
      const answer = await postAnalysis(gw, batchId, options);
      expect({ status: answer.status, code: answer.body.code, error: answer.body.error }).toEqual({
        status,
        code,
        error,
      });
    }
    expect((await postAnalysis(gw, 999_999)).status).toBe(404);
    expect((await postAnalysis(gw, 'x')).body).toMatchObject({ code: 'LOTE_NO_ENCONTRADO' });
    expect((await postAnalysis(gw, batchId, { token: gw.memberToken })).status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a body over the certificate’s limit before reading it, with 413', async () => {
    const huge = new Uint8Array(11 * 1024 * 1024);
    huge.set(new TextEncoder().encode('%PDF-1.7'));
    const answer = await postAnalysis(gw, batchId, { certificate: huge });
    expect(answer.status).toBe(413);
    expect(answer.body.error).toBe('La solicitud es demasiado grande');
  });

  it('records the analysis, keeps its certificate private and serves it back as recorded', async () => {
    const pdf = await certificatePdf('Laboratorio Austral: muestra M-2024-118');
    const answer = await postAnalysis(gw, batchId, { certificate: pdf });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      msg: 'Analysis recorded',
      analysis: { batchId, laboratory: 'Laboratorio Austral', thc: 23.4, cbd: 0.7, certificatePages: 1 },
    });
    const sha256 = createHash('sha256').update(pdf).digest('hex');
    const file = join(gw.config.uploadsDir, 'lab-certificates', `${sha256}.pdf`);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(join(gw.config.uploadsDir, 'lab-certificates'))).mode & 0o777).toBe(0o700);
    expect(new Uint8Array(await readFile(file))).toEqual(pdf);

    const { batchAnalyses } = await gw.asAdmin<{ batchAnalyses: Array<Record<string, unknown>> }>(
      `{ batchAnalyses(batchId: ${batchId}) { id laboratory analysedOn sampleId thc cbd
           otherCannabinoids { name percent } terpenes { name percent } certificatePages certificateSha256 } }`,
    );
    expect(batchAnalyses).toEqual([
      {
        id: answer.body.analysis.id,
        laboratory: 'Laboratorio Austral',
        analysedOn: '2024-08-28',
        sampleId: 'M-2024-118',
        thc: 23.4,
        cbd: 0.7,
        otherCannabinoids: [{ name: 'CBG', percent: 1.1 }],
        terpenes: [{ name: 'Mirceno', percent: 0.9 }],
        certificatePages: 1,
        certificateSha256: sha256,
      },
    ]);
    const served = await gw.app.request(
      `/admin/batches/${batchId}/analyses/${answer.body.analysis.id}/certificate`,
      { headers: authHeader(gw.adminToken) },
    );
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(pdf);
    const other = await gw.app.request(`/admin/batches/${batchId}/analyses/999999/certificate`, {
      headers: authHeader(gw.adminToken),
    });
    expect(other.status).toBe(404);
    expect(await other.json()).toMatchObject({ error: labResultTexts.certificateMissing });

    const again = await postAnalysis(gw, batchId, { values: { ...ANALYSIS, sampleId: 'm-2024-118' } });
    expect(again.body).toMatchObject({ code: 'MUESTRA_REPETIDA' });
    expect(again.status).toBe(409);
  });
});

describe('the carta shows the batch in stock', () => {
  it('shows the declared figures while older grams of no batch go first, marked as declared', async () => {
    const carta = await potencies();
    expect(carta.get('ogkush')).toMatchObject({
      declared: true,
      thc: 20,
      cbd: 0.3,
      analysedOn: null,
      held: false,
    });
    expect(carta.get('despink')).toMatchObject({ declared: true, batchId: null, held: false });
  });

  it('shows the analysis once the batch’s grams are the ones in stock', async () => {
    const { rows } = await gw.db.query<{ grams: number }>('select grams from stock where product_id = $1', [
      ogkush,
    ]);
    const seedGrams = Number(rows[0]?.grams) - 600;
    await gw.asAdmin(
      `mutation { adjustStock(id: ${ogkush}, grams: -${seedGrams}, reason: "Recuento") { ok } }`,
    );
    expect((await potencies()).get('ogkush')).toEqual({
      declared: false,
      thc: 23.4,
      cbd: 0.7,
      analysedOn: '2024-08-28',
      laboratory: 'Laboratorio Austral',
      batchId,
      held: false,
    });
  });

  it('selling only analysed batches holds every other product off the carta, and orders of it are refused', async () => {
    const changed = await changeClubSettings(
      gw.appDb,
      ADMIN_ID,
      { effectiveFrom: '2024-09-02', settings: { ...DEFAULT_CLUB_SETTINGS, sellOnlyAnalysedBatches: true } },
      MONDAY_NOON,
    );
    expect(changed.ok).toBe(true);
    const carta = await potencies();
    expect(carta.get('ogkush')).toMatchObject({ declared: false, held: false });
    expect(carta.get('despink')).toMatchObject({ declared: true, held: true });
    expect(carta.get('kief')).toMatchObject({ held: true });

    const order = (product: string, grams: number) =>
      graphql(
        gw.app,
        'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { ok code error } }',
        {
          input: { date: TUESDAY, time: '17:00', total: 0, observations: '', lines: [{ product, grams }] },
        },
        authHeader(gw.memberToken),
      );
    expect((await order('despink', 5)).body.data.placeOrder).toMatchObject({ ok: false, code: 'SIN_STOCK' });
    const member = await gw.newMember();
    await gw.placeOrder(member.token, { date: TUESDAY, time: '17:00', lines: { ogkush: 10 } });
  });

  it('replays batch_analyses equal to the live table', async () => {
    const report = await replayReadModels(gw.db);
    const table = report.tables.find((t) => t.table === 'batch_analyses');
    expect(table).toMatchObject({ equal: true, liveRows: 1 });
    expect(report.equal).toBe(true);
  });
});
