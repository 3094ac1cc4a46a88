import { createHash } from 'node:crypto';
import { demoAccounts } from '@club/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMember,
  authHeader,
  call,
  type JsonAnswer,
  loginToken,
  startTestGateway,
  type TestGateway,
} from '../../test-support/test-gateway.ts';
import { replayReadModels } from '../replay/public.ts';

// An admin shares an invitation link; someone applies through it, with no account; the admin
// approves (a member with a temporary password, mailed), rejects with a reason (mailed), or at the
// club's cap the application waits its turn with a position that moves. Every refusal in Spanish,
// appending nothing; the applicant's data never in clear in the log; replay equal.

let gw: TestGateway;
let admin: Record<string, string>;
let clock = new Date('2026-03-10T15:00:00Z');
let ipCount = 0;
/** A fresh address per caller, so the per-address limit is tested on its own. */
const freshIp = () => ({ 'x-forwarded-for': `203.0.113.${++ipCount}` });

beforeAll(async () => {
  gw = await startTestGateway({ now: () => clock, env: { TRUST_PROXY: 'true' } });
  admin = authHeader(await loginToken(gw.app, demoAccounts.admin.mail, demoAccounts.admin.password));
});
afterAll(() => gw?.close());

const issue = async (body: Record<string, unknown> = {}) => {
  const answer = await call(gw.app, 'POST', '/admin/invitations', { body, headers: admin });
  expect(answer.status).toBe(201);
  return answer.body as { token: string; invitation: { id: number } };
};

let cedulaSeed = 4_000_000;
/** A valid cédula not used before in this file (the check digit computed as the domain does). */
async function nextCedula(): Promise<string> {
  const { cedulaCheckDigit, formatCedula } = await import('@club/domain/cedula');
  const digits = String(++cedulaSeed);
  return formatCedula(`${digits}${cedulaCheckDigit(digits)}`);
}

const form = async (change: Record<string, unknown> = {}) => ({
  name: 'Valentina',
  last_name: 'Suárez',
  mail: `valentina.${cedulaSeed + 1}@correo.uy`,
  cedula: await nextCedula(),
  birth_date: '1990-05-04',
  residency: 'ciudadania',
  phone: '099 123 456',
  no_other_route: true,
  consent: true,
  ...change,
});

const apply = (body: Record<string, unknown>, headers: Record<string, string> = freshIp()) =>
  call(gw.app, 'POST', '/applications', { body, headers });

const eventTotal = async () =>
  Number((await gw.db.query<{ n: number }>('select count(*) as n from events')).rows[0]?.n);

const applicationsOf = async (status?: string): Promise<JsonAnswer> =>
  call(gw.app, 'GET', `/admin/applications${status ? `?status=${status}` : ''}`, { headers: admin });

describe('invitations', () => {
  it('gives a token once, stores only its hash, and the link takes applications until revoked', async () => {
    const { token, invitation } = await issue({ days: 7, single_use: false });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await gw.db.query<{ token_hash: string }>(
      'select token_hash from invitations where id = $1',
      [invitation.id],
    );
    expect(stored.rows[0]?.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    const log = await gw.db.query<{ text: string }>(
      'select payload::text as text from events where stream_id = $1',
      [`invitation-${invitation.id}`],
    );
    expect(log.rows[0]?.text).not.toContain(token);
    expect(invitation).toMatchObject({ single_use: false, revoked: false, uses: 0, usable: true });
    expect(invitation).toHaveProperty('expires_at', '2026-03-17T15:00:00.000Z');

    const check = await call(gw.app, 'POST', '/applications/invitation', {
      body: { token },
      headers: freshIp(),
    });
    expect(check).toMatchObject({ status: 200, body: { expires_at: '2026-03-17T15:00:00.000Z' } });

    const revoked = await call(gw.app, 'POST', `/admin/invitations/${invitation.id}/revoke`, {
      headers: admin,
    });
    expect(revoked.body.invitation).toMatchObject({ revoked: true, usable: false });
    expect(await apply(await form({ token }))).toMatchObject({
      status: 409,
      body: {
        code: 'INVITACION_REVOCADA',
        error: 'Este enlace de invitación fue anulado. Pedile al club uno nuevo.',
      },
    });
    expect(
      await call(gw.app, 'POST', `/admin/invitations/${invitation.id}/revoke`, { headers: admin }),
    ).toMatchObject({ status: 409, body: { code: 'INVITACION_REVOCADA' } });
    const list = await call(gw.app, 'GET', '/admin/invitations', { headers: admin });
    expect(list.body.invitations[0]).toMatchObject({ id: invitation.id, revoked: true });
  });

  it('refuses a duration out of range, and answers 401 / 403 to anyone but an admin', async () => {
    expect(
      await call(gw.app, 'POST', '/admin/invitations', { body: { days: 365 }, headers: admin }),
    ).toMatchObject({
      status: 400,
      body: { code: 'VIGENCIA_INVALIDA', error: 'La invitación puede durar entre 1 y 90 días' },
    });
    expect((await call(gw.app, 'POST', '/admin/invitations', { body: {} })).status).toBe(401);
    const member = authHeader(
      await loginToken(gw.app, demoAccounts.member.mail, demoAccounts.member.password),
    );
    expect((await call(gw.app, 'POST', '/admin/invitations', { body: {}, headers: member })).status).toBe(
      403,
    );
    expect((await call(gw.app, 'GET', '/admin/applications', { headers: member })).status).toBe(403);
  });
});

describe('applying through a link', () => {
  it('keeps the applicant’s data sealed in the log and in clear only in the admin’s list', async () => {
    const { token } = await issue();
    const body = await form({ name: 'Florencia', last_name: 'Olivera', mail: 'florencia.olivera@correo.uy' });
    const answer = await apply({ ...body, token });
    expect(answer).toMatchObject({
      status: 201,
      body: { msg: 'Created', application_id: expect.any(Number) },
    });
    const id = answer.body.application_id as number;
    const events = await gw.db.query<{ type: string; text: string; actor: string }>(
      'select type, payload::text as text, actor from events where stream_id = $1',
      [`application-${id}`],
    );
    expect(events.rows).toHaveLength(1);
    expect(events.rows[0]).toMatchObject({ type: 'ApplicationSubmitted', actor: 'applicant' });
    const digits = String(body.cedula).replace(/\D/g, '');
    for (const secret of ['Florencia', 'Olivera', 'florencia.olivera', digits, '099 123 456', '1990-05-04']) {
      expect(events.rows[0]?.text).not.toContain(secret);
    }
    const pending = await applicationsOf('pending');
    expect(pending.body.applications).toContainEqual(
      expect.objectContaining({
        id,
        status: 'pending',
        name: 'Florencia',
        last_name: 'Olivera',
        mail: 'florencia.olivera@correo.uy',
        cedula: body.cedula,
        birth_date: '1990-05-04',
        residency: 'ciudadania',
        phone: '099 123 456',
        position: null,
      }),
    );
  });

  it('refuses in Spanish, appending nothing: the identity’s rules, the declarations, a cédula in course', async () => {
    const { token } = await issue();
    const first = await form();
    expect((await apply({ ...first, token })).status).toBe(201);
    const before = await eventTotal();
    const cases: Array<[Record<string, unknown>, number, string, string]> = [
      [{ cedula: '1.234.567-3' }, 400, 'CEDULA_INVALIDA', 'La cédula no es válida'],
      [{ birth_date: '2008-03-11' }, 400, 'MENOR_DE_EDAD', 'Para ser socio hay que tener 18 años cumplidos'],
      [{ no_other_route: false }, 400, 'DECLARACION_REQUERIDA', 'Tenés que declarar que no usás otra vía'],
      [{ consent: false }, 400, 'CONSENTIMIENTO_REQUERIDO', 'Tenés que aceptar el tratamiento de tus datos'],
      [{ cedula: first.cedula }, 409, 'SOLICITUD_EN_CURSO', 'Ya hay una solicitud con la cédula'],
      [{ mail: demoAccounts.member.mail }, 409, 'MAIL_EN_USO', 'ya es de una cuenta del club'],
      [{ token: 'x'.repeat(43) }, 404, 'INVITACION_DESCONOCIDA', 'Este enlace de invitación no existe'],
    ];
    for (const [change, status, code, text] of cases) {
      const answer = await apply({ ...(await form()), token, ...change });
      expect(answer, code).toMatchObject({ status, body: { code, error: expect.stringContaining(text) } });
    }
    expect(await apply({ ...(await form()), token, consent: 'sí' })).toMatchObject({
      status: 400,
      body: { code: 'DATOS_INVALIDOS' },
    });
    expect(await eventTotal()).toBe(before);
  });

  it('takes one application on a single-use link, and none on an expired one', async () => {
    const single = await issue({ single_use: true });
    expect((await apply({ ...(await form()), token: single.token })).status).toBe(201);
    expect(await apply({ ...(await form()), token: single.token })).toMatchObject({
      status: 409,
      body: {
        code: 'INVITACION_USADA',
        error: 'Este enlace de invitación ya se usó. Pedile al club uno nuevo.',
      },
    });
    const short = await issue({ days: 1 });
    clock = new Date(clock.getTime() + 25 * 60 * 60 * 1000);
    try {
      expect(await apply({ ...(await form()), token: short.token })).toMatchObject({
        status: 409,
        body: {
          code: 'INVITACION_VENCIDA',
          error: 'Este enlace de invitación venció. Pedile al club uno nuevo.',
        },
      });
    } finally {
      clock = new Date(clock.getTime() - 25 * 60 * 60 * 1000);
    }
  });

  it('limits the applications from one address, answering 429 in Spanish', async () => {
    const { token } = await issue();
    const ip = { 'x-forwarded-for': '198.51.100.77' };
    for (let n = 0; n < 20; n++) {
      expect((await apply({ ...(await form()), token, consent: false }, ip)).status).toBe(400);
    }
    expect(await apply({ ...(await form()), token }, ip)).toMatchObject({
      status: 429,
      body: {
        code: 'DEMASIADAS_SOLICITUDES',
        error: 'Demasiadas solicitudes desde tu conexión. Probá de nuevo en un rato.',
      },
    });
  });
});

describe('the admin’s answer', () => {
  it('approves: a member with a temporary password that only the welcome mail carries, and it signs in', async () => {
    const { token } = await issue();
    const body = await form({ name: 'Martina', last_name: 'Ferreira', mail: 'martina.ferreira@correo.uy' });
    const id = (await apply({ ...body, token })).body.application_id as number;
    const answer = await call(gw.app, 'POST', `/admin/applications/${id}/approve`, { headers: admin });
    expect(answer).toMatchObject({
      status: 200,
      body: { outcome: 'approved', application: { id, status: 'approved', member_id: expect.any(Number) } },
    });
    expect(answer.body).not.toHaveProperty('password');
    const memberId = answer.body.application.member_id as number;
    const member = await gw.db.query<{ mail: string; active: boolean }>(
      'select mail, active from members where id = $1',
      [memberId],
    );
    expect(member.rows[0]).toEqual({ mail: 'martina.ferreira@correo.uy', active: true });
    const mail = await gw.db.query<{
      template_id: string;
      params: Record<string, string>;
      secrets: { code: string };
    }>(
      `select template_id, template_params as params, secret_params as secrets from outbox where dedupe_key = $1`,
      [`member-welcome:${memberId}`],
    );
    const welcome = mail.rows[0];
    expect(welcome?.template_id).toBe('member_welcome');
    expect(welcome?.params.to_email).toBe('martina.ferreira@correo.uy');
    expect(welcome?.params.message).toContain('contraseña temporal: {{code}}');
    const password = welcome?.secrets.code ?? '';
    expect(welcome?.params.message).not.toContain(password);
    const signIn = await call(gw.app, 'POST', '/login', {
      body: { mail: 'martina.ferreira@correo.uy', password },
    });
    expect(signIn.status).toBe(200);

    expect(await call(gw.app, 'POST', `/admin/applications/${id}/approve`, { headers: admin })).toMatchObject(
      {
        status: 409,
        body: { code: 'SOLICITUD_RESUELTA', error: 'Esa solicitud ya fue resuelta' },
      },
    );
    // A member now holds the cédula: a new application with it is refused.
    expect(await apply({ ...(await form()), cedula: body.cedula, token })).toMatchObject({
      status: 409,
      body: { code: 'CEDULA_EN_USO' },
    });
  });

  it('rejects with a reason, mailed to the applicant in Spanish; no reason is refused', async () => {
    const { token } = await issue();
    const id = (await apply({ ...(await form({ name: 'Lucas', mail: 'lucas.rechazo@correo.uy' })), token }))
      .body.application_id as number;
    const path = `/admin/applications/${id}/reject`;
    expect(await call(gw.app, 'POST', path, { body: { reason: '  ' }, headers: admin })).toMatchObject({
      status: 400,
      body: { code: 'MOTIVO_INVALIDO', error: 'Escribí el motivo del rechazo', field: 'reason' },
    });
    const answer = await call(gw.app, 'POST', path, {
      body: { reason: 'Ya está registrado por autocultivo' },
      headers: admin,
    });
    expect(answer.body).toMatchObject({ outcome: 'rejected', application: { status: 'rejected' } });
    const mail = await gw.db.query<{ params: Record<string, string> }>(
      'select template_params as params from outbox where dedupe_key = $1',
      [`application-rejected:${id}`],
    );
    expect(mail.rows[0]?.params).toMatchObject({
      to_email: 'lucas.rechazo@correo.uy',
      subject: 'Tu solicitud al club',
      message: expect.stringContaining('Motivo: Ya está registrado por autocultivo'),
    });
    expect(mail.rows[0]?.params.message).toContain(
      'Hola Lucas: el club revisó tu solicitud y esta vez no la aceptó.',
    );
  });

  it('at the cap waitlists in order; a place freed goes to the first, and the positions move', async () => {
    const { rows } = await gw.db.query<{ n: number; hash: string }>(
      `select count(*) as n, (select password_hash from members where id = 2) as hash
         from members where active and role = 'member'`,
    );
    const active = Number(rows[0]?.n);
    const filler: number[] = [];
    for (let n = active; n < 45; n++) {
      filler.push(
        await addMember(gw.db, { mail: `relleno-${n}@club.uy`, passwordHash: rows[0]?.hash ?? '' }),
      );
    }
    const { token } = await issue();
    const ids: number[] = [];
    for (const name of ['Primera', 'Segunda', 'Tercera']) {
      ids.push(
        (await apply({ ...(await form({ name, mail: `${name.toLowerCase()}@correo.uy` })), token })).body
          .application_id,
      );
    }
    const [first, second, third] = ids as [number, number, number];
    for (const id of [first, second]) {
      const answer = await call(gw.app, 'POST', `/admin/applications/${id}/approve`, { headers: admin });
      expect(answer.body).toMatchObject({ outcome: 'waitlisted', application: { status: 'waitlisted' } });
    }
    expect(
      (await call(gw.app, 'POST', `/admin/applications/${third}/waitlist`, { headers: admin })).body
        .application,
    ).toMatchObject({ status: 'waitlisted', position: 3 });
    const positions = async () =>
      Object.fromEntries(
        (
          (await applicationsOf('waitlisted')).body.applications as Array<{ id: number; position: number }>
        ).map((row) => [row.id, row.position]),
      );
    expect(await positions()).toEqual({ [first]: 1, [second]: 2, [third]: 3 });
    expect(
      await call(gw.app, 'POST', `/admin/applications/${first}/approve`, { headers: admin }),
    ).toMatchObject({
      status: 409,
      body: { code: 'SIN_LUGAR' },
    });

    // A member leaves: one place, for the first in line only.
    const leaving = filler[0] ?? 0;
    expect(
      (await call(gw.app, 'POST', `/admin/members/${leaving}/deactivate`, { headers: admin })).status,
    ).toBe(200);
    expect(
      await call(gw.app, 'POST', `/admin/applications/${second}/approve`, { headers: admin }),
    ).toMatchObject({
      status: 409,
      body: {
        code: 'SIN_LUGAR',
        error: 'No hay lugar: el club tiene 45 socios activos y en la lista de espera hay 1 antes',
      },
    });
    expect(
      (await call(gw.app, 'POST', `/admin/applications/${first}/approve`, { headers: admin })).body,
    ).toMatchObject({ outcome: 'approved' });
    expect(await positions()).toEqual({ [second]: 1, [third]: 2 });
    // One ahead rejected: the one behind moves up.
    await call(gw.app, 'POST', `/admin/applications/${second}/reject`, {
      body: { reason: 'Se mudó' },
      headers: admin,
    });
    expect(await positions()).toEqual({ [third]: 1 });
  });

  it('answers 404 for an unknown application, and the log rebuilds every read model', async () => {
    expect(await call(gw.app, 'POST', '/admin/applications/99999/approve', { headers: admin })).toMatchObject(
      {
        status: 404,
        body: { code: 'SOLICITUD_NO_ENCONTRADA', error: 'No existe la solicitud #99999' },
      },
    );
    expect(await call(gw.app, 'GET', '/admin/applications?status=nope', { headers: admin })).toMatchObject({
      status: 400,
    });
    const report = await replayReadModels(gw.db);
    const ours = report.tables.filter((table) => ['invitations', 'applications'].includes(table.table));
    expect(ours.map((table) => [table.table, table.equal])).toEqual([
      ['invitations', true],
      ['applications', true],
    ]);
  });
});
