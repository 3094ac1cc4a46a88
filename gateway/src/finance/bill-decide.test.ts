import { DEFAULT_CLUB_SETTINGS } from '@club/domain/club-settings';
import { describe, expect, it } from 'vitest';
import {
  type BillMember,
  decideIssueBill,
  type IssueBillCommand,
  type IssueBillDecision,
  type IssueBillState,
  type ProductForBill,
} from './bill-decide.ts';

// Given / When / Then: the state the service would load under the member's lock, the command,
// the decision.

const catalogue: ProductForBill[] = [
  { productId: 2, key: 'despink', species: 'Despink', price: 40, grams: 480 },
  { productId: 8, key: 'ogkush', species: 'OG Kush', price: 45, grams: 700 },
  { productId: 9, key: 'kief', species: 'Kief', price: 60, grams: 30 },
];

const ana: BillMember = { id: 2, name: 'Ana', lastName: 'Pérez', role: 'member', active: true };

function given(overrides: Partial<IssueBillState> = {}): IssueBillState {
  return {
    member: ana,
    products: new Map(catalogue.map((p) => [p.key, p])),
    gramsInMonth: 0,
    gramsInYear: 0,
    caps: DEFAULT_CLUB_SETTINGS,
    today: '2024-09-10',
    ...overrides,
  };
}

const BILL_ID = '7a1c1a4e-0000-4000-8000-000000000001';

function command(overrides: Partial<IssueBillCommand> = {}): IssueBillCommand {
  return {
    billId: BILL_ID,
    socio_id: 2,
    date: '2024-09-10',
    species: [
      { product: 'ogkush', amount: 10 },
      { product: 'kief', amount: 3 },
    ],
    ...overrides,
  };
}

const when = (state: IssueBillState, cmd: IssueBillCommand) => decideIssueBill(state, cmd);

function refusal(decision: IssueBillDecision) {
  if (decision.ok) throw new Error('expected a refusal, got a bill');
  return decision.error;
}

describe('decideIssueBill: a bill every rule allows', () => {
  it('Given stock and 20 g this month, When billing 10 g OG Kush + 3 g Kief, Then BillIssued with lines, prices and total', () => {
    const decision = when(given({ gramsInMonth: 20, gramsInYear: 60 }), command());
    expect(decision).toEqual({
      ok: true,
      events: [
        {
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
        },
      ],
      gramsInMonth: 33,
      gramsLeft: 7,
    });
  });

  it('Given 35 g this month, When billing exactly the 5 g left, Then it is issued with 0 g left', () => {
    const decision = when(
      given({ gramsInMonth: 35 }),
      command({ species: [{ product: 'OG Kush', amount: 5 }] }),
    );
    expect(decision).toMatchObject({ ok: true, gramsLeft: 0, gramsInMonth: 40 });
  });

  it('Given a past date, When billing, Then it is dated on that day', () => {
    const decision = when(given(), command({ date: '2024-08-31' }));
    expect(decision.ok && decision.events[0].payload.date).toBe('2024-08-31');
  });

  it('Given 7 g of Kief left after a product with few grams, When billing all of it, Then it is issued (no 40 g floor for handovers)', () => {
    const decision = when(
      given({
        products: new Map([['kief', { productId: 9, key: 'kief', species: 'Kief', price: 60, grams: 7 }]]),
      }),
      command({ species: [{ product: 'kief', amount: 7 }] }),
    );
    expect(decision.ok).toBe(true);
  });
});

describe('decideIssueBill: refusals', () => {
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
      const error = refusal(when(given(), command(change as Partial<IssueBillCommand>)));
      expect(error.code).toBe(code);
      if (message) expect(error.message).toBe(message);
    },
  );

  it('Given no such member, When billing, Then SOCIO_DESCONOCIDO names the number', () => {
    expect(refusal(when(given({ member: null }), command({ socio_id: 99 })))).toEqual({
      code: 'SOCIO_DESCONOCIDO',
      message: 'No existe el socio #99',
    });
  });

  it('Given a member who was deactivated, When billing, Then SOCIO_INACTIVO', () => {
    expect(refusal(when(given({ member: { ...ana, active: false } }), command()))).toEqual({
      code: 'SOCIO_INACTIVO',
      message: 'Ana Pérez está dado de baja: no puede recibir',
    });
  });

  it('Given an admin account, When billing it, Then SOCIO_INVALIDO', () => {
    expect(refusal(when(given({ member: { ...ana, role: 'admin' } }), command())).code).toBe(
      'SOCIO_INVALIDO',
    );
  });

  it('Given 30 g of Kief, When billing 31 g, Then STOCK_INSUFICIENTE with what is left', () => {
    expect(refusal(when(given(), command({ species: [{ product: 'kief', amount: 31 }] })))).toEqual({
      code: 'STOCK_INSUFICIENTE',
      message: 'Solo quedan 30 g de Kief',
    });
  });

  it("Given 35 g this month, When billing 10 g, Then LIMITE_MENSUAL: 'solo te quedan 5g este mes'", () => {
    expect(
      refusal(
        when(
          given({ gramsInMonth: 35, gramsInYear: 35 }),
          command({ species: [{ product: 'ogkush', amount: 10 }] }),
        ),
      ),
    ).toEqual({
      code: 'LIMITE_MENSUAL',
      message: 'solo te quedan 5g este mes',
      period: 'month',
      gramsPurchased: 35,
      gramsLeft: 5,
    });
  });

  it('Given 40 g this month, When billing 1 g, Then LIMITE_MENSUAL with 0 g left', () => {
    expect(
      refusal(
        when(
          given({ gramsInMonth: 40, gramsInYear: 40 }),
          command({ species: [{ product: 'kief', amount: 1 }] }),
        ),
      ),
    ).toMatchObject({
      code: 'LIMITE_MENSUAL',
      message: 'solo te quedan 0g este mes',
    });
  });

  it('Given 475 g this year and none this month, When billing 10 g, Then LIMITE_ANUAL names the year', () => {
    expect(
      refusal(
        when(
          given({ gramsInMonth: 0, gramsInYear: 475 }),
          command({ species: [{ product: 'ogkush', amount: 10 }] }),
        ),
      ),
    ).toEqual({
      code: 'LIMITE_ANUAL',
      message: 'solo te quedan 5g este año',
      period: 'year',
      gramsPurchased: 475,
      gramsLeft: 5,
    });
  });

  it('Given too little stock and a month used up, When billing, Then stock is reported first (as for orders)', () => {
    const error = refusal(
      when(
        given({ gramsInMonth: 40, gramsInYear: 40 }),
        command({ species: [{ product: 'kief', amount: 31 }] }),
      ),
    );
    expect(error.code).toBe('STOCK_INSUFICIENTE');
  });
});
