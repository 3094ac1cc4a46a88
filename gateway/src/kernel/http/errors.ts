import { genericTexts } from '@club/domain/account-texts';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

// An expected refusal that a route wants to answer with a given status and JSON body.
// Thrown from helpers (body parsing, guards) and turned into the answer by the app's onError.
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly body: { error: string; code: string; msg?: string },
  ) {
    super(`${status} ${body.code}`);
    this.name = 'HttpError';
  }
}

export function badRequest(code = 'BAD_REQUEST', msg?: string): HttpError {
  return new HttpError(400, { ...(msg === undefined ? {} : { msg }), error: genericTexts.badRequest, code });
}

export const internalErrorBody = { error: genericTexts.serverError, code: 'INTERNAL' } as const;
export const notFoundBody = { error: genericTexts.notFound, code: 'NOT_FOUND' } as const;
export const tooLargeBody = { error: genericTexts.bodyTooLarge, code: 'PAYLOAD_TOO_LARGE' } as const;

/**
 * A value the database itself refused as data (SQLSTATE class 22: a NUL byte in a text, a number
 * out of range, an impossible date): bad input that got past validation, so a 400, not a 500.
 */
export function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}
