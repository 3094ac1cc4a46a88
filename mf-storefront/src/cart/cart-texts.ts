import { COMMENTS_MAX_LENGTH } from '@club/domain/limits';

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
  send: 'ENVIAR PEDIDO',
} as const;
