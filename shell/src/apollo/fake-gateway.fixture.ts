// Test support: an Apollo client wired exactly like the app's (createApolloClient) whose fetch
// answers from a script keyed by operation name, and remembers what it was asked.
import { permissionsOf, type RoleKey } from '@club/domain/roles';
import type { Fixture } from '@club/web-kit/test-support/typed-mock';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { SESSION_QUERY } from '../auth/session-documents.ts';
import { createApolloClient } from './apollo-client.ts';

export interface FakeAnswer {
  status?: number;
  body: unknown;
}

export type FakeScript = Record<string, FakeAnswer | ((variables: Record<string, unknown>) => FakeAnswer)>;

export interface FakeCall {
  operationName: string;
  variables: Record<string, unknown>;
  headers: Record<string, string>;
  /** The whole JSON body, as the gateway would read it. */
  body: Record<string, unknown>;
}

export function fakeGateway(script: FakeScript) {
  const calls: FakeCall[] = [];
  const fetch = async (_input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = JSON.parse(String(init?.body)) as {
      operationName: string;
      variables?: Record<string, unknown>;
    };
    const variables = request.variables ?? {};
    calls.push({
      operationName: request.operationName,
      variables,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: request,
    });
    const entry = script[request.operationName];
    const answer = typeof entry === 'function' ? entry(variables) : (entry ?? { status: 500, body: {} });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

export function fakeClient(
  script: FakeScript,
  {
    getToken = () => null,
    onUnauthenticated = () => {},
  }: { getToken?: () => string | null; onUnauthenticated?: () => void } = {},
) {
  const gateway = fakeGateway(script);
  const client = createApolloClient({
    uri: 'http://gateway.test/graphql',
    getToken,
    onUnauthenticated,
    fetch: gateway.fetch,
  });
  return { client, calls: gateway.calls };
}

/** A successful answer typed by the document it answers: a schema change breaks the fixture. */
export function dataAnswer<TData, TVariables>(
  _document: TypedDocumentNode<TData, TVariables>,
  data: NoInfer<Fixture<TData>>,
): FakeAnswer {
  return { body: { data } };
}

export function sessionAnswer(
  adminMsg: 'Authorized' | 'Unauthorized',
  account: {
    mustChangePassword?: boolean;
    needsSecondFactor?: boolean;
    enrolled?: boolean;
    /** The roles held; by default Administración and Socio for an admin, Socio otherwise. */
    roles?: RoleKey[];
  } = {},
): FakeAnswer {
  const isAdmin = adminMsg === 'Authorized';
  const roles =
    account.roles ?? (isAdmin ? (['administracion', 'socio'] as RoleKey[]) : (['socio'] as RoleKey[]));
  return dataAnswer(SESSION_QUERY, {
    me: {
      __typename: 'Viewer',
      id: 7,
      name: 'Ana',
      lastName: 'Pérez',
      mail: 'ana@club.uy',
      isAdmin,
      mustChangePassword: account.mustChangePassword ?? false,
      needsSecondFactor: account.needsSecondFactor ?? false,
      twoFactor: isAdmin ? { __typename: 'TwoFactorStatus', enrolled: account.enrolled ?? true } : null,
    },
    adminCheck: { __typename: 'AdminCheck', msg: adminMsg, permissions: [...permissionsOf(roles)].sort() },
  });
}
