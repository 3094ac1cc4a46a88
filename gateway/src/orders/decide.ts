import type { OrderProblem } from '@club/domain/cart-rules';
import { type SettingsTimeline, settingsOn } from '@club/domain/club-settings';
import { fillText } from '@club/domain/fill-text';
import { orderSchema } from '@club/domain/order-schema';
import { beforeCancelCutoff, isValidPickup, slotCapacity } from '@club/domain/pickup';
import { isOutOfStock, productKey } from '@club/domain/products';
import { checkRules } from '@club/domain/rule-schema';
import { texts } from '@club/domain/texts';
import type { Decision } from '../kernel/commands/pipeline.ts';
import { refusal } from '../kernel/refusals/refusal-table.ts';
import { type LimitRefusal, limitRefusal } from '../limits/public.ts';
import type { StockRow } from '../stock/public.ts';
import {
  ORDER_CANCELLED,
  ORDER_DELIVERED,
  ORDER_NOT_COLLECTED,
  ORDER_PLACED,
  type OrderCancelledEvent,
  type OrderDeliveredEvent,
  type OrderLine,
  type OrderNotCollectedEvent,
  type OrderPlacedEvent,
} from './events.ts';
import type { OrderRow } from './projection.ts';

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

// Cancelling an order, pure: only a pending order, by its own member until the cut-off before the
// slot (a club setting, as in force on the pickup day), or by an admin at any time with a reason. The grams go back to stock and to the member
// through the projections of `OrderCancelled`.

export type CancelCommand = { by: 'member'; memberId: number; now: Date } | { by: 'admin'; reason: unknown };

export function decideCancel(
  order: OrderRow | undefined,
  command: CancelCommand,
  timeline: SettingsTimeline = [],
): Decision<OrderCancelledEvent> {
  // Another member's order is, to this member, no order at all.
  if (!order || (command.by === 'member' && order.memberId !== command.memberId)) {
    return { ok: false, error: refusal('PEDIDO_DESCONOCIDO') };
  }
  if (order.status === 'delivered') return { ok: false, error: refusal('YA_ENTREGADO') };
  if (order.status === 'not_collected') return { ok: false, error: refusal('YA_NO_RETIRADO') };
  if (order.status === 'cancelled') return { ok: false, error: refusal('YA_CANCELADO') };
  let reason: string | null = null;
  if (command.by === 'member') {
    const hours = settingsOn(timeline, order.pickupDate).cancelCutoffHours;
    if (!beforeCancelCutoff(order.pickupDate, order.pickupTime, command.now, hours)) {
      return { ok: false, error: refusal('FUERA_DE_PLAZO', { N: hours }) };
    }
  } else {
    reason = typeof command.reason === 'string' ? command.reason.trim() : '';
    if (reason === '' || reason.length > 250) {
      return {
        ok: false,
        error: { code: 'MOTIVO_INVALIDO', field: 'reason', message: texts.orderAdmin.cancelReasonRequired },
      };
    }
  }
  const { id: orderId, memberId, pickupDate: date, lines } = order;
  return {
    ok: true,
    events: [{ type: ORDER_CANCELLED, payload: { orderId, memberId, date, lines, by: command.by, reason } }],
  };
}

// The handover decision: pure. The service folds the order's stream into its row (evolveOrder),
// calls this and appends the event with the stream's version as the expected one, so a double
// click or two admins at once record one handover, never two.

export type HandoverOutcome = 'delivered' | 'not_collected';

export type HandoverRefusal = {
  code: 'PEDIDO_DESCONOCIDO' | 'YA_ENTREGADO' | 'YA_NO_RETIRADO' | 'YA_CANCELADO';
  message: string;
};

export type HandoverDecision =
  | { ok: true; events: [OrderDeliveredEvent | OrderNotCollectedEvent] }
  | { ok: false; error: HandoverRefusal };

/** Only an order still 'placed' can be marked delivered or not collected. */
export function decideHandover(order: OrderRow | undefined, outcome: HandoverOutcome): HandoverDecision {
  if (!order)
    return { ok: false, error: { code: 'PEDIDO_DESCONOCIDO', message: texts.orderAdmin.unknownOrder } };
  if (order.status === 'delivered') {
    return { ok: false, error: { code: 'YA_ENTREGADO', message: texts.orderAdmin.alreadyDelivered } };
  }
  if (order.status === 'not_collected') {
    return { ok: false, error: { code: 'YA_NO_RETIRADO', message: texts.orderAdmin.alreadyNotCollected } };
  }
  if (order.status === 'cancelled') {
    return { ok: false, error: { code: 'YA_CANCELADO', message: texts.orderAdmin.alreadyCancelled } };
  }
  const fact = { orderId: order.id, memberId: order.memberId, date: order.pickupDate, lines: order.lines };
  if (outcome === 'delivered') {
    return { ok: true, events: [{ type: ORDER_DELIVERED, payload: { ...fact, total: order.total } }] };
  }
  return { ok: true, events: [{ type: ORDER_NOT_COLLECTED, payload: fact }] };
}
