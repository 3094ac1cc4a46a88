// The URL printed for (and given to browsers of) a server listening on `host`: the loopback and
// the wildcard addresses are reached on this machine as localhost; any other address as itself.

const onThisMachine = new Set(['127.0.0.1', '::1', '0.0.0.0', '::', 'localhost']);

/** The interface a server listens on when HOST does not say: this machine only. */
export const DEFAULT_HOST = '127.0.0.1';

export function listenUrl(host: string, port: number): string {
  if (onThisMachine.has(host)) return `http://localhost:${port}`;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}
