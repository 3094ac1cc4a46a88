import './projections.ts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from '@club/db/connection';
import { genericTexts } from '@club/domain/account-texts';
import { inspectionLinkTexts } from '@club/domain/inspection-links';
import { reportingKeyTexts } from '@club/domain/reporting-keys';
import { hostedAuthRoutes } from '@club/hosted/auth/auth-routes';
import { hostedStorageRoutes, UPLOAD_PATH_PREFIX } from '@club/hosted/storage/storage-routes';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger } from 'pino';
import { applicationAdminRoutes, applicationPublicRoutes } from './applications/public.ts';
import { accountSecurityRoutes } from './auth/public.ts';
import { authRoutes } from './auth/routes.ts';
import { billAdminRoutes } from './bills/routes.ts';
import type { Config } from './config.ts';
import { expenseAdminRoutes } from './expenses/routes.ts';
import { type DirectExecution, directExecution } from './graphql-server/direct-execution.ts';
import { schemaSdl } from './graphql-server/schema.ts';
import { loadTrustedDocuments } from './graphql-server/trusted-documents.ts';
import {
  createGraphQL,
  GRAPHQL_PATH,
  type GraphQLServer,
  MAX_GRAPHQL_BODY_BYTES,
  spanishResult,
} from './graphql-server/yoga.ts';
import { harvestAdminRoutes } from './harvests/public.ts';
import {
  clubAccounts,
  clubAdminsReadReceipts,
  mailRequestLimit,
  passwordSignInLimit,
  uploadLimit,
} from './hosted/public.ts';
import { requestToken, requireScope, viewerOf } from './kernel/access/guard.ts';
import { guardInspectionLinks } from './kernel/access/inspection-link.ts';
import { guardReportingKeys } from './kernel/access/reporting-key.ts';
import type { GraphQLContext } from './kernel/graphql/context.ts';
import type { AppEnv } from './kernel/http/app-env.ts';
import { cors } from './kernel/http/cors.ts';
import {
  badRequest,
  HttpError,
  internalErrorBody,
  isDataException,
  notFoundBody,
  tooLargeBody,
} from './kernel/http/errors.ts';
import { clientIp, TOO_MANY_ATTEMPTS_CODE } from './kernel/http/rate-limit.ts';
import { REQUEST_ID_HEADER, requestIdAndLog } from './kernel/http/request-id.ts';
import { requestOrigin } from './kernel/http/request-origin.ts';
import { securityHeaders } from './kernel/http/security-headers.ts';
import { type AppMetrics, createAppMetrics } from './kernel/metrics/app-metrics.ts';
import { httpMetrics } from './kernel/metrics/http-metrics.ts';
import { useMasterKey } from './kernel/privacy/master-keys.ts';
import { isCertificateUpload, labResultAdminRoutes } from './lab-results/public.ts';
import { labelAdminRoutes } from './labels/public.ts';
import { isMembersUpload, memberImportRoutes } from './member-import/public.ts';
import { isMemberPhotoUpload, memberPhotoAdminRoutes, memberPhotoRoutes } from './member-photos/public.ts';
import { memberAdminRoutes, myDataRoutes } from './members/routes.ts';
import { monitoringRoutes, watchDatabase } from './monitoring/public.ts';
import { acceptedDocuments, refuseDeployKeyElsewhere } from './operation-registry/public.ts';
import { operationRegistryRoutes } from './operation-registry/routes.ts';
import { orderAdminRoutes } from './orders/public.ts';
import { orderRoutes } from './orders/routes.ts';
import { outboxRoutes } from './outbox/routes.ts';
import { isPhotoUpload, photoAdminRoutes, photoRoutes } from './photos/public.ts';
import { productAdminRoutes, productRoutes } from './products/routes.ts';
import { roleAdminRoutes } from './roles/routes.ts';
import { settingsRoutes } from './settings/routes.ts';
import { stockAdminRoutes } from './stock/routes.ts';
import { taskAdminRoutes } from './tasks/public.ts';
import { workAdminRoutes } from './work/public.ts';

export interface AppDeps {
  db: Database;
  config: Config;
  logger: Logger;
  /** The server clock (pickup slots); tests pin it. Defaults to the real time. */
  now?: () => Date;
  /** Where the app counts (one registry per app); startGateway shares it with the jobs. */
  metrics?: AppMetrics;
}

/** Largest REST body accepted (GraphQL has its own limit in graphql/yoga.ts). */
export const MAX_REST_BODY_BYTES = 256 * 1024;

/** Per-route body limits below the global one (bytes). */
export const ROUTE_BODY_LIMITS: Readonly<Record<string, number>> = {
  '/login': 8 * 1024,
  '/changepassword': 8 * 1024,
  '/logout': 1024,
  '/submitorder': 16 * 1024,
  '/applications': 8 * 1024,
  '/applications/invitation': 1024,
};

/** Request headers browsers may send from the web origins. */
export const CORS_ALLOW_HEADERS = [
  'content-type',
  'auth_token',
  'authorization',
  REQUEST_ID_HEADER,
  // @supabase/supabase-js, for the hosted auth + storage stand-in (the hosted workspace).
  'apikey',
  'x-client-info',
  'x-supabase-api-version',
  'x-upsert',
  'cache-control',
];

/** The whole HTTP gateway, without a port: tests drive it with `app.request()`, main.ts serves it. */
export function buildApp({
  db,
  config,
  logger,
  now = () => new Date(),
  metrics = createAppMetrics(),
}: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  useMasterKey(config.masterKey);
  // The app's GraphQL documents by id: the committed list (decision 034) and what remotes
  // registered for their versions (decision 058).
  const documents = acceptedDocuments(db, loadTrustedDocuments());
  const graphql = createGraphQL(config, documents);

  watchDatabase(metrics, db);

  app.use(requestIdAndLog(logger));
  app.use(httpMetrics(metrics));
  app.use(securityHeaders({ graphiql: config.nodeEnv !== 'production', graphqlPath: GRAPHQL_PATH }));
  app.use(async (c, next) => {
    c.set('db', db);
    c.set('config', config);
    c.set('now', now);
    c.set('metrics', metrics);
    await next();
  });
  // Before the guards, so a browser can read a 401 / 403 too.
  app.use(
    cors({
      origins: config.webOrigins,
      allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowHeaders: CORS_ALLOW_HEADERS,
      exposeHeaders: [REQUEST_ID_HEADER],
      maxAge: 600,
    }),
  );
  app.use(refuseDeployKeyElsewhere(config.deployKey, GRAPHQL_PATH));
  app.use(
    guardReportingKeys(viewerOf, requestToken, {
      invalid: { msg: 'Unauthorized', error: reportingKeyTexts.invalid, code: 'UNAUTHENTICATED' },
      tooMany: {
        msg: 'Too Many Requests',
        error: reportingKeyTexts.tooManyUses,
        code: TOO_MANY_ATTEMPTS_CODE,
      },
    }),
  );
  app.use(
    guardInspectionLinks(viewerOf, requestToken, {
      msg: 'Unauthorized',
      error: inspectionLinkTexts.invalid,
      code: 'UNAUTHENTICATED',
    }),
  );
  const limitBody = bodyLimit({ maxSize: MAX_REST_BODY_BYTES, onError: (c) => c.json(tooLargeBody, 413) });
  // Not on /graphql: under Node, Yoga reads the socket itself and must find the body unread.
  // Not on uploads either: the stand-in's storage routes and the photo upload give them their own,
  // larger limit. Not on GET or HEAD, which have no body: asking for it makes @hono/node-server
  // build a whole Request.
  app.use((c, next) =>
    c.req.method === 'GET' ||
    c.req.method === 'HEAD' ||
    c.req.path === GRAPHQL_PATH ||
    isUpload(c.req.method, c.req.path) ||
    isPhotoUpload(c.req.method, c.req.path) ||
    isMemberPhotoUpload(c.req.method, c.req.path) ||
    isCertificateUpload(c.req.method, c.req.path) ||
    isMembersUpload(c.req.method, c.req.path)
      ? next()
      : limitBody(c, next),
  );
  // Tighter limits where the body is a few short fields: refused before anything reads it.
  for (const [path, maxSize] of Object.entries(ROUTE_BODY_LIMITS)) {
    app.use(path, bodyLimit({ maxSize, onError: (c) => c.json(tooLargeBody, 413) }));
  }

  // Every back-office REST path, present and future: 401 without a valid token, 403 without any
  // back-office permission. Each route then checks its own permission.
  app.use('/admin', requireScope('back-office'));
  app.use('/admin/*', requireScope('back-office'));

  app.route('/', monitoringRoutes());
  app.route('/', authRoutes());
  app.route('/', accountSecurityRoutes());
  app.route('/', myDataRoutes());
  app.route(
    '/auth/v1',
    hostedAuthRoutes({ db, config, now, passwordSignInLimit, mailRequestLimit, clubAccounts }),
  );
  app.route(
    '/storage/v1',
    hostedStorageRoutes({ db, config, now, uploadLimit, readsWholeBucket: clubAdminsReadReceipts }),
  );
  app.route('/admin', stockAdminRoutes());
  app.route('/admin', productAdminRoutes());
  app.route('/admin', harvestAdminRoutes());
  app.route('/admin', workAdminRoutes());
  app.route('/admin', taskAdminRoutes());
  app.route('/admin', orderAdminRoutes());
  // Before the members' routes: /members/import is no member's number.
  app.route('/admin', memberImportRoutes());
  app.route('/admin', memberAdminRoutes());
  app.route('/admin', memberPhotoAdminRoutes());
  app.route('/', myDataRoutes());
  app.route('/admin', roleAdminRoutes());
  app.route('/admin', expenseAdminRoutes());
  app.route('/admin', billAdminRoutes());
  app.route('/admin', photoAdminRoutes());
  app.route('/admin', applicationAdminRoutes());
  app.route('/admin', labResultAdminRoutes());
  app.route('/admin', labelAdminRoutes());
  app.route('/', applicationPublicRoutes());
  app.route('/', outboxRoutes());
  app.route('/', productRoutes());
  app.route('/', photoRoutes());
  app.route('/', memberPhotoRoutes());
  app.route('/', orderRoutes());
  app.route('/', settingsRoutes());
  app.route('/', operationRegistryRoutes({ deployKey: config.deployKey, schemaSdl, documents }));
  // GraphQL's own body limit. Yoga's (maxRequestBodySize) pipes every body through a transform
  // stream, which cost a third of GraphQL's throughput in the bench; here a body whose length is
  // declared and within the limit goes straight to Yoga, and any other is read by Hono up to it.
  const limitGraphQLBody = bodyLimit({
    maxSize: MAX_GRAPHQL_BODY_BYTES,
    onError: (c) => c.json(graphQLTooLargeBody, 413),
  });
  const execute = directExecution(graphql, spanishResult, documents);
  app.on(['GET', 'POST'], GRAPHQL_PATH, (c) => serveGraphQL(c, graphql, execute, limitGraphQLBody));

  app.notFound((c) => c.json(notFoundBody, 404));
  app.onError((error, c) => {
    if (error instanceof HttpError) return c.json(error.body, error.status);
    if (error instanceof HTTPException && error.status < 500) {
      return c.json(badRequest(`HTTP_${error.status}`).body, error.status);
    }
    if (isDataException(error)) {
      (c.var.log ?? logger).warn(
        { err: error, method: c.req.method, path: c.req.path },
        'input refused by the database',
      );
      return c.json(badRequest('DATOS_INVALIDOS').body, 400);
    }
    (c.var.log ?? logger).error({ err: error, method: c.req.method, path: c.req.path }, 'request failed');
    return c.json(internalErrorBody, 500);
  });

  return app;
}

function isUpload(method: string, path: string): boolean {
  return (
    (method === 'POST' || method === 'PUT') &&
    path.startsWith(UPLOAD_PATH_PREFIX) &&
    !path.startsWith(`${UPLOAD_PATH_PREFIX}list/`) &&
    !path.startsWith(`${UPLOAD_PATH_PREFIX}sign/`)
  );
}

// Yoga's Node listener takes the server context as an extra argument at run time
// (@whatwg-node/server's requestListener); its declared type is node:http's two-argument one.
type NodeListenerWithContext = (
  req: IncomingMessage,
  res: ServerResponse,
  context: GraphQLContext,
) => Promise<void>;

/** A 413 as GraphQL clients read errors, in Spanish. */
const graphQLTooLargeBody = {
  errors: [{ message: genericTexts.bodyTooLarge, extensions: { code: 'REQUEST_ENTITY_TOO_LARGE' } }],
};

/**
 * True when Node will hand Yoga no more than the limit: no body (GET), or a Content-Length within
 * it and no chunked encoding (Node's parser stops a body at its declared length).
 */
function declaredWithinLimit(c: Context<AppEnv>): boolean {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return true;
  const length = c.req.header('content-length');
  return (
    length !== undefined &&
    /^\d{1,10}$/.test(length) &&
    Number(length) <= MAX_GRAPHQL_BODY_BYTES &&
    c.req.header('transfer-encoding') === undefined
  );
}

const isJson = (contentType: string | undefined) =>
  contentType !== undefined && /^application\/json\s*(;|$)/i.test(contentType);

/** The whole body of a request whose declared length is within the limit (declaredWithinLimit). */
async function readNodeBody(incoming: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ECONNRESET') return undefined;
    throw error;
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function serveGraphQL(
  c: Context<AppEnv>,
  graphql: GraphQLServer,
  execute: DirectExecution,
  limitBody: MiddlewareHandler<AppEnv>,
): Promise<Response> {
  const context: GraphQLContext = {
    db: c.var.db,
    config: c.var.config,
    viewer: await viewerOf(c),
    clientIp: clientIp(c),
    origin: requestOrigin(c),
    requestId: c.var.requestId,
    logger: c.var.log,
    now: c.var.now,
    metrics: c.var.metrics,
    ...(c.req.header('last-event-id') !== undefined && { lastEventId: c.req.header('last-event-id') }),
  };
  const { incoming, outgoing } = c.env ?? {};
  if (c.req.method === 'POST' && isJson(c.req.header('content-type'))) {
    // The common request, run without Yoga's HTTP layer (graphql/direct-execution.ts).
    let body: string | undefined;
    if (incoming && declaredWithinLimit(c)) {
      body = await readNodeBody(incoming as IncomingMessage);
      // The client left before sending its body: nobody to answer, nothing to log as a failure.
      if (body === undefined) return c.body(null, 400);
    } else {
      const refused = await limitBody(c, async () => {});
      if (refused) return refused;
      body = await c.req.text();
    }
    const direct = await execute(body, c.req.header('accept'), context);
    if (direct) return c.body(direct.body, direct.status as ContentfulStatusCode, direct.headers);
    // Nothing ran: Yoga answers (its errors, its other cases) from the body read above.
    const answer = await graphql.fetch(
      // The client's signal: a subscription's stream ends when its connection does.
      new Request(c.req.url, { method: 'POST', headers: c.req.header(), body, signal: c.req.raw.signal }),
      context,
    );
    return c.newResponse(answer.body, answer);
  }
  if (incoming && outgoing && 'setHeader' in outgoing && declaredWithinLimit(c)) {
    // Under @hono/node-server: Yoga writes to the socket directly (faster than the fetch
    // mount), so the headers set so far (CORS, request id) go onto the Node response first.
    for (const [name, value] of c.res.headers) outgoing.setHeader(name, value);
    await (graphql.requestListener as unknown as NodeListenerWithContext)(
      incoming as IncomingMessage,
      outgoing,
      context,
    );
    c.set('sentStatus', outgoing.statusCode);
    // The marker itself must be the final response. Assigned over the context's own response
    // (made above to read its headers), Hono would wrap it into a copy that @hono/node-server
    // writes out a second time (ERR_HTTP_HEADERS_SENT, and a stalled connection) instead of
    // skipping it. Cleared first, the marker is taken as it is.
    c.res = undefined;
    c.res = RESPONSE_ALREADY_SENT;
    return c.res;
  }
  // A body of unknown length, or the fetch mount (tests): Hono reads it up to the limit (413
  // beyond), and Yoga gets it from memory.
  const refused = await limitBody(c, async () => {});
  if (refused) return refused;
  const answer = await graphql.fetch(c.req.raw, context);
  // Through the context, so the headers set so far (CORS, request id, security) join Yoga's.
  return c.newResponse(answer.body, answer);
}
