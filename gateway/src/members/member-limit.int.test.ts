import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identity, restIdentity } from '../../test-support/identity.fixture.ts';
import {
  type MembersTestGateway,
  SEEDED_ACTIVE_MEMBERS,
  startMembersGateway,
  writeState,
} from '../../test-support/members-gateway.ts';
import { authHeader, call, graphql } from '../../test-support/test-gateway.ts';

// Uruguayan clubs have at most 45 members: with the default members cap the 46th active member is
// refused on both transports, and so is reactivating one past the limit; nothing is appended.

/** MONDAY_NOON's day: settings take effect from the gateway's today on. */
const MONDAY = '2024-09-02';

const LIMIT_TEXT =
  'El club ya tiene 45 socios activos, el máximo permitido. Para sumar otro, primero hay que dar de baja a alguien';

const CREATE = `mutation ($input: CreateMemberInput!) {
  createMember(input: $input) { ok msg code error member { id } password }
}`;

describe('the member limit (a club setting, 45 by default)', () => {
  let gw: MembersTestGateway;
  beforeAll(async () => {
    gw = await startMembersGateway();
  });
  afterAll(() => gw?.close());

  const create = (n: number) =>
    call(gw.app, 'POST', '/admin/members', {
      headers: authHeader(gw.adminToken),
      body: {
        name: 'Socio',
        last_name: `Número ${n}`,
        mail: `limite-${n}@club.uy`,
        password: 'clave-1234',
        ...restIdentity(),
      },
    });

  it('accepts members up to the 45th active one and refuses the 46th, over REST and GraphQL, appending nothing', async () => {
    for (let n = SEEDED_ACTIVE_MEMBERS + 1; n <= 45; n++) {
      expect((await create(n)).status, `member ${n}`).toBe(201);
    }
    const list = await call(gw.app, 'GET', '/admin/members', { headers: authHeader(gw.adminToken) });
    expect(list.body).toMatchObject({ active: 45, max: 45 });

    const before = await writeState(gw.db);
    const rest = await create(46);
    expect(rest).toMatchObject({
      status: 403,
      body: { msg: 'Forbidden', code: 'LIMITE_SOCIOS', error: LIMIT_TEXT },
    });
    const gql = await graphql(
      gw.app,
      CREATE,
      { input: { name: 'Socio', lastName: 'Número 46', mail: 'limite-46@club.uy', ...identity() } },
      authHeader(gw.adminToken),
    );
    expect(gql.body.data.createMember).toEqual({
      ok: false,
      msg: 'Forbidden',
      code: 'LIMITE_SOCIOS',
      error: LIMIT_TEXT,
      member: null,
      password: null,
    });
    expect(await writeState(gw.db)).toEqual(before);
    const { rows } = await gw.db.query(`select 1 from members where mail = 'limite-46@club.uy'`);
    expect(rows).toEqual([]);
  });

  it('makes room when one is deactivated, and refuses reactivating past the limit', async () => {
    const admin = { headers: authHeader(gw.adminToken) };
    expect((await call(gw.app, 'POST', '/admin/members/26/deactivate', admin)).status).toBe(200);
    expect((await create(47)).status).toBe(201);

    const before = await writeState(gw.db);
    const back = await call(gw.app, 'POST', '/admin/members/26/reactivate', admin);
    expect(back).toMatchObject({ status: 403, body: { code: 'LIMITE_SOCIOS', error: LIMIT_TEXT } });
    const gql = await graphql(
      gw.app,
      'mutation { reactivateMember(id: 26) { ok code } }',
      {},
      authHeader(gw.adminToken),
    );
    expect(gql.body.data.reactivateMember).toEqual({ ok: false, code: 'LIMITE_SOCIOS' });
    expect(await writeState(gw.db)).toEqual(before);
  });

  it('holds under concurrent creations: exactly the free places are filled', async () => {
    const admin = { headers: authHeader(gw.adminToken) };
    // Two places free.
    for (const id of [41, 132])
      expect((await call(gw.app, 'POST', `/admin/members/${id}/deactivate`, admin)).status).toBe(200);
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => create(100 + i)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 403, 403, 403, 403]);
    const list = await call(gw.app, 'GET', '/admin/members', admin);
    expect(list.body.active).toBe(45);
  });
});

describe('the members cap from the club settings', () => {
  let gw: MembersTestGateway;
  beforeAll(async () => {
    gw = await startMembersGateway();
  });
  afterAll(() => gw?.close());

  it('refuses a new member once the cap an admin set from today is reached', async () => {
    const admin = authHeader(gw.adminToken);
    const current = await call(gw.app, 'GET', '/admin/settings', { headers: admin });
    const saved = await call(gw.app, 'POST', '/admin/settings', {
      headers: admin,
      body: {
        effectiveFrom: MONDAY,
        settings: { ...current.body.current, maxMembers: SEEDED_ACTIVE_MEMBERS },
      },
    });
    expect(saved).toMatchObject({ status: 200, body: { msg: 'Settings changed' } });
    const answer = await call(gw.app, 'POST', '/admin/members', {
      headers: admin,
      body: { name: 'Uno', last_name: 'Más', mail: 'uno.mas@club.uy', ...restIdentity() },
    });
    expect(answer).toMatchObject({ status: 403, body: { code: 'LIMITE_SOCIOS' } });
    expect(answer.body.error).toContain(`${SEEDED_ACTIVE_MEMBERS} socios activos`);
    const limit = await graphql(gw.app, '{ memberLimit { active max } }', {}, admin);
    expect(limit.body.data.memberLimit).toEqual({
      active: SEEDED_ACTIVE_MEMBERS,
      max: SEEDED_ACTIVE_MEMBERS,
    });
  });
});
