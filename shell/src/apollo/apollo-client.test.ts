import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it, vi } from 'vitest';
import persistedDocuments from '../../../web-kit/src/graphql/persisted-documents.json';
import { LOGIN_MUTATION } from '../auth/auth-documents.ts';
import { SESSION_QUERY } from '../auth/session-documents.ts';
import { createApolloClient } from './apollo-client.ts';
import { fakeClient } from './fake-gateway.fixture.ts';

// The list the gateway loads (gateway/src/graphql-server/trusted-documents.ts).
const listed: Record<string, string> = persistedDocuments;

const unauthenticated = {
  body: {
    data: null,
    errors: [{ message: 'Tenés que iniciar sesión', extensions: { code: 'UNAUTHENTICATED' } }],
  },
};

describe('the Apollo client the shell gives every remote', () => {
  it('sends the stored token in the auth_token header', async () => {
    const { client, calls } = fakeClient(
      { Session: { body: { data: { me: null, adminCheck: null } } } },
      { getToken: () => 'tok-123' },
    );
    await client.query({ query: SESSION_QUERY });
    expect(calls[0]?.headers.auth_token).toBe('tok-123');
  });

  it("sends one of the app's documents by the id the gateway lists, never its text", async () => {
    const { client, calls } = fakeClient({
      Session: { body: { data: { me: null, adminCheck: null } } },
      Login: { body: { data: { login: null } } },
    });
    await client.query({ query: SESSION_QUERY });
    await client.mutate({ mutation: LOGIN_MUTATION, variables: { mail: 'a@b.uy', password: 'x' } });
    for (const { body } of calls) {
      expect(body).not.toHaveProperty('query');
      const { sha256Hash } = (body.extensions as { persistedQuery: { sha256Hash: string } }).persistedQuery;
      expect(listed[sha256Hash]).toMatch(new RegExp(`^.*\\b(query|mutation) ${body.operationName}\\b`));
    }
    expect(calls.map((call) => call.operationName)).toEqual(['Session', 'Login']);
  });

  it("reads a GraphQL response's errors whatever its status (the gateway's Spanish refusals)", async () => {
    const refusal = { errors: [{ message: 'Esta consulta no es una de las de la app.' }] };
    const client = createApolloClient({
      uri: 'http://gateway.test/graphql',
      getToken: () => null,
      onUnauthenticated: () => {},
      fetch: async () =>
        new Response(JSON.stringify(refusal), {
          status: 400,
          headers: { 'content-type': 'application/graphql-response+json; charset=utf-8' },
        }),
    });
    const error = await client.query({ query: SESSION_QUERY }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(CombinedGraphQLErrors.is(error) && error.errors[0]?.message).toBe(refusal.errors[0]?.message);
  });

  it('reports a GraphQL UNAUTHENTICATED error (revoked or expired token)', async () => {
    const onUnauthenticated = vi.fn();
    const { client } = fakeClient({ Session: unauthenticated }, { getToken: () => 'old', onUnauthenticated });
    await client.query({ query: SESSION_QUERY }).catch(() => undefined);
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });

  it('reports an HTTP 401', async () => {
    const onUnauthenticated = vi.fn();
    const { client } = fakeClient(
      { Session: { status: 401, body: { error: 'Unauthorized' } } },
      { getToken: () => 'old', onUnauthenticated },
    );
    await client.query({ query: SESSION_QUERY }).catch(() => undefined);
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });

  it('does not treat other errors (a member on an admin field) as a lost session', async () => {
    const onUnauthenticated = vi.fn();
    const { client } = fakeClient(
      {
        Session: {
          status: 403,
          body: { data: null, errors: [{ message: 'No tenés permiso', extensions: { code: 'FORBIDDEN' } }] },
        },
      },
      { getToken: () => 'tok', onUnauthenticated },
    );
    await client.query({ query: SESSION_QUERY }).catch(() => undefined);
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });

  it('never reports the login call itself', async () => {
    const onUnauthenticated = vi.fn();
    const { client } = fakeClient({ Login: unauthenticated }, { onUnauthenticated });
    await client
      .mutate({ mutation: LOGIN_MUTATION, variables: { mail: 'a@b.uy', password: 'x' } })
      .catch(() => undefined);
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });
});
