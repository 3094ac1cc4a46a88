export { enqueueOrderCancelledMail, enqueuePickupReminders } from './club-mails.ts';
export { createMailDispatcher } from './dispatcher.ts';
export { dropStaleMailSecrets } from './mail-secrets.ts';
