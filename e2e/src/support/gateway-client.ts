// Talking to the stack's gateway directly from a test, as a REST / GraphQL client would.
import { readFileSync } from 'node:fs';

export interface Account {
  mail: string;
  password: string;
}

export const demoMember: Account = { mail: 'socio@club.uy', password: 'socio1234' };
export const demoAdmin: Account = { mail: 'admin@club.uy', password: 'admin1234' };

/** Logs in through `POST /login` and returns the auth_token. */
export async function gatewayToken(gatewayUrl: string, account: Account): Promise<string> {
  const response = await fetch(`${gatewayUrl}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  const body = (await response.json()) as { auth_token?: string };
  if (!body.auth_token) throw new Error(`no token for ${account.mail}: ${JSON.stringify(body)}`);
  return body.auth_token;
}

/** POSTs one GraphQL request with a token; throws with the errors when there is no data. */
async function post<T>(gatewayUrl: string, token: string, request: object, what: string): Promise<T> {
  const response = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', auth_token: token },
    body: JSON.stringify(request),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(`${what} failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** Runs a GraphQL document of the test's own (an admin's reporting client) with a token. */
export function graphql<T>(
  gatewayUrl: string,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  return post<T>(gatewayUrl, token, { query, variables }, 'GraphQL');
}

const listed = JSON.parse(
  readFileSync(new URL('../../../web-kit/src/graphql/persisted-documents.json', import.meta.url), 'utf8'),
) as Record<string, string>;

/** The id of the app's operation `name` in the list the gateway loads. */
function listedId(name: string): string {
  const entry = Object.entries(listed).find(([, text]) =>
    new RegExp(`\\b(query|mutation) ${name}\\b`).test(text),
  );
  if (!entry) throw new Error(`${name} is not one of the app's operations`);
  return entry[0];
}

/**
 * Runs one of the app's own operations by its id, as the browser sends it: a member may send
 * nothing else (docs/decisions/034-trusted-documents.md). Throws with the errors when there is no data.
 */
export function appOperation<T>(
  gatewayUrl: string,
  token: string,
  operationName: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const extensions = { persistedQuery: { version: 1, sha256Hash: listedId(operationName) } };
  return post<T>(gatewayUrl, token, { operationName, variables, extensions }, operationName);
}
