import type { OrderProblem } from '@club/domain/cart-rules';
import { type SettingsTimeline, settingsOn } from '@club/domain/club-settings';
import { fillText } from '@club/domain/fill-text';
import { orderSchema } from '@club/domain/order-schema';
import { isValidPickup, slotCapacity } from '@club/domain/pickup';
import { isOutOfStock, productKey } from '@club/domain/products';
import { checkRules } from '@club/domain/rule-schema';
import { texts } from '@club/domain/texts';
import { type LimitRefusal, limitRefusal } from '../limits/public.ts';
import type { StockRow } from '../stock/public.ts';
import { ORDER_PLACED, type OrderLine, type OrderPlacedEvent } from './events.ts';

// placeOrder's decision: pure, so every rule is unit-tested without a database. The service
// loads the state under the member's lock, calls this, and appends what it returns.

/** A product as the order sees it: its stock row. */
export type ProductForSale = StockRow;

export interface PlaceOrderState {
  /** The products the command names that exist, by key. */
  products: ReadonlyMap<string, ProductForSale>;
  /** The member's grams in orders that count (placed or delivered) in the pickup date's month. */
  gramsInMonth: number;
  /** Likewise, in the pickup date's calendar year. */
  gramsInYear: number;
  /** The club's settings over time: the order is judged by those in force on its pickup day. */
  timeline: SettingsTimeline;
  /** Orders already taking the chosen slot (placed or delivered). */
  slotTaken: number;
}

export interface PlaceOrderCommand {
  orderId: string;
  memberId: number;
  date: string;
  time: string;
  /** What the client computed; only accepted if it equals the server's total. */
  total: number;
  observations: string;
  /** `product` is a key (or a species: it is normalised); lines at 0 g are ignored. */
  lines: ReadonlyArray<{ product: string; grams: number }>;
  /** The server clock, for the pickup slot. */
  now: Date;
}

export type { LimitCode } from '../limits/public.ts';

export type RefusalCode =
  | 'LINEA_REPETIDA'
  | 'GRAMOS_INVALIDOS'
  | 'PRODUCTO_DESCONOCIDO'
  | 'LIMITE_POR_PEDIDO'
  | 'CARRITO_VACIO'
  | 'FALTA_DIA_HORA'
  | 'OBSERVACIONES_LARGAS'
  | 'HORARIO_INVALIDO'
  | 'HORARIO_COMPLETO'
  | 'PRODUCTO_NO_DISPONIBLE'
  | 'SIN_STOCK'
  | 'STOCK_INSUFICIENTE'
  | 'TOTAL_INCORRECTO';

/** An expected refusal: a stable code and the Spanish text to show. */
export type PlaceOrderRefusal = { code: RefusalCode; message: string } | LimitRefusal;

export type PlaceOrderDecision =
  | { ok: true; events: [OrderPlacedEvent] }
  | { ok: false; error: PlaceOrderRefusal };

const refuse = (code: RefusalCode, message: string): PlaceOrderDecision => ({
  ok: false,
  error: { code, message },
});

/** Decides whether the member may place this order now and, if so, the `OrderPlaced` fact. */
export function decidePlaceOrder(state: PlaceOrderState, command: PlaceOrderCommand): PlaceOrderDecision {
  const settings = settingsOn(state.timeline, command.date);
  const wanted = command.lines
    .filter((line) => line.grams !== 0)
    .map((line) => ({ ...line, key: productKey(line.product) }));

  const keys = new Set<string>();
  for (const line of wanted) {
    if (keys.has(line.key)) return refuse('LINEA_REPETIDA', texts.order.repeatedProduct);
    keys.add(line.key);
  }
  if (
    wanted.some(
      (line) => !Number.isInteger(line.grams) || line.grams < 0 || line.grams % settings.gramsStep !== 0,
    )
  ) {
    return refuse('GRAMOS_INVALIDOS', fillText(texts.order.invalidGrams, { N: settings.gramsStep }));
  }
  const lines: Array<{ product: ProductForSale; grams: number }> = [];
  for (const line of wanted) {
    const product = state.products.get(line.key);
    if (!product)
      return refuse('PRODUCTO_DESCONOCIDO', fillText(texts.order.unknownProduct, { species: line.product }));
    lines.push({ product, grams: line.grams });
  }

  const grams = lines.reduce((sum, line) => sum + line.grams, 0);
  const total = lines.reduce((sum, line) => sum + line.product.price * line.grams, 0);
  // The spec's three checks, in its order, on the server's own figures; then the comments.
  const checked = checkRules<ReturnType<typeof orderSchema>, OrderProblem['code']>(
    orderSchema(settings.monthlyGramsLimit),
    { grams, total, date: command.date, time: command.time, observations: command.observations },
  );
  if (!checked.ok) return refuse(checked.problem.code, checked.problem.message);
  if (!isValidPickup(command.date, command.time, command.now, state.timeline)) {
    return refuse('HORARIO_INVALIDO', texts.order.invalidSlot);
  }
  const capacity = slotCapacity(command.date, command.time, state.timeline);
  if (capacity !== null && state.slotTaken >= capacity)
    return refuse('HORARIO_COMPLETO', texts.order.slotFull);
  for (const { product, grams: lineGrams } of lines) {
    const names = { species: product.species };
    if (!product.available)
      return refuse('PRODUCTO_NO_DISPONIBLE', fillText(texts.order.unavailableProduct, names));
    if (isOutOfStock({ key: product.key, stock: product.grams, available: product.available }))
      return refuse('SIN_STOCK', fillText(texts.order.outOfStock, names));
    if (lineGrams > product.grams) {
      return refuse(
        'STOCK_INSUFICIENTE',
        fillText(texts.order.notEnoughStock, { ...names, N: product.grams }),
      );
    }
  }
  if (command.total !== total)
    return refuse('TOTAL_INCORRECTO', fillText(texts.order.totalMismatch, { total }));

  const overLimit = limitRefusal(state, grams, settings);
  if (overLimit) return { ok: false, error: overLimit };

  const orderLines: OrderLine[] = lines.map(({ product, grams: lineGrams }) => ({
    productId: product.productId,
    key: product.key,
    species: product.species,
    grams: lineGrams,
    price: product.price,
  }));
  return {
    ok: true,
    events: [
      {
        type: ORDER_PLACED,
        payload: {
          orderId: command.orderId,
          memberId: command.memberId,
          date: command.date,
          time: command.time,
          lines: orderLines,
          total,
          observations: command.observations,
        },
      },
    ],
  };
}
