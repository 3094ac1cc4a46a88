import { authErrors, storageErrors } from '@club/hosted/http/errors';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../kernel/http/app-env.ts';
import { jsonField, type RateRule, rateLimit, SIGN_IN_RULE } from '../kernel/http/rate-limit.ts';

// The stand-in keeps no counters of its own (a Supabase project limits its endpoints itself), so
// the gateway that mounts it lends its limiter, kept in PostgreSQL for every replica, answering
// 429 with Retry-After in the stand-in's error shapes.

/**
 * Password sign-ins on /auth/v1/token: 10 failures a minute per IP and per e-mail, as POST /login,
 * on counters of their own. A club member's address gains no guesses from the second door: its
 * sign-in there is the club's, whose lockout counts the failures of both.
 */
export const passwordSignInLimit: MiddlewareHandler<AppEnv> = rateLimit({
  rule: { ...SIGN_IN_RULE, name: 'auth-token' },
  mailOf: (c) => jsonField(c, 'email'),
  refusal: (c, attempt) => {
    const error = authErrors.tooManySignIns(attempt.retryAfterSeconds);
    return c.json(error.body, error.status);
  },
});

/**
 * Sign-up, magic link and recovery: every call counts, answered or not, per IP and per address.
 * Stricter than Supabase's 30 sign-ups per 5 minutes per IP: the club's admins never need these.
 */
export const MAIL_REQUEST_RULE: RateRule = { name: 'hosted-mail', limit: 10, windowSeconds: 60 * 60 };

export const mailRequestLimit: MiddlewareHandler<AppEnv> = rateLimit({
  rule: MAIL_REQUEST_RULE,
  mailOf: (c) => jsonField(c, 'email'),
  succeeded: () => false,
  refusal: (c, attempt) => {
    const error = authErrors.tooManyMailRequests(attempt.retryAfterSeconds);
    return c.json(error.body, error.status);
  },
});

/** Uploads per IP, every one counted: an admin's receipts are a few at a time. */
export const UPLOAD_RULE: RateRule = { name: 'hosted-upload', limit: 60, windowSeconds: 10 * 60 };

export const uploadLimit: MiddlewareHandler<AppEnv> = rateLimit({
  rule: UPLOAD_RULE,
  // The body is the file: it is not read before the caller is let through.
  mailOf: async () => undefined,
  succeeded: () => false,
  refusal: (c, attempt) => {
    const error = storageErrors.tooManyUploads(attempt.retryAfterSeconds);
    return c.json(error.body, error.status);
  },
});
