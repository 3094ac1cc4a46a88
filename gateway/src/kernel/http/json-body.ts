import type { Context } from 'hono';
import { badRequest } from './errors.ts';

/**
 * The request's JSON body as an object. Malformed JSON, an empty body or a non-object
 * body is a 400 with the generic Spanish message (never a 500). `msg` is added to that
 * answer for routes whose clients read a spec'd `msg` (PATCH /changepassword: 'Bad Requrest').
 */
export async function readJsonObject(c: Context, msg?: string): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('BAD_JSON', msg);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest('BAD_REQUEST', msg);
  }
  return value as Record<string, unknown>;
}
