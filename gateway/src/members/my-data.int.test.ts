import { demoAccounts, identityOf } from '@club/db/seed-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MembersTestGateway, startMembersGateway } from '../../test-support/members-gateway.ts';
import { authHeader, call, graphql } from '../../test-support/test-gateway.ts';

// GET /mis-datos and GraphQL myData: what the club holds about the caller, theirs only.

let gw: MembersTestGateway;
beforeAll(async () => {
  gw = await startMembersGateway();
});
afterAll(() => gw?.close());

describe('GET /mis-datos', () => {
  it('gives the signed-in member their own data as a JSON download, nobody else’s, no secret', async () => {
    const answer = await call(gw.app, 'GET', '/mis-datos', { headers: authHeader(gw.memberToken) });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toContain('mis-datos.json');
    expect(answer.body.member).toMatchObject({
      id: 2,
      name: 'Martín',
      mail: demoAccounts.member.mail,
      cedula: identityOf(2).cedula,
      birthDate: identityOf(2).birthDate,
      phone: identityOf(2).phone,
    });
    expect(answer.body.roles).toEqual(['member']);
    expect(answer.body.sessions.length).toBeGreaterThan(0);
    expect(answer.body.securityLog.map((entry: { action: string }) => entry.action)).toContain(
      'sign_in_succeeded',
    );
    expect(answer.body.history.at(-1).description).toBe(
      `Alta de Martín Rodríguez (${demoAccounts.member.mail})`,
    );
    const text = JSON.stringify(answer.body);
    expect(text).not.toContain('sofia.martinez@club.uy');
    expect(text).not.toContain(identityOf(3).cedula);
    expect(text).not.toMatch(/password_hash|\$argon2|token_hash/);
  });

  it('answers 401 without a token, and GraphQL myData gives the same for the caller', async () => {
    const anonymous = await call(gw.app, 'GET', '/mis-datos');
    expect(anonymous.status).toBe(401);
    const viaGraphql = await graphql(gw.app, '{ myData }', {}, authHeader(gw.adminToken));
    const data = JSON.parse(viaGraphql.body.data.myData);
    expect(data.member).toMatchObject({ id: 1, mail: demoAccounts.admin.mail, role: 'admin' });
  });
});
