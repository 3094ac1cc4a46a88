// The words of an order, and the two sentences filled with the member's figures. Not in texts.ts
// nor cart-rules.ts: the storefront's catalogue reads both of those (a loading word, the cart's
// grams) and would otherwise carry these words in every member's first view (decision 031).
import type { LimitPeriod } from './cart-rules.ts';
import { fillText } from './fill-text.ts';

// Order submission (spec §5, §8, corrected as the foundation issue lists). `{N}`, `{species}`
// and `{total}` are filled in by `fillText` (fill-text.ts).
export const orderTexts = {
  overOrderLimit: 'La cantidad máxima por socio son {N}g',
  emptyCart: 'El carrito está vacío',
  missingDayOrTime: 'Se debe elegir día y hora de la entrega',
  gramsLeftMonth: 'solo te quedan {N}g este mes',
  gramsLeftYear: 'solo te quedan {N}g este año',
  serverProblem: 'Hubo un problema con los servidores',
  invalidOrder: 'Los datos del pedido no son válidos',
  invalidSlot: 'El día y la hora elegidos ya no están disponibles, elegí otro horario',
  invalidGrams: 'Las cantidades van de a {N} g',
  slotFull: 'Ese horario ya está completo, elegí otro',
  clubClosed: 'El club está cerrado el {day}, elegí otro día',
  clubClosedFor: 'El club está cerrado el {day} ({reason}), elegí otro día',
  repeatedProduct: 'Cada producto puede aparecer una sola vez en el pedido',
  observationsTooLong: 'Los comentarios pueden tener hasta 250 caracteres',
  unknownProduct: 'El producto {species} no existe',
  unavailableProduct: '{species} no está disponible',
  outOfStock: '{species} está sin stock',
  notEnoughStock: 'Solo quedan {N} g de {species}',
  totalMismatch: 'El total cambió: con los precios de hoy es $ {total}. Revisá el carrito',
  productNotFound: 'No encontramos ese producto',
  invalidDate: 'La fecha no es válida',
} as const;

/** 'solo te quedan 15g este mes' / '... este año': the answer to an order over the member's limit. */
export function gramsLeftMessage(n: number, period: LimitPeriod): string {
  return fillText(period === 'month' ? orderTexts.gramsLeftMonth : orderTexts.gramsLeftYear, { N: n });
}

/** 'El club está cerrado el viernes, 25 de diciembre (Vacaciones), elegí otro día'; `day` as formatPickupDay writes it. */
export function closedDayMessage(day: string, reason: string | null): string {
  return reason
    ? fillText(orderTexts.clubClosedFor, { day, reason })
    : fillText(orderTexts.clubClosed, { day });
}
