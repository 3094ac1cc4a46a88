// The words of an order's life after it is placed: ready at the counter, a handover put right,
// and the mails the member gets. Apart from texts.ts so that a lazy screen takes only these.

export const orderLifecycleTexts = {
  prepared: 'Preparado',
  markPrepared: 'Marcar el pedido de {socio} ({hour}) como preparado',
  printLabels: 'Preparado: imprimí sus etiquetas y pegalas en cada paquete.',
  alreadyPrepared: 'Este pedido ya está preparado',
  notPlaced: 'Solo se puede preparar un pedido pendiente',
  alreadyReverted: 'La entrega de este pedido ya fue deshecha',
  notDelivered: 'Solo se puede deshacer la entrega de un pedido entregado',
  revertReasonRequired: 'Escribí por qué deshacés la entrega (hasta 250 caracteres)',
  undoHandover: 'Deshacer entrega',
  undoHandoverOf: 'Deshacer la entrega del pedido de {socio} ({hour})',
  undoReason: 'Motivo',
  undoConfirm: 'Confirmar: deshacer la entrega',
  undoHelp: 'Los gramos vuelven al stock y al cupo del socio. Se puede hasta que se cierre el mes.',
  readyMailSubject: 'Tu pedido está listo para retirar',
  readyMail: 'Hola {name}: tu pedido para retirar el {when} está listo. Te esperamos.',
  placedMailSubject: 'Recibimos tu pedido',
  placedMail: 'Hola {name}: recibimos tu pedido. Lo retirás el {when}.',
  revertedMailSubject: 'Corregimos la entrega de tu pedido',
  revertedMail:
    'Hola {name}: la entrega de tu pedido del {when} se había marcado por error y la corregimos. Esos gramos vuelven a tu cupo.',
  total: 'Total: {total}',
} as const;
