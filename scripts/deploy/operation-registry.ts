// The gateway's registry of remotes' operations (decision 059), as the deploy commands call it:
//   PUT  /deploy/remotes/:remote/versions/:version/operations  { operations: { id: text } }
//   POST /deploy/remotes/:remote/versions/:version/retire
//   GET  /deploy/remotes/:remote/versions
// each with `Authorization: Bearer <DEPLOY_KEY>`.
import type { OperationsList } from '../web/operations-list.ts';

export interface GatewayDeploy {
  /** The gateway's origin (GATEWAY_URL). */
  url: string;
  /** DEPLOY_KEY: the gateway's, given to whoever may deploy. */
  key: string;
  /** Default the global fetch; a test's stand-in gateway. */
  fetch?: typeof fetch;
}

export interface DeployProblem {
  id: string;
  message: string;
}

/** The gateway did not take the request: its Spanish words, and per document what does not fit. */
export class GatewayRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly problems: readonly DeployProblem[] = [],
  ) {
    super(message);
    this.name = 'GatewayRefused';
  }
}

export function gatewayDeployFromEnv(env: NodeJS.ProcessEnv = process.env): GatewayDeploy {
  const url = env.GATEWAY_URL?.trim() || 'http://localhost:4000';
  const key = env.DEPLOY_KEY?.trim();
  if (!key) throw new Error('Falta DEPLOY_KEY: la clave de publicación del gateway.');
  return { url, key };
}

const REQUEST_TIMEOUT_MS = 30_000;

async function call(gateway: GatewayDeploy, method: string, route: string, body?: unknown): Promise<unknown> {
  const url = `${gateway.url.replace(/\/+$/, '')}/deploy/remotes/${route}`;
  let response: Response;
  try {
    response = await (gateway.fetch ?? fetch)(url, {
      method,
      headers: {
        Authorization: `Bearer ${gateway.key}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    throw new GatewayRefused(
      0,
      `No pudimos hablar con el gateway en ${gateway.url}: ${(error as Error).message}`,
    );
  }
  const text = await response.text();
  let answer: unknown;
  try {
    answer = text ? JSON.parse(text) : undefined;
  } catch {
    answer = undefined;
  }
  if (response.ok) return answer;
  const { error, problems } = (answer ?? {}) as { error?: unknown; problems?: unknown };
  const fallback: Record<number, string> = {
    401: 'El gateway no aceptó la clave de publicación (DEPLOY_KEY).',
    409: 'Esa versión ya está registrada con otras consultas: publicala con otra versión.',
  };
  throw new GatewayRefused(
    response.status,
    typeof error === 'string' && error
      ? error
      : (fallback[response.status] ?? `El gateway respondió ${response.status}.`),
    Array.isArray(problems)
      ? problems
          .filter((p): p is DeployProblem => typeof p?.id === 'string' && typeof p?.message === 'string')
          .map(({ id, message }) => ({ id, message }))
      : [],
  );
}

const segment = (value: string) => encodeURIComponent(value);

export async function registerOperations(
  gateway: GatewayDeploy,
  remote: string,
  version: string,
  operations: OperationsList,
): Promise<number> {
  const answer = (await call(gateway, 'PUT', `${segment(remote)}/versions/${segment(version)}/operations`, {
    operations,
  })) as { registered?: unknown } | undefined;
  return typeof answer?.registered === 'number' ? answer.registered : Object.keys(operations).length;
}

export async function retireOperations(
  gateway: GatewayDeploy,
  remote: string,
  version: string,
): Promise<void> {
  await call(gateway, 'POST', `${segment(remote)}/versions/${segment(version)}/retire`);
}

export async function registeredVersions(gateway: GatewayDeploy, remote: string): Promise<unknown> {
  return call(gateway, 'GET', `${segment(remote)}/versions`);
}
