// Copy of /admin/correos, the outbox: every mail the club sends, and how its sending went.
export const outboxTexts = {
  title: 'Correos',
  help: 'Los últimos {N} correos, del más nuevo al más viejo: a quién van, si ya salieron y, si no, por qué.',
  empty: 'Todavía no hay correos.',
  loadError: 'No pudimos cargar los correos. Probá de nuevo en un momento.',
  refresh: 'Actualizar',
  createdAt: 'Fecha',
  recipient: 'Para',
  subject: 'Asunto',
  status: 'Estado',
  attempts: 'Intentos',
  lastError: 'Último error',
  noRecipient: 'Sin destinatario',
  statuses: {
    pending: 'Pendiente',
    sending: 'Enviando',
    sent: 'Enviado',
    failed: 'Falló',
  },
} as const;
