import type { LimitPeriod } from '@club/domain/cart-rules';
import { COMMENTS_MAX_LENGTH } from '@club/domain/limits';
import { formatGrams } from '@club/web-kit/format/grams-format';

// Copy of the cart (spec §2 "Cart"). Validation and answer texts live in @club/domain (texts.order)
// because the gateway sends the same ones.
export const cartTexts = {
  title: 'Carrito',
  empty: 'Todavía no agregaste productos.',
  goToCarta: 'Ver el catálogo',
  perGram: (price: string) => `${price} el gramo`,
  less: (species: string, step: number) => `Quitar ${step} g de ${species}`,
  more: (species: string, step: number) => `Agregar ${step} g de ${species}`,
  remove: (species: string) => `Sacar ${species} del carrito`,
  outOfStock: 'Sin stock',
  comments: 'Comentarios',
  commentsCount: (used: number) => `${used}/${COMMENTS_MAX_LENGTH}`,
  pickup: 'Retiro',
  day: 'Día',
  chooseDay: 'Elegir día',
  time: 'Hora',
  chooseTime: 'Elegir hora',
  scheduled: (label: string, time: string) => `Retiro: ${label} a las ${time}`,
  daysError: 'No pudimos cargar los días de retiro. Probá de nuevo en un momento.',
  total: 'Total',
  /** Beside the total, before sending: the cart holds more than the member has left. */
  over: (grams: number, left: number, period: LimitPeriod) =>
    `Tu carrito tiene ${formatGrams(grams)} y te quedan ${formatGrams(left)} ${period === 'month' ? 'este mes' : 'este año'}: sacá ${formatGrams(grams - left)}.`,
  send: 'ENVIAR PEDIDO',
} as const;
