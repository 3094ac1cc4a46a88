import type { Context } from 'hono';
import type { AppEnv } from './app-env.ts';

// What REST paths share: the `:id` of a member or a product in the path, and answers in the spec's
// snake_case.

/** The member number of the path's `:id`; null when it cannot be one. */
export function memberId(c: Context<AppEnv>): number | null {
  const text = c.req.param('id') ?? '';
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
}

/** A route's `:id` as a product id; anything else (-1) reaches the decision as an unknown product. */
export function productIdParam(c: Context<AppEnv>): number {
  const text = c.req.param('id') ?? '';
  return /^\d{1,10}$/.test(text) ? Number(text) : -1;
}

export const snake = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** The same value with every object key in snake_case. */
export function snakeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(snakeKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [snake(key), snakeKeys(inner)]));
}
