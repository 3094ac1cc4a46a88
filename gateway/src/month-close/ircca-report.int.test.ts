import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminTestGateway, startAdminTestGateway } from '../../test-support/admin-gateway.ts';
import { ANALYSIS, harvestedBatch, postAnalysis } from '../../test-support/lab-results.fixture.ts';
import type { SignedClose } from './events.ts';
import { irccaCsv, irccaReport } from './ircca-report.ts';

// The IRCCA report lists each harvest of the month with its batch's lab analyses: every analysis
// recorded for a harvest's batch, 'sin análisis' for a batch without one, 'sin lote registrado'
// for a harvest of no batch.

let gw: AdminTestGateway;
beforeAll(async () => {
  gw = await startAdminTestGateway();
});
afterAll(() => gw?.close());

const close = (month: string): SignedClose =>
  ({
    month,
    hash: 'h',
    closedAt: `${month}-28T12:00:00.000Z`,
    signedBy: 'Admin',
    products: [],
  }) as unknown as SignedClose;

describe('the IRCCA report’s analyses', () => {
  it('lists each harvest of the month with its analyses', async () => {
    const analysed = await harvestedBatch(gw, { productId: 8, grams: 600, harvestDate: '2024-08-20' });
    await harvestedBatch(gw, { productId: 2, grams: 300, harvestDate: '2024-08-22' });
    expect((await postAnalysis(gw, analysed.batchId)).status).toBe(201);
    expect(
      (
        await postAnalysis(gw, analysed.batchId, {
          values: { ...ANALYSIS, sampleId: 'M-2', analysedOn: '2024-08-30', thc: '21' },
        })
      ).status,
    ).toBe(201);

    const report = await irccaReport(gw.db, close('2024-08'));
    const section = report.sections.find((s) => s.id === 'analisis');
    expect(section?.rows).toEqual([
      [
        '2024-08-20',
        'OG Kush',
        analysed.batchId,
        'Laboratorio Austral',
        '2024-08-28',
        'M-2024-118',
        23.4,
        0.7,
        'CBG 1.1 %',
        'Mirceno 0.9 %',
      ],
      [
        '2024-08-20',
        'OG Kush',
        analysed.batchId,
        'Laboratorio Austral',
        '2024-08-30',
        'M-2',
        21,
        0.7,
        'CBG 1.1 %',
        'Mirceno 0.9 %',
      ],
      ['2024-08-22', 'Despink', analysed.batchId + 1, 'sin análisis', '', '', '', '', '', ''],
    ]);
    const { csv } = irccaCsv(report);
    expect(csv).toContain('# Análisis de laboratorio de las cosechas');
    expect(csv).toContain('2024-08-22;Despink;');
  });
});

describe('the IRCCA report’s opening balances', () => {
  it('shows a member’s opening balance as an opening figure, apart from the deliveries', async () => {
    const member = await gw.newMember();
    const opening = await gw.app.request(`/admin/members/${member.id}/opening-balance`, {
      method: 'POST',
      headers: { auth_token: gw.adminToken, 'content-type': 'application/json' },
      body: JSON.stringify({ grams_this_month: 30, grams_this_year: 200, as_of: '2024-09-02' }),
    });
    expect(opening.status).toBe(201);
    const report = await irccaReport(gw.db, close('2024-09'));
    const section = report.sections.find((s) => s.id === 'saldos_apertura');
    expect(section?.rows).toEqual([
      [expect.any(String), expect.stringContaining('Prueba'), 30, 200, '2024-09-02'],
    ]);
    const deliveries = report.sections.find((s) => s.id === 'entregas');
    expect(deliveries?.rows.some((row) => row.includes(30))).toBe(false);
    expect(irccaCsv(report).csv).toContain('# Saldos de apertura de socios');
    const august = await irccaReport(gw.db, close('2024-08'));
    expect(august.sections.find((s) => s.id === 'saldos_apertura')?.rows).toEqual([]);
  });
});
