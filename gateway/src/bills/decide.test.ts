import { DEFAULT_CLUB_SETTINGS } from '@club/domain/club-settings';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../test-support/decider-spec.ts';
import type { ClubEvent } from '../kernel/events/club-event.ts';
import type { Sealed } from '../kernel/privacy/subject-keys.ts';
import { gramsAfterBill, type IssueBillCommand, issueBillDecider } from './decide.ts';
import type { BillIssuedEvent } from './events.ts';

/** Personal data as the log holds it: sealed, never read by this feature. */
const SEALED = 'v1.sealed' as Sealed;

// Given the facts (the member, the stock, the grams already handed over, the settings), When an
// admin issues a bill, Then BillIssued or the refusal.

const spec = deciderSpec(issueBillDecider);

const listed = (
  productId: number,
  key: string,
  species: string,
  price: number,
  grams: number,
): ClubEvent[] => [
  { type: 'ProductListed', payload: { productId, key, species, price, available: true } },
  { type: 'StockReceived', payload: { productId, grams, source: 'seed' } },
];

const catalogue: ClubEvent[] = [
  ...listed(2, 'despink', 'Despink', 40, 480),
  ...listed(8, 'ogkush', 'OG Kush', 45, 700),
  ...listed(9, 'kief', 'Kief', 60, 30),
];

const anaRegistered: ClubEvent = {
  type: 'MemberRegistered',
  payload: {
    memberId: 2,
    role: 'member',
    trimmer: false,
    personal: SEALED,
  },
};

/** Ana's grams handed over on `date` in an earlier bill, of a product no longer listed. */
const handedOver = (grams: number, date: string): ClubEvent => ({
  type: 'BillIssued',
  payload: {
    billId: `00000000-0000-4000-8000-${String(grams).padStart(4, '0')}${date.replaceAll('-', '')}`,
    memberId: 2,
    date,
    lines: [{ productId: 99, key: 'viejo', species: 'Viejo', grams, price: 1 }],
    total: grams,
  },
});

const BILL_ID = '7a1c1a4e-0000-4000-8000-000000000001';

function command(overrides: Partial<IssueBillCommand> = {}): IssueBillCommand {
  return {
    billId: BILL_ID,
    today: '2024-09-10',
    socio_id: 2,
    date: '2024-09-10',
    species: [
      { product: 'ogkush', amount: 10 },
      { product: 'kief', amount: 3 },
    ],
    ...overrides,
  };
}

/** The member's grams after the accepted bill, as the command answers them. */
function gramsAfter(facts: ClubEvent[], decision: { ok: boolean; events?: BillIssuedEvent[] }) {
  const [issued] = decision.events ?? [];
  if (!decision.ok || !issued) throw new Error('expected a bill');
  return gramsAfterBill(facts.reduce(issueBillDecider.evolve, issueBillDecider.initialState()), issued);
}

describe('issueBillDecider: a bill every rule allows', () => {
  it('Given stock and 20 g this month, When billing 10 g OG Kush + 3 g Kief, Then BillIssued with lines, prices and total', () => {
    const facts = [...catalogue, anaRegistered, handedOver(40, '2024-03-01'), handedOver(20, '2024-09-02')];
    const then = spec.given(...facts).when(command());
    then.thenDecides({
      type: 'BillIssued',
      payload: {
        billId: BILL_ID,
        memberId: 2,
        date: '2024-09-10',
        lines: [
          { productId: 8, key: 'ogkush', species: 'OG Kush', grams: 10, price: 45 },
          { productId: 9, key: 'kief', species: 'Kief', grams: 3, price: 60 },
        ],
        total: 630,
      },
    });
    expect(gramsAfter(facts, then.decision)).toEqual({ gramsPurchased: 33, gramsLeft: 7 });
  });

  it('Given 35 g this month, When billing exactly the 5 g left, Then it is issued with 0 g left', () => {
    const facts = [...catalogue, anaRegistered, handedOver(35, '2024-09-02')];
    const then = spec.given(...facts).when(command({ species: [{ product: 'OG Kush', amount: 5 }] }));
    expect(then.decision.ok).toBe(true);
    expect(gramsAfter(facts, then.decision)).toEqual({ gramsPurchased: 40, gramsLeft: 0 });
  });

  it('Given a past date, When billing, Then it is dated on that day', () => {
    const { decision } = spec.given(...catalogue, anaRegistered).when(command({ date: '2024-08-31' }));
    expect(decision.ok && decision.events[0]?.payload.date).toBe('2024-08-31');
  });

  it('Given 7 g of Kief left after a product with few grams, When billing all of it, Then it is issued (no 40 g floor for handovers)', () => {
    const { decision } = spec
      .given(...listed(9, 'kief', 'Kief', 60, 7), anaRegistered)
      .when(command({ species: [{ product: 'kief', amount: 7 }] }));
    expect(decision.ok).toBe(true);
  });
});

describe('issueBillDecider: refusals', () => {
  it.each([
    ['no member chosen', { socio_id: null }, 'FALTA_SOCIO', 'Debe elegir un socio'],
    ['a member number as text', { socio_id: '2' }, 'FALTA_SOCIO', 'Debe elegir un socio'],
    [
      'an impossible date',
      { date: '2024-02-30' },
      'FECHA_INVALIDA',
      'La fecha no es válida: se espera AAAA-MM-DD',
    ],
    [
      'a date before 2000',
      { date: '1999-12-31' },
      'FECHA_INVALIDA',
      'La fecha no es válida: se espera AAAA-MM-DD',
    ],
    [
      'a date after today',
      { date: '2024-09-11' },
      'FECHA_FUTURA',
      'La fecha del recibo no puede ser posterior a hoy (2024-09-10)',
    ],
    ['no species', { species: [] }, 'SIN_ESPECIES', 'Agregá al menos una especie'],
    ['species not a list', { species: { ogkush: 5 } }, 'SIN_ESPECIES', 'Agregá al menos una especie'],
    [
      'a line without a product',
      { species: [{ amount: 5 }] },
      'LINEA_INVALIDA',
      'Cada especie lleva su producto y una cantidad',
    ],
    [
      'zero grams',
      { species: [{ product: 'ogkush', amount: 0 }] },
      'GRAMOS_INVALIDOS',
      'La cantidad de ogkush debe ser un número entero de gramos mayor que 0',
    ],
    ['fractional grams', { species: [{ product: 'ogkush', amount: 2.5 }] }, 'GRAMOS_INVALIDOS', undefined],
    ['negative grams', { species: [{ product: 'ogkush', amount: -5 }] }, 'GRAMOS_INVALIDOS', undefined],
    [
      'a species twice (as key and as name)',
      {
        species: [
          { product: 'ogkush', amount: 5 },
          { product: 'OG Kush', amount: 5 },
        ],
      },
      'ESPECIE_REPETIDA',
      'Cada especie puede aparecer una sola vez en el recibo',
    ],
    [
      'an unknown product',
      { species: [{ product: 'purplehaze', amount: 5 }] },
      'PRODUCTO_DESCONOCIDO',
      'El producto purplehaze no existe',
    ],
  ] as const)(
    'Given a valid state, When the bill has %s, Then it is refused',
    (_name, change, code, message) => {
      spec
        .given(...catalogue, anaRegistered)
        .when(command(change as Partial<IssueBillCommand>))
        .thenRefuses(message ? { code, message } : code);
    },
  );

  it('Given no such member, When billing, Then SOCIO_DESCONOCIDO names the number', () => {
    spec
      .given(...catalogue, anaRegistered)
      .when(command({ socio_id: 99 }))
      .thenRefuses({
        code: 'SOCIO_DESCONOCIDO',
        message: 'No existe el socio #99',
      });
  });

  it('Given a member who was deactivated, When billing, Then SOCIO_INACTIVO', () => {
    const deactivated: ClubEvent = { type: 'MemberDeactivated', payload: { memberId: 2, tokensRevoked: 0 } };
    const { decision } = spec.given(...catalogue, anaRegistered, deactivated).when(command());
    expect(decision).toEqual({
      ok: false,
      error: { code: 'SOCIO_INACTIVO', message: 'El socio #2 está dado de baja: no puede recibir' },
    });
  });

  it('Given an admin account, When billing it, Then SOCIO_INVALIDO', () => {
    const admin: ClubEvent = {
      type: 'MemberRegistered',
      payload: {
        memberId: 2,
        role: 'admin',
        trimmer: false,
        personal: SEALED,
      },
    };
    spec
      .given(...catalogue, admin)
      .when(command())
      .thenRefuses('SOCIO_INVALIDO');
  });

  it('Given 30 g of Kief, When billing 31 g, Then STOCK_INSUFICIENTE with what is left', () => {
    const { decision } = spec
      .given(...catalogue, anaRegistered)
      .when(command({ species: [{ product: 'kief', amount: 31 }] }));
    expect(decision).toEqual({
      ok: false,
      error: { code: 'STOCK_INSUFICIENTE', message: 'Solo quedan 30 g de Kief' },
    });
  });

  it("Given 35 g this month, When billing 10 g, Then LIMITE_MENSUAL: 'solo te quedan 5g este mes'", () => {
    const { decision } = spec
      .given(...catalogue, anaRegistered, handedOver(35, '2024-09-02'))
      .when(command({ species: [{ product: 'ogkush', amount: 10 }] }));
    expect(decision).toEqual({
      ok: false,
      error: {
        code: 'LIMITE_MENSUAL',
        message: 'solo te quedan 5g este mes',
        period: 'month',
        gramsPurchased: 35,
        gramsLeft: 5,
      },
    });
  });

  it('Given 40 g this month, When billing 1 g, Then LIMITE_MENSUAL with 0 g left', () => {
    spec
      .given(...catalogue, anaRegistered, handedOver(40, '2024-09-02'))
      .when(command({ species: [{ product: 'kief', amount: 1 }] }))
      .thenRefuses({ code: 'LIMITE_MENSUAL', message: 'solo te quedan 0g este mes' });
  });

  it('Given 475 g this year and none this month, When billing 10 g, Then LIMITE_ANUAL names the year', () => {
    const { decision } = spec
      .given(...catalogue, anaRegistered, handedOver(475, '2024-03-01'))
      .when(command({ species: [{ product: 'ogkush', amount: 10 }] }));
    expect(decision).toEqual({
      ok: false,
      error: {
        code: 'LIMITE_ANUAL',
        message: 'solo te quedan 5g este año',
        period: 'year',
        gramsPurchased: 475,
        gramsLeft: 5,
      },
    });
  });

  it('Given too little stock and a month used up, When billing, Then stock is reported first (as for orders)', () => {
    spec
      .given(...catalogue, anaRegistered, handedOver(40, '2024-09-02'))
      .when(command({ species: [{ product: 'kief', amount: 31 }] }))
      .thenRefuses('STOCK_INSUFICIENTE');
  });

  it('Given an order not collected, When billing, Then its grams no longer count against the month', () => {
    const lines = [{ productId: 2, key: 'despink', species: 'Despink', grams: 40, price: 40 }];
    const placed: ClubEvent = {
      type: 'OrderPlaced',
      payload: {
        orderId: 'o-1',
        memberId: 2,
        date: '2024-09-03',
        time: '17:00',
        lines,
        total: 1600,
        observations: '',
      },
    };
    const notCollected: ClubEvent = {
      type: 'OrderNotCollected',
      payload: { orderId: 'o-1', memberId: 2, date: '2024-09-03', lines },
    };
    spec
      .given(...catalogue, anaRegistered, placed)
      .when(command())
      .thenRefuses('LIMITE_MENSUAL');
    expect(spec.given(...catalogue, anaRegistered, placed, notCollected).when(command()).decision.ok).toBe(
      true,
    );
  });

  it("Given the club's month cap lowered to 30 g from September, When billing 10 g over 25 g, Then LIMITE_MENSUAL by the caps of the bill's day", () => {
    const lowered: ClubEvent = {
      type: 'ClubSettingsChanged',
      payload: { effectiveFrom: '2024-09-01', settings: { ...DEFAULT_CLUB_SETTINGS, monthlyGramsLimit: 30 } },
    };
    const facts = [
      ...catalogue,
      anaRegistered,
      handedOver(25, '2024-08-02'),
      handedOver(25, '2024-09-02'),
      lowered,
    ];
    spec
      .given(...facts)
      .when(command({ species: [{ product: 'kief', amount: 10 }] }))
      .thenRefuses({
        code: 'LIMITE_MENSUAL',
        message: 'solo te quedan 5g este mes',
      });
    // August's bill is judged by August's caps (40 g).
    expect(
      spec.given(...facts).when(command({ date: '2024-08-20', species: [{ product: 'kief', amount: 10 }] }))
        .decision.ok,
    ).toBe(true);
  });
});
