import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onBothPaths } from '../../test-support/both-graphql-paths.ts';
import { demoAuthHeaders, startTestGateway, type TestGateway } from '../../test-support/test-gateway.ts';
import { regularMediaType } from './direct-execution.ts';

// A JSON POST runs without Yoga's HTTP layer (direct-execution.ts); the same body sent as
// `application/graphql+json`, which only Yoga takes, must get the very same answer: status,
// content type and body, for successes, field errors, refusals and whatever Yoga keeps for itself.

let gw: TestGateway;
let member: Record<string, string>;
let admin: Record<string, string>;

beforeAll(async () => {
  gw = await startTestGateway();
  ({ member, admin } = await demoAuthHeaders(gw.app));
});
afterAll(async () => {
  await gw?.close();
});

const sameAsYoga = (body: string, headers: Record<string, string> = {}) => onBothPaths(gw.app, body, headers);

const APOLLO_ACCEPT = 'application/graphql-response+json,application/json;q=0.9';
const PRODUCTS = JSON.stringify({ query: '{ products { id key species price available } }' });

describe('a JSON POST answered without Yoga answers as Yoga does', () => {
  it('a query, whatever JSON the client accepts', async () => {
    for (const accept of [undefined, '*/*', 'application/json', APOLLO_ACCEPT]) {
      const headers = accept ? { ...member, accept } : member;
      const { status, body } = await sameAsYoga(PRODUCTS, headers);
      expect(status).toBe(200);
      expect(JSON.parse(body).data.products.length).toBeGreaterThan(0);
    }
  });

  it('a field refused to a stranger (401) and to a member (403), in Spanish', async () => {
    const stranger = await sameAsYoga(PRODUCTS, { accept: APOLLO_ACCEPT });
    expect(stranger.status).toBe(401);
    expect(JSON.parse(stranger.body).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const socios = JSON.stringify({ query: '{ socios { id } }' });
    expect((await sameAsYoga(socios, member)).status).toBe(403);
    expect((await sameAsYoga(socios, admin)).status).toBe(200);
  });

  it('a mutation with its variables, and a variable of the wrong type', async () => {
    const mutation = 'mutation Cancel($id: String!) { cancelOrder(orderId: $id) { ok code error msg } }';
    const unknown = await sameAsYoga(
      JSON.stringify({ query: mutation, variables: { id: '00000000-0000-4000-8000-000000000000' } }),
      member,
    );
    expect(JSON.parse(unknown.body).data.cancelOrder.ok).toBe(false);
    const wrong = await sameAsYoga(JSON.stringify({ query: mutation, variables: { id: 7 } }), member);
    expect(JSON.parse(wrong.body).errors[0].message).toMatch(/[áéíóúñ]|consulta|válid/i);
  });

  it('what Yoga keeps: bad syntax, an unknown field, limits, batches, odd parameters, no JSON', async () => {
    for (const body of [
      JSON.stringify({ query: '{ products { id ' }),
      JSON.stringify({ query: '{ products { nope } }' }),
      JSON.stringify({
        query: `{ ${Array.from({ length: 20 }, (_, i) => `a${i}: products { id }`).join(' ')} }`,
      }),
      JSON.stringify([{ query: '{ products { id } }' }]),
      JSON.stringify({ query: '{ products { id } }', other: 1 }),
      JSON.stringify({ query: 7 }),
      JSON.stringify({ query: '{ products { id } }', variables: [] }),
      '{"query": ',
      'null',
    ]) {
      const answer = await sameAsYoga(body, member);
      expect([body, JSON.parse(answer.body).errors.length > 0]).toEqual([body, true]);
    }
  });

  it('an Accept header Yoga would refuse or stream is left to Yoga', () => {
    expect(regularMediaType('text/html')).toBeNull();
    expect(regularMediaType('text/event-stream')).toBeNull();
    expect(regularMediaType(APOLLO_ACCEPT)).toBe('application/graphql-response+json');
    expect(regularMediaType(undefined)).toBe('application/json');
  });
});
