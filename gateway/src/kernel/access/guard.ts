import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/errors.ts';
import { authorize, failureFor, type Scope } from './authorize.ts';
import { isInspectionLink, linkViewer } from './inspection-link.ts';
import { isReportingKey, keyViewer } from './reporting-key.ts';
import { tokenFromHeaders, type Viewer, viewerForToken } from './viewer.ts';

/** The token or key the request carries, if any. */
export function requestToken(c: Context<AppEnv>): string | null {
  return tokenFromHeaders((name) => c.req.header(name));
}

/** The caller behind the request's token, looked up once per request. */
export function viewerOf(c: Context<AppEnv>): Promise<Viewer | null> {
  let viewer = c.get('viewer') as Promise<Viewer | null> | undefined;
  if (viewer === undefined) {
    const token = requestToken(c);
    viewer = isReportingKey(token)
      ? keyViewer(c, token)
      : isInspectionLink(token)
        ? linkViewer(c, token)
        : viewerForToken(c.var.db, token, c.var.now());
    c.set('viewer', viewer);
  }
  return viewer;
}

/** The viewer allowed in `scope`, or a thrown 401 / 403 `{ msg: 'Unauthorized', error, code }`. */
export async function requireViewer(c: Context<AppEnv>, scope: Scope): Promise<Viewer> {
  const viewer = await viewerOf(c);
  const failure = authorize(viewer, scope);
  if (failure !== null || viewer === null) {
    const { status, code, error } = failure ?? failureFor(viewer);
    throw new HttpError(status, { msg: 'Unauthorized', error, code });
  }
  return viewer;
}

/** Guard for a group of routes, e.g. every `/admin/...` path: 401 without a valid token, 403 for a member. */
export function requireScope(scope: Scope): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await requireViewer(c, scope);
    await next();
  };
}
