import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../test-support/decider-spec.ts';
import type { ClubEvent } from '../kernel/events/club-event.ts';
import { type SaveHarvest, saveHarvestDecider } from './decide.ts';
import type { HarvestRecorded } from './events.ts';

// Given products, their stock, batches, harvests and closes, when a harvest form is saved, then
// its fact or a refusal.

const listed = (productId: number, key: string, species: string): ClubEvent => ({
  type: 'ProductListed',
  payload: { productId, key, species, price: 100, available: true },
});
const received = (productId: number, grams: number): ClubEvent => ({
  type: 'StockReceived',
  payload: { productId, grams, source: 'seed' },
});
const OG = listed(3, 'ogkush', 'OG Kush');
const CHOCO = listed(4, 'chocolope', 'Chocolope');

const draft = {
  numberOfPlants: 12,
  waste: 100,
  stock: 1800,
  lampWatts: 1200,
  sketchedDate: '2025-01-10',
  harvestDate: '2025-04-20',
  observations: '',
  finished: true,
};
const save = (patch: Partial<SaveHarvest> = {}): SaveHarvest => ({
  target: null,
  product: { productId: 3 },
  draft,
  batch: null,
  newHarvestId: 21,
  actorMemberId: 1,
  today: '2025-05-01',
  ...patch,
});
const recorded = (patch: Partial<HarvestRecorded> = {}): HarvestRecorded => ({
  harvestId: 21,
  productId: 3,
  batchId: null,
  numberOfPlants: 12,
  waste: 100,
  stock: 1800,
  lampWatts: 1200,
  sketchedDate: '2025-01-10',
  firstTransplantation: null,
  secondTransplantation: null,
  thirdTransplantation: null,
  bloomDate: null,
  harvestDate: '2025-04-20',
  observations: '',
  finished: true,
  createdBy: 1,
  ...patch,
});
const spec = () => deciderSpec(saveHarvestDecider);

describe('a new harvest', () => {
  it('is recorded with its form, its product and who recorded it', () => {
    spec().given(OG).when(save()).thenDecides({ type: 'HarvestRecorded', payload: recorded() });
  });

  it('takes the species by name', () => {
    spec()
      .given(OG)
      .when(save({ product: { species: 'OG Kush' } }))
      .thenDecides({ type: 'HarvestRecorded', payload: recorded() });
  });

  it('is refused without a species, with an unknown one, or with the form’s own refusals', () => {
    spec()
      .given(OG)
      .when(save({ product: {} }))
      .thenRefuses({ code: 'ESPECIE_REQUERIDA', field: 'species' });
    spec()
      .given(OG)
      .when(save({ product: { productId: 999 } }))
      .thenRefuses({ code: 'ESPECIE_INEXISTENTE', field: 'species' });
    spec()
      .given(OG)
      .when(save({ draft: { ...draft, numberOfPlants: 0 } }))
      .thenRefuses('PLANTAS_INVALIDAS');
    spec()
      .given(OG)
      .when(save({ batch: 'x' }))
      .thenRefuses({ code: 'LOTE_NO_ENCONTRADO', field: 'batchId' });
  });

  it('is refused as a second harvest of one species on one harvest day, in Spanish', () => {
    spec()
      .given(OG, { type: 'HarvestRecorded', payload: recorded({ harvestId: 20 }) })
      .when(save())
      .thenRefuses({ code: 'COSECHA_DUPLICADA', field: 'harvestDate' });
  });

  it('is refused on a day of a closed month', () => {
    const closed: ClubEvent = {
      type: 'MonthClosed',
      payload: {
        month: '2025-04',
        memberId: 1,
        products: [],
        hash: '',
        events: 0,
        lastPosition: 0,
      },
    };
    spec().given(OG, closed).when(save()).thenRefuses('MES_CERRADO');
  });
});

describe('a correction', () => {
  const history: ClubEvent[] = [
    OG,
    CHOCO,
    received(3, 1800),
    { type: 'HarvestRecorded', payload: recorded() },
  ];

  it('holds the whole record after it', () => {
    spec()
      .given(...history)
      .when(save({ target: { id: 21 }, draft: { ...draft, stock: 2000 } }))
      .thenDecides({
        type: 'HarvestCorrected',
        payload: (({ createdBy: _, ...rest }) => rest)(recorded({ stock: 2000 })),
      });
  });

  it('finds the harvest by its cuttings date and species', () => {
    expect(
      spec()
        .given(...history)
        .when(
          save({
            target: { sketchedDate: '2025-01-10', product: { productId: 3 } },
            draft: { ...draft, stock: 1500 },
          }),
        ).decision,
    ).toMatchObject({
      ok: true,
      events: [{ type: 'HarvestCorrected', payload: { harvestId: 21, stock: 1500 } }],
    });
  });

  it('saving the same figures again is no new fact', () => {
    spec()
      .given(...history)
      .when(save({ target: { id: 21 } }))
      .thenDecides();
  });

  it('is refused for an unknown harvest', () => {
    spec()
      .given(...history)
      .when(save({ target: { id: 99 } }))
      .thenRefuses('COSECHA_NO_ENCONTRADA');
  });

  it('is refused when it would leave the product below 0 g', () => {
    spec()
      .given(...history, {
        type: 'StockAdjusted',
        payload: { productId: 3, grams: -1000, reason: 'Recuento' },
      })
      .when(save({ target: { id: 21 }, draft: { ...draft, stock: 500 } }))
      .thenRefuses({ code: 'STOCK_NEGATIVO', field: 'stock' });
  });
});

describe('a harvest of a batch', () => {
  const batch: ClubEvent[] = [
    OG,
    {
      type: 'BatchStarted',
      payload: { batchId: 7, motherId: 1, productId: 3, plants: 12, startedOn: '2025-01-10', notes: '' },
    },
    {
      type: 'BatchStageChanged',
      payload: { batchId: 7, from: 'vegetativo', to: 'floracion', on: '2025-02-01', reason: '' },
    },
  ];

  it('names the batch in its fact', () => {
    spec()
      .given(...batch)
      .when(save({ batch: 7 }))
      .thenDecides({ type: 'HarvestRecorded', payload: recorded({ batchId: 7 }) });
  });

  it('is refused with the batch’s own refusals', () => {
    spec()
      .given(...batch, listed(4, 'chocolope', 'Chocolope'))
      .when(save({ batch: 7, product: { productId: 4 } }))
      .thenRefuses('LOTE_DE_OTRA_ESPECIE');
    spec()
      .given(OG)
      .when(save({ batch: 8 }))
      .thenRefuses('LOTE_NO_ENCONTRADO');
  });
});
