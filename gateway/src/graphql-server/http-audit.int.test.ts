import { demoAccounts } from '@club/db/seed';
import { serverAudits } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../../test-support/test-gateway.ts';
import { type RunningServer, serveApp } from '../server.ts';

// The reference audit of the GraphQL over HTTP spec (graphql-http's `serverAudits`) against the
// gateway on a real port, as a reporting client meets it: the production setting, where only a
// back-office caller may send a document's text, with that caller's session.

let gw: TestGateway;
let server: RunningServer;
let base: string;
let token: string;
beforeAll(async () => {
  gw = await startTestGateway({ env: { GRAPHQL_AD_HOC: 'admins' } });
  server = await serveApp(gw.app, { port: 0, hostname: '127.0.0.1' });
  base = `http://127.0.0.1:${server.port}`;
  const login = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(demoAccounts.admin),
  });
  token = ((await login.json()) as { auth_token: string }).auth_token;
});
afterAll(async () => {
  await server?.close();
  await gw?.close();
});

describe('GraphQL over HTTP', () => {
  it("passes every one of graphql-http's server audits, MUSTs and SHOULDs alike", async () => {
    const signedIn: typeof fetch = (input, init) => {
      const headers = new Headers(init?.headers);
      headers.set('auth_token', token);
      return fetch(input, { ...init, headers });
    };
    const audits = serverAudits({ url: `${base}/graphql`, fetchFn: signedIn });
    const outcomes: string[] = [];
    for (const audit of audits) {
      const result = await audit.fn();
      outcomes.push(result.status === 'ok' ? 'ok' : `${result.status}: ${audit.name}: ${result.reason}`);
    }
    expect(outcomes.filter((outcome) => outcome !== 'ok')).toEqual([]);
    expect(outcomes).toHaveLength(61);
  });

  it('still refuses text from a caller who may not send it', async () => {
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(response.status).toBe(400);
    expect(
      ((await response.json()) as { errors: { extensions: { code: string } }[] }).errors[0]?.extensions.code,
    ).toBe('CONSULTA_NO_LISTADA');
  });
});
