import type { Hono } from 'hono';
import { expect } from 'vitest';
import type { AppEnv } from '../src/kernel/http/app-env.ts';

// A GraphQL POST in JSON takes the direct path (graphql/direct-execution.ts); the same body sent
// as `application/graphql+json`, which only Yoga takes, goes through Yoga's HTTP layer. Tests of
// either path send every case both ways: the answers must be the same to the byte.

export interface RawAnswer {
  status: number;
  contentType: string | null;
  body: string;
}

async function postAs(
  app: Hono<AppEnv>,
  body: string,
  headers: Record<string, string>,
  contentType: string,
): Promise<RawAnswer> {
  const response = await app.request('/graphql', {
    method: 'POST',
    headers: { ...headers, 'content-type': contentType },
    body,
  });
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    body: await response.text(),
  };
}

/** One body on both paths; fails unless they answer alike, and returns the (direct path's) answer. */
export async function onBothPaths(
  app: Hono<AppEnv>,
  body: string,
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  const direct = await postAs(app, body, headers, 'application/json');
  expect(await postAs(app, body, headers, 'application/graphql+json')).toEqual(direct);
  return direct;
}
