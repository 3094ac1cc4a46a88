import type { GraphQLSchema } from 'graphql';
import { type Context, Hono } from 'hono';
import { requestToken } from '../kernel/access/guard.ts';
import type { AppEnv } from '../kernel/http/app-env.ts';
import { type AcceptedDocuments, notifyRegistryChanged } from './accepted-documents.ts';
import { DEPLOY_PATH, deployKeyCheck, deployKeyTexts } from './deploy-key.ts';
import {
  ID_PATTERN,
  isKnownRemote,
  KNOWN_REMOTES,
  type Misfit,
  misfitsOf,
  schemaFromSdl,
  VERSION_PATTERN,
} from './fit.ts';
import { registerOperations, retireVersion, versionsOf } from './registry.ts';

// The deploy routes (docs/decisions/058-operations-registered-per-remote-version.md): a remote's
// deploy registers the operations its build sends, under its name and version, with the deploy
// key. Every document is checked against the schema this gateway runs before anything is stored.

/** Most operations one version may register: the whole app has about 130. */
export const MAX_OPERATIONS = 2000;

const texts = {
  unknownRemote: `No conocemos ese remoto. Son: ${KNOWN_REMOTES.join(', ')}.`,
  badVersion:
    'La versión debe tener de 1 a 40 letras, cifras, puntos o guiones, y empezar con letra o cifra.',
  badBody:
    'Mandá un JSON { "operations": { "sha256:…": "texto del documento", … } } con al menos una operación.',
  tooMany: `Son demasiadas operaciones para una versión (como mucho ${MAX_OPERATIONS}).`,
  badId: 'El id debe ser sha256: y 64 cifras hexadecimales en minúscula, y el texto una cadena.',
  misfit: 'Hay operaciones que no encajan en el esquema de este gateway: no se registró ninguna.',
  conflict: 'Esa versión ya está registrada con otras operaciones: publicá una versión nueva.',
  unknownVersion: 'Ese remoto no tiene esa versión registrada.',
} as const;

const refusal = (c: Context<AppEnv>, status: 400 | 404 | 409, error: string, problems: Misfit[] = []) =>
  c.json({ error, problems }, status);

/** The operations of a body, or why it is not one, as Misfits on the ids at fault. */
function operationsOf(
  body: unknown,
): { operations: Map<string, string> } | { error: string; problems: Misfit[] } {
  const given = (body as { operations?: unknown } | null)?.operations;
  if (given === null || typeof given !== 'object' || Array.isArray(given))
    return { error: texts.badBody, problems: [] };
  const entries = Object.entries(given as Record<string, unknown>);
  if (entries.length === 0) return { error: texts.badBody, problems: [] };
  if (entries.length > MAX_OPERATIONS) return { error: texts.tooMany, problems: [] };
  const problems = entries.flatMap(([id, text]) =>
    ID_PATTERN.test(id) && typeof text === 'string' ? [] : [{ id: id.slice(0, 80), message: texts.badId }],
  );
  if (problems.length > 0) return { error: texts.badBody, problems };
  return { operations: new Map(entries as [string, string][]) };
}

export function operationRegistryRoutes(options: {
  deployKey: string;
  /** The SDL of the schema this gateway runs: what every registered document must fit. */
  schemaSdl: () => string;
  documents: AcceptedDocuments;
}): Hono<AppEnv> {
  const { documents } = options;
  // Built at the first registration: most processes never register anything.
  let schema: GraphQLSchema | undefined;
  const isDeployKey = deployKeyCheck(options.deployKey);
  const app = new Hono<AppEnv>();

  // The deploy key alone (a person's token beside it is refused too); then a remote and version we know.
  app.use(`${DEPLOY_PATH}/remotes/:remote/*`, async (c, next) => {
    const authorization = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? null;
    if (!isDeployKey(authorization) || requestToken(c) !== authorization) {
      return c.json({ msg: 'Unauthorized', error: deployKeyTexts.wrongKey, code: 'UNAUTHENTICATED' }, 401);
    }
    if (!isKnownRemote(c.req.param('remote') ?? '')) return refusal(c, 404, texts.unknownRemote);
    const version = /\/versions\/([^/]*)\//.exec(c.req.path)?.[1];
    if (version !== undefined && !VERSION_PATTERN.test(version)) return refusal(c, 400, texts.badVersion);
    return next();
  });

  app.put(`${DEPLOY_PATH}/remotes/:remote/versions/:version/operations`, async (c) => {
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return refusal(c, 400, texts.badBody);
    }
    const read = operationsOf(body);
    if ('error' in read) return refusal(c, 400, read.error, read.problems);
    schema ??= schemaFromSdl(options.schemaSdl());
    const fits = schema;
    const problems = [...read.operations].flatMap(([id, text]) => misfitsOf(fits, id, text));
    if (problems.length > 0) return refusal(c, 400, texts.misfit, problems);
    const remote = c.req.param('remote');
    const version = c.req.param('version');
    const registered = await registerOperations(
      c.var.db,
      remote,
      version,
      read.operations,
      notifyRegistryChanged,
    );
    if (!registered.ok) return refusal(c, 409, texts.conflict);
    await documents.reload();
    c.var.log.info({ remote, version, operations: registered.registered }, 'remote operations registered');
    return c.json({ registered: registered.registered });
  });

  app.post(`${DEPLOY_PATH}/remotes/:remote/versions/:version/retire`, async (c) => {
    const remote = c.req.param('remote');
    const version = c.req.param('version');
    const retired = await c.var.db.transaction(async (tx) => {
      const found = await retireVersion(tx, remote, version);
      if (found) await notifyRegistryChanged(tx);
      return found;
    });
    if (!retired) return refusal(c, 404, texts.unknownVersion);
    await documents.reload();
    c.var.log.info({ remote, version }, 'remote version retired');
    const row = (await versionsOf(c.var.db, remote)).find((v) => v.version === version);
    return c.json({ retired: true, version, retired_at: row?.retired_at ?? null });
  });

  app.get(`${DEPLOY_PATH}/remotes/:remote/versions`, async (c) => {
    const remote = c.req.param('remote');
    return c.json({ remote, versions: await versionsOf(c.var.db, remote) });
  });

  return app;
}
