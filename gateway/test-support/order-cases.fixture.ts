import type { Database } from '@club/db/connection';
import { adjustStock, editStock, listStock } from '../src/stock/public.ts';

// Orders every rule refuses, shared by the REST and GraphQL suites so both transports are held
// to the same answers. The clock is pinned to MONDAY_NOON; the demo seed's stock applies
// (OG Kush 700 g at $45, Kief 30 g at $60, Chocolope 35 g, Despink 480 g at $40).

/** Monday 2 September 2024, 12:00 in Montevideo. */
export const MONDAY_NOON = new Date('2024-09-02T12:00:00-03:00');
/** An offered slot for MONDAY_NOON: Tuesday 3 September 2024, 17:00. */
export const SLOT = { date: '2024-09-03', time: '17:00' } as const;

export interface OrderDraft {
  date: string;
  time: string;
  total: number;
  observations?: string;
  /** Grams per product key. */
  lines: Record<string, number>;
}

export interface RefusedCase {
  name: string;
  order: OrderDraft;
  /** Changes the catalogue for this case; returns the undo. */
  arrange?: (db: Database) => Promise<() => Promise<void>>;
  status: 400 | 403 | 409;
  msg: 'Bad Request' | 'Conflict' | 'Unauthorized';
  code: string;
  error: string;
}

const order = (
  lines: Record<string, number>,
  total: number,
  extra: Partial<OrderDraft> = {},
): OrderDraft => ({
  ...SLOT,
  total,
  observations: '',
  lines,
  ...extra,
});

const bad = (name: string, draft: OrderDraft, code: string, error: string): RefusedCase => ({
  name,
  order: draft,
  status: 400,
  msg: 'Bad Request',
  code,
  error,
});

const conflict = (name: string, draft: OrderDraft, code: string, error: string): RefusedCase => ({
  name,
  order: draft,
  status: 409,
  msg: 'Conflict',
  code,
  error,
});

/** The demo seed's admin, who makes the stock changes a case needs (and undoes them). */
const SEED_ADMIN_ID = 1;

/** Sets one figure of a product's stock through the back office's commands; returns the undo. */
const changeStock =
  (productId: number, column: 'available' | 'price' | 'grams', value: boolean | number) =>
  async (db: Database) => {
    const [before] = (await listStock(db)).filter((row) => row.productId === productId);
    if (!before) throw new Error(`no stock row for product ${productId}`);
    const set = async (to: boolean | number) => {
      const outcome =
        column === 'grams'
          ? await adjustStock(db, SEED_ADMIN_ID, productId, {
              grams: Number(to) - (await currentGrams(db, productId)),
              reason: 'Caso de prueba',
            })
          : await editStock(db, SEED_ADMIN_ID, productId, {
              price: column === 'price' ? to : before.price,
              available: column === 'available' ? to : before.available,
            });
      if (!outcome.ok) throw new Error(outcome.error.message);
    };
    await set(value);
    return () => set(before[column]);
  };

async function currentGrams(db: Database, productId: number): Promise<number> {
  return (await listStock(db)).find((row) => row.productId === productId)?.grams ?? 0;
}

const MAX = 'La cantidad máxima por socio son 40g';
const EMPTY = 'El carrito está vacío';
const DAY_TIME = 'Se debe elegir día y hora de la entrega';
const SLOT_GONE = 'El día y la hora elegidos ya no están disponibles, elegí otro horario';
const STEPS = 'Las cantidades van de a 5 g';

export const refusedCases: RefusedCase[] = [
  bad('over 40 g in one order', order({ ogkush: 30, kief: 15 }, 2250), 'LIMITE_POR_PEDIDO', MAX),
  bad('over 40 g, even with no day', order({ ogkush: 45 }, 2025, { date: '' }), 'LIMITE_POR_PEDIDO', MAX),
  bad('an empty cart', order({}, 0), 'CARRITO_VACIO', EMPTY),
  bad('a cart of lines at 0 g', order({ ogkush: 0, kief: 0 }, 0), 'CARRITO_VACIO', EMPTY),
  bad('no day', order({ ogkush: 10 }, 450, { date: '' }), 'FALTA_DIA_HORA', DAY_TIME),
  bad('no time', order({ ogkush: 10 }, 450, { time: '' }), 'FALTA_DIA_HORA', DAY_TIME),
  bad('a Wednesday', order({ ogkush: 10 }, 450, { date: '2024-09-04' }), 'HORARIO_INVALIDO', SLOT_GONE),
  bad(
    'a time that is not a slot',
    order({ ogkush: 10 }, 450, { time: '17:15' }),
    'HORARIO_INVALIDO',
    SLOT_GONE,
  ),
  bad(
    'a Friday with a Tuesday slot',
    order({ ogkush: 10 }, 450, { date: '2024-09-06', time: '17:00' }),
    'HORARIO_INVALIDO',
    SLOT_GONE,
  ),
  bad(
    'a day already past',
    order({ ogkush: 10 }, 450, { date: '2024-08-30', time: '12:00' }),
    'HORARIO_INVALIDO',
    SLOT_GONE,
  ),
  bad(
    'a day beyond the 31 days',
    order({ ogkush: 10 }, 450, { date: '2024-10-04', time: '12:00' }),
    'HORARIO_INVALIDO',
    SLOT_GONE,
  ),
  bad('a malformed day', order({ ogkush: 10 }, 450, { date: '03/09/2024' }), 'HORARIO_INVALIDO', SLOT_GONE),
  bad('grams not in 5 g steps', order({ ogkush: 7 }, 315), 'GRAMOS_INVALIDOS', STEPS),
  bad('negative grams', order({ ogkush: 10, kief: -5 }, 150), 'GRAMOS_INVALIDOS', STEPS),
  bad(
    'an unknown product',
    order({ ogkush: 5, nada: 5 }, 225),
    'PRODUCTO_DESCONOCIDO',
    'El producto nada no existe',
  ),
  bad(
    'observations over 250 characters',
    order({ ogkush: 10 }, 450, { observations: 'x'.repeat(251) }),
    'OBSERVACIONES_LARGAS',
    'Los comentarios pueden tener hasta 250 caracteres',
  ),
  bad(
    'a total below the real one',
    order({ ogkush: 10 }, 400),
    'TOTAL_INCORRECTO',
    'El total cambió: con los precios de hoy es $ 450. Revisá el carrito',
  ),
  {
    ...bad(
      'a total from yesterday’s price',
      order({ ogkush: 10 }, 450),
      'TOTAL_INCORRECTO',
      'El total cambió: con los precios de hoy es $ 500. Revisá el carrito',
    ),
    arrange: changeStock(8, 'price', 50),
  },
  conflict(
    'an out-of-stock product (35 g)',
    order({ chocolope: 5 }, 240),
    'SIN_STOCK',
    'Chocolope está sin stock',
  ),
  {
    ...conflict(
      'more grams than the product has',
      order({ kief: 35 }, 2100),
      'STOCK_INSUFICIENTE',
      'Solo quedan 30 g de Kief',
    ),
    arrange: changeStock(9, 'grams', 30),
  },
  {
    ...conflict(
      'a product marked unavailable',
      order({ despink: 5 }, 200),
      'PRODUCTO_NO_DISPONIBLE',
      'Despink no está disponible',
    ),
    arrange: changeStock(2, 'available', false),
  },
];

/** The read models and log a refused order must leave untouched. */
export async function writeState(db: Database) {
  const [events, orders, stock] = await Promise.all([
    db.query<{ n: number }>(`select count(*) as n from events where type = 'OrderPlaced'`),
    db.query<{ n: number }>('select count(*) as n from orders'),
    db.query<{ product_id: number; grams: number; price: number; available: boolean }>(
      'select product_id, grams, price, available from stock order by product_id',
    ),
  ]);
  return { orderPlaced: Number(events.rows[0]?.n), orders: Number(orders.rows[0]?.n), stock: stock.rows };
}

/** A past order written straight into the read model (history, or to reach a cap). */
export async function insertOrderRow(
  db: Database,
  row: { memberId: number; date: string; grams: number; status?: 'placed' | 'delivered' | 'not_collected' },
): Promise<void> {
  await db.query(
    `insert into orders (id, member_id, pickup_date, pickup_time, total, grams, observations, lines, status)
     values (gen_random_uuid(), $1, $2, '17:00', $3, $4, '', $5::jsonb, $6)`,
    [
      row.memberId,
      row.date,
      row.grams * 45,
      row.grams,
      JSON.stringify([{ productId: 8, key: 'ogkush', species: 'OG Kush', grams: row.grams, price: 45 }]),
      row.status ?? 'delivered',
    ],
  );
}
