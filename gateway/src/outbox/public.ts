export { enqueueOrderCancelledMail, enqueuePickupReminders } from './club-mails.ts';
export type { MailDispatcher } from './dispatcher.ts';
export { createMailDispatcher } from './dispatcher.ts';
export { dropStaleMailSecrets } from './mail-secrets.ts';
