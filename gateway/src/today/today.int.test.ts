import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AdminTestGateway, startAdminTestGateway } from '../../test-support/admin-gateway.ts';
import { insertOrderRow } from '../../test-support/order-cases.fixture.ts';
import { authHeader, graphql } from '../../test-support/test-gateway.ts';

// The back office's first screen: today's work as counts in one query, each only for a viewer
// whose permissions open the screen it links to. Clock: Monday 2 September 2024, noon.

let gw: AdminTestGateway;
let dispenser: { id: number; token: string };
beforeAll(async () => {
  gw = await startAdminTestGateway();
  dispenser = await gw.newMember();
  await gw.asAdmin('mutation ($id: Int!) { setMemberRoles(memberId: $id, roles: ["dispensa"]) { ok } }', {
    id: dispenser.id,
  });
});
afterAll(() => gw?.close());
beforeEach(() => {
  expect.hasAssertions();
});

const TODAY = '{ todayAtAGlance { toPrepare toHandOver unclosed lowStock monthsToClose failingMails } }';

describe('today at a glance', () => {
  it("counts today's orders to prepare and hand over, 'Sin cerrar' and mails that failed", async () => {
    const before = (await gw.asAdmin<{ todayAtAGlance: Record<string, number> }>(TODAY)).todayAtAGlance;
    await insertOrderRow(gw.db, { memberId: 2, date: '2024-09-02', grams: 5, status: 'placed' });
    await insertOrderRow(gw.db, { memberId: 2, date: '2024-09-02', grams: 5, status: 'placed' });
    await insertOrderRow(gw.db, { memberId: 2, date: '2024-09-02', grams: 5, status: 'delivered' });
    await insertOrderRow(gw.db, { memberId: 2, date: '2024-08-30', grams: 5, status: 'placed' });
    await gw.db.query(`update orders set prepared = true where id = (
      select id from orders where pickup_date = '2024-09-02' and status = 'placed' limit 1)`);
    await gw.db.query(
      `insert into outbox (service_id, template_id, public_key, template_params, dedupe_key, status)
       values ('club', 'test_mail', 'club', '{}'::jsonb, 'today-test-failed', 'failed')`,
    );
    const { todayAtAGlance } = await gw.asAdmin<{ todayAtAGlance: Record<string, number> }>(TODAY);
    expect(todayAtAGlance).toEqual({
      toPrepare: (before.toPrepare ?? 0) + 1,
      toHandOver: (before.toHandOver ?? 0) + 2,
      unclosed: (before.unclosed ?? 0) + 1,
      lowStock: expect.any(Number),
      monthsToClose: expect.any(Number),
      failingMails: (before.failingMails ?? 0) + 1,
    });
  });

  it("shows a dispenser only the orders' counts, and refuses a member", async () => {
    const answer = await graphql(gw.app, TODAY, {}, authHeader(dispenser.token));
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data.todayAtAGlance).toEqual({
      toPrepare: expect.any(Number),
      toHandOver: expect.any(Number),
      unclosed: expect.any(Number),
      lowStock: null,
      monthsToClose: null,
      failingMails: null,
    });
    const member = await graphql(gw.app, TODAY, {}, authHeader(gw.memberToken));
    expect(member.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const nobody = await graphql(gw.app, TODAY, {});
    expect(nobody.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
