// Mis pedidos: new screen, in the club's Uruguayan Spanish (voseo).
export const myOrdersTexts = {
  title: 'Mis pedidos',
  grams:
    'Este mes llevás {usedMonth} g de {limitMonth} g (te quedan {leftMonth} g) · en el año, {usedYear} g de {limitYear} g',
  empty: 'Todavía no hiciste pedidos.',
  toCarta: 'Ir al catálogo',
  loadError: 'No pudimos cargar tus pedidos. Probá de nuevo en un momento.',
  retry: 'Reintentar',
  pickup: 'Retiro: {day} a las {time}',
  total: 'Total',
  status: {
    placed: 'Pendiente',
    delivered: 'Entregado',
    not_collected: 'No retirado',
    cancelled: 'Cancelado',
    // Pending and packed by the club.
    ready: 'Listo para retirar',
    // A handover recorded by mistake and undone: nothing was handed over.
    reverted: 'Entrega deshecha',
  },
  cancel: 'Cancelar pedido',
  confirm: '¿Cancelás este pedido? Los gramos vuelven a tu mes.',
  confirmYes: 'Sí, cancelar',
  confirmNo: 'No',
  cancelling: 'Cancelando...',
  cancelled: 'Pedido cancelado. Los gramos volvieron a tu mes.',
  cancelError: 'No pudimos cancelar el pedido. Probá de nuevo en un momento.',
  cutoff: 'Podés cancelarlo hasta 2 horas antes del retiro.',
} as const;
