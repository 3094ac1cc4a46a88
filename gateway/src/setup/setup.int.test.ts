import { cedulaCheckDigit, formatCedula } from '@club/domain/cedula';
import { SETUP_CODE_ATTEMPTS, setupTexts } from '@club/domain/club-setup';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeader,
  call,
  graphql,
  startTestGateway,
  type TestGateway,
} from '../../test-support/test-gateway.ts';
import { replayReadModels } from '../replay/public.ts';
import { ensureSetupCode } from './public.ts';

// A first run with no demo: the code the server prints opens the setup once; the club, its settings
// and its first admin come into being in one go; the admin must enrol a second factor before the
// back office; wrong codes die after a few guesses; nothing is half set up; replay equal.

let gw: TestGateway;
let code: string;
const now = new Date('2026-11-27T14:00:00Z');

const SETUP = `mutation ($input: ClubSetupInput!) { setUpClub(input: $input) { ok code error field authToken } }`;
const CHECK = 'mutation ($code: String!) { checkSetupCode(code: $code) { ok code error } }';
const STATUS = '{ setupStatus { needed mailConfigured } }';

const cedula = (digits: string) => formatCedula(`${digits}${cedulaCheckDigit(digits)}`);

const input = (change: Record<string, unknown> = {}) => ({
  code,
  clubName: '  Club Cannábico   La Huerta ',
  irccaRegistration: 'CC-0042',
  address: 'Canelones 1234, Montevideo',
  contactEmail: 'hola@lahuerta.uy',
  contactPhone: '+598 2 900 11 22',
  name: 'Lucía',
  lastName: 'Pereira',
  mail: 'lucia@lahuerta.uy',
  cedula: cedula('3456789'),
  birthDate: '1985-03-02',
  residency: 'ciudadania',
  phone: '099 555 123',
  password: 'una clave larga 2026',
  pickupDays: [
    { weekday: 3, slots: [{ time: '18:00' }, { time: '18:30' }] },
    { weekday: 6, slots: [{ time: '11:00' }] },
  ],
  ...change,
});

const setUp = async (change: Record<string, unknown> = {}, ip = '198.51.100.7') =>
  (await graphql(gw.app, SETUP, { input: input(change) }, { 'x-forwarded-for': ip })).body.data.setUpClub;

const count = async (table: string) =>
  Number((await gw.db.query<{ n: number }>(`select count(*) as n from ${table}`)).rows[0]?.n);

beforeAll(async () => {
  gw = await startTestGateway({ seed: false, now: () => now, env: { TRUST_PROXY: 'true' } });
  code = (await ensureSetupCode(gw.db)) as string;
});
afterAll(() => gw?.close());

describe('the first run', () => {
  it('needs setting up, and the same code is shown again by a restart or another replica', async () => {
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(await ensureSetupCode(gw.db)).toBe(code);
    expect((await graphql(gw.app, STATUS)).body.data.setupStatus).toEqual({
      needed: true,
      mailConfigured: false,
    });
  });

  it('refuses bad input in Spanish at its field, without spending a guess or writing anything', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ clubName: '' }, 'CLUB_INVALIDO', 'clubName'],
      [{ irccaRegistration: 'DROP TABLE;' }, 'REGISTRO_INVALIDO', 'irccaRegistration'],
      [{ cedula: '1.234.567-0' }, 'CEDULA_INVALIDA', 'cedula'],
      [{ birthDate: '2010-01-01' }, 'MENOR_DE_EDAD', 'birthDate'],
      [{ password: 'corta' }, 'CONTRASENA_INVALIDA', 'password'],
      [{ pickupDays: [{ weekday: 9, slots: [{ time: '18:00' }] }] }, 'CONFIGURACION_INVALIDA', 'pickupDays'],
      [{ pickupDays: [{ weekday: 2, slots: [{ time: '25:00' }] }] }, 'CONFIGURACION_INVALIDA', 'pickupDays'],
      [{ contactEmail: 'no es un correo' }, 'CONFIGURACION_INVALIDA', 'contactEmail'],
    ];
    for (const [change, refusal, field] of cases) {
      const answer = await setUp(change);
      expect(answer, refusal).toMatchObject({ ok: false, code: refusal, field, authToken: null });
      expect(answer.error).toMatch(/[a-záéíóúñ]/);
    }
    expect(await count('events')).toBe(0);
    const attempts = await gw.db.query<{ failed_attempts: number }>('select failed_attempts from setup_code');
    expect(attempts.rows[0]?.failed_attempts).toBe(0);
  });

  it('counts a wrong code as a guess, and a right one typed loosely passes', async () => {
    const wrong = await graphql(gw.app, CHECK, { code: 'AAAA-AAAA' });
    expect(wrong.body.data.checkSetupCode).toEqual({
      ok: false,
      code: 'CODIGO_INCORRECTO',
      error: setupTexts.wrongCode,
    });
    const loose = await graphql(gw.app, CHECK, { code: ` ${code.toLowerCase().replace('-', ' ')} ` });
    expect(loose.body.data.checkSetupCode.ok).toBe(true);
    expect(await setUp({ code: 'BBBB-BBBB' })).toMatchObject({
      ok: false,
      code: 'CODIGO_INCORRECTO',
      field: 'code',
    });
    expect(await count('events')).toBe(0);
  });

  it('sets the club up whole: its profile, its settings, its first admin, and the code dies', async () => {
    const answer = await setUp();
    expect(answer).toMatchObject({ ok: true, code: null });
    const profile = await gw.db.query('select name, ircca_registration, address from club_profile');
    expect(profile.rows).toEqual([
      {
        name: 'Club Cannábico La Huerta',
        ircca_registration: 'CC-0042',
        address: 'Canelones 1234, Montevideo',
      },
    ]);
    expect(await count('setup_code')).toBe(0);
    const settings = await gw.db.query<{ settings: Record<string, unknown> }>(
      'select settings from club_settings',
    );
    expect(settings.rows[0]?.settings).toMatchObject({
      adminTwoFactorRequired: true,
      contactEmail: 'hola@lahuerta.uy',
      pickupDays: [
        {
          weekday: 3,
          slots: [
            { time: '18:00', capacity: null },
            { time: '18:30', capacity: null },
          ],
        },
        { weekday: 6, slots: [{ time: '11:00', capacity: null }] },
      ],
    });
    const roles = await gw.db.query('select role from member_roles order by role');
    expect(roles.rows.map((r) => r.role)).toEqual(['administracion', 'socio']);
    // Who the admin is enters the log sealed, never in clear.
    const log = await gw.db.query<{ type: string; actor: string; text: string }>(
      'select type, actor, payload::text as text from events order by position',
    );
    expect(log.rows.map((r) => [r.type, r.actor])).toEqual([
      ['ClubRegistered', 'setup'],
      ['ClubSettingsChanged', 'setup'],
      ['MemberRegistered', 'setup'],
    ]);
    for (const row of log.rows) {
      expect(row.text).not.toMatch(/Lucía|Pereira|lucia@|3\.456\.789|1985-03-02|099 555/);
    }
    expect((await graphql(gw.app, STATUS)).body.data.setupStatus).toEqual({
      needed: false,
      mailConfigured: null,
    });
    expect(await ensureSetupCode(gw.db)).toBeNull();

    // The admin's session reaches nothing of the back office before a second factor…
    const admin = authHeader(answer.authToken);
    expect((await call(gw.app, 'GET', '/admin/members', { headers: admin })).status).toBe(403);
    // …enrols one with it, and signs in with the password and the code.
    const started = await call(gw.app, 'POST', '/twofactor/enrol', { headers: admin });
    expect(started.status).toBe(200);
    const totp = new TOTP({ secret: Secret.fromBase32(started.body.secret), digits: 6, period: 30 });
    const confirmed = await call(gw.app, 'POST', '/twofactor/confirm', {
      headers: admin,
      body: { code: totp.generate({ timestamp: now.getTime() }) },
    });
    expect(confirmed.status).toBe(200);
    const enrolled = authHeader(confirmed.body.auth_token);
    expect((await call(gw.app, 'GET', '/admin/members', { headers: enrolled })).status).toBe(200);
  });

  it('refuses a second setup with any code, and replay rebuilds every table equal', async () => {
    const events = await count('events');
    expect(await setUp()).toMatchObject({ ok: false, code: 'YA_CONFIGURADO' });
    expect((await graphql(gw.app, CHECK, { code })).body.data.checkSetupCode.code).toBe('YA_CONFIGURADO');
    expect(await count('events')).toBe(events);
    const report = await replayReadModels(gw.db);
    expect(report.equal, JSON.stringify(report)).toBe(true);
    expect(report.tables.find((t) => t.table === 'club_profile')).toMatchObject({ liveRows: 1, equal: true });
  });
});

describe('guessing the code', () => {
  let other: TestGateway;
  let live: string;
  beforeAll(async () => {
    other = await startTestGateway({ seed: false, now: () => now, env: { TRUST_PROXY: 'true' } });
    live = (await ensureSetupCode(other.db)) as string;
  });
  afterAll(() => other?.close());

  it(`kills the code after ${SETUP_CODE_ATTEMPTS} wrong guesses, even the right one then; a restart prints a new one`, async () => {
    const check = (typed: string) =>
      graphql(other.app, CHECK, { code: typed }).then((a) => a.body.data.checkSetupCode);
    for (let i = 1; i < SETUP_CODE_ATTEMPTS; i++)
      expect((await check('ZZZZ-ZZZZ')).code).toBe('CODIGO_INCORRECTO');
    expect((await check('ZZZZ-ZZZZ')).code).toBe('CODIGO_VENCIDO');
    expect(await check(live)).toMatchObject({
      ok: false,
      code: 'CODIGO_VENCIDO',
      error: setupTexts.codeDead,
    });
    const next = await ensureSetupCode(other.db);
    expect(next).not.toBe(live);
    expect((await check(next as string)).ok).toBe(true);
  });
});
