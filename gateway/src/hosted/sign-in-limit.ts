import { authErrors } from '@club/hosted/http/errors';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { jsonField, rateLimit, SIGN_IN_RULE } from '../http/rate-limit.ts';

// The stand-in keeps no counters of its own (a Supabase project limits sign-ins itself), so the
// gateway that mounts it lends its limiter: password sign-ins on /auth/v1/token fail at most 10
// times a minute per IP and per e-mail, as POST /login, answered in the Auth error shape.
export const passwordSignInLimit: MiddlewareHandler<AppEnv> = rateLimit({
  rule: { ...SIGN_IN_RULE, name: 'auth-token' },
  mailOf: (c) => jsonField(c, 'email'),
  refusal: (c, attempt) => {
    const error = authErrors.tooManySignIns(attempt.retryAfterSeconds);
    return c.json(error.body, error.status);
  },
});
