import { demoAccounts } from '@club/db/seed';
import { INSPECTION_LINK_MAX_HOURS, inspectionLinkTexts } from '@club/domain/inspection-links';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MONDAY_NOON } from '../../test-support/order-cases.fixture.ts';
import {
  graphql as graphqlCall,
  loginToken,
  startTestGateway,
  type TestGateway,
} from '../../test-support/test-gateway.ts';
import { INSPECTION_LINK_PREFIX } from '../kernel/access/inspection-link.ts';

// An inspector's link on a gateway whose clock the test moves: made by an admin for some hours,
// reading the legal records and nothing else, every view logged, refused once revoked or expired.

let gw: TestGateway;
let admin: string;
let clock = MONDAY_NOON;
const HOUR = 3_600_000;
beforeAll(async () => {
  gw = await startTestGateway({ now: () => clock });
  admin = await loginToken(gw.app, demoAccounts.admin.mail, demoAccounts.admin.password);
});
afterAll(async () => {
  await gw?.close();
});
beforeEach(() => {
  expect.hasAssertions();
  clock = MONDAY_NOON;
});

const graphql = (
  credential: Record<string, string>,
  query: string,
  variables: Record<string, unknown> = {},
) => graphqlCall(gw.app, query, variables, credential);
const asAdmin = () => ({ auth_token: admin });
const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

const CREATE = `mutation ($name: String!, $amount: Int!, $unit: String!) {
  createInspectionLink(name: $name, amount: $amount, unit: $unit) {
    ok code error field secret link { id name prefix expiresAt lastUsedAt views revokedAt }
  }
}`;
const REVOKE = `mutation ($id: ID!) { revokeInspectionLink(id: $id) { ok code error link { revokedAt } } }`;
const LIST = '{ inspectionLinks { id name prefix expiresAt lastUsedAt views revokedAt } }';
const LEGAL_RECORDS = `{
  inspection { clubName label expiresAt }
  motherPlants { id name }
  batches { id stage history { type on } }
  treatments { id product }
  harvests { id species }
  destructions { id grams }
  monthCloses { months { month closed lines { productId } } }
  batchTrace(batchId: 1) { batchId }
}`;

async function newLink(name = 'IRCCA, inspección', amount = 8, unit = 'hours') {
  const { body } = await graphql(asAdmin(), CREATE, { name, amount, unit });
  const created = body.data?.createInspectionLink;
  expect(created?.ok, JSON.stringify(body)).toBe(true);
  return created as { secret: string; link: { id: string; prefix: string; expiresAt: string } };
}

const views = async (linkId: string) =>
  (
    await gw.db.query<{ viewed: string }>(
      'select viewed from inspection_link_views where link_id = $1 order by id',
      [linkId],
    )
  ).rows.map((row) => row.viewed);

describe('inspection links', () => {
  it('an admin makes a link shown once; it reads the legal records, the club and its expiry, every view logged', async () => {
    const { secret, link } = await newLink('IRCCA, oficina de fiscalización', 2, 'days');
    expect(secret.startsWith(INSPECTION_LINK_PREFIX)).toBe(true);
    expect(secret.startsWith(link.prefix)).toBe(true);
    expect(link.expiresAt).toBe(new Date(MONDAY_NOON.getTime() + 48 * HOUR).toISOString());
    const { rows } = await gw.db.query<{ key_hash: string }>(
      'select key_hash from inspection_links where id = $1',
      [link.id],
    );
    expect(rows[0]?.key_hash).not.toContain(secret);
    expect(JSON.stringify((await graphql(asAdmin(), LIST)).body)).not.toContain(secret);

    const read = await graphql(bearer(secret), LEGAL_RECORDS);
    expect(read.status).toBe(200);
    expect(read.body.errors).toBeUndefined();
    expect(read.body.data.inspection).toEqual({
      clubName: expect.any(String),
      label: 'IRCCA, oficina de fiscalización',
      expiresAt: link.expiresAt,
    });
    expect(read.body.data.batches).toEqual(
      (await graphql(asAdmin(), '{ batches { id stage history { type on } } }')).body.data.batches,
    );
    await graphql(
      bearer(secret),
      'query Closes { monthReportCsv(month: "2024-08") monthReportPdf(month: "2024-08") }',
    );

    expect(await views(link.id)).toEqual([
      expect.stringMatching(
        /^query: inspection, motherPlants, batches, treatments, harvests, destructions, monthCloses, batchTrace/,
      ),
      'query Closes: monthReportCsv, monthReportPdf {}',
    ]);
    const listed = (await graphql(asAdmin(), LIST)).body.data?.inspectionLinks.find(
      (l: { id: string }) => l.id === link.id,
    );
    expect(listed).toMatchObject({ views: 2, lastUsedAt: expect.any(String), revokedAt: null });
  });

  it('refuses a link every mutation, every other query and every REST route, changes nothing, and logs the tries', async () => {
    const { secret, link } = await newLink('Solo lectura');
    const events = async () =>
      (await gw.db.query<{ n: number }>('select count(*)::int as n from events')).rows[0]?.n;
    const before = await events();
    for (const mutation of [
      'mutation { createInspectionLink(name: "otro", amount: 1, unit: "hours") { ok } }',
      'mutation { revokeInspectionLink(id: "00000000-0000-0000-0000-000000000000") { ok } }',
      'mutation { destroyStock(input: { target: { kind: "product", productId: 1 }, grams: 1, reason: "x", method: "x", witness: "x", date: "2024-09-01" }) { ok } }',
      'mutation { logout }',
    ]) {
      const { status, body } = await graphql(bearer(secret), mutation);
      expect(status, mutation).toBe(403);
      expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    for (const query of [
      '{ me { mail } }',
      '{ stock { id } }',
      '{ inspectionLinks { id } }',
      '{ reportingKeys { id } }',
      '{ sales(month: "2024-09") { key } }',
      '{ dispensations(month: "2024-09") { grams } }',
      '{ members { id } }',
    ]) {
      const { body } = await graphql(bearer(secret), query);
      expect(body.errors?.[0]?.extensions?.code, query).toBe('FORBIDDEN');
    }
    for (const [method, path] of [
      ['GET', '/getUser'],
      ['GET', '/admin/seeorders'],
      ['GET', '/admin/harvests'],
      ['POST', '/logout'],
    ] as const) {
      const response = await gw.app.request(path, { method, headers: bearer(secret) });
      expect(response.status, path).toBe(403);
    }
    expect(await events()).toBe(before);
    expect(await views(link.id)).toHaveLength(11);
  });

  it('a person is no inspector: the inspection query is refused to the admin', async () => {
    const { body } = await graphql(asAdmin(), '{ inspection { clubName } }');
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('stops working at once when revoked, with a Spanish 401', async () => {
    const { secret, link } = await newLink('Se revoca');
    expect((await graphql(bearer(secret), '{ inspection { label } }')).status).toBe(200);
    expect((await graphql(asAdmin(), REVOKE, { id: link.id })).body.data?.revokeInspectionLink.ok).toBe(true);
    const after = await graphql(bearer(secret), '{ inspection { label } }');
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ code: 'UNAUTHENTICATED', error: inspectionLinkTexts.invalid });
    expect((await graphql(asAdmin(), REVOKE, { id: link.id })).body.data?.revokeInspectionLink.code).toBe(
      'ENLACE_YA_REVOCADO',
    );
    expect(await views(link.id)).toHaveLength(1);
  });

  it('expires on the gateway’s clock: good the minute before, refused from its expiry on', async () => {
    const { secret } = await newLink('Vence', 2, 'hours');
    clock = new Date(MONDAY_NOON.getTime() + 2 * HOUR - 60_000);
    expect((await graphql(bearer(secret), '{ inspection { label } }')).status).toBe(200);
    clock = new Date(MONDAY_NOON.getTime() + 2 * HOUR);
    const expired = await graphql(bearer(secret), '{ inspection { label } }');
    expect(expired.status).toBe(401);
    expect(expired.body.error).toBe(inspectionLinkTexts.invalid);
  });

  it('refuses an unknown link with the same 401, on GraphQL and REST alike', async () => {
    const unknown = `${INSPECTION_LINK_PREFIX}${'x'.repeat(43)}`;
    expect((await graphql(bearer(unknown), '{ inspection { label } }')).status).toBe(401);
    expect((await gw.app.request('/getUser', { headers: bearer(unknown) })).status).toBe(401);
  });

  it('refuses a bad name, a bad lifetime or an unknown link in Spanish, and makes nothing', async () => {
    const count = async () =>
      (await gw.db.query<{ n: number }>('select count(*)::int as n from inspection_links')).rows[0]?.n;
    const before = await count();
    for (const [name, amount, unit, code] of [
      ['  ', 8, 'hours', 'NOMBRE_INVALIDO'],
      ['x'.repeat(61), 8, 'hours', 'NOMBRE_INVALIDO'],
      ['Bien', 0, 'hours', 'VIGENCIA_INVALIDA'],
      ['Bien', INSPECTION_LINK_MAX_HOURS + 1, 'hours', 'VIGENCIA_INVALIDA'],
      ['Bien', 31, 'days', 'VIGENCIA_INVALIDA'],
      ['Bien', -1, 'days', 'VIGENCIA_INVALIDA'],
      ['Bien', 2, 'weeks', 'VIGENCIA_INVALIDA'],
    ] as const) {
      const created = (await graphql(asAdmin(), CREATE, { name, amount, unit })).body.data
        ?.createInspectionLink;
      expect(created).toMatchObject({ ok: false, code, secret: null });
      expect(created.error).toMatch(/[a-záéíóú]/);
    }
    expect(await count()).toBe(before);
    for (const id of ['no-es-un-id', '00000000-0000-0000-0000-000000000000']) {
      expect((await graphql(asAdmin(), REVOKE, { id })).body.data?.revokeInspectionLink.code).toBe(
        'ENLACE_INSPECCION_NO_ENCONTRADO',
      );
    }
  });
});
