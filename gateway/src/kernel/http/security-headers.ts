import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.ts';

// The gateway answers JSON (and, once stored, receipts): nothing it sends is a page to run
// scripts in or to frame. Set before the handler runs, so GraphQL answers written straight to
// the Node socket (see app.ts serveGraphQL) carry them too.
// Its answers are a member's orders and grams, tokens, the club's books: no cache (a shared proxy,
// the browser's disk, the back button on a shared computer) keeps a copy. Stored objects keep the
// Cache-Control their uploader chose, as Supabase's storage does.

const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
// Stored receipts (images and PDF only, checked by content) open in a tab: let the browser's
// image and PDF viewers work, and nothing else.
const OBJECT_CSP =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; object-src 'self'; frame-ancestors 'none'";
// GraphiQL (development only) is a page that loads its scripts and styles from a CDN.
const GRAPHIQL_CSP = "frame-ancestors 'none'";

export function securityHeaders(options: {
  graphiql: boolean;
  graphqlPath: string;
}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const graphiqlPage = options.graphiql && c.req.path === options.graphqlPath && c.req.method === 'GET';
    const storedObject =
      (c.req.method === 'GET' || c.req.method === 'HEAD') &&
      (c.req.path.startsWith('/storage/v1/object/public/') ||
        c.req.path.startsWith('/storage/v1/object/sign/'));
    c.header('Content-Security-Policy', graphiqlPage ? GRAPHIQL_CSP : storedObject ? OBJECT_CSP : API_CSP);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('X-Frame-Options', 'DENY');
    c.header('Referrer-Policy', 'no-referrer');
    c.header('Cross-Origin-Opener-Policy', 'same-origin');
    if (!storedObject) c.header('Cache-Control', 'no-store');
    await next();
  };
}
