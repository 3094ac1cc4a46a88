import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type MembersTestGateway,
  startMembersGateway,
  writeState,
} from '../../test-support/members-gateway.ts';
import { authHeader, call, graphql } from '../../test-support/test-gateway.ts';

// Members administration is for admins only, on every call of both transports: a member's token
// gets 403, no token 401, and neither changes anything.

let gw: MembersTestGateway;
beforeAll(async () => {
  gw = await startMembersGateway();
});
afterAll(() => gw?.close());

const restCalls: Array<[method: string, path: string, body?: unknown]> = [
  ['GET', '/admin/members'],
  ['GET', '/admin/members?search=ana'],
  [
    'POST',
    '/admin/members',
    {
      name: 'Intruso',
      last_name: 'Socio',
      mail: 'intruso@club.uy',
      cedula: '4.187.623-6',
      birth_date: '1990-04-12',
      residency: 'ciudadania',
      phone: '099 555 123',
    },
  ],
  ['GET', '/admin/members/26'],
  ['PATCH', '/admin/members/26', { name: 'Cambiada', trimmer: false }],
  ['POST', '/admin/members/26/deactivate'],
  ['POST', '/admin/members/26/reactivate'],
  ['POST', '/admin/members/26/reset-password', { password: 'intrusa-123' }],
  ['POST', '/admin/members/26/forget', { reason: 'Intrusión' }],
  ['GET', '/admin/getsocios'],
  ['GET', '/admin/getsocios?trimmer=true'],
];

const graphqlCalls: Array<[field: string, query: string]> = [
  ['members', '{ members(search: "ana") { id mail } }'],
  ['memberLimit', '{ memberLimit { active max } }'],
  ['memberPage', '{ memberPage(id: 26) { member { id } history { description } } }'],
  ['socios', '{ socios(trimmer: true) { id name lastName } }'],
  [
    'createMember',
    'mutation { createMember(input: { name: "Intruso", lastName: "Socio", mail: "intruso@club.uy", cedula: "4.187.623-6", birthDate: "1990-04-12", residency: "ciudadania", phone: "099 555 123" }) { ok password } }',
  ],
  ['updateMember', 'mutation { updateMember(id: 26, input: { name: "Cambiada" }) { ok } }'],
  ['setMemberTrimmer', 'mutation { setMemberTrimmer(id: 26, trimmer: false) { ok } }'],
  ['deactivateMember', 'mutation { deactivateMember(id: 26) { ok } }'],
  ['reactivateMember', 'mutation { reactivateMember(id: 26) { ok } }'],
  ['resetMemberPassword', 'mutation { resetMemberPassword(id: 26) { ok password } }'],
  ['forgetMember', 'mutation { forgetMember(memberId: 26, reason: "Intrusión") { ok } }'],
];

describe('members administration, REST', () => {
  it.each(restCalls)(
    '%s %s: 403 for a member, 401 without a token, nothing changed',
    async (method, path, body) => {
      const before = await writeState(gw.db);
      const asMember = await call(gw.app, method, path, {
        headers: authHeader(gw.memberToken),
        ...(body === undefined ? {} : { body }),
      });
      expect(asMember).toMatchObject({ status: 403, body: { msg: 'Unauthorized', code: 'FORBIDDEN' } });
      const anonymous = await call(gw.app, method, path, body === undefined ? {} : { body });
      expect(anonymous).toMatchObject({
        status: 401,
        body: { msg: 'Unauthorized', code: 'UNAUTHENTICATED' },
      });
      expect(await writeState(gw.db)).toEqual(before);
    },
  );

  it('answers an admin on the same paths (the list, as a control)', async () => {
    const answer = await call(gw.app, 'GET', '/admin/members', { headers: authHeader(gw.adminToken) });
    expect(answer.status).toBe(200);
  });
});

describe('members administration, GraphQL', () => {
  it.each(graphqlCalls)(
    '%s: FORBIDDEN (403) for a member, UNAUTHENTICATED (401) without a token',
    async (field, query) => {
      const before = await writeState(gw.db);
      const asMember = await graphql(gw.app, query, {}, authHeader(gw.memberToken));
      expect(asMember.status).toBe(403);
      // A nullable root field (memberPage) comes back null; the others null the whole data.
      expect(asMember.body.data?.[field] ?? null).toBeNull();
      expect(asMember.body.errors[0]).toMatchObject({ path: [field], extensions: { code: 'FORBIDDEN' } });
      const anonymous = await graphql(gw.app, query);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.errors[0]).toMatchObject({
        path: [field],
        extensions: { code: 'UNAUTHENTICATED' },
      });
      expect(await writeState(gw.db)).toEqual(before);
    },
  );

  it('answers an admin on the same fields (the list, as a control)', async () => {
    const answer = await graphql(gw.app, '{ members { id } }', {}, authHeader(gw.adminToken));
    expect(answer.status).toBe(200);
    expect(answer.body.data.members.length).toBeGreaterThan(5);
  });
});
