import { demoAccounts } from '@club/db/seed';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import {
  call as callAs,
  graphql as graphqlAs,
  type JsonAnswer,
  startTestGateway,
  type TestGateway,
} from './test-gateway.ts';

// Sign-in, second factor and the security log, tested on the server's clock (moved by the test,
// never waited for), each test from its own address.

export const { admin } = demoAccounts;

let clock = new Date('2026-11-24T15:00:00Z');
export const now = (): Date => clock;
export const later = (minutes: number): void => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};

// The per-IP sign-in limit (10 a minute, on the database's clock) is not what these tests are
// about: each test comes from its own address (TRUST_PROXY reads it from X-Forwarded-For).
let address = 0;
export const fromHere = (headers: Record<string, string> = {}) => ({
  'x-forwarded-for': `10.18.0.${address}`,
  ...headers,
});
export type App = TestGateway['app'];
export const call = (
  app: App,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
) => callAs(app, method, path, { ...options, headers: fromHere(options.headers) });
export const graphql = (
  app: App,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) => graphqlAs(app, query, variables, fromHere(headers));
export async function loginToken(app: App, mail: string, password: string): Promise<string> {
  const answer: JsonAnswer = await call(app, 'POST', '/login', { body: { mail, password } });
  if (answer.status !== 200) throw new Error(`login of ${mail} failed: ${JSON.stringify(answer.body)}`);
  return answer.body.auth_token as string;
}

export interface AccountBench {
  gw: TestGateway;
  adminToken: string;
}

/** One gateway for the file, trusting X-Forwarded-For, with the admin signed in; each test a step later, from a new address. */
export function useAccountBench(): AccountBench {
  const bench = {} as AccountBench;
  beforeAll(async () => {
    bench.gw = await startTestGateway({ now, env: { TRUST_PROXY: 'true' } });
    bench.adminToken = await loginToken(bench.gw.app, admin.mail, admin.password);
  });
  afterAll(() => bench.gw?.close());
  beforeEach(() => {
    address++;
    // Each test starts on a fresh 30-second step, so no code of one test is a replay in the next.
    later(10);
  });
  return bench;
}
