import { texts } from '@club/domain/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onBothPaths } from '../../test-support/both-graphql-paths.ts';
import { byIdBody, byIdExtensions, listedDocument } from '../../test-support/listed-documents.ts';
import { demoAuthHeaders, startTestGateway, type TestGateway } from '../../test-support/test-gateway.ts';

// Trusted documents over HTTP (decision 034), as production runs them (GRAPHQL_AD_HOC=admins):
// a member runs the app's documents by id, an admin may still send text. Every case is sent both
// as JSON (graphql/direct-execution.ts) and as application/graphql+json (Yoga only), and must get
// the same answer.

let gw: TestGateway;
let member: Record<string, string>;
let admin: Record<string, string>;

beforeAll(async () => {
  gw = await startTestGateway({ env: { GRAPHQL_AD_HOC: 'admins' } });
  ({ member, admin } = await demoAuthHeaders(gw.app));
});
afterAll(async () => {
  await gw?.close();
});

/** One body on both paths: the same answer, which is returned with its body parsed. */
async function send(body: unknown, headers: Record<string, string> = {}) {
  const { status, body: text } = await onBothPaths(gw.app, JSON.stringify(body), headers);
  return { status, body: JSON.parse(text) };
}

const PRODUCTS = '{ products { id key species price } }';
const byId = (id: unknown) => ({ extensions: byIdExtensions(id) });

describe('trusted documents', () => {
  it("a member runs one of the app's documents by its id", async () => {
    const { status, body } = await send(byIdBody('StorefrontProducts'), member);
    expect(status).toBe(200);
    expect(body.data.products.length).toBeGreaterThan(0);
    // The listed document asks for the __typename Apollo's cache normalises by.
    expect(body.data.products[0].__typename).toBe('Product');
  });

  it('a member or a visitor sending text of their own is refused in Spanish, nothing run', async () => {
    for (const headers of [member, {}]) {
      const { status, body } = await send({ query: PRODUCTS }, headers);
      expect(status).toBe(400);
      expect(body).toEqual({
        errors: [{ message: texts.graphql.notListed, extensions: { code: 'CONSULTA_NO_LISTADA' } }],
      });
    }
    // Even the very text of a listed document: the id is what names it.
    const text = listedDocument('StorefrontProducts').text;
    expect((await send({ query: text }, member)).body.errors[0].message).toBe(texts.graphql.notListed);
  });

  it("an admin's reporting client still sends text", async () => {
    const { status, body } = await send({ query: PRODUCTS }, admin);
    expect(status).toBe(200);
    expect(body.data.products.length).toBeGreaterThan(0);
  });

  it('an unknown id, a malformed one, or neither text nor id: a Spanish refusal', async () => {
    const unknown = `sha256:${'0'.repeat(64)}`;
    for (const id of [unknown, 'sha1:abc', '', 'x'.repeat(100_000)]) {
      const { status, body } = await send(byId(id), member);
      expect([id.slice(0, 20), status, body.errors[0].message]).toEqual([
        id.slice(0, 20),
        400,
        texts.graphql.unknownDocument,
      ]);
    }
    for (const body of [byId(7), byId(null), { extensions: { persistedQuery: { version: 2 } } }, {}]) {
      const answer = await send(body, member);
      expect([body, answer.status, answer.body.errors[0].message]).toEqual([
        body,
        400,
        texts.graphql.invalid,
      ]);
    }
  });

  it("a listed document still meets the field's guard: a member's id of an admin query is a 403", async () => {
    const { status, body } = await send(byIdBody('BillSocios'), member);
    expect(status).toBe(403);
    expect(body.data).toBeNull();
    expect((await send(byIdBody('BillSocios'), admin)).status).toBe(200);
  });

  it('a query by id over GET (cacheable); a mutation over GET is refused', async () => {
    const { id } = listedDocument('StorefrontProducts');
    const extensions = encodeURIComponent(JSON.stringify(byId(id).extensions));
    const response = await gw.app.request(
      `/graphql?operationName=StorefrontProducts&extensions=${extensions}`,
      {
        headers: { ...member, accept: 'application/graphql-response+json' },
      },
    );
    expect(response.status).toBe(200);
    expect((await response.json()).data.products.length).toBeGreaterThan(0);

    const cancel = byIdBody('CancelOrder', { orderId: '00000000-0000-4000-8000-000000000000' });
    const query = new URLSearchParams({
      operationName: 'CancelOrder',
      variables: JSON.stringify(cancel.variables),
      extensions: JSON.stringify(cancel.extensions),
    });
    const refused = await gw.app.request(`/graphql?${query}`, { headers: member });
    expect(refused.status).toBe(405);
    const text = await gw.app.request(`/graphql?query=${encodeURIComponent(PRODUCTS)}`, { headers: member });
    expect(text.status).toBe(400);
    expect((await text.json()).errors[0].message).toBe(texts.graphql.notListed);
  });
});
