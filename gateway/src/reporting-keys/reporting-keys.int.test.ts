import { REPORTING_KEY_MAX_DAYS, reportingKeyTexts } from '@club/domain/reporting-keys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pullDispensationsCsv } from '../../../scripts/reporting/dispensations.mjs';
import { type AdminTestGateway, startAdminTestGateway, TUESDAY } from '../../test-support/admin-gateway.ts';
import { graphql as graphqlCall } from '../../test-support/test-gateway.ts';
import { REPORTING_KEY_PREFIX, REPORTING_KEY_RULE } from '../kernel/access/reporting-key.ts';

// A reporting client's key, as production runs the gateway (only back-office people and keys may
// send a document's text): made by an admin, pulling a month's dispensations, refused everything
// else, audited, limited, revoked.

let gw: AdminTestGateway;
let admin: string;
let month: string;
beforeAll(async () => {
  gw = await startAdminTestGateway();
  admin = gw.adminToken;
  // A month with handovers: an order of the demo member handed over.
  const orderId = await gw.placeOrder(gw.memberToken, {
    date: TUESDAY,
    time: '17:00',
    lines: { ogkush: 10 },
  });
  await gw.asAdmin('mutation ($id: String!) { deliverOrder(orderId: $id) { ok } }', { id: orderId });
  month = TUESDAY.slice(0, 7);
  // From here on as production runs: only back-office people, and keys, may send a document's text.
  (gw.config as { graphqlAdHoc: string }).graphqlAdHoc = 'admins';
});
afterAll(async () => {
  await gw?.close();
});

const graphql = (
  credential: Record<string, string>,
  query: string,
  variables: Record<string, unknown> = {},
) => graphqlCall(gw.app, query, variables, credential);

const asAdmin = () => ({ auth_token: admin });
const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

const CREATE = `mutation ($name: String!, $days: Int!) {
  createReportingKey(name: $name, days: $days) { ok code error field secret key { id name prefix expiresAt lastUsedAt uses revokedAt } }
}`;
const REVOKE = `mutation ($id: ID!) { revokeReportingKey(id: $id) { ok code error key { revokedAt } } }`;
const LIST = '{ reportingKeys { id name prefix lastUsedAt uses revokedAt } }';

async function newKey(name = 'Planilla de la tesorera', days = 30) {
  const { body } = await graphql(asAdmin(), CREATE, { name, days });
  const created = body.data?.createReportingKey;
  expect(created.ok).toBe(true);
  return created as { secret: string; key: { id: string; prefix: string } };
}

describe('reporting keys', () => {
  it('an admin makes a key shown once; it pulls the month’s dispensations and their CSV as text', async () => {
    const { secret, key } = await newKey();
    expect(secret.startsWith(REPORTING_KEY_PREFIX)).toBe(true);
    expect(secret.startsWith(key.prefix)).toBe(true);
    const { rows } = await gw.db.query<{ key_hash: string }>(
      'select key_hash from reporting_keys where id = $1',
      [key.id],
    );
    expect(rows[0]?.key_hash).not.toContain(secret);
    expect(JSON.stringify((await graphql(asAdmin(), LIST)).body)).not.toContain(secret);

    const query =
      'query ($month: String!) { dispensations(month: $month) { key grams amount } dispensationsCsv(month: $month) }';
    const byKey = await graphql(bearer(secret), query, { month });
    expect(byKey.status).toBe(200);
    expect(byKey.body.data?.dispensations.length).toBeGreaterThan(0);
    expect(byKey.body.data).toEqual((await graphql(asAdmin(), query, { month })).body.data);

    const listed = (await graphql(asAdmin(), LIST)).body.data?.reportingKeys.find(
      (k: { id: string }) => k.id === key.id,
    );
    expect(listed.uses).toBe(1);
    expect(listed.lastUsedAt).not.toBeNull();
    const { rows: uses } = await gw.db.query<{ path: string }>(
      'select path from reporting_key_uses where key_id = $1',
      [key.id],
    );
    expect(uses).toEqual([{ path: 'POST /graphql' }]);
  });

  it('the README’s small script pulls the CSV with a key, and says the gateway’s refusal', async () => {
    const { secret, key } = await newKey('Script');
    const fetchFn = async (input: URL, init: RequestInit) => gw.app.request(input.pathname, init);
    const csv = await pullDispensationsCsv({ url: 'http://club.test', key: secret, month, fetchFn });
    expect(csv.split('\r\n')[0]).toMatch(/^mes;socio_id;/);
    expect(csv).toContain(';ogkush;');
    await graphql(asAdmin(), REVOKE, { id: key.id });
    await expect(
      pullDispensationsCsv({ url: 'http://club.test', key: secret, month, fetchFn }),
    ).rejects.toThrow(reportingKeyTexts.invalid);
  });

  it('refuses a key every mutation, every other scope and every REST route, before anything runs', async () => {
    const { secret } = await newKey('Solo lectura');
    const events = async () =>
      (await gw.db.query<{ n: number }>('select count(*)::int as n from events')).rows[0]?.n;
    const before = await events();
    for (const mutation of [
      'mutation { createReportingKey(name: "otra", days: 3) { ok } }',
      'mutation { revokeReportingKey(id: "00000000-0000-0000-0000-000000000000") { ok } }',
      'mutation { changePassword(oldPass: "a", newPass: "b", repPass: "b") { ok } }',
      'mutation { logout }',
    ]) {
      const { status, body } = await graphql(bearer(secret), mutation);
      expect(status, mutation).toBe(403);
      expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    for (const query of [
      '{ me { mail } }',
      '{ stock { id } }',
      '{ reportingKeys { id } }',
      '{ outbox { id } }',
    ]) {
      const { body } = await graphql(bearer(secret), query);
      expect(body.errors?.[0]?.extensions?.code, query).toBe('FORBIDDEN');
    }
    for (const [method, path] of [
      ['GET', '/getUser'],
      ['GET', '/admin/seeorders'],
      ['GET', '/admin/getsocios'],
      ['POST', '/logout'],
    ] as const) {
      const response = await gw.app.request(path, { method, headers: bearer(secret) });
      expect(response.status, path).toBe(403);
    }
    expect(await events()).toBe(before);
  });

  it('stops working when revoked or expired, at once', async () => {
    const { secret, key } = await newKey('Se revoca');
    expect((await graphql(bearer(secret), '{ sales(month: "2026-01") { key } }')).status).toBe(200);
    const revoked = await graphql(asAdmin(), REVOKE, { id: key.id });
    expect(revoked.body.data?.revokeReportingKey.ok).toBe(true);
    const after = await gw.app.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(secret) },
      body: JSON.stringify({ query: '{ sales(month: "2026-01") { key } }' }),
    });
    expect(after.status).toBe(401);
    expect(await after.json()).toMatchObject({ code: 'UNAUTHENTICATED', error: reportingKeyTexts.invalid });
    expect((await graphql(asAdmin(), REVOKE, { id: key.id })).body.data?.revokeReportingKey.code).toBe(
      'CLAVE_YA_REVOCADA',
    );

    const expiring = await newKey('Vence');
    await gw.db.query(`update reporting_keys set expires_at = now() - interval '1 second' where id = $1`, [
      expiring.key.id,
    ]);
    expect((await graphql(bearer(expiring.secret), '{ sales(month: "2026-01") { key } }')).status).toBe(401);
  });

  it('answers 429 past the rate, with Retry-After, and runs nothing', async () => {
    const { secret, key } = await newKey('Bucle');
    for (let call = 0; call < REPORTING_KEY_RULE.limit; call++) {
      expect((await graphql(bearer(secret), '{ sales(month: "2026-01") { key } }')).status).toBe(200);
    }
    // Whatever the clock did meanwhile (a minute's boundary crossed), the next call is past the
    // rate: the newest window counts as full twice over.
    await gw.db.query(
      `update rate_limits set hits = hits + $2
        where key = $1 and window_start = (select max(window_start) from rate_limits where key = $1)`,
      [`${REPORTING_KEY_RULE.name}:${key.id}`, 2 * REPORTING_KEY_RULE.limit],
    );
    const response = await gw.app.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(secret) },
      body: JSON.stringify({ query: '{ sales(month: "2026-01") { key } }' }),
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await response.json()) as { error: string }).error).toMatch(/demasiadas consultas/);
    // Another key keeps its own count.
    const other = await newKey('Otra');
    expect((await graphql(bearer(other.secret), '{ sales(month: "2026-01") { key } }')).status).toBe(200);
    expect(key.id).not.toBe(other.key.id);
  });

  it('refuses a bad name, a bad lifetime or an unknown key in Spanish, and makes nothing', async () => {
    const count = async () =>
      (await gw.db.query<{ n: number }>('select count(*)::int as n from reporting_keys')).rows[0]?.n;
    const before = await count();
    for (const [name, days, code] of [
      ['  ', 30, 'NOMBRE_INVALIDO'],
      ['x'.repeat(61), 30, 'NOMBRE_INVALIDO'],
      ['Bien', 0, 'DIAS_INVALIDOS'],
      ['Bien', REPORTING_KEY_MAX_DAYS + 1, 'DIAS_INVALIDOS'],
    ] as const) {
      const created = (await graphql(asAdmin(), CREATE, { name, days })).body.data?.createReportingKey;
      expect(created).toMatchObject({ ok: false, code, secret: null });
      expect(created.error).toMatch(/[a-záéíóú]/);
    }
    expect(await count()).toBe(before);
    for (const id of ['no-es-un-id', '00000000-0000-0000-0000-000000000000']) {
      expect((await graphql(asAdmin(), REVOKE, { id })).body.data?.revokeReportingKey.code).toBe(
        'CLAVE_INFORMES_NO_ENCONTRADA',
      );
    }
  });
});
