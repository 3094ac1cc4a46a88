import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { schemaSdl } from './schema.ts';

const committed = fileURLToPath(new URL('../../schema.graphql', import.meta.url));

describe('gateway/schema.graphql', () => {
  it('is up to date with the Pothos schema (run `npm run schema:write` after changing a type)', () => {
    expect(readFileSync(committed, 'utf8')).toBe(schemaSdl());
  });

  it('has the root fields the web app codes against', () => {
    const sdl = schemaSdl();
    for (const field of [
      'me: Viewer!',
      'adminCheck: AdminCheck!',
      'stock: [StockItem!]!',
      'outbox(limit: Int = 50): [OutboxMail!]!',
      'login(mail: String!, password: String!): LoginResult!',
      'logout: Boolean!',
      'changePassword(newPass: String!, oldPass: String!, repPass: String!): ChangePasswordResult!',
      'products: [Product!]!',
      'product(key: String!): Product',
      'pickupDays: [PickupDay!]!',
      'myGrams(date: String): GramsBalance!',
      'placeOrder(input: PlaceOrderInput!): PlaceOrderResult!',
    ]) {
      expect(sdl).toContain(field);
    }
  });
});
