// The hosted auth + storage stand-in (/auth/v1, /storage/v1) against an attacker who holds only the
// public key, a password or somebody's mailbox: the club's admins get hosted sessions only through
// the club (its password, lockout, second factor and sign-out), nobody signs up, a confirmation
// sends off whoever pre-registered an address, abuse is limited per address and per user, and no
// admin can read a live sign-in link in the outbox. In-process (app.request) on a fresh database,
// PGlite or a throwaway schema of DATABASE_URL's PostgreSQL; mails go through a real SMTP server.
import { hashPassword } from '@club/db/passwords';
import { LOCKOUT_ATTEMPTS } from '@club/domain/account-security';
import { PNG_BYTES } from '@club/hosted/storage/sample-files.fixture';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMailDispatcher } from '../../gateway/src/outbox/public.ts';
import { type SmtpSink, startSmtpSink } from '../../gateway/test-support/smtp-sink.ts';
import { addMember, startTestGateway } from '../../gateway/test-support/test-gateway.ts';
import {
  ADMIN,
  call,
  ENGINE,
  type JsonAnswer,
  looksSpanish,
  type TestGateway,
} from '../test-support/check-support.ts';

let gw: TestGateway;
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
  // TRUST_PROXY: each test picks its caller's address (X-Forwarded-For); a 1 MB quota per hosted user.
  gw = await startTestGateway({
    env: { LOG_LEVEL: 'silent', TRUST_PROXY: 'true', HOSTED_STORAGE_QUOTA_MB: '1' },
  });
});
afterAll(async () => {
  await gw?.close();
  await sink?.close();
});

// A fresh caller address per test: the per-address limits are one test's subject only.
let block = 0;
let address = '';
beforeEach(() => {
  block++;
  address = `10.40.${block}.1`;
});

const anyAddress = (n: number) => `10.41.${block}.${n}`;

function hostedHeaders(access?: string, from = address): Record<string, string> {
  return {
    apikey: gw.config.supabaseAnonKey,
    'x-forwarded-for': from,
    ...(access ? { authorization: `Bearer ${access}` } : {}),
  };
}

const hosted = (
  method: string,
  path: string,
  options: { body?: unknown; access?: string; from?: string } = {},
): Promise<JsonAnswer> =>
  call(gw.app, method, path, {
    ...(options.body === undefined ? {} : { body: options.body }),
    headers: hostedHeaders(options.access, options.from),
  });

const club = (
  method: string,
  path: string,
  options: { body?: unknown; token?: string; from?: string } = {},
) =>
  call(gw.app, method, path, {
    ...(options.body === undefined ? {} : { body: options.body }),
    headers: {
      'x-forwarded-for': options.from ?? address,
      ...(options.token ? { auth_token: options.token } : {}),
    },
  });

async function clubToken(mail: string, password: string): Promise<string> {
  const answer = await club('POST', '/login', { body: { mail, password } });
  if (answer.status !== 200)
    throw new Error(`login de ${mail}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.auth_token as string;
}

const passwordGrant = (email: string, password: string, from = address) =>
  hosted('POST', '/auth/v1/token?grant_type=password', { body: { email, password }, from });

interface HostedSession {
  access: string;
  refresh: string;
}

/** A hosted session opened with the club token (openHostedSession). */
async function clubHostedSession(token: string): Promise<HostedSession> {
  const answer = await club('POST', '/graphql', {
    token,
    body: { query: 'mutation { openHostedSession { accessToken refreshToken } }' },
  });
  const session = answer.body?.data?.openHostedSession;
  if (!session) throw new Error(`openHostedSession: ${JSON.stringify(answer.body)}`);
  return { access: session.accessToken, refresh: session.refreshToken };
}

/** Whether the stand-in still honours a session: its access token, or its refresh token. */
async function alive(session: HostedSession): Promise<boolean> {
  const user = await hosted('GET', '/auth/v1/user', { access: session.access });
  const refreshed = await hosted('POST', '/auth/v1/token?grant_type=refresh_token', {
    body: { refresh_token: session.refresh },
  });
  return user.status === 200 || refreshed.status === 200;
}

/**
 * A club admin whose hosted account has the club password too, as the demo seeded the admin's:
 * a password sign-in at the stand-in then works wherever the stand-in checks its own copy.
 */
async function adminWithHostedAccount(mail: string, password: string): Promise<number> {
  const id = await addMember(gw.db, { mail, password, role: 'admin' });
  await gw.db.query(
    `insert into hosted_users (id, email, password_hash, email_confirmed_at)
     values (gen_random_uuid(), $1, $2, now())`,
    [mail, await hashPassword(password)],
  );
  return id;
}

async function hostedSessionCount(mail: string): Promise<number> {
  const { rows } = await gw.db.query<{ n: number }>(
    `select count(*) as n from hosted_sessions s join hosted_users u on u.id = s.user_id
      where lower(u.email) = lower($1)`,
    [mail],
  );
  return Number(rows[0]?.n);
}

async function outboxRowsTo(mail: string): Promise<number> {
  const { rows } = await gw.db.query<{ n: number }>(
    `select count(*) as n from outbox where template_params->>'to_email' = $1`,
    [mail],
  );
  return Number(rows[0]?.n);
}

/** Sends the outbox through the SMTP server; the mails it got for `to`, newest last. */
async function deliveredTo(to: string, count: number) {
  const dispatcher = createMailDispatcher({
    smtpUrl: sink.url,
    mailFrom: 'Club <club@club.uy>',
    mailOrdersTo: 'pedidos@club.uy',
  });
  await dispatcher.dispatch(gw.db, new Date());
  const mails = await sink.waitFor((all) => all.filter((m) => m.envelopeTo.includes(to)).length >= count);
  return mails.filter((m) => m.envelopeTo.includes(to));
}

/** The mailed link (its path on the gateway) and code of a sign-in mail. */
function secretsOf(text: string): { link: string; token: string; code: string } {
  const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(text)?.[0];
  const code = /c[oó]digo:\s*(\d{6})\b/.exec(text)?.[1];
  if (!link || !code) throw new Error(`el correo no trae enlace y código: ${text}`);
  const url = new URL(link);
  return { link: `${url.pathname}${url.search}`, token: url.searchParams.get('token') ?? '', code };
}

const OUTBOX_QUERY = '{ outbox(limit: 500) { serviceId templateId templateParams recipient subject } }';

describe(`Servicio hospedado: los admins del club entran solo por el club (${ENGINE})`, () => {
  it('un admin con segundo factor no recibe una sesión hospedada con solo su contraseña', async () => {
    const mail = 'admin-con-codigo@club.uy';
    const password = 'clave-del-admin-1';
    await adminWithHostedAccount(mail, password);
    await gw.db.query(
      `insert into two_factor (member_id, secret, enrolled_at)
       select id, 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', now() from members where mail = $1`,
      [mail],
    );
    const answer = await passwordGrant(mail, password);
    expect(answer.body?.access_token, JSON.stringify(answer.body)).toBeUndefined();
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(looksSpanish(answer.body.msg ?? '')).toBe(true);
    expect(await hostedSessionCount(mail)).toBe(0);
  });

  it('las contraseñas equivocadas en /auth/v1/token bloquean la cuenta del club como las de /login', async () => {
    const mail = 'admin-adivinado@club.uy';
    const password = 'clave-del-admin-2';
    await adminWithHostedAccount(mail, password);
    for (let i = 0; i < LOCKOUT_ATTEMPTS; i++) {
      const guess = await passwordGrant(mail, `adivino-${i}`);
      expect(guess.body?.access_token).toBeUndefined();
    }
    // The right password no longer opens anything, in the club or in the stand-in.
    const login = await club('POST', '/login', { body: { mail, password } });
    expect(login.body?.auth_token, JSON.stringify(login.body)).toBeUndefined();
    const grant = await passwordGrant(mail, password);
    expect(grant.body?.access_token, JSON.stringify(grant.body)).toBeUndefined();
    expect(await hostedSessionCount(mail)).toBe(0);
  });

  it('cambiar la contraseña del club termina todas las sesiones hospedadas de esa persona', async () => {
    const mail = 'admin-cambia@club.uy';
    const password = 'clave-del-admin-3';
    await adminWithHostedAccount(mail, password);
    const token = await clubToken(mail, password);
    const grant = await passwordGrant(mail, password);
    expect(grant.status, JSON.stringify(grant.body)).toBe(200);
    const byPassword = { access: grant.body.access_token, refresh: grant.body.refresh_token };
    const byClub = await clubHostedSession(token);
    expect(await alive(byPassword)).toBe(true);
    expect(await alive(byClub)).toBe(true);

    const changed = await club('PATCH', '/changepassword', {
      token,
      body: { oldPass: password, newPass: 'clave-nueva-del-admin-3', repPass: 'clave-nueva-del-admin-3' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await alive(byPassword)).toBe(false);
    expect(await alive(byClub)).toBe(false);
    expect(await hostedSessionCount(mail)).toBe(0);
  });

  for (const [what, path] of [
    ['restablecer su contraseña', 'reset-password'],
    ['desactivarlo', 'deactivate'],
  ] as const) {
    it(`${what} termina todas las sesiones hospedadas del admin`, async () => {
      const mail = `admin-${path}@club.uy`;
      const password = `clave-${path}-1`;
      const id = await adminWithHostedAccount(mail, password);
      const grant = await passwordGrant(mail, password);
      expect(grant.status, JSON.stringify(grant.body)).toBe(200);
      const byPassword = { access: grant.body.access_token, refresh: grant.body.refresh_token };
      const byClub = await clubHostedSession(await clubToken(mail, password));

      const admin = await clubToken(ADMIN.mail, ADMIN.password);
      const done = await club('POST', `/admin/members/${id}/${path}`, { token: admin });
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      expect(await alive(byPassword)).toBe(false);
      expect(await alive(byClub)).toBe(false);
    });
  }

  it('la dirección de un socio no recibe enlaces ni códigos del servicio hospedado', async () => {
    const mail = 'socio-sin-enlaces@club.uy';
    await addMember(gw.db, { mail, password: 'clave-del-socio-1' });
    await adminWithHostedAccount('admin-sin-enlaces@club.uy', 'clave-del-admin-4');
    for (const to of [mail, 'admin-sin-enlaces@club.uy']) {
      const otp = await hosted('POST', '/auth/v1/otp', { body: { email: to }, from: anyAddress(1) });
      expect(otp.status, JSON.stringify(otp.body)).toBe(422);
      const recover = await hosted('POST', '/auth/v1/recover', { body: { email: to }, from: anyAddress(2) });
      expect(recover.status).toBe(200);
      expect(await outboxRowsTo(to)).toBe(0);
    }
  });
});

describe(`Servicio hospedado: la primera confirmación echa a quien registró la dirección antes (${ENGINE})`, () => {
  /** An account pre-registered by someone else with their password and data, never confirmed. */
  async function preRegistered(mail: string): Promise<void> {
    await gw.db.query(
      `insert into hosted_users (id, email, password_hash, user_metadata)
       values (gen_random_uuid(), $1, $2, '{"nombre": "Atacante"}'::jsonb)`,
      [mail, await hashPassword('clave-del-atacante')],
    );
  }

  it('confirmada con el enlace mágico, la contraseña del atacante ya no entra', async () => {
    const victim = 'contadora@estudio.uy';
    await preRegistered(victim);
    expect((await hosted('POST', '/auth/v1/otp', { body: { email: victim } })).status).toBe(200);
    const [mail] = await deliveredTo(victim, 1);
    const { link } = secretsOf(mail?.text ?? '');
    const landed = await gw.app.request(link);
    expect(landed.status).toBe(303);
    const fragment = new URLSearchParams(new URL(landed.headers.get('location') ?? '').hash.slice(1));
    const access = fragment.get('access_token') ?? '';
    expect(access).not.toBe('');

    const attacker = await passwordGrant(victim, 'clave-del-atacante', anyAddress(1));
    expect(attacker.status, JSON.stringify(attacker.body)).toBe(400);
    expect(attacker.body.access_token).toBeUndefined();
    const me = await hosted('GET', '/auth/v1/user', { access });
    expect(me.body.user_metadata).toEqual({});
  });

  it('confirmada con el código, también', async () => {
    const victim = 'tesorero@estudio.uy';
    await preRegistered(victim);
    expect((await hosted('POST', '/auth/v1/otp', { body: { email: victim } })).status).toBe(200);
    const [mail] = await deliveredTo(victim, 1);
    const { code } = secretsOf(mail?.text ?? '');
    const verified = await hosted('POST', '/auth/v1/verify', {
      body: { type: 'email', email: victim, token: code },
    });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body.user.user_metadata).toEqual({});

    const attacker = await passwordGrant(victim, 'clave-del-atacante', anyAddress(1));
    expect(attacker.status, JSON.stringify(attacker.body)).toBe(400);
    expect(attacker.body.access_token).toBeUndefined();
  });
});

describe(`Servicio hospedado: sin registro abierto, con cuota y límites por dirección (${ENGINE})`, () => {
  it('nadie se registra: 422 signup_disabled, sin cuenta ni correo', async () => {
    const stranger = 'extrano@example.com';
    const answer = await hosted('POST', '/auth/v1/signup', {
      body: { email: stranger, password: 'clave-del-extrano' },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.error_code).toBe('signup_disabled');
    expect(looksSpanish(answer.body.msg ?? '')).toBe(true);
    const settings = await hosted('GET', '/auth/v1/settings');
    expect(settings.body.disable_signup).toBe(true);

    // Nor through a magic link to an address without an account.
    const otp = await hosted('POST', '/auth/v1/otp', { body: { email: 'otro-extrano@example.com' } });
    expect(otp.status).toBe(422);
    expect(otp.body.error_code).toBe('otp_disabled');
    const { rows } = await gw.db.query<{ n: number }>(
      `select count(*) as n from hosted_users where email like '%extrano@example.com'`,
    );
    expect(Number(rows[0]?.n)).toBe(0);
    expect(await outboxRowsTo(stranger)).toBe(0);
    expect(await outboxRowsTo('otro-extrano@example.com')).toBe(0);
  });

  it('signup, otp y recover desde una dirección: 429 con Retry-After antes de 30 pedidos', async () => {
    const paths = ['/auth/v1/signup', '/auth/v1/otp', '/auth/v1/recover'];
    const answers: JsonAnswer[] = [];
    for (let i = 0; i < 30; i++) {
      const answer = await hosted('POST', paths[i % 3] as string, {
        body: { email: `pedido-${i}@example.com`, password: 'clave-del-pedido' },
      });
      answers.push(answer);
      if (answer.status === 429) break;
    }
    const limited = answers.at(-1);
    expect(limited?.status, answers.map((a) => a.status).join(' ')).toBe(429);
    expect(answers.length).toBeGreaterThan(3);
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(looksSpanish(limited?.body.msg ?? '')).toBe(true);
    // Another address is not limited by this one's requests.
    const other = await hosted('POST', '/auth/v1/recover', {
      body: { email: 'pedido-otro@example.com' },
      from: anyAddress(1),
    });
    expect(other.status).toBe(200);
  });

  it('subidas desde una dirección: 429 con Retry-After antes de 100', async () => {
    const session = await clubHostedSession(await clubToken(ADMIN.mail, ADMIN.password));
    const me = await hosted('GET', '/auth/v1/user', { access: session.access });
    const statuses: number[] = [];
    let limited: Response | undefined;
    for (let i = 0; i < 100; i++) {
      const response = await gw.app.request(`/storage/v1/object/Bills/${me.body.id}/UTE/11-2026/r${i}.png`, {
        method: 'POST',
        headers: { ...hostedHeaders(session.access), 'content-type': 'image/png' },
        body: PNG_BYTES,
      });
      statuses.push(response.status);
      if (response.status === 429) {
        limited = response;
        break;
      }
      expect(response.status).toBe(200);
    }
    expect(limited?.status, statuses.join(' ')).toBe(429);
    expect(statuses.length).toBeGreaterThan(10);
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await limited?.json()) as { statusCode?: string; message?: string };
    expect(body.statusCode).toBe('429');
    expect(looksSpanish(body.message ?? '')).toBe(true);
  });

  it('cada usuario tiene una cuota: pasada, 413 y nada guardado', async () => {
    const mail = 'admin-cuota@club.uy';
    await adminWithHostedAccount(mail, 'clave-cuota-1');
    const session = await clubHostedSession(await clubToken(mail, 'clave-cuota-1'));
    const me = await hosted('GET', '/auth/v1/user', { access: session.access });
    // A PNG's signature and 400 KB after it: three of these pass a 1 MB quota.
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(400 * 1024)]);
    const statuses: number[] = [];
    let refusal: { statusCode?: string; message?: string } = {};
    for (let i = 0; i < 3; i++) {
      const response = await gw.app.request(`/storage/v1/object/Bills/${me.body.id}/OSE/11-2026/g${i}.png`, {
        method: 'POST',
        headers: { ...hostedHeaders(session.access, anyAddress(i)), 'content-type': 'image/png' },
        body: big,
      });
      statuses.push(response.status);
      if (response.status !== 200) refusal = (await response.json()) as typeof refusal;
    }
    expect(statuses).toEqual([200, 200, 413]);
    expect(looksSpanish(refusal.message ?? '')).toBe(true);
    const { rows } = await gw.db.query<{ total: number }>(
      'select coalesce(sum(size), 0) as total from storage_objects where owner = $1',
      [me.body.id],
    );
    expect(Number(rows[0]?.total)).toBeLessThanOrEqual(1024 * 1024);
  });
});

describe(`Servicio hospedado: el outbox no muestra enlaces ni códigos vivos (${ENGINE})`, () => {
  it('ni antes de enviarlos ni en la base después; el correo enviado sí los lleva y sirve', async () => {
    // An account of the stand-in that is no club member's (only such accounts get these mails).
    const mail = 'auditora@estudio.uy';
    await gw.db.query(
      `insert into hosted_users (id, email, password_hash, email_confirmed_at)
       values (gen_random_uuid(), $1, $2, now())`,
      [mail, await hashPassword('clave-de-la-auditora')],
    );
    expect((await hosted('POST', '/auth/v1/recover', { body: { email: mail } })).status).toBe(200);
    expect((await hosted('POST', '/auth/v1/otp', { body: { email: mail } })).status).toBe(200);

    const admin = await clubToken(ADMIN.mail, ADMIN.password);
    const listedRest = await club('GET', '/admin/outbox?limit=500', { token: admin });
    expect(listedRest.status).toBe(200);
    const listedGraphql = await club('POST', '/graphql', { token: admin, body: { query: OUTBOX_QUERY } });
    expect(listedGraphql.body.errors).toBeUndefined();
    const listed = JSON.stringify([listedRest.body, listedGraphql.body]);
    expect(listed).toContain(mail);

    const mails = await deliveredTo(mail, 2);
    const secrets = mails.map((m) => secretsOf(m.text));
    expect(secrets).toHaveLength(2);
    const { rows } = await gw.db.query<{ row: string }>('select to_jsonb(o)::text as row from outbox o');
    const stored = rows.map((r) => r.row).join('\n');
    for (const { token, code } of secrets) {
      expect(listed.includes(token), 'el enlace está en la lista del outbox').toBe(false);
      expect(listed.includes(code), 'el código está en la lista del outbox').toBe(false);
      expect(stored.includes(token), 'el enlace sigue en la base').toBe(false);
      expect(stored.includes(code), 'el código sigue en la base').toBe(false);
    }
    // What was sent still works: the recovery link signs her in.
    const recovery = mails.find((m) => m.text.includes('type=recovery'));
    const landed = await gw.app.request(secretsOf(recovery?.text ?? '').link);
    expect(landed.status).toBe(303);
    expect(landed.headers.get('location')).toContain('access_token=');
  });
});
