import { identityOf } from '@club/db/seed-data';
import { identityTexts, memberTexts } from '@club/domain/member-texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identity } from '../../test-support/identity.fixture.ts';
import {
  ADMIN_ID,
  type MembersTestGateway,
  memberEvents,
  startMembersGateway,
  writeState,
} from '../../test-support/members-gateway.ts';
import { insertOrderRow } from '../../test-support/order-cases.fixture.ts';
import { authHeader, call, graphql, loginToken } from '../../test-support/test-gateway.ts';

// The GraphQL twins of the members REST calls (members-rest, member-page and member-sessions
// .int.test.ts): same commands, same rules, refusals as typed results.

let gw: MembersTestGateway;
beforeAll(async () => {
  gw = await startMembersGateway();
  await insertOrderRow(gw.db, { memberId: 41, date: '2024-09-03', grams: 20, status: 'delivered' });
});
afterAll(() => gw?.close());

const RESULT =
  'ok msg code error field password member { id name lastName mail cedula birthDate residency phone irccaRegisteredOn forgottenAt active trimmer gramsMonth gramsYear }';
const asAdmin = (query: string, variables: Record<string, unknown> = {}) =>
  graphql(gw.app, query, variables, authHeader(gw.adminToken));
const ME = '{ me { id } }';

/** createMember with `input` over a valid made-up identity. */
async function create(input: Record<string, unknown>) {
  const answer = await asAdmin(
    `mutation ($input: CreateMemberInput!) { createMember(input: $input) { ${RESULT} } }`,
    {
      input: { ...identity(), ...input },
    },
  );
  expect(answer.status).toBe(200);
  return answer.body.data.createMember;
}

let created = 0;
async function newMember() {
  created += 1;
  const mail = `gql-${created}@club.uy`;
  const result = await create({ name: 'Gql', lastName: `Socio ${created}`, mail, password: 'clave-inicial' });
  expect(result.ok).toBe(true);
  return { id: result.member.id as number, mail, token: await loginToken(gw.app, mail, 'clave-inicial') };
}

describe('queries', () => {
  it('members: every account with its grams, searchable by number or name', async () => {
    const all = await asAdmin('{ members { id name lastName gramsMonth gramsYear trimmer active role } }');
    expect(all.body.data.members.find((m: { id: number }) => m.id === 41)).toEqual({
      id: 41,
      name: 'Diego',
      lastName: 'Silva',
      gramsMonth: 20,
      gramsYear: 20,
      trimmer: true,
      active: true,
      role: 'member',
    });
    const byNumber = await asAdmin('query ($s: String) { members(search: $s) { id } }', { s: '#132' });
    expect(byNumber.body.data.members).toEqual([{ id: 132 }]);
    const byName = await asAdmin('query ($s: String) { members(search: $s) { id } }', { s: 'silva' });
    expect(byName.body.data.members).toEqual([{ id: 41 }]);
  });

  it('memberPage: grams against the limits, twelve months, activity and history; null when unknown', async () => {
    const answer = await asAdmin(`{
      memberPage(id: 41) {
        member { id }
        grams { month usedMonth limitMonth usedYear limitYear }
        months { month label grams orders bills }
        activity { kind date time grams status counted lines { species grams } }
        history { type who description }
      }
      unknown: memberPage(id: 9999) { member { id } }
    }`);
    const page = answer.body.data.memberPage;
    expect(page.grams).toEqual({
      month: '2024-09',
      usedMonth: 20,
      limitMonth: 40,
      usedYear: 20,
      limitYear: 480,
    });
    expect(page.months).toHaveLength(12);
    expect(page.months.at(-1)).toEqual({
      month: '2024-09',
      label: 'Setiembre 2024',
      grams: 20,
      orders: 1,
      bills: 0,
    });
    expect(page.activity).toEqual([
      {
        kind: 'order',
        date: '2024-09-03',
        time: '17:00',
        grams: 20,
        status: 'delivered',
        counted: true,
        lines: [{ species: 'OG Kush', grams: 20 }],
      },
    ]);
    expect(page.history).toEqual([
      {
        type: 'MemberRegistered',
        who: 'Carga inicial',
        description: 'Alta de Diego Silva (diego.silva@club.uy)',
      },
    ]);
    expect(answer.body.data.unknown).toBeNull();
  });

  it('socios: the twin of GET /admin/getsocios; trimmer: true gives the manicure list', async () => {
    const rest = await call(gw.app, 'GET', '/admin/getsocios', { headers: authHeader(gw.adminToken) });
    const answer = await asAdmin('{ socios { id name lastName } trimmers: socios(trimmer: true) { id } }');
    expect(answer.body.data.socios).toEqual(
      rest.body.map((s: { id: number; name: string; last_name: string }) => ({
        id: s.id,
        name: s.name,
        lastName: s.last_name,
      })),
    );
    expect(
      answer.body.data.trimmers.map((s: { id: number }) => s.id).sort((a: number, b: number) => a - b),
    ).toEqual([26, 41, 132]);
  });
});

describe('createMember', () => {
  it('creates the member and answers the generated password once', async () => {
    const result = await create({
      name: 'Marta',
      lastName: 'Vidal',
      mail: 'marta.vidal@club.uy',
      cedula: '41876236',
      irccaRegisteredOn: '2024-01-15',
    });
    expect(result).toMatchObject({
      ok: true,
      msg: 'OK',
      code: null,
      error: null,
      member: {
        name: 'Marta',
        lastName: 'Vidal',
        mail: 'marta.vidal@club.uy',
        cedula: '4.187.623-6',
        birthDate: '1990-04-12',
        residency: 'ciudadania',
        phone: '099 123 456',
        irccaRegisteredOn: '2024-01-15',
        forgottenAt: null,
        active: true,
        trimmer: false,
      },
      password: expect.stringMatching(/^[A-Za-z2-9]{12}$/),
    });
    expect(await loginToken(gw.app, 'marta.vidal@club.uy', result.password)).toBeTruthy();
    expect((await memberEvents(gw.db, result.member.id)).map((e) => [e.type, e.actor])).toEqual([
      ['MemberRegistered', `member-${ADMIN_ID}`],
    ]);
  });

  it.each([
    [
      'an empty name',
      { name: '', lastName: 'X', mail: 'a@club.uy' },
      'NOMBRE_INVALIDO',
      'name',
      memberTexts.nameRequired,
    ],
    [
      'a bad mail',
      { name: 'A', lastName: 'B', mail: 'a@b' },
      'MAIL_INVALIDO',
      'mail',
      memberTexts.invalidMail,
    ],
    [
      'a mail in use',
      { name: 'A', lastName: 'B', mail: 'ADMIN@club.uy' },
      'MAIL_EN_USO',
      'mail',
      'El mail admin@club.uy ya lo usa otra cuenta',
    ],
    [
      'a cédula with a wrong check digit',
      { name: 'A', lastName: 'B', mail: 'ab@club.uy', cedula: '1.234.567-1' },
      'CEDULA_INVALIDA',
      'cedula',
      identityTexts.cedulaInvalid,
    ],
    [
      'a cédula in use',
      { name: 'A', lastName: 'B', mail: 'ab@club.uy', cedula: identityOf(26).cedula },
      'CEDULA_EN_USO',
      'cedula',
      `La cédula ${identityOf(26).cedula} ya es de otro socio del club`,
    ],
    [
      'a 17-year-old',
      { name: 'A', lastName: 'B', mail: 'ab@club.uy', birthDate: '2006-09-03' },
      'MENOR_DE_EDAD',
      'birthDate',
      identityTexts.underAge,
    ],
    [
      'a short password',
      { name: 'A', lastName: 'B', mail: 'ab@club.uy', password: '1234567' },
      'CONTRASENA_INVALIDA',
      'password',
      memberTexts.passwordTooShort,
    ],
  ])('refuses %s as a typed result and changes nothing', async (_case, input, code, field, error) => {
    const before = await writeState(gw.db);
    expect(await create(input)).toMatchObject({
      ok: false,
      code,
      field,
      error,
      member: null,
      password: null,
    });
    expect(await writeState(gw.db)).toEqual(before);
  });
});

describe('changes', () => {
  it('updateMember and setMemberTrimmer append MemberUpdated and TrimmerFlagSet', async () => {
    const member = await newMember();
    const update = await asAdmin(
      `mutation ($id: Int!) { updateMember(id: $id, input: { lastName: "Cambiado" }) { ${RESULT} } }`,
      {
        id: member.id,
      },
    );
    expect(update.body.data.updateMember).toMatchObject({ ok: true, member: { lastName: 'Cambiado' } });
    const trimmer = await asAdmin(
      `mutation ($id: Int!) { setMemberTrimmer(id: $id, trimmer: true) { ${RESULT} } }`,
      {
        id: member.id,
      },
    );
    expect(trimmer.body.data.setMemberTrimmer).toMatchObject({ ok: true, member: { trimmer: true } });
    expect((await memberEvents(gw.db, member.id)).map((e) => e.type)).toEqual([
      'MemberRegistered',
      'MemberUpdated',
      'TrimmerFlagSet',
    ]);
  });

  it('deactivateMember: the member’s token is refused on the very next GraphQL call; reactivateMember lets them log in again', async () => {
    const member = await newMember();
    expect((await graphql(gw.app, ME, {}, authHeader(member.token))).status).toBe(200);
    const off = await asAdmin(`mutation ($id: Int!) { deactivateMember(id: $id) { ${RESULT} } }`, {
      id: member.id,
    });
    expect(off.body.data.deactivateMember).toMatchObject({ ok: true, member: { active: false } });
    const next = await graphql(gw.app, ME, {}, authHeader(member.token));
    expect(next.status).toBe(401);
    expect(next.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const login = await graphql(
      gw.app,
      'mutation ($m: String!) { login(mail: $m, password: "clave-inicial") { ok msg } }',
      {
        m: member.mail,
      },
    );
    expect(login.body.data.login).toEqual({ ok: false, msg: 'Invalid Mail or Password' });

    const on = await asAdmin(`mutation ($id: Int!) { reactivateMember(id: $id) { ${RESULT} } }`, {
      id: member.id,
    });
    expect(on.body.data.reactivateMember).toMatchObject({ ok: true, member: { active: true } });
    expect(await loginToken(gw.app, member.mail, 'clave-inicial')).toBeTruthy();
  });

  it('resetMemberPassword: a generated password once, old tokens refused', async () => {
    const member = await newMember();
    const answer = await asAdmin(`mutation ($id: Int!) { resetMemberPassword(id: $id) { ${RESULT} } }`, {
      id: member.id,
    });
    const result = answer.body.data.resetMemberPassword;
    expect(result).toMatchObject({ ok: true, password: expect.stringMatching(/^[A-Za-z2-9]{12}$/) });
    expect((await graphql(gw.app, ME, {}, authHeader(member.token))).status).toBe(401);
    expect(await loginToken(gw.app, member.mail, result.password)).toBeTruthy();
  });

  it('refuses an unknown member on every mutation, changing nothing', async () => {
    const before = await writeState(gw.db);
    const answer = await asAdmin(`mutation {
      a: updateMember(id: 9999, input: { name: "X" }) { ok code error }
      b: setMemberTrimmer(id: 9999, trimmer: true) { ok code error }
      c: deactivateMember(id: 9999) { ok code error }
      d: reactivateMember(id: 9999) { ok code error }
      e: resetMemberPassword(id: 9999) { ok code error }
    }`);
    for (const result of Object.values(answer.body.data)) {
      expect(result).toEqual({ ok: false, code: 'SOCIO_NO_ENCONTRADO', error: 'No existe el socio #9999' });
    }
    expect(await writeState(gw.db)).toEqual(before);
  });
});
