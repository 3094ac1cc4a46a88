import { AUTH_TOKEN_KEY } from '@club/domain/auth-token';
import { onGateway } from '../config/gateway-url.ts';
import { saveFile } from '../download/save-file.ts';

// Files that travel over the gateway's REST paths rather than GraphQL (a photo or a lab's
// certificate sent, a PDF of labels received): GraphQL's JSON carries none. The session is the
// token the shell keeps, sent as the Apollo client sends it.

function token(): string | null {
  try {
    return localStorage.getItem(AUTH_TOKEN_KEY);
  } catch {
    return null;
  }
}

/** A REST call to the gateway with the session's token (`path` from the root: '/admin/...'). */
export function gatewayFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const session = token();
  if (session) headers.set('auth_token', session);
  return fetch(onGateway(path), { ...init, headers });
}

/** The Spanish reason of a refused REST call, or null when the answer carries none. */
export async function refusalOf(response: Response): Promise<{ error: string; field: string | null } | null> {
  try {
    const body: unknown = await response.json();
    if (typeof body !== 'object' || body === null) return null;
    const error = Reflect.get(body, 'error');
    const field = Reflect.get(body, 'field');
    return typeof error === 'string' ? { error, field: typeof field === 'string' ? field : null } : null;
  } catch {
    return null;
  }
}

/**
 * Downloads a file the gateway writes (a PDF) and hands it to the browser to save as `name`.
 * Refused: the gateway's Spanish reason, when it gave one. A network failure throws.
 */
export async function downloadGatewayFile(
  path: string,
  name: string,
): Promise<{ ok: true } | { ok: false; error: string | null }> {
  const response = await gatewayFetch(path);
  if (!response.ok) return { ok: false, error: (await refusalOf(response))?.error ?? null };
  saveFile(name, [await response.blob()], response.headers.get('content-type') ?? 'application/octet-stream');
  return { ok: true };
}
