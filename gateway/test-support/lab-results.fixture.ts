import PDFDocument from 'pdfkit';
import { expect } from 'vitest';
import type { AdminTestGateway } from './admin-gateway.ts';
import type { JsonAnswer } from './test-gateway.ts';

// A batch harvested into stock and its lab analysis, as an admin records them (GraphQL for the
// registry and the harvest, REST multipart for the analysis and its certificate), on the pinned
// clock of admin-gateway.ts (2 September 2024).

/** A real PDF, as a lab's certificate would be: one page of text. */
export function certificatePdf(text = 'Certificado de análisis'): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'A4' });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve) =>
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks)))),
  );
  doc.fontSize(14).text(text);
  doc.end();
  return done;
}

/** A mother, a batch of it moved into flowering, and its harvest of `grams` dated `harvestDate`. */
export async function harvestedBatch(
  gw: AdminTestGateway,
  options: { productId: number; grams: number; harvestDate?: string },
): Promise<{ batchId: number; harvestId: number }> {
  const { registerMotherPlant } = await gw.asAdmin<{ registerMotherPlant: { motherPlant: { id: number } } }>(
    `mutation ($i: MotherPlantInput!) { registerMotherPlant(input: $i) { ok motherPlant { id } } }`,
    {
      i: {
        productId: options.productId,
        name: 'Madre de prueba',
        origin: 'Semilla',
        registeredOn: '2024-03-01',
      },
    },
  );
  const { startBatch } = await gw.asAdmin<{ startBatch: { batch: { id: number } } }>(
    `mutation ($i: BatchInput!) { startBatch(input: $i) { ok batch { id } } }`,
    { i: { motherId: registerMotherPlant.motherPlant.id, plants: 6, startedOn: '2024-04-01' } },
  );
  const batchId = startBatch.batch.id;
  await gw.asAdmin(
    `mutation { changeBatchStage(batchId: ${batchId}, stage: "floracion", on: "2024-06-01") { ok } }`,
  );
  const { createHarvest } = await gw.asAdmin<{ createHarvest: { ok: boolean; harvest: { id: number } } }>(
    `mutation ($i: HarvestInput!) { createHarvest(input: $i) { ok code error harvest { id } } }`,
    {
      i: {
        productId: options.productId,
        batchId,
        numberOfPlants: 6,
        stock: options.grams,
        waste: 50,
        sketchedDate: '2024-04-01',
        bloomDate: '2024-06-01',
        harvestDate: options.harvestDate ?? '2024-08-20',
        finished: true,
      },
    },
  );
  expect(createHarvest.ok, JSON.stringify(createHarvest)).toBe(true);
  return { batchId, harvestId: createHarvest.harvest.id };
}

export const ANALYSIS = {
  laboratory: 'Laboratorio Austral',
  analysedOn: '2024-08-28',
  sampleId: 'M-2024-118',
  thc: '23,4',
  cbd: '0,7',
  otherCannabinoids: [{ name: 'CBG', percent: '1,1' }],
  terpenes: [{ name: 'Mirceno', percent: '0,9' }],
};

/** POST /admin/batches/{id}/analyses as the batch page sends it; `certificate: null` sends none. */
export async function postAnalysis(
  gw: AdminTestGateway,
  batchId: number | string,
  options: { values?: object; certificate?: Uint8Array | null; token?: string } = {},
): Promise<JsonAnswer> {
  const form = new FormData();
  form.set('analysis', JSON.stringify(options.values ?? ANALYSIS));
  const certificate = options.certificate === undefined ? await certificatePdf() : options.certificate;
  if (certificate !== null) {
    form.set(
      'certificate',
      new Blob([certificate as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }),
      'certificado.pdf',
    );
  }
  const response = await gw.app.request(`/admin/batches/${batchId}/analyses`, {
    method: 'POST',
    headers: { auth_token: options.token ?? gw.adminToken },
    body: form,
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text === '' ? null : JSON.parse(text) };
}
