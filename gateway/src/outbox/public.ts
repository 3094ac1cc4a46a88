export type { ClubMail } from './club-mails.ts';
export { enqueueClubMail, enqueueOrderCancelledMail, enqueuePickupReminders } from './club-mails.ts';
export type { MailDispatcher } from './dispatcher.ts';
export { createMailDispatcher } from './dispatcher.ts';
export { WELCOME_TEMPLATE } from './mail-content.ts';
export { dropStaleMailSecrets } from './mail-secrets.ts';
export { outboxDepth } from './mail-store.ts';
export type { MailedOrder } from './order-mails.ts';
export { enqueueOrderMail } from './order-mails.ts';
