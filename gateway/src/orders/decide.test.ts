import { DEFAULT_CLUB_SETTINGS } from '@club/domain/club-settings';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../test-support/decider-spec.ts';
import type { ClubEvent, EventsOfStream } from '../kernel/events/club-event.ts';

type SettingsEvent = EventsOfStream['settings'];

import type { ProductEvent } from '../stock/public.ts';
import { type PlaceOrderCommand, type PlaceOrderDecision, placeOrderDecider } from './decide.ts';
import type { OrderPlacedEvent } from './events.ts';

// Given the catalogue's facts (and the member's, the slot's and the settings' where a case needs
// them), When the member places an order, Then OrderPlaced or the refusal.

const catalogue: ProductEvent[] = [
  { productId: 2, key: 'despink', species: 'Despink', price: 40, available: false, grams: 480 },
  { productId: 4, key: 'chocolope', species: 'Chocolope', price: 48, available: true, grams: 35 },
  { productId: 8, key: 'ogkush', species: 'OG Kush', price: 45, available: true, grams: 700 },
  { productId: 9, key: 'kief', species: 'Kief', price: 60, available: true, grams: 30 },
].flatMap(({ grams, ...listed }): ProductEvent[] => [
  { type: 'ProductListed', payload: listed },
  { type: 'StockReceived', payload: { productId: listed.productId, grams, source: 'seed' } },
]);

/** An order of `grams` of a product out of the catalogue (so the stock above stays as it is). */
const ordered = (memberId: number, date: string, grams: number, time = '17:00'): OrderPlacedEvent => ({
  type: 'OrderPlaced',
  payload: {
    orderId: `${memberId}-${date}-${time}-${grams}`,
    memberId,
    date,
    time,
    lines: [{ productId: 1, key: 'otra', species: 'Otra', grams, price: 1 }],
    total: grams,
    observations: '',
  },
});

/** Member 2's grams counted this September and, besides, earlier in 2024. */
const counted = (month: number, year: number): OrderPlacedEvent[] => [
  ...(month > 0 ? [ordered(2, '2024-09-03', month)] : []),
  ...(year > month ? [ordered(2, '2024-03-05', year - month)] : []),
];

/** `n` orders of other members taking the slot `date` 17:00. */
const slotTaken = (n: number, date: string): OrderPlacedEvent[] =>
  Array.from({ length: n }, (_, i) => ordered(100 + i, date, 5));

const placeOrder = deciderSpec(placeOrderDecider);
const withCatalogue = (...facts: ClubEvent[]) => placeOrder.given(...catalogue, ...facts);

// Monday 2 September 2024, noon in Montevideo: Tuesday 3 September 17:00 is an offered slot.
const NOW = new Date('2024-09-02T12:00:00-03:00');

function command(overrides: Partial<PlaceOrderCommand> = {}): PlaceOrderCommand {
  return {
    orderId: '6f1c1a4e-0000-4000-8000-000000000001',
    memberId: 2,
    date: '2024-09-03',
    time: '17:00',
    total: 750,
    observations: 'Paso después del trabajo',
    lines: [
      { product: 'ogkush', grams: 10 },
      { product: 'kief', grams: 5 },
    ],
    now: NOW,
    ...overrides,
  };
}

function refusal(decision: PlaceOrderDecision) {
  if (decision.ok) throw new Error('expected a refusal, got an order');
  return decision.error;
}

describe('placeOrder: an order that every rule allows', () => {
  it('Given stock and no prior orders, When placing 10 g OG Kush + 5 g Kief, Then OrderPlaced with lines and prices', () => {
    withCatalogue()
      .when(command())
      .thenDecides({
        type: 'OrderPlaced',
        payload: {
          orderId: '6f1c1a4e-0000-4000-8000-000000000001',
          memberId: 2,
          date: '2024-09-03',
          time: '17:00',
          lines: [
            { productId: 8, key: 'ogkush', species: 'OG Kush', grams: 10, price: 45 },
            { productId: 9, key: 'kief', species: 'Kief', grams: 5, price: 60 },
          ],
          total: 750,
          observations: 'Paso después del trabajo',
        },
      });
  });

  it('ignores lines at 0 g (even of unknown products) and accepts a species for a key', () => {
    const decision = withCatalogue().when(
      command({
        total: 450,
        lines: [
          { product: 'OG Kush', grams: 10 },
          { product: 'despink', grams: 0 },
          { product: 'yaNoExiste', grams: 0 },
        ],
      }),
    ).decision;
    expect(decision.ok && decision.events[0]?.payload.lines).toEqual([
      { productId: 8, key: 'ogkush', species: 'OG Kush', grams: 10, price: 45 },
    ]);
  });

  it('sells kief down to its last grams and allows exactly 40 g and 250 characters', () => {
    expect(
      withCatalogue().when(command({ total: 1800, lines: [{ product: 'kief', grams: 30 }] })).decision.ok,
    ).toBe(true);
    expect(
      withCatalogue().when(command({ total: 1800, lines: [{ product: 'ogkush', grams: 40 }] })).decision.ok,
    ).toBe(true);
    expect(withCatalogue().when(command({ observations: 'x'.repeat(250) })).decision.ok).toBe(true);
  });

  it('allows up to what is left of the month', () => {
    const decision = withCatalogue(...counted(25, 100)).when(
      command({ total: 675, lines: [{ product: 'ogkush', grams: 15 }] }),
    ).decision;
    expect(decision.ok).toBe(true);
  });
});

describe("placeOrder: the spec's three checks, in its order", () => {
  it('refuses over 40 g in one order first', () => {
    const error = refusal(
      withCatalogue().when(
        command({
          date: '',
          lines: [
            { product: 'ogkush', grams: 30 },
            { product: 'kief', grams: 15 },
          ],
        }),
      ).decision,
    );
    expect(error).toEqual({ code: 'LIMITE_POR_PEDIDO', message: 'La cantidad máxima por socio son 40g' });
  });

  it('refuses an empty cart (no lines, or only lines at 0)', () => {
    const empty = { code: 'CARRITO_VACIO', message: 'El carrito está vacío' };
    expect(refusal(withCatalogue().when(command({ lines: [], total: 0, date: '' })).decision)).toEqual(empty);
    expect(
      refusal(withCatalogue().when(command({ lines: [{ product: 'ogkush', grams: 0 }], total: 0 })).decision),
    ).toEqual(empty);
  });

  it('refuses a missing day or time', () => {
    const missing = { code: 'FALTA_DIA_HORA', message: 'Se debe elegir día y hora de la entrega' };
    expect(refusal(withCatalogue().when(command({ date: '' })).decision)).toEqual(missing);
    expect(refusal(withCatalogue().when(command({ time: '' })).decision)).toEqual(missing);
  });
});

describe('placeOrder: what the server re-checks', () => {
  it('refuses grams that are not positive 5 g steps', () => {
    for (const grams of [7, -5, 2.5]) {
      expect(
        refusal(withCatalogue().when(command({ lines: [{ product: 'ogkush', grams }] })).decision).code,
      ).toBe('GRAMOS_INVALIDOS');
    }
  });

  it('refuses the same product twice', () => {
    const error = refusal(
      withCatalogue().when(
        command({
          lines: [
            { product: 'ogkush', grams: 5 },
            { product: 'OG Kush', grams: 5 },
          ],
        }),
      ).decision,
    );
    expect(error.code).toBe('LINEA_REPETIDA');
  });

  it('refuses an unknown product, naming it', () => {
    expect(
      refusal(withCatalogue().when(command({ lines: [{ product: 'nada', grams: 5 }] })).decision),
    ).toEqual({
      code: 'PRODUCTO_DESCONOCIDO',
      message: 'El producto nada no existe',
    });
  });

  it('refuses observations over 250 characters', () => {
    expect(refusal(withCatalogue().when(command({ observations: 'x'.repeat(251) })).decision)).toEqual({
      code: 'OBSERVACIONES_LARGAS',
      message: 'Los comentarios pueden tener hasta 250 caracteres',
    });
  });

  it('refuses a day or time that is not an offered slot', () => {
    for (const [date, time] of [
      ['2024-09-04', '17:00'], // a Wednesday
      ['2024-09-03', '17:15'], // not a slot
      ['2024-09-06', '17:00'], // a Tuesday slot on a Friday
      ['2024-08-30', '12:00'], // past
      ['2024-10-04', '12:00'], // beyond the 31 days
      ['3/9/2024', '17:00'],
    ] as const) {
      expect(refusal(withCatalogue().when(command({ date, time })).decision).code).toBe('HORARIO_INVALIDO');
    }
    // Same day, slot already past on the server clock
    const late = command({ now: new Date('2024-09-03T18:10:00-03:00') });
    expect(refusal(withCatalogue().when(late).decision)).toEqual({
      code: 'HORARIO_INVALIDO',
      message: 'El día y la hora elegidos ya no están disponibles, elegí otro horario',
    });
  });

  it('refuses a product marked unavailable', () => {
    expect(
      refusal(
        withCatalogue().when(command({ total: 200, lines: [{ product: 'despink', grams: 5 }] })).decision,
      ),
    ).toEqual({
      code: 'PRODUCTO_NO_DISPONIBLE',
      message: 'Despink no está disponible',
    });
  });

  it('refuses a product with 40 g or less on hand', () => {
    expect(
      refusal(
        withCatalogue().when(command({ total: 240, lines: [{ product: 'chocolope', grams: 5 }] })).decision,
      ),
    ).toEqual({
      code: 'SIN_STOCK',
      message: 'Chocolope está sin stock',
    });
  });

  it('refuses more grams than the product has', () => {
    expect(
      refusal(
        withCatalogue().when(command({ total: 2100, lines: [{ product: 'kief', grams: 35 }] })).decision,
      ),
    ).toEqual({
      code: 'STOCK_INSUFICIENTE',
      message: 'Solo quedan 30 g de Kief',
    });
  });

  it("refuses a client total that differs from the server's, telling the right one", () => {
    expect(refusal(withCatalogue().when(command({ total: 700 })).decision)).toEqual({
      code: 'TOTAL_INCORRECTO',
      message: 'El total cambió: con los precios de hoy es $ 750. Revisá el carrito',
    });
  });
});

describe("placeOrder: the member's limits", () => {
  it('Given 25 g this month, When ordering 20 g, Then LIMITE_MENSUAL with 15 g left', () => {
    const error = refusal(
      withCatalogue(...counted(25, 25)).when(
        command({ total: 900, lines: [{ product: 'ogkush', grams: 20 }] }),
      ).decision,
    );
    expect(error).toEqual({
      code: 'LIMITE_MENSUAL',
      message: 'solo te quedan 15g este mes',
      period: 'month',
      gramsPurchased: 25,
      gramsLeft: 15,
    });
  });

  it('Given 40 g this month, When ordering 5 g, Then 0 g left this month', () => {
    const error = refusal(
      withCatalogue(...counted(40, 40)).when(
        command({ total: 225, lines: [{ product: 'ogkush', grams: 5 }] }),
      ).decision,
    );
    expect(error).toMatchObject({
      code: 'LIMITE_MENSUAL',
      gramsLeft: 0,
      message: 'solo te quedan 0g este mes',
    });
  });

  it('Given 470 g this year and none this month, When ordering 15 g, Then LIMITE_ANUAL with 10 g left', () => {
    const error = refusal(
      withCatalogue(...counted(0, 470)).when(
        command({ total: 675, lines: [{ product: 'ogkush', grams: 15 }] }),
      ).decision,
    );
    expect(error).toEqual({
      code: 'LIMITE_ANUAL',
      message: 'solo te quedan 10g este año',
      period: 'year',
      gramsPurchased: 470,
      gramsLeft: 10,
    });
  });

  it('reports the month when both caps leave the same grams', () => {
    const error = refusal(
      withCatalogue(...counted(30, 470)).when(
        command({ total: 675, lines: [{ product: 'ogkush', grams: 15 }] }),
      ).decision,
    );
    expect(error).toMatchObject({
      code: 'LIMITE_MENSUAL',
      period: 'month',
      gramsLeft: 10,
      gramsPurchased: 30,
    });
  });
});

describe('placeOrder: judged by the settings in force on the pickup day', () => {
  // From Thursday 5 September 2024 the club caps 30 g a month, steps of 10 g, and Tuesday 17:00 takes 2 orders.
  const settingsChanged: SettingsEvent = {
    type: 'ClubSettingsChanged',
    payload: {
      effectiveFrom: '2024-09-05',
      settings: {
        ...DEFAULT_CLUB_SETTINGS,
        monthlyGramsLimit: 30,
        gramsStep: 10,
        pickupDays: DEFAULT_CLUB_SETTINGS.pickupDays.map((day) =>
          day.weekday === 2
            ? {
                ...day,
                slots: day.slots.map((slot) => (slot.time === '17:00' ? { ...slot, capacity: 2 } : slot)),
              }
            : day,
        ),
      },
    },
  };
  const thirtyFive = { total: 1575, lines: [{ product: 'ogkush', grams: 35 }] };

  it('an order picked up before the change keeps the spec caps; one after it meets the new ones', () => {
    expect(
      withCatalogue(settingsChanged).when(command({ ...thirtyFive, date: '2024-09-03' })).decision.ok,
    ).toBe(true);
    expect(
      refusal(withCatalogue(settingsChanged).when(command({ ...thirtyFive, date: '2024-09-10' })).decision),
    ).toEqual({
      code: 'GRAMOS_INVALIDOS',
      message: 'Las cantidades van de a 10 g',
    });
    expect(
      refusal(
        withCatalogue(settingsChanged).when(
          command({ total: 1800, lines: [{ product: 'ogkush', grams: 40 }], date: '2024-09-10' }),
        ).decision,
      ),
    ).toEqual({ code: 'LIMITE_POR_PEDIDO', message: 'La cantidad máxima por socio son 30g' });
    expect(
      refusal(
        withCatalogue(settingsChanged, ...counted(20, 20)).when(
          command({ total: 900, lines: [{ product: 'ogkush', grams: 20 }], date: '2024-09-10' }),
        ).decision,
      ),
    ).toMatchObject({ code: 'LIMITE_MENSUAL', gramsLeft: 10, message: 'solo te quedan 10g este mes' });
  });

  it('refuses a slot that is full, and takes it while a place is left', () => {
    const tuesday = {
      total: 900,
      lines: [{ product: 'ogkush', grams: 20 }],
      date: '2024-09-10',
      time: '17:00',
    };
    expect(
      withCatalogue(settingsChanged, ...slotTaken(1, '2024-09-10')).when(command(tuesday)).decision.ok,
    ).toBe(true);
    expect(
      refusal(withCatalogue(settingsChanged, ...slotTaken(2, '2024-09-10')).when(command(tuesday)).decision),
    ).toEqual({
      code: 'HORARIO_COMPLETO',
      message: 'Ese horario ya está completo, elegí otro',
    });
    // Before the change the slot had no limit
    expect(
      withCatalogue(settingsChanged, ...slotTaken(50, '2024-09-03')).when(
        command({ ...tuesday, date: '2024-09-03' }),
      ).decision.ok,
    ).toBe(true);
  });
});
