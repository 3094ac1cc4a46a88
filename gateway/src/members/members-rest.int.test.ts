import { identityOf } from '@club/db/seed-data';
import { genericTexts } from '@club/domain/account-texts';
import { identityTexts, memberTexts } from '@club/domain/member-texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restIdentity } from '../../test-support/identity.fixture.ts';
import {
  ADMIN_ID,
  MEMBER_ID,
  type MembersTestGateway,
  memberEvents,
  startMembersGateway,
  writeState,
} from '../../test-support/members-gateway.ts';
import { insertOrderRow } from '../../test-support/order-cases.fixture.ts';
import { authHeader, call, loginToken } from '../../test-support/test-gateway.ts';
import { gramsBalance } from '../orders/public.ts';

// The members administration over REST (/admin/...), on PGlite or PostgreSQL. The clock is
// pinned to Monday 2 September 2024, so "this month" is 2024-09 and "this year" 2024.

let gw: MembersTestGateway;
beforeAll(async () => {
  gw = await startMembersGateway();
  // Ana Fernández (#26): 15 g counting this month, 35 g this year.
  for (const [date, grams, status] of [
    ['2024-09-03', 10, 'placed'],
    ['2024-09-05', 5, 'delivered'],
    ['2024-09-10', 15, 'not_collected'],
    ['2024-08-15', 20, 'delivered'],
    ['2023-12-20', 30, 'delivered'],
  ] as const) {
    await insertOrderRow(gw.db, { memberId: 26, date, grams, status });
  }
});
afterAll(() => gw?.close());

const admin = () => authHeader(gw.adminToken);
const get = (path: string) => call(gw.app, 'GET', path, { headers: admin() });
const post = (path: string, body?: unknown) =>
  call(gw.app, 'POST', path, { headers: admin(), ...(body === undefined ? {} : { body }) });
const patch = (path: string, body: unknown) => call(gw.app, 'PATCH', path, { headers: admin(), body });

let created = 0;
/** A new member through the API, with a token of theirs. */
async function newMember(password = 'clave-inicial-1') {
  created += 1;
  const mail = `rest-${created}@club.uy`;
  const lastName = `Socio ${created}`;
  const answer = await post('/admin/members', {
    name: 'Nuevo',
    last_name: lastName,
    mail,
    password,
    ...restIdentity(),
  });
  expect(answer.status).toBe(201);
  const id = answer.body.member.id as number;
  return { id, lastName, mail, password, token: await loginToken(gw.app, mail, password) };
}

describe('GET /admin/members', () => {
  it('lists every account by number with the grams of this month and year (not-collected orders aside)', async () => {
    const answer = await get('/admin/members');
    expect(answer.status).toBe(200);
    expect(answer.body.active).toBeGreaterThanOrEqual(9);
    expect(answer.body.max).toBe(45);
    const ids = answer.body.members.map((m: { id: number }) => m.id);
    expect(ids.slice(0, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 26, 41, 132]);
    expect(answer.body.members.find((m: { id: number }) => m.id === 26)).toEqual({
      id: 26,
      name: 'Ana',
      last_name: 'Fernández',
      mail: 'ana.fernandez@club.uy',
      cedula: identityOf(26).cedula,
      birth_date: identityOf(26).birthDate,
      residency: identityOf(26).residency,
      phone: identityOf(26).phone,
      ircca_registered_on: identityOf(26).irccaRegisteredOn,
      forgotten_at: null,
      role: 'member',
      active: true,
      trimmer: true,
      technical_lead: false,
      forgotten: false,
      left_on: null,
      leave_reason: null,
      since: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      grams_month: 15,
      grams_year: 35,
    });
    expect(answer.body.members[0]).toMatchObject({ id: ADMIN_ID, role: 'admin', grams_month: 0 });
    // The same figures as the limit check of the orders.
    expect(await gramsBalance(gw.db, 26, '2024-09-02')).toMatchObject({ usedMonth: 15, usedYear: 35 });
  });

  it.each([
    ['26', [26]],
    ['#41', [41]],
    ['gomez', [132]],
    ['ANA FER', [26]],
    ['diego.silva@', [41]],
    [identityOf(132).cedula, [132]],
    ['nadie-se-llama-asi', []],
  ])('searches %j by number, name, last name or mail', async (search, expected) => {
    const answer = await get(`/admin/members?search=${encodeURIComponent(search)}`);
    expect(answer.status).toBe(200);
    expect(answer.body.members.map((m: { id: number }) => m.id)).toEqual(expected);
  });
});

describe('POST /admin/members', () => {
  it('creates a member with a generated password, returned this once, as MemberRegistered by the admin', async () => {
    const before = (await get('/admin/members')).body.active;
    const answer = await post('/admin/members', {
      name: '  Rosa ',
      last_name: 'Núñez  Pérez',
      mail: ' Rosa.Nunez@Club.UY ',
      cedula: '41876236',
      birth_date: '1990-04-12',
      residency: 'residencia',
      phone: ' 099  555 123 ',
      ircca_registered_on: '2024-05-02',
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      msg: 'Created',
      member: expect.objectContaining({
        name: 'Rosa',
        last_name: 'Núñez Pérez',
        mail: 'rosa.nunez@club.uy',
        cedula: '4.187.623-6',
        birth_date: '1990-04-12',
        residency: 'residencia',
        phone: '099 555 123',
        ircca_registered_on: '2024-05-02',
        forgotten_at: null,
        role: 'member',
        active: true,
        trimmer: false,
        grams_month: 0,
        grams_year: 0,
      }),
      password: expect.stringMatching(/^[A-Za-z2-9]{12}$/),
    });
    const { id } = answer.body.member;
    expect(await memberEvents(gw.db, id)).toEqual([
      {
        type: 'MemberRegistered',
        actor: `member-${ADMIN_ID}`,
        payload: { memberId: id, role: 'member', trimmer: false, personal: expect.stringMatching(/^v1\./) },
      },
    ]);
    // Who she is enters the log only sealed with her own key.
    const { rows: logged } = await gw.db.query<{ payload: string }>(
      'select payload::text as payload from events where stream_id = $1',
      [`member-${id}`],
    );
    for (const clear of ['Rosa', 'Núñez', 'rosa.nunez', '4.187.623-6', '41876236', '1990-04-12', '555 123']) {
      expect(logged[0]?.payload).not.toContain(clear);
    }
    expect(await loginToken(gw.app, 'ROSA.NUNEZ@club.uy', answer.body.password)).toBeTruthy();
    expect((await get('/admin/members')).body.active).toBe(before + 1);
    // Never again: not in the list, the page or the log.
    const page = await get(`/admin/members/${id}`);
    expect(JSON.stringify(page.body)).not.toContain(answer.body.password);
    const { rows } = await gw.db.query('select payload from events where stream_id = $1', [`member-${id}`]);
    expect(JSON.stringify(rows)).not.toContain(answer.body.password);
  });

  it('takes a chosen initial password', async () => {
    const answer = await post('/admin/members', {
      name: 'Pablo',
      last_name: 'Acosta',
      mail: 'pablo.acosta@club.uy',
      password: 'elegida-por-mi',
      ...restIdentity(),
    });
    expect(answer).toMatchObject({ status: 201, body: { password: 'elegida-por-mi' } });
    expect(await loginToken(gw.app, 'pablo.acosta@club.uy', 'elegida-por-mi')).toBeTruthy();
  });

  const valid = { name: 'Laura', last_name: 'Méndez', mail: 'laura.mendez@club.uy', ...restIdentity() };
  it.each([
    ['an empty name', { ...valid, name: '  ' }, 400, 'NOMBRE_INVALIDO', 'name', memberTexts.nameRequired],
    [
      'an empty last name',
      { ...valid, last_name: '' },
      400,
      'APELLIDO_INVALIDO',
      'last_name',
      memberTexts.lastNameRequired,
    ],
    ['a bad mail', { ...valid, mail: 'laura@club' }, 400, 'MAIL_INVALIDO', 'mail', memberTexts.invalidMail],
    [
      'a too-short password',
      { ...valid, password: 'corta12' },
      400,
      'CONTRASENA_INVALIDA',
      'password',
      memberTexts.passwordTooShort,
    ],
    [
      'a mail already in use, whatever its case',
      { ...valid, mail: ' Socio@CLUB.uy' },
      409,
      'MAIL_EN_USO',
      'mail',
      'El mail socio@club.uy ya lo usa otra cuenta',
    ],
    [
      'a cédula with a wrong check digit',
      { ...valid, cedula: '4.187.623-5' },
      400,
      'CEDULA_INVALIDA',
      'cedula',
      identityTexts.cedulaInvalid,
    ],
    [
      'a cédula of another member',
      { ...valid, cedula: identityOf(3).cedula },
      409,
      'CEDULA_EN_USO',
      'cedula',
      `La cédula ${identityOf(3).cedula} ya es de otro socio del club`,
    ],
    [
      'a 17-year-old (the clock: 2 September 2024)',
      { ...valid, birth_date: '2006-09-03' },
      400,
      'MENOR_DE_EDAD',
      'birth_date',
      identityTexts.underAge,
    ],
    [
      'no residency',
      { ...valid, residency: '' },
      400,
      'RESIDENCIA_INVALIDA',
      'residency',
      identityTexts.residencyRequired,
    ],
    [
      'a phone of letters',
      { ...valid, phone: 'llamame' },
      400,
      'TELEFONO_INVALIDO',
      'phone',
      identityTexts.phoneInvalid,
    ],
    [
      'an IRCCA date in the future',
      { ...valid, ircca_registered_on: '2024-09-03' },
      400,
      'FECHA_IRCCA_INVALIDA',
      'ircca_registered_on',
      memberTexts.irccaDateInvalid,
    ],
    [
      'a name that is not text',
      { ...valid, name: 5 },
      400,
      'DATOS_INVALIDOS',
      undefined,
      genericTexts.badRequest,
    ],
  ])(
    'refuses %s with a clear Spanish message and changes nothing',
    async (_case, body, status, code, field, error) => {
      const before = await writeState(gw.db);
      const answer = await post('/admin/members', body);
      expect(answer.status).toBe(status);
      expect(answer.body).toEqual({
        msg: status === 409 ? 'Conflict' : 'Bad Request',
        error,
        code,
        ...(field ? { field } : {}),
      });
      expect(await writeState(gw.db)).toEqual(before);
    },
  );

  it('refuses malformed JSON with a 400, not a 500', async () => {
    const answer = await post('/admin/members', '{"name": ');
    expect(answer).toMatchObject({ status: 400, body: { error: genericTexts.badRequest } });
  });
});

describe('PATCH /admin/members/:id', () => {
  it('changes name, last name and mail as one MemberUpdated; the member logs in with the new mail', async () => {
    const member = await newMember();
    const answer = await patch(`/admin/members/${member.id}`, {
      name: 'Renombrado',
      last_name: 'Otro',
      mail: 'Nuevo.Mail@club.uy',
    });
    expect(answer).toMatchObject({
      status: 200,
      body: {
        msg: 'OK',
        member: { id: member.id, name: 'Renombrado', last_name: 'Otro', mail: 'nuevo.mail@club.uy' },
      },
    });
    const events = await memberEvents(gw.db, member.id);
    expect(events.at(-1)).toEqual({
      type: 'MemberUpdated',
      actor: `member-${ADMIN_ID}`,
      payload: {
        memberId: member.id,
        changed: ['name', 'lastName', 'mail'],
        personal: expect.stringMatching(/^v1\./),
        previous: expect.stringMatching(/^v1\./),
      },
    });
    expect(JSON.stringify(events.at(-1))).not.toMatch(/Renombrado|nuevo\.mail|Nuevo/);
    expect(await loginToken(gw.app, 'nuevo.mail@club.uy', member.password)).toBeTruthy();
    const old = await call(gw.app, 'POST', '/login', {
      body: { mail: member.mail, password: member.password },
    });
    expect(old.body.msg).toBe('Invalid Mail');
  });

  it('sets the trimmer flag as TrimmerFlagSet, and appends nothing when nothing changes', async () => {
    const member = await newMember();
    const on = await patch(`/admin/members/${member.id}`, { trimmer: true });
    expect(on).toMatchObject({ status: 200, body: { member: { trimmer: true } } });
    expect((await memberEvents(gw.db, member.id)).map((e) => [e.type, e.payload.trimmer])).toEqual([
      ['MemberRegistered', false],
      ['TrimmerFlagSet', true],
    ]);
    const trimmers = await get('/admin/getsocios?trimmer=true');
    expect(trimmers.body.map((s: { id: number }) => s.id)).toContain(member.id);

    const before = await writeState(gw.db);
    const same = await patch(`/admin/members/${member.id}`, { trimmer: true, name: 'Nuevo' });
    expect(same).toMatchObject({ status: 200, body: { msg: 'OK' } });
    expect(await writeState(gw.db)).toEqual(before);
  });

  it.each([
    ['a mail in use', { mail: 'ana.fernandez@club.uy' }, 409, 'MAIL_EN_USO'],
    ['a bad mail', { mail: 'sin-arroba' }, 400, 'MAIL_INVALIDO'],
    ['an empty name', { name: '' }, 400, 'NOMBRE_INVALIDO'],
    ['a trimmer flag that is not a boolean', { trimmer: 'si' }, 400, 'DATOS_INVALIDOS'],
  ])('refuses %s and changes nothing', async (_case, body, status, code) => {
    const before = await writeState(gw.db);
    const answer = await patch(`/admin/members/${MEMBER_ID}`, body);
    expect(answer).toMatchObject({ status, body: { code } });
    expect(typeof answer.body.error).toBe('string');
    expect(await writeState(gw.db)).toEqual(before);
  });

  it.each(['9999', 'abc', '0'])('answers 404 for the unknown member %s on every member path', async (id) => {
    const before = await writeState(gw.db);
    for (const answer of [
      await get(`/admin/members/${id}`),
      await patch(`/admin/members/${id}`, { name: 'X' }),
      await post(`/admin/members/${id}/deactivate`),
      await post(`/admin/members/${id}/reactivate`),
      await post(`/admin/members/${id}/reset-password`),
    ]) {
      expect(answer).toMatchObject({ status: 404, body: { msg: 'Not Found', code: 'SOCIO_NO_ENCONTRADO' } });
    }
    expect((await get('/admin/members/9999')).body.error).toBe('No existe el socio #9999');
    expect(await writeState(gw.db)).toEqual(before);
  });
});

describe('GET /admin/getsocios (spec §7)', () => {
  it('lists the active members as { id, name, last_name }, by name; ?trimmer=true only the trimmers', async () => {
    const answer = await get('/admin/getsocios');
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body[0]).sort()).toEqual(['id', 'last_name', 'name']);
    const ids = answer.body.map((s: { id: number }) => s.id);
    expect(ids).toContain(26);
    expect(ids).not.toContain(ADMIN_ID);
    const names = answer.body.map((s: { name: string }) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
    const trimmers = (await get('/admin/getsocios?trimmer=true')).body.map((s: { id: number }) => s.id);
    expect(trimmers).toEqual(expect.arrayContaining([26, 41, 132]));
    expect(trimmers).not.toContain(MEMBER_ID);
  });
});
