import { identityTexts, memberTexts } from '@club/domain/member-texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restIdentity } from '../../test-support/identity.fixture.ts';
import { type MembersTestGateway, startMembersGateway } from '../../test-support/members-gateway.ts';
import { authHeader, call, graphql, loginToken } from '../../test-support/test-gateway.ts';
import { replayReadModels } from '../replay/public.ts';

// A member's legal identity and their baja over REST and GraphQL: the row keeps the identity, the
// baja ends every session and every sign-in for good, refusals change nothing, replay still
// equals the tables. The clock is pinned to Monday 2 September 2024 (the day the members join).

let gw: MembersTestGateway;
beforeAll(async () => {
  gw = await startMembersGateway();
});
afterAll(() => gw?.close());

const admin = () => authHeader(gw.adminToken);
const get = (path: string) => call(gw.app, 'GET', path, { headers: admin() });
const post = (path: string, body?: unknown) =>
  call(gw.app, 'POST', path, { headers: admin(), body: body ?? {} });

const IDENTITY = {
  cedula: '1234567-2',
  birth_date: '1990-05-14',
  residency: 'residencia',
  phone: '099 123 456',
};

let created = 0;
async function newMember(identity: Record<string, string> = {}) {
  created += 1;
  const mail = `baja-${created}@club.uy`;
  const password = 'clave-inicial-1';
  const answer = await post('/admin/members', {
    name: 'Nuevo',
    last_name: `Baja ${created}`,
    mail,
    password,
    ...restIdentity(),
    ...identity,
  });
  expect(answer.status).toBe(201);
  const id = answer.body.member.id as number;
  // The row's creation time is the database's clock, not the pinned one: the member joined on 1 August.
  await gw.db.query(`update members set created_at = '2024-08-01T12:00:00Z' where id = $1`, [id]);
  return { id, mail, password, token: await loginToken(gw.app, mail, password) };
}

describe('the legal identity of a member', () => {
  it('is kept as typed, formatted, and shown on the member page', async () => {
    const member = await newMember({ ...IDENTITY, ircca_registered_on: '2024-08-30' });
    const page = await get(`/admin/members/${member.id}`);
    expect(page.body.member).toMatchObject({
      cedula: '1.234.567-2',
      birth_date: '1990-05-14',
      residency: 'residencia',
      phone: '099 123 456',
      ircca_registered_on: '2024-08-30',
      left_on: null,
      leave_reason: null,
    });
  });

  it('refuses a wrong check digit, a minor and an IRCCA date in the future, creating nobody', async () => {
    const { rows: before } = await gw.db.query<{ n: number }>('select count(*) as n from members');
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ ...IDENTITY, cedula: '1234567-3' }, 'CEDULA_INVALIDA', identityTexts.cedulaInvalid],
      [{ ...IDENTITY, birth_date: '2006-09-03' }, 'MENOR_DE_EDAD', identityTexts.underAge],
      [
        { ...IDENTITY, ircca_registered_on: '2024-09-03' },
        'FECHA_IRCCA_INVALIDA',
        memberTexts.irccaDateInvalid,
      ],
    ];
    for (const [identity, code, error] of cases) {
      const answer = await post('/admin/members', {
        name: 'Otra',
        last_name: 'Persona',
        mail: `x-${code}@club.uy`,
        ...identity,
      });
      expect(answer).toMatchObject({ status: 400, body: { code, error } });
    }
    const { rows: after } = await gw.db.query<{ n: number }>('select count(*) as n from members');
    expect(after[0]?.n).toEqual(before[0]?.n);
  });
});

describe('POST /admin/members/:id/baja', () => {
  it('records the day and the reason, ends every session and refuses sign-in for good', async () => {
    const member = await newMember();
    const answer = await post(`/admin/members/${member.id}/baja`, {
      left_on: '2024-09-02',
      reason: 'voluntaria',
    });
    expect(answer).toMatchObject({
      status: 200,
      body: {
        msg: 'OK',
        member: { id: member.id, active: false, left_on: '2024-09-02', leave_reason: 'voluntaria' },
      },
    });
    expect((await call(gw.app, 'GET', '/getUser', { headers: authHeader(member.token) })).status).toBe(401);
    const login = await call(gw.app, 'POST', '/login', {
      body: { mail: member.mail, password: member.password },
    });
    expect(login.status).toBe(401);
    const { rows } = await gw.db.query<{ type: string; payload: unknown }>(
      `select type, payload from events where stream_id = $1 order by version desc limit 1`,
      [`member-${member.id}`],
    );
    expect(rows[0]).toEqual({
      type: 'MemberLeft',
      payload: { memberId: member.id, leftOn: '2024-09-02', reason: 'voluntaria', tokensRevoked: 1 },
    });

    const again = await post(`/admin/members/${member.id}/baja`, { left_on: '2024-09-02', reason: 'otra' });
    expect(again).toMatchObject({ status: 409, body: { code: 'YA_DADO_DE_BAJA' } });
    const reactivate = await post(`/admin/members/${member.id}/reactivate`);
    expect(reactivate).toMatchObject({ status: 409, body: { code: 'YA_DADO_DE_BAJA' } });
    expect((await get(`/admin/members/${member.id}`)).body.member.leave_reason).toBe('voluntaria');
  });

  it('refuses a day in the future, before joining, a reason off the list and a body of the wrong shape', async () => {
    const member = await newMember();
    const cases: Array<[unknown, number, string]> = [
      [{ left_on: '2024-09-03', reason: 'voluntaria' }, 400, 'FECHA_BAJA_INVALIDA'],
      [{ left_on: '2024-07-31', reason: 'voluntaria' }, 400, 'FECHA_BAJA_INVALIDA'],
      [{ left_on: '2024-09-02', reason: 'se fue' }, 400, 'MOTIVO_BAJA_INVALIDO'],
      [{ left_on: 20240902, reason: 'voluntaria' }, 400, 'DATOS_INVALIDOS'],
    ];
    for (const [body, status, code] of cases) {
      expect(await post(`/admin/members/${member.id}/baja`, body)).toMatchObject({ status, body: { code } });
    }
    expect((await call(gw.app, 'GET', '/getUser', { headers: authHeader(member.token) })).status).toBe(200);
    expect(await post('/admin/members/999999/baja', { left_on: '2024-09-02', reason: 'otra' })).toMatchObject(
      {
        status: 404,
      },
    );
  });

  it('is the GraphQL mutation recordMemberLeaving too, and replay still equals the tables', async () => {
    const member = await newMember();
    const answer = await graphql(
      gw.app,
      `mutation ($id: Int!) { recordMemberLeaving(id: $id, leftOn: "2024-09-02", reason: "cambio_via_acceso") {
          ok code member { active leftOn leaveReason } } }`,
      { id: member.id },
      admin(),
    );
    expect(answer.body.data.recordMemberLeaving).toEqual({
      ok: true,
      code: null,
      member: { active: false, leftOn: '2024-09-02', leaveReason: 'cambio_via_acceso' },
    });
    expect((await replayReadModels(gw.db)).equal).toBe(true);
  });
});

describe('GET /mis-datos', () => {
  it("answers the caller's own data, with the identity and the sessions, and no secret", async () => {
    const member = await newMember({ ...IDENTITY, cedula: '4.567.890-5', ircca_registered_on: '2024-08-30' });
    const answer = await call(gw.app, 'GET', '/mis-datos', { headers: authHeader(member.token) });
    expect(answer.status).toBe(200);
    expect(answer.body.member).toMatchObject({
      id: member.id,
      mail: member.mail,
      cedula: '4.567.890-5',
      birthDate: '1990-05-14',
      residency: 'residencia',
      phone: '099 123 456',
      irccaRegisteredOn: '2024-08-30',
      leftOn: null,
    });
    expect(answer.body.sessions).toHaveLength(1);
    expect(answer.body.orders).toEqual([]);
    const text = JSON.stringify(answer.body);
    const { rows } = await gw.db.query<{ password_hash: string }>(
      'select password_hash from members where id = $1',
      [member.id],
    );
    expect(text).not.toContain(rows[0]?.password_hash);
    expect(text).not.toContain(member.token);
    expect((await call(gw.app, 'GET', '/mis-datos')).status).toBe(401);
  });
});
