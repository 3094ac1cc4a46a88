import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminTestGateway,
  eventCount,
  MEMBER_ID,
  startAdminTestGateway,
  THURSDAY,
  TUESDAY,
} from '../../test-support/admin-gateway.ts';
import { authHeader, graphql } from '../../test-support/test-gateway.ts';

// Reporting: dispensations(month) and its CSV, sales(month), the paginated event log;
// on PGlite or PostgreSQL. Clock: Monday 2 September 2024, noon.

let gw: AdminTestGateway;
let other: { id: number; token: string };
beforeAll(async () => {
  gw = await startAdminTestGateway();
  other = await gw.newMember();
  const deliver = (id: string) =>
    gw.asAdmin('mutation ($id: String!) { deliverOrder(orderId: $id) { ok } }', { id });
  // September: two orders of the demo member and one of another member delivered; one not
  // collected and one still placed, which are not dispensations.
  await deliver(
    await gw.placeOrder(gw.memberToken, { date: TUESDAY, time: '17:00', lines: { ogkush: 10, kief: 5 } }),
  );
  await deliver(
    await gw.placeOrder(gw.memberToken, { date: THURSDAY, time: '17:30', lines: { ogkush: 5, suguz: 5 } }),
  );
  await deliver(await gw.placeOrder(other.token, { date: TUESDAY, time: '18:00', lines: { despink: 20 } }));
  const gone = await gw.placeOrder(other.token, { date: THURSDAY, time: '19:00', lines: { suguz: 10 } });
  await gw.asAdmin('mutation ($id: String!) { markOrderNotCollected(orderId: $id) { ok } }', { id: gone });
  await gw.placeOrder(gw.memberToken, { date: THURSDAY, time: '18:00', lines: { applecookies: 5 } });
  // October: picked up on Tuesday 1 October.
  await deliver(
    await gw.placeOrder(gw.memberToken, { date: '2024-10-01', time: '17:00', lines: { ogkush: 15 } }),
  );
});
afterAll(() => gw?.close());

const DISPENSATIONS = `query ($month: String!) {
  dispensations(month: $month) { memberId name lastName productId key species grams amount }
}`;

/** The CSV as rows of fields (no field of these tests needs unquoting). */
function parseCsv(csv: string): string[][] {
  expect(csv.endsWith('\r\n')).toBe(true);
  return csv
    .slice(0, -2)
    .split('\r\n')
    .map((line) => line.split(';'));
}

describe('dispensations(month)', () => {
  it('answers grams and pesos per member per product of the orders delivered in the month', async () => {
    const { dispensations } = await gw.asAdmin<{ dispensations: unknown[] }>(DISPENSATIONS, {
      month: '2024-09',
    });
    // By last name: 'Rodríguez' before 'Socio1'.
    expect(dispensations).toEqual([
      {
        memberId: MEMBER_ID,
        name: 'Martín',
        lastName: 'Rodríguez',
        productId: 6,
        key: 'suguz',
        species: 'Suguz',
        grams: 5,
        amount: 210,
      },
      {
        memberId: MEMBER_ID,
        name: 'Martín',
        lastName: 'Rodríguez',
        productId: 8,
        key: 'ogkush',
        species: 'OG Kush',
        grams: 15,
        amount: 675,
      },
      {
        memberId: MEMBER_ID,
        name: 'Martín',
        lastName: 'Rodríguez',
        productId: 9,
        key: 'kief',
        species: 'Kief',
        grams: 5,
        amount: 300,
      },
      {
        memberId: other.id,
        name: 'Prueba',
        lastName: 'Socio1',
        productId: 2,
        key: 'despink',
        species: 'Despink',
        grams: 20,
        amount: 800,
      },
    ]);
    const october = await gw.asAdmin<{ dispensations: unknown[] }>(DISPENSATIONS, { month: '2024-10' });
    expect(october.dispensations).toEqual([
      expect.objectContaining({ memberId: MEMBER_ID, key: 'ogkush', grams: 15 }),
    ]);
    const august = await gw.asAdmin<{ dispensations: unknown[] }>(DISPENSATIONS, { month: '2024-08' });
    expect(august.dispensations).toEqual([]);
  });

  it('the CSV of a month matches dispensations(month), line for line', async () => {
    for (const month of ['2024-09', '2024-10', '2024-08']) {
      const data = await gw.asAdmin<{
        dispensationsCsv: string;
        dispensations: Array<{
          memberId: number;
          cedula: string | null;
          name: string;
          lastName: string;
          key: string;
          species: string;
          grams: number;
        }>;
      }>(
        `query ($month: String!) { dispensationsCsv(month: $month) dispensations(month: $month) { memberId cedula name lastName key species grams } }`,
        { month },
      );
      const [header, ...lines] = parseCsv(data.dispensationsCsv);
      expect(header).toEqual([
        'mes',
        'socio_id',
        'cedula',
        'nombre',
        'apellido',
        'producto',
        'especie',
        'gramos',
      ]);
      expect(lines).toEqual(
        data.dispensations.map((row) => [
          month,
          String(row.memberId),
          row.cedula ?? '',
          row.name,
          row.lastName,
          row.key,
          row.species,
          String(row.grams),
        ]),
      );
    }
  });

  it('refuses a malformed month and members', async () => {
    const bad = await graphql(gw.app, DISPENSATIONS, { month: '2024-9' }, authHeader(gw.adminToken));
    expect(bad.body.errors[0]).toMatchObject({
      message: 'El mes no es válido: se espera AAAA-MM',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    for (const query of [DISPENSATIONS, 'query ($month: String!) { dispensationsCsv(month: $month) }']) {
      const answer = await graphql(gw.app, query, { month: '2024-09' }, authHeader(gw.memberToken));
      expect(answer.body.errors[0].extensions.code).toBe('FORBIDDEN');
    }
  });
});

describe('sales(month)', () => {
  it('answers grams, pesos and handovers per product handed over in the month', async () => {
    const { sales } = await gw.asAdmin<{ sales: unknown[] }>(
      'query ($month: String!) { sales(month: $month) { productId key species grams amount handovers } }',
      { month: '2024-09' },
    );
    expect(sales).toEqual([
      { productId: 2, key: 'despink', species: 'Despink', grams: 20, amount: 800, handovers: 1 },
      { productId: 6, key: 'suguz', species: 'Suguz', grams: 5, amount: 210, handovers: 1 },
      { productId: 8, key: 'ogkush', species: 'OG Kush', grams: 15, amount: 675, handovers: 2 },
      { productId: 9, key: 'kief', species: 'Kief', grams: 5, amount: 300, handovers: 1 },
    ]);
  });
});

describe('events (the log, a page at a time)', () => {
  const EVENTS = `query ($first: Int, $after: String, $types: [String!], $stream: String, $from: String, $to: String) {
    events(first: $first, after: $after, types: $types, stream: $stream, from: $from, to: $to) {
      edges { cursor node { position streamId version type payload actor actorName occurredAt } }
      pageInfo { hasNextPage endCursor }
    }
  }`;
  type Page = {
    events: {
      edges: Array<{
        cursor: string;
        node: { position: number; type: string; streamId: string; payload: string; actorName: string | null };
      }>;
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
    };
  };

  it('walks the whole log in position order with cursors', async () => {
    const total = await eventCount(gw.db);
    const positions: number[] = [];
    let after: string | null = null;
    for (let pages = 0; ; pages++) {
      const { events }: Page = await gw.asAdmin<Page>(EVENTS, { first: 7, after });
      positions.push(...events.edges.map((edge) => edge.node.position));
      if (!events.pageInfo.hasNextPage) break;
      after = events.pageInfo.endCursor;
      expect(after).toBe(events.edges.at(-1)?.cursor);
      expect(pages).toBeLessThan(100);
    }
    expect(positions).toHaveLength(total);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('filters by type, stream and time range', async () => {
    const delivered = await gw.asAdmin<Page>(EVENTS, { types: ['OrderDelivered'], first: 100 });
    expect(delivered.events.edges).toHaveLength(4);
    const first = delivered.events.edges[0]?.node;
    expect(first).toMatchObject({ type: 'OrderDelivered', actorName: 'Lucía Pereira' });
    expect(JSON.parse(first?.payload ?? '{}')).toMatchObject({ memberId: MEMBER_ID, date: TUESDAY });

    const stream = first?.streamId ?? '';
    const ofStream = await gw.asAdmin<Page>(EVENTS, { stream });
    expect(ofStream.events.edges.map((edge) => edge.node.type)).toEqual(['OrderPlaced', 'OrderDelivered']);

    const several = await gw.asAdmin<Page>(EVENTS, {
      types: ['OrderNotCollected', 'ProductAdded'],
      first: 100,
    });
    expect(several.events.edges).toHaveLength(10);

    const future = await gw.asAdmin<Page>(EVENTS, { from: new Date(Date.now() + 3_600_000).toISOString() });
    expect(future.events).toEqual({ edges: [], pageInfo: { hasNextPage: false, endCursor: null } });
    const past = await gw.asAdmin<Page>(EVENTS, { to: '2000-01-01T00:00:00Z' });
    expect(past.events.edges).toEqual([]);
    const now = await gw.asAdmin<Page>(EVENTS, {
      from: '2000-01-01T00:00:00Z',
      to: new Date(Date.now() + 60_000).toISOString(),
      first: 500,
    });
    expect(now.events.edges).toHaveLength(await eventCount(gw.db));
  });

  it('refuses a bad cursor or date, and members', async () => {
    for (const variables of [{ after: 'nada' }, { from: 'ayer' }]) {
      const answer = await graphql(gw.app, EVENTS, variables, authHeader(gw.adminToken));
      expect(answer.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    }
    const member = await graphql(gw.app, EVENTS, {}, authHeader(gw.memberToken));
    expect(member.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});
