// What the admin's Correos screen calls each kind of mail, instead of its template id. The gateway
// names each outbox row with these (outbox/graphql.ts); the club's own templates are typed from
// this list, so a new one cannot go out without a name.

/** The gateway's own mails (service 'club'), by template id. */
export const CLUB_MAIL_NAMES = {
  order_cancelled: 'Pedido cancelado',
  order_placed: 'Pedido recibido',
  order_ready: 'Pedido listo para retirar',
  handover_reverted: 'Entrega deshecha',
  pickup_reminder: 'Recordatorio de retiro',
  application_rejected: 'Solicitud rechazada',
  member_welcome: 'Bienvenida con contraseña temporal',
  test_mail: 'Correo de prueba',
} as const;

export type ClubMailTemplate = keyof typeof CLUB_MAIL_NAMES;

/** The sign-in service's mails (service 'hosted-auth'), by template id. */
export const HOSTED_MAIL_NAMES: Readonly<Record<string, string>> = {
  signup: 'Confirmación de cuenta',
  magiclink: 'Enlace para ingresar',
  recovery: 'Cambio de contraseña',
  email_change: 'Confirmación de correo nuevo',
};

/** The storefront's order mail to the club's inbox: its EmailJS template id is the club's own choice. */
export const STOREFRONT_ORDER_MAIL_NAME = 'Pedido nuevo';

/** A template nobody named (a mail written by an older version): its id, so it can still be told apart. */
export function unnamedMail(templateId: string): string {
  return `Correo ${templateId}`;
}

export const mailDeliveryTexts = {
  notConfigured:
    'No hay un servidor de correo configurado: los correos quedan pendientes y no sale ninguno hasta que lo configures.',
  notConfiguredHint:
    'Definí SMTP_URL en la configuración del servidor (por ejemplo smtps://usuario:clave@smtp.ejemplo.uy:465), y MAIL_FROM si querés otro remitente; después reiniciá el servidor. Los pendientes salen solos.',
  testButton: 'Enviar un correo de prueba',
  testQueued: 'Te mandamos un correo de prueba a {mail}: en unos segundos aparece abajo como enviado.',
  testQueuedNoServer:
    'El correo de prueba a {mail} quedó pendiente: sale en cuanto el servidor de correo esté configurado.',
  testSubject: 'Correo de prueba del club',
  testMessage:
    'Hola: si leés esto, la app del club ya puede mandar correos (pedidos, recordatorios, contraseñas temporales). No hace falta responder.',
} as const;
