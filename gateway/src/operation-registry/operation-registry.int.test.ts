import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onBothPaths } from '../../test-support/both-graphql-paths.ts';
import { byIdExtensions, listedDocuments } from '../../test-support/listed-documents.ts';
import {
  call,
  demoAuthHeaders,
  type JsonAnswer,
  startTestGateway,
  type TestGateway,
} from '../../test-support/test-gateway.ts';
import { buildApp } from '../app.ts';
import { registryChannel } from './accepted-documents.ts';
import { documentId } from './public.ts';

// Operations registered per remote version (decision 058), over HTTP as a remote's deploy calls
// them, on a gateway as production runs it (members send ids only). A second app on the same
// database stands for another replica.

let gw: TestGateway;
let member: Record<string, string>;
let admin: Record<string, string>;
let deploy: Record<string, string>;

beforeAll(async () => {
  gw = await startTestGateway({ env: { GRAPHQL_AD_HOC: 'admins' } });
  ({ member, admin } = await demoAuthHeaders(gw.app));
  deploy = { authorization: `Bearer ${gw.config.deployKey}` };
});
afterAll(async () => {
  await gw?.close();
});

const operationsOf = (...texts: string[]) =>
  Object.fromEntries(texts.map((text) => [documentId(text), text]));

const register = (
  remote: string,
  version: string,
  body: unknown,
  headers: Record<string, string> = deploy,
  app = gw.app,
): Promise<JsonAnswer> =>
  call(app, 'PUT', `/deploy/remotes/${remote}/versions/${version}/operations`, { body, headers });

/** One id on both GraphQL paths as the member: the same answer, parsed. */
async function runById(id: string, app = gw.app) {
  const body = JSON.stringify({ extensions: byIdExtensions(id) });
  const { status, body: text } = await onBothPaths(app, body, member);
  return { status, body: JSON.parse(text) };
}

const CARTA = 'query CartaDelRemoto { products { id key } }';

describe('registering a remote version', () => {
  it('stores documents that fit, and their ids then run on both GraphQL paths', async () => {
    const id = documentId(CARTA);
    expect((await runById(id)).body.errors[0].extensions.code).toBe('CONSULTA_DESCONOCIDA');

    const answer = await register('mf-storefront', '1.0.0', { operations: operationsOf(CARTA) });
    expect(answer).toMatchObject({ status: 200, body: { registered: 1 } });

    const { status, body } = await runById(id);
    expect(status).toBe(200);
    expect(body.data.products.length).toBeGreaterThan(0);
    // The committed list still runs.
    const listed = listedDocuments().find((d) => d.name === 'StorefrontProducts');
    expect((await runById(listed?.id ?? '')).status).toBe(200);
  });

  it('refuses a version whose document names a field the schema lacks, naming it, and stores nothing', async () => {
    const good = 'query BuenaConsulta { products { id } }';
    const bad = 'query MalaConsulta { products { id campoQueNoExiste } }';
    const answer = await register('mf-orders', '2.0.0', { operations: operationsOf(good, bad) });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/no se registró ninguna/);
    expect(answer.body.problems).toEqual([
      { id: documentId(bad), message: 'El campo "campoQueNoExiste" no existe en el tipo "Product".' },
    ]);
    expect((await runById(documentId(good))).status).toBe(400);
    const versions = await call(gw.app, 'GET', '/deploy/remotes/mf-orders/versions', { headers: deploy });
    expect(versions.body).toEqual({ remote: 'mf-orders', versions: [] });
  });

  it('refuses an id that is not the hash of its text, and malformed bodies, in Spanish', async () => {
    const mismatch = await register('mf-orders', '2.0.1', { operations: { [documentId('x')]: CARTA } });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.problems[0].message).toMatch(/no es el sha256 del texto/);
    for (const body of [
      '{',
      [],
      {},
      { operations: {} },
      { operations: { abc: CARTA } },
      { operations: [CARTA] },
    ]) {
      const answer = await register('mf-orders', '2.0.1', body);
      expect([body, answer.status, typeof answer.body.error]).toEqual([body, 400, 'string']);
    }
    expect((await register('mf-orders', 'no/vale', { operations: operationsOf(CARTA) })).status).toBe(404);
    expect((await register('mf-orders', '-mal', { operations: operationsOf(CARTA) })).status).toBe(400);
    expect((await register('mf-otro', '1.0.0', { operations: operationsOf(CARTA) })).status).toBe(404);
    const huge = await register('mf-orders', '2.0.2', {
      operations: { [documentId(CARTA)]: 'x'.repeat(300_000) },
    });
    expect(huge.status).toBe(413);
  });

  it('takes only the deploy key: a wrong key or a person is a 401, and the key opens nothing else', async () => {
    const body = { operations: operationsOf(CARTA) };
    for (const headers of [{}, { authorization: 'Bearer otra-clave-cualquiera' }, member, admin]) {
      expect((await register('mf-storefront', '9.9.9', body, headers)).status).toBe(401);
    }
    // A person's token beside the key is not the key alone.
    expect((await register('mf-storefront', '9.9.9', body, { ...deploy, ...member })).status).toBe(401);
    for (const [method, path] of [
      ['GET', '/getUser'],
      ['GET', '/products'],
      ['GET', '/admin/getsocios'],
    ] as const) {
      expect((await call(gw.app, method, path, { headers: deploy })).status).toBe(401);
    }
    const graphql = await call(gw.app, 'POST', '/graphql', {
      body: { extensions: byIdExtensions(documentId(CARTA)) },
      headers: deploy,
    });
    expect([graphql.status, graphql.body.errors[0].extensions.code]).toEqual([401, 'UNAUTHENTICATED']);
  });

  it('the same content again is no change; other content under a version is a 409', async () => {
    const again = await register('mf-storefront', '1.0.0', { operations: operationsOf(CARTA) });
    expect(again).toMatchObject({ status: 200, body: { registered: 1 } });
    const other = 'query OtraCarta { products { id } }';
    const conflict = await register('mf-storefront', '1.0.0', { operations: operationsOf(CARTA, other) });
    expect(conflict.status).toBe(409);
    expect((await runById(documentId(other))).status).toBe(400);
  });

  it('a retired version stops being accepted and stays as history', async () => {
    const text = 'query DeLaCosecha { products { key } }';
    expect((await register('mf-harvest', '3.1.0', { operations: operationsOf(text) })).status).toBe(200);
    expect((await runById(documentId(text))).status).toBe(200);

    const retired = await call(gw.app, 'POST', '/deploy/remotes/mf-harvest/versions/3.1.0/retire', {
      headers: deploy,
    });
    expect(retired.status).toBe(200);
    expect((await runById(documentId(text))).body.errors[0].extensions.code).toBe('CONSULTA_DESCONOCIDA');
    const versions = await call(gw.app, 'GET', '/deploy/remotes/mf-harvest/versions', { headers: deploy });
    expect(versions.body.versions).toEqual([
      { version: '3.1.0', registered_at: expect.any(String), retired_at: retired.body.retired_at, count: 1 },
    ]);
    const unknown = await call(gw.app, 'POST', '/deploy/remotes/mf-harvest/versions/0.0.1/retire', {
      headers: deploy,
    });
    expect(unknown.status).toBe(404);
    expect((await call(gw.app, 'POST', '/deploy/remotes/mf-harvest/versions/3.1.0/retire')).status).toBe(401);

    // Registered again (a rollback to that build): accepted again.
    expect((await register('mf-harvest', '3.1.0', { operations: operationsOf(text) })).status).toBe(200);
    expect((await runById(documentId(text))).status).toBe(200);
  });
});

describe('two gateways on one database', () => {
  it('a version retired through one is refused by the other once the database says so', async () => {
    const replica = buildApp({ db: gw.appDb, config: gw.config, logger: pino({ level: 'silent' }) });
    const text = 'query HastaQueSeRetire { products { id price } }';
    expect((await register('mf-orders', '6.0.0', { operations: operationsOf(text) })).status).toBe(200);
    expect((await runById(documentId(text), replica)).status).toBe(200);

    // Heard after the replica's own listener, which was set up before its first read.
    let heard: () => void = () => {};
    const notified = new Promise<void>((resolve) => {
      heard = resolve;
    });
    const stop = await gw.appDb.listen(await registryChannel(gw.appDb), () => heard());
    try {
      const retired = await call(gw.app, 'POST', '/deploy/remotes/mf-orders/versions/6.0.0/retire', {
        headers: deploy,
      });
      expect(retired.status).toBe(200);
      await notified;
    } finally {
      await stop();
    }
    expect((await runById(documentId(text), replica)).body.errors[0].extensions.code).toBe(
      'CONSULTA_DESCONOCIDA',
    );
  });

  it('an id registered through one is accepted by the other, and retired through one is refused by both', async () => {
    const replica = buildApp({ db: gw.appDb, config: gw.config, logger: pino({ level: 'silent' }) });
    const text = 'query DeOtraReplica { products { id species } }';
    // The replica meets the id first while it is unknown everywhere.
    expect((await runById(documentId(text), replica)).status).toBe(400);

    expect((await register('mf-finance', '5.0.0', { operations: operationsOf(text) })).status).toBe(200);
    const { status, body } = await runById(documentId(text), replica);
    expect(status).toBe(200);
    expect(body.data.products.length).toBeGreaterThan(0);

    const retired = await call(replica, 'POST', '/deploy/remotes/mf-finance/versions/5.0.0/retire', {
      headers: deploy,
    });
    expect(retired.status).toBe(200);
    expect((await runById(documentId(text), replica)).status).toBe(400);
  });
});
