import type { Database } from '@club/db/connection';
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import type { Viewer } from '../access/viewer.ts';
import type { RequestOrigin } from '../http/request-origin.ts';
import type { AppMetrics } from '../metrics/app-metrics.ts';

/** What every resolver gets; built per request by the HTTP app (see graphql/yoga.ts). */
export interface GraphQLContext {
  db: Database;
  config: Config;
  viewer: Viewer | null;
  requestId: string;
  /** pino child logger carrying the request id. */
  logger: Logger;
  /** The caller's address (abuse limits; see http/rate-limit.ts clientIp). */
  clientIp: string;
  /** Address and browser, for the security log. */
  origin: RequestOrigin;
  /** The server clock (see AppDeps.now). */
  now: () => Date;
  /** The app's figures for /metrics (kernel/metrics). */
  metrics: AppMetrics;
  /** A reconnecting event stream's Last-Event-ID header: the last position it saw (decision 053). */
  lastEventId?: string;
}
