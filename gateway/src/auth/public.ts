export { accountSecurityRoutes } from './account-security-routes.ts';
export { clearSignInFailures } from './lockout.ts';
export { recordSecurity } from './security-log.ts';
export { getUser } from './service.ts';
export type { LoginRefusal } from './sign-in.ts';
export { login } from './sign-in.ts';
export { liveTokens, revokeTokens } from './token-revocation.ts';
