import { hashPassword } from '@club/db/passwords';
import type { AuthChangeEvent } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type HostedTestServer,
  latestMail,
  mailCount,
  onServer,
  provisionedUser,
  REDIRECT,
  startHostedServer,
} from '../test-support/hosted-server.ts';

// The Auth stand-in driven by the real @supabase/supabase-js over HTTP, as the browser uses it.
// Sign-up is closed: the accounts here are provisioned (as a project's admin would), and the club's
// own accounts, which only the club signs in, are the gateway's tests' (gateway/src/hosted).

let hosted: HostedTestServer;
/** An account of the stand-in's own, with a password. */
const admin = { mail: 'tesoreria@estudio.uy', password: 'clave-tesoreria-1' };

beforeAll(async () => {
  hosted = await startHostedServer();
  await provisionedUser(hosted.db, admin.mail, admin.password);
});
afterAll(async () => {
  await hosted?.close();
});

function rawAuth(path: string, init: RequestInit & { apikey?: boolean } = {}) {
  const headers = new Headers(init.headers);
  if (init.apikey !== false) headers.set('apikey', hosted.anonKey);
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  return fetch(`${hosted.url}/auth/v1${path}`, { ...init, headers });
}

describe('password sign-in', () => {
  it('signs in a provisioned account with a Supabase-shaped session and JWT', async () => {
    const { data, error } = await hosted
      .client()
      .auth.signInWithPassword({ email: admin.mail, password: admin.password });
    expect(error).toBeNull();
    const session = data.session;
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(session?.refresh_token).toEqual(expect.any(String));
    expect(session?.expires_at).toBeGreaterThan(Date.now() / 1000 + 3500);
    expect(data.user?.email).toBe(admin.mail);
    expect(data.user?.email_confirmed_at).not.toBeNull();
    const claims = decodeJwt(session?.access_token ?? '');
    expect(claims).toMatchObject({
      sub: data.user?.id,
      email: admin.mail,
      role: 'authenticated',
      aud: 'authenticated',
      session_id: expect.any(String),
    });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3600);
  });

  it('refuses a wrong password, and an unknown address alike', async () => {
    const supabase = hosted.client();
    const wrong = await supabase.auth.signInWithPassword({ email: admin.mail, password: 'otra-clave' });
    expect(wrong.data.session).toBeNull();
    expect(wrong.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
    expect(wrong.error?.message).toBe('Correo o contraseña incorrectos.');
    const unknown = await supabase.auth.signInWithPassword({ email: 'nadie@club.uy', password: 'admin1234' });
    expect(unknown.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
  });

  it('refuses every call without the public key (apikey), like the hosted gateway', async () => {
    const answer = await rawAuth('/token?grant_type=password', {
      method: 'POST',
      apikey: false,
      body: JSON.stringify({ email: admin.mail, password: admin.password }),
    });
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ error_code: 'no_api_key' });
    const wrongKey = await rawAuth('/settings', { headers: { apikey: 'otra' }, apikey: false });
    expect(wrongKey.status).toBe(401);
  });

  it('answers malformed JSON with a 400, never a 500', async () => {
    const answer = await rawAuth('/token?grant_type=password', { method: 'POST', body: '{"email":' });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ error_code: 'bad_json', code: 400 });
  });
});

describe('refresh token rotation', () => {
  it('gives a new pair for a refresh token, refuses the used one, and ends the session on reuse', async () => {
    const supabase = hosted.client();
    const signedIn = await supabase.auth.signInWithPassword({ email: admin.mail, password: admin.password });
    const first = signedIn.data.session?.refresh_token as string;

    const rotated = await supabase.auth.refreshSession({ refresh_token: first });
    expect(rotated.error).toBeNull();
    const second = rotated.data.session?.refresh_token as string;
    expect(second).not.toBe(first);
    expect(decodeJwt(rotated.data.session?.access_token ?? '').session_id).toBe(
      decodeJwt(signedIn.data.session?.access_token ?? '').session_id,
    );

    const replay = await hosted.client().auth.refreshSession({ refresh_token: first });
    expect(replay.data.session).toBeNull();
    expect(replay.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });

    // Reuse means the token may be stolen: the whole session is over, the newest token included.
    const afterReuse = await hosted.client().auth.refreshSession({ refresh_token: second });
    expect(afterReuse.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    const user = await hosted.client().auth.getUser(rotated.data.session?.access_token);
    expect(user.data.user).toBeNull();
  });

  it('lets only one of two racing refreshes with the same token win', async () => {
    const { data } = await hosted
      .client()
      .auth.signInWithPassword({ email: admin.mail, password: admin.password });
    const token = data.session?.refresh_token as string;
    const results = await Promise.all(
      Array.from({ length: 5 }, () => hosted.client().auth.refreshSession({ refresh_token: token })),
    );
    expect(results.filter((r) => r.error === null)).toHaveLength(1);
  });

  it('refuses an unknown refresh token', async () => {
    const { error } = await hosted.client().auth.refreshSession({ refresh_token: 'inventado' });
    expect(error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });
});

describe('sign-up is closed (GoTrue with disable_signup)', () => {
  it('refuses every sign-up with signup_disabled: no account, no mail', async () => {
    const email = 'ana.registro@club.uy';
    const { data, error } = await hosted.client().auth.signUp({
      email,
      password: 'clave-ana-1',
      options: { emailRedirectTo: REDIRECT, data: { nombre: 'Ana' } },
    });
    expect(data.user).toBeNull();
    expect(error).toMatchObject({ status: 422, code: 'signup_disabled' });
    expect(error?.message).toContain('no abre cuentas nuevas');
    // Whatever it was sent: a confirmed account's address, a short password, no address at all.
    for (const body of [
      { email: admin.mail, password: 'otra-clave-9' },
      { email: 'corta@club.uy', password: '123' },
      { email: 'no-es-correo', password: 'clave-larga' },
    ]) {
      expect((await hosted.client().auth.signUp(body)).error).toMatchObject({ code: 'signup_disabled' });
    }
    const { rows } = await hosted.db.query('select id from hosted_users where email = $1', [email]);
    expect(rows).toEqual([]);
    expect(await mailCount(hosted.db, email)).toBe(0);
    expect(await mailCount(hosted.db, admin.mail)).toBe(0);
  });
});

describe('an account never confirmed (pre-registered by whoever knew the address)', () => {
  /** What an open sign-up left: someone's password and data on an address they never proved. */
  async function preRegistered(email: string): Promise<string> {
    const { rows } = await hosted.db.query<{ id: string }>(
      `insert into hosted_users (id, email, password_hash, user_metadata)
       values (gen_random_uuid(), $1, $2, '{"nombre": "Intruso"}'::jsonb) returning id`,
      [email, await hashPassword('clave-del-intruso')],
    );
    return rows[0]?.id as string;
  }

  it('refuses its password until confirmed', async () => {
    const email = 'sin.confirmar@estudio.uy';
    await preRegistered(email);
    const early = await hosted.client().auth.signInWithPassword({ email, password: 'clave-del-intruso' });
    expect(early.error).toMatchObject({ status: 400, code: 'email_not_confirmed' });
  });

  for (const [how, confirm] of [
    [
      'the magic link',
      async (email: string) => {
        await hosted.client().auth.signInWithOtp({ email });
        const mail = await latestMail(hosted.db, email, 'magiclink');
        return hosted.client().auth.verifyOtp({ token_hash: mail?.token_hash ?? '', type: 'magiclink' });
      },
    ],
    [
      'the mailed code',
      async (email: string) => {
        await hosted.client().auth.signInWithOtp({ email });
        const mail = await latestMail(hosted.db, email, 'magiclink');
        return hosted.client().auth.verifyOtp({ email, token: mail?.code ?? '', type: 'email' });
      },
    ],
    [
      'the recovery link',
      async (email: string) => {
        await hosted.client().auth.resetPasswordForEmail(email);
        const mail = await latestMail(hosted.db, email, 'recovery');
        return hosted.client().auth.verifyOtp({ token_hash: mail?.token_hash ?? '', type: 'recovery' });
      },
    ],
  ] as const) {
    it(`confirmed by ${how}, it loses the password and data set before: only the owner is left`, async () => {
      const email = `confirma.${how.replaceAll(' ', '-')}@estudio.uy`;
      await preRegistered(email);
      const { data, error } = await confirm(email);
      expect(error).toBeNull();
      expect(data.user?.email_confirmed_at).not.toBeNull();
      expect(data.user?.user_metadata).toEqual({});
      const intruder = await hosted
        .client()
        .auth.signInWithPassword({ email, password: 'clave-del-intruso' });
      expect(intruder.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
      // The owner, signed in, sets a password of their own, which then works.
      const supabase = hosted.client();
      await supabase.auth.setSession({
        access_token: data.session?.access_token ?? '',
        refresh_token: data.session?.refresh_token ?? '',
      });
      expect((await supabase.auth.updateUser({ password: 'clave-de-la-duena-1' })).error).toBeNull();
      const owner = await hosted.client().auth.signInWithPassword({ email, password: 'clave-de-la-duena-1' });
      expect(owner.error).toBeNull();
    });
  }
});

describe('get and update the user', () => {
  it('reads the user, changes data and password: the new password works, the old one no longer', async () => {
    const email = 'bruno.clave@club.uy';
    await provisionedUser(hosted.db, email, 'clave-vieja-1');
    const supabase = hosted.client();
    const other = hosted.client();
    await other.auth.signInWithPassword({ email, password: 'clave-vieja-1' });
    const { data: signedIn } = await supabase.auth.signInWithPassword({ email, password: 'clave-vieja-1' });

    const read = await supabase.auth.getUser();
    expect(read.error).toBeNull();
    expect(read.data.user).toMatchObject({ id: signedIn.user?.id, email, factors: [] });

    const updated = await supabase.auth.updateUser({ password: 'clave-nueva-2', data: { apodo: 'Bru' } });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toMatchObject({ apodo: 'Bru' });
    expect((await supabase.auth.getUser()).data.user?.user_metadata).toMatchObject({ apodo: 'Bru' });

    expect(
      (await hosted.client().auth.signInWithPassword({ email, password: 'clave-vieja-1' })).error,
    ).toMatchObject({
      code: 'invalid_credentials',
    });
    expect(
      (await hosted.client().auth.signInWithPassword({ email, password: 'clave-nueva-2' })).error,
    ).toBeNull();
    // The new password ended the account's other sessions.
    expect((await other.auth.getUser()).data.user).toBeNull();

    const same = await supabase.auth.updateUser({ password: 'clave-nueva-2' });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
  });

  it('refuses GET /user without a token, with a forged one and with an expired one', async () => {
    expect((await rawAuth('/user')).status).toBe(401);
    const forged = await rawAuth('/user', { headers: { authorization: 'Bearer abc.def.ghi' } });
    expect(forged.status).toBe(403);
    expect(await forged.json()).toMatchObject({ error_code: 'bad_jwt' });

    const { data } = await hosted
      .client()
      .auth.signInWithPassword({ email: admin.mail, password: admin.password });
    hosted.advance(3601 * 1000);
    try {
      const expired = await rawAuth('/user', {
        headers: { authorization: `Bearer ${data.session?.access_token}` },
      });
      expect(expired.status).toBe(403);
    } finally {
      hosted.advance(-3601 * 1000);
    }
  });
});

describe('magic link and one-time code', () => {
  const email = 'carla.enlace@club.uy';
  beforeAll(async () => {
    await provisionedUser(hosted.db, email, 'clave-carla-1');
  });

  it('mails a link and a 6-digit code to an account; the code signs in', async () => {
    const supabase = hosted.client();
    const events: AuthChangeEvent[] = [];
    supabase.auth.onAuthStateChange((event) => void events.push(event));
    const sent = await supabase.auth.signInWithOtp({ email, options: { emailRedirectTo: REDIRECT } });
    expect(sent.error).toBeNull();
    const mail = await latestMail(hosted.db, email, 'magiclink');
    expect(mail?.subject).toBe('Tu enlace para ingresar');
    expect(mail?.code).toMatch(/^\d{6}$/);
    expect(mail?.message).toContain(mail?.code);
    expect(mail?.message).toContain(mail?.link);
    const link = new URL(mail?.link ?? '');
    expect(link.pathname).toBe('/auth/v1/verify');
    expect(link.searchParams.get('type')).toBe('magiclink');
    expect(link.searchParams.get('redirect_to')).toBe(REDIRECT);

    const wrong = await supabase.auth.verifyOtp({
      email,
      token: mail?.code === '000000' ? '000001' : '000000',
      type: 'email',
    });
    expect(wrong.error).toMatchObject({ status: 403, code: 'otp_expired' });

    const { data, error } = await supabase.auth.verifyOtp({ email, token: mail?.code ?? '', type: 'email' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    expect(data.user?.email_confirmed_at).not.toBeNull();
    expect(events).toContain('SIGNED_IN');
    // A confirmed account keeps its password.
    expect(
      (await hosted.client().auth.signInWithPassword({ email, password: 'clave-carla-1' })).error,
    ).toBeNull();

    const again = await hosted.client().auth.verifyOtp({ email, token: mail?.code ?? '', type: 'email' });
    expect(again.error).toMatchObject({ code: 'otp_expired' });
  });

  it('sends one mail a minute at most per kind', async () => {
    const { error } = await hosted.client().auth.signInWithOtp({ email });
    expect(error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
  });

  it("verifies the link's token_hash, once", async () => {
    hosted.advance(61_000);
    await hosted.client().auth.signInWithOtp({ email, options: { emailRedirectTo: REDIRECT } });
    const mail = await latestMail(hosted.db, email, 'magiclink');
    const tokenHash = new URL(mail?.link ?? '').searchParams.get('token') ?? '';
    expect(tokenHash).toBe(mail?.token_hash);
    const { data, error } = await hosted
      .client()
      .auth.verifyOtp({ token_hash: tokenHash, type: 'magiclink' });
    expect(error).toBeNull();
    expect(data.session?.access_token).toEqual(expect.any(String));
    const replay = await hosted.client().auth.verifyOtp({ token_hash: tokenHash, type: 'magiclink' });
    expect(replay.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('the mailed link itself sends the browser back with the session in the fragment', async () => {
    hosted.advance(61_000);
    await hosted.client().auth.signInWithOtp({ email, options: { emailRedirectTo: REDIRECT } });
    const mail = await latestMail(hosted.db, email, 'magiclink');
    const answer = await fetch(onServer(mail?.link ?? '', hosted.url), { redirect: 'manual' });
    expect(answer.status).toBe(303);
    const location = new URL(answer.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('type')).toBe('magiclink');
    const user = await hosted.client().auth.getUser(fragment.get('access_token') ?? '');
    expect(user.data.user?.email).toBe(email);

    // Opened twice: back to the app with an error in the fragment instead.
    const twice = await fetch(onServer(mail?.link ?? '', hosted.url), { redirect: 'manual' });
    const failed = new URLSearchParams(new URL(twice.headers.get('location') ?? '').hash.slice(1));
    expect(failed.get('error_code')).toBe('otp_expired');
    expect(failed.get('access_token')).toBeNull();
  });

  it('sends a link to a foreign site to the web app instead (no open redirect)', async () => {
    hosted.advance(61_000);
    await hosted
      .client()
      .auth.signInWithOtp({ email, options: { emailRedirectTo: 'https://malo.example/robar' } });
    const mail = await latestMail(hosted.db, email, 'magiclink');
    expect(new URL(mail?.link ?? '').searchParams.get('redirect_to')).toBe('http://localhost:8080/');
  });

  it('creates no account for an address without one, asked to or not (otp_disabled), and mails nothing', async () => {
    for (const shouldCreateUser of [true, false]) {
      const address = `nueva.sin.cuenta.${shouldCreateUser}@club.uy`;
      const { error } = await hosted.client().auth.signInWithOtp({
        email: address,
        options: { shouldCreateUser },
      });
      expect(error).toMatchObject({ status: 422, code: 'otp_disabled' });
      expect(await mailCount(hosted.db, address)).toBe(0);
      const { rows } = await hosted.db.query('select id from hosted_users where email = $1', [address]);
      expect(rows).toEqual([]);
    }
  });
});

describe('mailed codes: expiry, attempts, e-mail change', () => {
  it('a code stops working after an hour', async () => {
    const email = 'fede.tarde@club.uy';
    await provisionedUser(hosted.db, email, 'clave-fede-1');
    await hosted.client().auth.signInWithOtp({ email });
    const mail = await latestMail(hosted.db, email, 'magiclink');
    hosted.advance(3601 * 1000);
    try {
      const late = await hosted.client().auth.verifyOtp({ email, token: mail?.code ?? '', type: 'email' });
      expect(late.error).toMatchObject({ status: 403, code: 'otp_expired' });
    } finally {
      hosted.advance(-3601 * 1000);
    }
  });

  it('five wrong codes end the mailed code, even for the right one afterwards', async () => {
    const email = 'gabi.intentos@club.uy';
    await provisionedUser(hosted.db, email, 'clave-gabi-1');
    await hosted.client().auth.signInWithOtp({ email });
    const mail = await latestMail(hosted.db, email, 'magiclink');
    const code = mail?.code ?? '';
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) {
      const { error } = await hosted.client().auth.verifyOtp({ email, token: wrong, type: 'email' });
      expect(error).toMatchObject({ code: 'otp_expired' });
    }
    const right = await hosted.client().auth.verifyOtp({ email, token: code, type: 'email' });
    expect(right.error).toMatchObject({ code: 'otp_expired' });
  });

  it('changes the e-mail once the new address confirms it', async () => {
    const email = 'hugo.viejo@club.uy';
    await provisionedUser(hosted.db, email, 'clave-hugo-1');
    const supabase = hosted.client();
    await supabase.auth.signInWithPassword({ email, password: 'clave-hugo-1' });
    const asked = await supabase.auth.updateUser(
      { email: 'hugo.nuevo@club.uy' },
      { emailRedirectTo: REDIRECT },
    );
    expect(asked.error).toBeNull();
    expect(asked.data.user).toMatchObject({ email, new_email: 'hugo.nuevo@club.uy' });
    const mail = await latestMail(hosted.db, 'hugo.nuevo@club.uy', 'email_change');
    expect(mail?.subject).toBe('Confirmá tu nuevo correo');
    const { data, error } = await hosted.client().auth.verifyOtp({
      token_hash: mail?.token_hash ?? '',
      type: 'email_change',
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe('hugo.nuevo@club.uy');
    expect(
      (
        await hosted
          .client()
          .auth.signInWithPassword({ email: 'hugo.nuevo@club.uy', password: 'clave-hugo-1' })
      ).error,
    ).toBeNull();
    const taken = await supabase.auth.updateUser({ email: admin.mail });
    expect(taken.error).toMatchObject({ status: 422, code: 'email_exists' });
  });
});

describe('password recovery', () => {
  it('mails a reset link; verifying it emits PASSWORD_RECOVERY and the password can be changed', async () => {
    const email = 'diego.olvido@club.uy';
    await provisionedUser(hosted.db, email, 'me-la-olvide-1');
    const supabase = hosted.client();
    const events: AuthChangeEvent[] = [];
    supabase.auth.onAuthStateChange((event) => void events.push(event));

    const asked = await supabase.auth.resetPasswordForEmail(email, { redirectTo: REDIRECT });
    expect(asked.error).toBeNull();
    const mail = await latestMail(hosted.db, email, 'recovery');
    expect(mail?.subject).toBe('Restablecer tu contraseña');
    expect(new URL(mail?.link ?? '').searchParams.get('type')).toBe('recovery');

    const { data, error } = await supabase.auth.verifyOtp({
      token_hash: mail?.token_hash ?? '',
      type: 'recovery',
    });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    expect(events).toContain('PASSWORD_RECOVERY');

    const changed = await supabase.auth.updateUser({ password: 'ahora-si-2' });
    expect(changed.error).toBeNull();
    expect(
      (await hosted.client().auth.signInWithPassword({ email, password: 'ahora-si-2' })).error,
    ).toBeNull();
    expect(
      (await hosted.client().auth.signInWithPassword({ email, password: 'me-la-olvide-1' })).error,
    ).not.toBeNull();
  });

  it('the recovery code works too', async () => {
    const email = 'elena.codigo@club.uy';
    await provisionedUser(hosted.db, email, 'clave-elena-1');
    await hosted.client().auth.resetPasswordForEmail(email);
    const mail = await latestMail(hosted.db, email, 'recovery');
    const { data, error } = await hosted
      .client()
      .auth.verifyOtp({ email, token: mail?.code ?? '', type: 'recovery' });
    expect(error).toBeNull();
    expect(data.session?.access_token).toEqual(expect.any(String));
  });

  it('the mailed recovery link lands on the app with a recovery session (type=recovery)', async () => {
    const email = 'ines.enlace@club.uy';
    await provisionedUser(hosted.db, email, 'clave-ines-1');
    await hosted.client().auth.resetPasswordForEmail(email, { redirectTo: REDIRECT });
    const mail = await latestMail(hosted.db, email, 'recovery');
    const answer = await fetch(onServer(mail?.link ?? '', hosted.url), { redirect: 'manual' });
    expect(answer.status).toBe(303);
    const fragment = new URLSearchParams(new URL(answer.headers.get('location') ?? '').hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    const user = await hosted.client().auth.getUser(fragment.get('access_token') ?? '');
    expect(user.data.user?.email).toBe(email);
  });

  it('answers an unknown address the same way, without a mail', async () => {
    const { error } = await hosted.client().auth.resetPasswordForEmail('desconocido@club.uy');
    expect(error).toBeNull();
    expect(await mailCount(hosted.db, 'desconocido@club.uy')).toBe(0);
  });
});

describe('sign-out', () => {
  it('ends the session: its access token and refresh token stop working', async () => {
    const supabase = hosted.client();
    const { data } = await supabase.auth.signInWithPassword({ email: admin.mail, password: admin.password });
    const token = data.session?.access_token as string;
    expect((await supabase.auth.getUser(token)).data.user?.email).toBe(admin.mail);

    const { error } = await supabase.auth.signOut({ scope: 'local' });
    expect(error).toBeNull();
    const after = await hosted.client().auth.getUser(token);
    expect(after.data.user).toBeNull();
    expect(after.error).not.toBeNull();
    const raw = await rawAuth('/user', { headers: { authorization: `Bearer ${token}` } });
    expect(raw.status).toBe(403);
    expect(await raw.json()).toMatchObject({ error_code: 'session_not_found' });
    const refresh = await hosted
      .client()
      .auth.refreshSession({ refresh_token: data.session?.refresh_token ?? '' });
    expect(refresh.error).not.toBeNull();
  });

  it("scope 'others' ends the other sessions only; 'global' ends them all", async () => {
    const [a, b, c] = [hosted.client(), hosted.client(), hosted.client()];
    for (const client of [a, b, c])
      await client.auth.signInWithPassword({ email: admin.mail, password: admin.password });
    expect((await b.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await a.auth.getUser()).data.user).toBeNull();
    expect((await b.auth.getUser()).data.user?.email).toBe(admin.mail);

    const kept = (await b.auth.getSession()).data.session?.access_token as string;
    await c.auth.signInWithPassword({ email: admin.mail, password: admin.password });
    expect((await c.auth.signOut({ scope: 'global' })).error).toBeNull();
    expect((await hosted.client().auth.getUser(kept)).data.user).toBeNull();
  });
});

describe('what the stand-in does not offer, refused clearly', () => {
  it('OAuth providers: the authorize URL answers provider_disabled', async () => {
    const { data, error } = await hosted.client().auth.signInWithOAuth({
      provider: 'github',
      options: { redirectTo: REDIRECT, skipBrowserRedirect: true },
    });
    expect(error).toBeNull();
    expect(data.url).toContain('/auth/v1/authorize?provider=github');
    const answer = await fetch(data.url ?? '');
    expect(answer.status).toBe(400);
    const body = await answer.json();
    expect(body).toMatchObject({ error_code: 'provider_disabled' });
    expect(body.msg).toContain('github');
    expect(body.msg).toContain('no está configurado');
  });

  it('a browser sent to the authorize URL gets a Spanish page with a way back', async () => {
    const { data } = await hosted.client().auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: REDIRECT, skipBrowserRedirect: true },
    });
    const page = await fetch(data.url ?? '', { headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(page.status).toBe(400);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('El ingreso con google no está configurado');
    expect(html).toContain(`href="${REDIRECT}"`);
  });

  it('phone codes (sms, phone_change) are refused', async () => {
    const supabase = hosted.client();
    const sms = await supabase.auth.signInWithOtp({ phone: '+59899123456' });
    expect(sms.error).toMatchObject({ status: 400, code: 'phone_provider_disabled' });
    const verify = await supabase.auth.verifyOtp({ phone: '+59899123456', token: '123456', type: 'sms' });
    expect(verify.error).toMatchObject({ status: 400, code: 'phone_provider_disabled' });
    const change = await supabase.auth.verifyOtp({
      phone: '+59899123456',
      token: '123456',
      type: 'phone_change',
    });
    expect(change.error).toMatchObject({ code: 'phone_provider_disabled' });
    const password = await supabase.auth.signInWithPassword({ phone: '+59899123456', password: 'x' });
    expect(password.error).toMatchObject({ code: 'phone_provider_disabled' });
  });

  it('multi-factor: no factors listed, enrolling refused', async () => {
    const supabase = hosted.client();
    await supabase.auth.signInWithPassword({ email: admin.mail, password: admin.password });
    const { data, error } = await supabase.auth.mfa.listFactors();
    expect(error).toBeNull();
    expect(data).toMatchObject({ all: [], totp: [], phone: [] });
    const enroll = await supabase.auth.mfa.enroll({ factorType: 'totp' });
    expect(enroll.error).toMatchObject({ status: 422 });
  });

  it('GET /settings says only e-mail is enabled, and sign-up is off', async () => {
    const answer = await rawAuth('/settings');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({
      external: { email: true, phone: false, github: false, google: false, azure: false },
      disable_signup: true,
      mailer_autoconfirm: false,
    });
  });
});
