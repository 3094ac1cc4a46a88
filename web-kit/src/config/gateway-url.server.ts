// onGateway for a screen drawn on the server (decision 060): there is no window to carry the
// run-time config, so the server renderer names the gateway before each drawing. The server
// build puts this module in place of gateway-url.ts (scripts/web/rspack-server-render.ts).
let gatewayUrl = '';

export function setGatewayUrl(url: string): void {
  gatewayUrl = url.replace(/\/+$/, '');
}

export function onGateway(path: string): string {
  return /^https?:/.test(path) ? path : `${gatewayUrl}${path}`;
}
