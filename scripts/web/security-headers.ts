// Security headers of the web app (shell + remotes served by serve-web.ts). The Content Security
// Policy is built from the run-time config, so a remote deployed on its own origin, the gateway
// and the e-mail service stay reachable while anything else is refused.

export interface WebOrigins {
  /** The gateway (GraphQL, REST, hosted auth and storage stand-ins, receipts). */
  gatewayUrl: string;
  /** Manifest URL of each remote; relative ones are this server's own origin. */
  remoteUrls: readonly string[];
  /** Other origins the browser calls (EmailJS). */
  connectUrls?: readonly string[];
}

/** The origin of an absolute http(s) URL; null for a relative one (this server's origin). */
function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

function origins(urls: readonly string[]): string[] {
  return [...new Set(urls.map(originOf).filter((o): o is string => o !== null))].sort();
}

/** The CSP: scripts, styles and images from this origin and the remotes'; calls also to the gateway. */
export function contentSecurityPolicy(web: WebOrigins): string {
  const remotes = origins(web.remoteUrls);
  const gateway = origins([web.gatewayUrl]);
  const calls = origins([web.gatewayUrl, ...web.remoteUrls, ...(web.connectUrls ?? [])]);
  const list = (...extra: string[][]) => ["'self'", ...new Set(extra.flat())].join(' ');
  return [
    "default-src 'self'",
    `script-src ${list(remotes)}`,
    // React and the federation runtime set inline styles; no inline script is allowed.
    `style-src ${list(remotes, ["'unsafe-inline'"])}`,
    `img-src ${list(remotes, gateway, ['data:', 'blob:'])}`,
    `font-src ${list(remotes, ['data:'])}`,
    `connect-src ${list(calls)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Every header the web server adds to each answer. */
export function webSecurityHeaders(web: WebOrigins): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(web),
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // The camera for the counter's card scan, on the app's own pages only; nothing else.
    'Permissions-Policy': 'camera=(self), microphone=(), geolocation=(), payment=()',
  };
}
