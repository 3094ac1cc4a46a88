export { clubAccounts } from './club-accounts.ts';
export { endHostedSessionsOfEndedTokens } from './club-hosted-session.ts';
export { mailRequestLimit, passwordSignInLimit, uploadLimit } from './hosted-limits.ts';
export { clubAdminsReadReceipts } from './receipt-readers.ts';
