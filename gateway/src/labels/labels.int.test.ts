import jsQR from 'jsqr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cropPixels, pdfPagePixels, readPdf } from '../../../test-support/pdf.ts';
import {
  ADMIN_ID,
  type AdminTestGateway,
  startAdminTestGateway,
  TUESDAY,
} from '../../test-support/admin-gateway.ts';
import { harvestedBatch, postAnalysis } from '../../test-support/lab-results.fixture.ts';
import { authHeader, WEB_ORIGIN } from '../../test-support/test-gateway.ts';
import { cancelOrder, recordHandover } from '../orders/public.ts';

// The labels' PDFs read back with pdf.js and their QR codes decoded from the drawn pages (jsQR):
// an order's packages, split by batch, before and after the handover; a batch's own label; both
// layouts; and the refusals. On the pinned clock of 2 September 2024.

let gw: AdminTestGateway;
let batchId: number;
let orderId: string;
const OG_KUSH = 8;

beforeAll(async () => {
  gw = await startAdminTestGateway();
  ({ batchId } = await harvestedBatch(gw, { productId: OG_KUSH, grams: 600 }));
  expect((await postAnalysis(gw, batchId)).status).toBe(201);
  // The seed's older OG Kush goes first (FIFO): counted out, so the batch's grams are next.
  const { rows } = await gw.db.query<{ grams: number }>('select grams from stock where product_id = $1', [
    OG_KUSH,
  ]);
  const seedGrams = Number(rows[0]?.grams) - 600;
  await gw.asAdmin(
    `mutation { adjustStock(id: ${OG_KUSH}, grams: -${seedGrams}, reason: "Recuento") { ok } }`,
  );
  const member = await gw.newMember();
  orderId = await gw.placeOrder(member.token, {
    date: TUESDAY,
    time: '17:00',
    lines: { ogkush: 10, despink: 5 },
  });
});
afterAll(() => gw?.close());

async function getPdf(path: string, token = gw.adminToken) {
  const response = await gw.app.request(path, { headers: { ...authHeader(token), origin: WEB_ORIGIN } });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, type: response.headers.get('content-type'), bytes };
}

/** The QR code in a page's region (fractions of the page), decoded. */
async function qrIn(bytes: Uint8Array, page: number, region = { x: 0, y: 0, width: 1, height: 1 }) {
  const pixels = cropPixels(await pdfPagePixels(bytes, page), region);
  return jsQR(pixels.data, pixels.width, pixels.height)?.data ?? null;
}

const trace = () => `${WEB_ORIGIN}/admin/trazabilidad?lote=${batchId}`;
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('an order’s labels', () => {
  it('prints one roll label per package: the batch’s figures and a QR to its traceability, or the declared ones', async () => {
    const pdf = await getPdf(`/admin/orders/${orderId}/labels?layout=roll`);
    expect(pdf).toMatchObject({ status: 200, type: 'application/pdf' });
    const { pages, text } = await readPdf(pdf.bytes);
    expect(pages).toBe(2);
    // Page by page: OG Kush's package of its batch first, then Despink's, of no batch.
    const [ogkush = '', despink = ''] = flat(text).split(/(?=Club de socios Despink)/);
    for (const words of [
      'Club de socios OG Kush',
      `Lote ${batchId} · Cosecha del 20/08/2024`,
      'Peso neto: 10 g',
      'THC 23,4 % · CBD 0,7 %',
      'Análisis del 28/08/2024 · Laboratorio Austral',
      `Pedido ${orderId.slice(0, 8)} · retiro 03/09/2024`,
      'Prohibida su venta o cesión a terceros',
    ])
      expect(ogkush).toContain(words);
    for (const words of [
      'Despink',
      'Sin lote registrado',
      'Peso neto: 5 g',
      'Valores declarados',
      'Sin lote: sin código',
    ])
      expect(despink).toContain(words);
    expect(await qrIn(pdf.bytes, 1)).toBe(trace());
    expect(await qrIn(pdf.bytes, 2)).toBeNull();
  });

  it('after the handover, labels what the handover took; on an A4 sheet too', async () => {
    expect(await recordHandover(gw.db, ADMIN_ID, orderId, 'delivered')).toMatchObject({ ok: true });
    const pdf = await getPdf(`/admin/orders/${orderId}/labels`);
    const { pages, text } = await readPdf(pdf.bytes);
    expect(pages).toBe(1);
    expect(flat(text)).toContain(`OG Kush Lote ${batchId} · Cosecha del 20/08/2024 Peso neto: 10 g`);
    // The first of eight cells: the left half of the sheet's top quarter.
    expect(await qrIn(pdf.bytes, 1, { x: 0, y: 0, width: 0.5, height: 0.3 })).toBe(trace());
  });

  it('refuses an unknown order, a cancelled one and a bad layout, in Spanish', async () => {
    expect((await getPdf('/admin/orders/00000000-0000-4000-8000-000000000000/labels')).status).toBe(404);
    const bad = await gw.app.request(`/admin/orders/${orderId}/labels?layout=carta`, {
      headers: authHeader(gw.adminToken),
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: 'El formato de etiqueta es a4 o roll' });
    const member = await gw.newMember();
    const other = await gw.placeOrder(member.token, { date: TUESDAY, time: '17:30', lines: { ogkush: 5 } });
    expect(
      await cancelOrder(gw.db, ADMIN_ID, other, { by: 'admin', reason: 'Pidió cancelar' }),
    ).toMatchObject({
      ok: true,
    });
    const cancelled = await gw.app.request(`/admin/orders/${other}/labels`, {
      headers: authHeader(gw.adminToken),
    });
    expect(cancelled.status).toBe(409);
    expect(await cancelled.json()).toMatchObject({
      error: 'Ese pedido fue cancelado o no se retiró: no lleva etiquetas',
    });
    expect((await getPdf(`/admin/orders/${orderId}/labels`, gw.memberToken)).status).toBe(403);
  });
});

describe('a batch’s label', () => {
  it('prints the copies asked, with the grams or a blank to write them, and the QR', async () => {
    const pdf = await getPdf(`/admin/batches/${batchId}/labels?grams=250&copies=3`);
    expect(pdf.status).toBe(200);
    const { pages, text } = await readPdf(pdf.bytes);
    expect(pages).toBe(1);
    expect(flat(text).match(/Peso neto: 250 g/g)).toHaveLength(3);
    expect(await qrIn(pdf.bytes, 1, { x: 0.5, y: 0, width: 0.5, height: 0.3 })).toBe(trace());
    const blank = await readPdf((await getPdf(`/admin/batches/${batchId}/labels?layout=roll`)).bytes);
    expect(flat(blank.text)).toContain('Peso neto: ______ g');
  });

  it('refuses an unknown batch and grams or copies out of range, in Spanish', async () => {
    const answer = async (query: string) => {
      const response = await gw.app.request(`/admin/batches/${query}`, {
        headers: authHeader(gw.adminToken),
      });
      return { status: response.status, body: await response.json() };
    };
    expect(await answer('999999/labels')).toMatchObject({
      status: 404,
      body: { error: 'No encontramos ese lote' },
    });
    expect(await answer(`${batchId}/labels?grams=0`)).toMatchObject({
      status: 400,
      body: { error: 'Los gramos van de 1 a 10000' },
    });
    expect(await answer(`${batchId}/labels?copies=25`)).toMatchObject({
      status: 400,
      body: { error: 'Las copias van de 1 a 24' },
    });
  });
});
