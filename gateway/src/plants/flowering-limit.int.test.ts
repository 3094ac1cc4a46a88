import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ID, type AdminTestGateway, startAdminTestGateway } from '../../test-support/admin-gateway.ts';
import { MONDAY_NOON } from '../../test-support/order-cases.fixture.ts';
import { authHeader, graphql } from '../../test-support/test-gateway.ts';
import { registerMother, startBatch } from './commands.ts';

// The flowering limit under concurrency: 50 batches of 3 plants moved into flowering
// at once, through GraphQL, must leave at most 99 plants in flowering: exactly 33 moves pass. The
// batches are separate streams, so only the flowering lock serialises them. PGlite, and
// PostgreSQL with DATABASE_URL (where the gateway's pool runs them on several connections).

const BATCHES = 50;
const PLANTS = 3;

let gw: AdminTestGateway;
const batchIds: number[] = [];

beforeAll(async () => {
  gw = await startAdminTestGateway();
  const now = MONDAY_NOON;
  const mother = await registerMother(
    gw.db,
    ADMIN_ID,
    { productId: 1, name: 'Madre', origin: 'Semilla', registeredOn: '2024-01-01' },
    now,
  );
  if (!mother.ok) throw new Error(mother.error.message);
  for (let n = 0; n < BATCHES; n++) {
    const batch = await startBatch(
      gw.db,
      ADMIN_ID,
      { motherId: mother.value.id, plants: PLANTS, startedOn: '2024-06-01' },
      now,
    );
    if (!batch.ok) throw new Error(batch.error.message);
    batchIds.push(batch.value.id);
  }
});
afterAll(() => gw?.close());

describe('the flowering limit', () => {
  it(`${BATCHES} concurrent moves into flowering never pass 99 plants`, async () => {
    const answers = await Promise.all(
      batchIds.map((id) =>
        graphql(
          gw.app,
          `mutation { changeBatchStage(batchId: ${id}, stage: "floracion", on: "2024-08-01") { ok code error } }`,
          {},
          authHeader(gw.adminToken),
        ),
      ),
    );
    const results = answers.map((answer) => answer.body.data?.changeBatchStage);
    const accepted = results.filter((result) => result?.ok);
    const refused = results.filter((result) => !result?.ok);
    expect(accepted).toHaveLength(33);
    expect(new Set(refused.map((r) => r?.code))).toEqual(new Set(['LIMITE_FLORACION']));
    expect(refused[0]?.error).toBe(
      'Superarías el máximo de 99 plantas en floración (hay 99 y el lote suma 3).',
    );
    const { rows } = await gw.db.query<{ n: number }>(
      `select coalesce(sum(plants), 0)::int as n from batches where stage = 'floracion'`,
    );
    expect(Number(rows[0]?.n)).toBe(99);
    const events = await gw.db.query<{ n: number }>(
      `select count(*)::int as n from events where type = 'BatchStageChanged' and payload ->> 'to' = 'floracion'`,
    );
    expect(Number(events.rows[0]?.n)).toBe(33);
  });
});
