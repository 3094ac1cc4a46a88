import type { Database } from '@club/db/connection';
import type { HttpBindings } from '@hono/node-server';
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import type { Viewer } from '../access/viewer.ts';
import type { AppMetrics } from '../metrics/app-metrics.ts';

// What every request handler can reach through `c.var` / `c.env`.
export interface AppEnv {
  // Present under @hono/node-server; absent when tests call `app.request()`.
  Bindings: Partial<HttpBindings> | undefined;
  Variables: {
    db: Database;
    config: Config;
    /** The server clock (see AppDeps.now). */
    now: () => Date;
    /** This app's figures for /metrics (kernel/metrics). */
    metrics: AppMetrics;
    requestId: string;
    /** pino child logger carrying the request id. */
    log: Logger;
    /** Memoised by `viewerOf(c)`; do not read directly. */
    viewer: Promise<Viewer | null>;
    /** Status of a response written straight to the Node socket (GraphQL), for the access log. */
    sentStatus: number;
  };
}
