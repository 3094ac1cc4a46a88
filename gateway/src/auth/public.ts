export { getUser } from './account.ts';
export { clearSignInFailures } from './lockout.ts';
export { accountSecurityRoutes } from './routes.ts';
export { recordSecurity } from './security-log.ts';
export type { LoginRefusal } from './sign-in.ts';
export { login } from './sign-in.ts';
export { liveTokens, revokeTokens } from './token-revocation.ts';
