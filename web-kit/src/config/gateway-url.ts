// A path of the gateway (a photo's file, a REST call) as a URL: the gateway's origin is the run-time
// config's `gatewayUrl`, which the shell publishes as `window.__CLUB_CONFIG__` (decision 006).
// Without a config (a test page), the path stays as it is.
export function onGateway(path: string): string {
  if (/^https?:/.test(path)) return path;
  const config = Reflect.get(window, '__CLUB_CONFIG__') as { gatewayUrl?: unknown } | undefined;
  const gateway = typeof config?.gatewayUrl === 'string' ? config.gatewayUrl.replace(/\/+$/, '') : '';
  return `${gateway}${path}`;
}
