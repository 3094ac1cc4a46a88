import type { Sql } from '@club/db/connection';
import { demoAccounts } from '@club/db/seed';
import { permissionsOf, rolesOfLegacyRole } from '@club/domain/roles';
import { expect } from 'vitest';
import { MONDAY_NOON } from './order-cases.fixture.ts';
import {
  addMember,
  authHeader,
  graphql,
  loginToken,
  startTestGateway,
  type TestGateway,
} from './test-gateway.ts';

// Shared by the back office's *.int.test.ts: a gateway on the pinned clock (Monday 2 September
// 2024, noon), the two demo tokens, members and orders placed through the real placeOrder.

export interface AdminTestGateway extends TestGateway {
  adminToken: string;
  memberToken: string;
  /** A new member with a token (names 'Prueba Socio<n>'). */
  newMember(): Promise<{ id: number; token: string }>;
  /** Places an order through GraphQL placeOrder; returns its id. Prices from the stock table. */
  placeOrder(
    token: string,
    order: { date: string; time: string; lines: Record<string, number>; observations?: string },
  ): Promise<string>;
  /** `query` as the admin; fails the test on GraphQL errors. */
  asAdmin<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>): Promise<T>;
}

export const ADMIN_ID = 1;
export const MEMBER_ID = 2;
/** Tuesday 3 and Thursday 5 September 2024: pickup days offered on MONDAY_NOON. */
export const TUESDAY = '2024-09-03';
export const THURSDAY = '2024-09-05';

export async function startAdminTestGateway(): Promise<AdminTestGateway> {
  const gw = await startTestGateway({ now: () => MONDAY_NOON });
  const adminToken = await loginToken(gw.app, demoAccounts.admin.mail, demoAccounts.admin.password);
  const memberToken = await loginToken(gw.app, demoAccounts.member.mail, demoAccounts.member.password);
  let members = 0;
  return {
    ...gw,
    adminToken,
    memberToken,
    async newMember() {
      members += 1;
      const mail = `admin-test-${members}@club.uy`;
      const id = await addMember(gw.db, { mail, password: 'clave-de-prueba', lastName: `Socio${members}` });
      return { id, token: await loginToken(gw.app, mail, 'clave-de-prueba') };
    },
    async placeOrder(token, order) {
      const { rows } = await gw.db.query<{ key: string; price: number }>(
        'select p.key, s.price from products p join stock s on s.product_id = p.id',
      );
      const price = new Map(rows.map((row) => [row.key, Number(row.price)]));
      const total = Object.entries(order.lines).reduce(
        (sum, [key, grams]) => sum + (price.get(key) ?? 0) * grams,
        0,
      );
      const answer = await graphql(
        gw.app,
        `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { ok error orderId } }`,
        {
          input: {
            date: order.date,
            time: order.time,
            total,
            observations: order.observations ?? '',
            lines: Object.entries(order.lines).map(([product, grams]) => ({ product, grams })),
          },
        },
        authHeader(token),
      );
      expect(answer.body.data?.placeOrder, JSON.stringify(answer.body)).toMatchObject({ ok: true });
      return answer.body.data.placeOrder.orderId as string;
    },
    async asAdmin(query, variables = {}) {
      const answer = await graphql(gw.app, query, variables, authHeader(adminToken));
      expect(answer.body.errors, JSON.stringify(answer.body.errors)).toBeUndefined();
      return answer.body.data;
    },
  };
}

/** Events of the log, as (type, stream) counts the tests assert on. */
export async function eventCount(sql: Sql, type?: string): Promise<number> {
  const { rows } = await sql.query<{ n: number }>(
    type ? 'select count(*) as n from events where type = $1' : 'select count(*) as n from events',
    type ? [type] : [],
  );
  return Number(rows[0]?.n);
}

export async function stockOf(sql: Sql, productId: number) {
  const { rows } = await sql.query<{ price: number; available: boolean; grams: number }>(
    'select price, available, grams from stock where product_id = $1',
    [productId],
  );
  const row = rows[0];
  if (!row) throw new Error(`no stock row for product ${productId}`);
  return { price: Number(row.price), available: row.available, grams: Number(row.grams) };
}

/** The demo admin as a command sees them once signed in (no second factor pending). */
export function adminViewer(memberId = ADMIN_ID) {
  return {
    memberId,
    roles: rolesOfLegacyRole('admin'),
    permissions: permissionsOf(rolesOfLegacyRole('admin')),
    tokenHash: 'none',
    temporaryPassword: false,
    needsSecondFactor: false,
  };
}
