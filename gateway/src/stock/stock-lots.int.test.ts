import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminTestGateway, startAdminTestGateway } from '../../test-support/admin-gateway.ts';
import { asClubEvent } from '../kernel/events/club-event.ts';
import { currentLots, LOT_EVENT_TYPES, StockLots } from './stock-lots.ts';

// The lots read from the log: a read after more facts folds only those onto the last read, and
// must give what a fold of the whole log gives; another database is never mistaken for the one
// read before, even at the same position.

let gw: AdminTestGateway;
let other: AdminTestGateway;
beforeAll(async () => {
  [gw, other] = await Promise.all([startAdminTestGateway(), startAdminTestGateway()]);
});
afterAll(async () => {
  await gw?.close();
  await other?.close();
});

async function wholeFold(gateway: AdminTestGateway): Promise<StockLots> {
  const { rows } = await gateway.db.query<{ type: string; payload: unknown }>(
    'select type, payload from events where type = any($1::text[]) order by position',
    [LOT_EVENT_TYPES],
  );
  const lots = new StockLots();
  for (const row of rows) lots.apply(asClubEvent(row));
  return lots;
}

const PRODUCTS = [1, 2, 3, 4, 5, 6, 7, 8, 9];
const lotsOf = (lots: StockLots) => PRODUCTS.map((id) => lots.lotsOf(id));

describe('the lots on hand, read from the log', () => {
  it('folds later facts onto the last read as a whole fold would', async () => {
    expect(lotsOf(await currentLots(gw.appDb))).toEqual(lotsOf(await wholeFold(gw)));
    await gw.asAdmin('mutation { adjustStock(id: 8, grams: -100, reason: "Recuento") { ok } }');
    await gw.asAdmin('mutation { adjustStock(id: 2, grams: 35, reason: "Recuento") { ok } }');
    const after = await currentLots(gw.appDb);
    expect(lotsOf(after)).toEqual(lotsOf(await wholeFold(gw)));
    expect(after.lotsOf(2).at(-1)).toEqual({ harvestId: null, grams: 35 });
  });

  it('reads another database’s own lots even at the same position', async () => {
    await other.asAdmin('mutation { adjustStock(id: 8, grams: -300, reason: "Recuento") { ok } }');
    await other.asAdmin('mutation { adjustStock(id: 2, grams: 35, reason: "Recuento") { ok } }');
    expect(lotsOf(await currentLots(other.appDb))).toEqual(lotsOf(await wholeFold(other)));
    expect(lotsOf(await currentLots(gw.appDb))).toEqual(lotsOf(await wholeFold(gw)));
  });
});
