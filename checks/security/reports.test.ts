// The club's downloaded files (checks/security/reports.ts): no formula runs from a typed text in
// any CSV, and a signed month's report is the same bytes on every download.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE, runCheck } from '../test-support/check-support.ts';
import { csvInjection, type ReportsStand, reportsStand, signedReport } from './reports.ts';

describe(`Informes y CSV (${ENGINE})`, () => {
  let stand: ReportsStand;
  beforeAll(async () => {
    stand = await reportsStand();
  });
  afterAll(() => stand?.gw.close());

  it('ninguna celda escrita por una persona corre como fórmula; los números quedan números', async () => {
    const { failures } = await runCheck(() => csvInjection(stand));
    expect(failures).toEqual([]);
  });
  it('el informe de un mes cerrado da los mismos bytes en cada descarga e imprime su SHA-256', async () => {
    const { failures } = await runCheck(() => signedReport(stand));
    expect(failures).toEqual([]);
  });
});
