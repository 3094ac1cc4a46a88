import { hashPassword } from '@club/db/passwords';
import { hostedDemoUsers } from '@club/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type HostedTestServer,
  latestMail,
  provisionedUser,
  startHostedServer,
} from '../test-support/hosted-server.ts';
import { openTrustedSession } from './auth-service.ts';

// A session opened for an address the caller vouches for (the gateway, for a club admin), taken up
// by the real supabase-js with setSession, as the finance screens do.

let hosted: HostedTestServer;
/** The demo admin's hosted account, seeded confirmed and without a password. */
const admin = hostedDemoUsers[0] as { mail: string };

beforeAll(async () => {
  hosted = await startHostedServer();
});
afterAll(async () => {
  await hosted?.close();
});

const open = (email: string) =>
  hosted.db.transaction((tx) => openTrustedSession(tx, hosted.config, email, new Date()));

async function userRow(email: string) {
  const { rows } = await hosted.db.query<{ id: string; confirmed: boolean; has_password: boolean }>(
    `select id, email_confirmed_at is not null as confirmed, password_hash is not null as has_password
       from hosted_users where lower(email) = lower($1)`,
    [email],
  );
  return rows;
}

describe('openTrustedSession', () => {
  it('gives tokens supabase-js takes with setSession, refreshes and signs out like any session', async () => {
    const { session } = await open(admin.mail);
    const supabase = hosted.client();
    const set = await supabase.auth.setSession({
      access_token: session.access_token,
      refresh_token: session.refresh_token,
    });
    expect(set.error).toBeNull();
    expect(set.data.user?.email).toBe(admin.mail);
    const refreshed = await supabase.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect((await supabase.auth.signOut({ scope: 'local' })).error).toBeNull();
    const after = await fetch(`${hosted.url}/auth/v1/user`, {
      headers: { apikey: hosted.anonKey, authorization: `Bearer ${refreshed.data.session?.access_token}` },
    });
    expect(after.status).toBe(403);
    expect(await after.json()).toMatchObject({ error_code: 'session_not_found' });
  });

  it('reuses a confirmed account: same user, its data kept, and no password of its own left', async () => {
    const [before] = await userRow(admin.mail);
    const { session } = await open(` ${admin.mail.toUpperCase()} `);
    expect(session.user.id).toBe(before?.id);
    // One provisioned with a password (before the club vouched for it): the club's password is the
    // one that counts for its members, so the account's own goes.
    const email = 'tesorera-con-clave@club.uy';
    const id = await provisionedUser(hosted.db, email, 'clave-propia-1');
    await hosted.db.query(
      `update hosted_users set user_metadata = '{"apodo": "Teso"}'::jsonb where id = $1`,
      [id],
    );
    const opened = await open(email);
    expect(opened.session.user).toMatchObject({ id, user_metadata: { apodo: 'Teso' } });
    expect(await userRow(email)).toEqual([{ id, confirmed: true, has_password: false }]);
    const signIn = await hosted.client().auth.signInWithPassword({ email, password: 'clave-propia-1' });
    expect(signIn.error?.code).toBe('invalid_credentials');
  });

  it('creates a missing account confirmed and without a password, once', async () => {
    const email = 'tesorera-nueva@club.uy';
    const [first, second] = await Promise.all([open(email), open(email)]);
    expect(first.session.user.id).toBe(second.session.user.id);
    expect(first.sessionId).not.toBe(second.sessionId);
    expect(await userRow(email)).toEqual([
      { id: first.session.user.id, confirmed: true, has_password: false },
    ]);
    expect(first.session.user.email_confirmed_at).not.toBeNull();
  });

  it("takes over an unconfirmed account: the stranger's password, data, mailed code and sessions go", async () => {
    // What an open sign-up left: a stranger's password and data on the address, and a mailed code.
    const email = 'tesorero@club.uy';
    const { rows } = await hosted.db.query<{ id: string }>(
      `insert into hosted_users (id, email, password_hash, user_metadata)
       values (gen_random_uuid(), $1, $2, '{"nombre": "Intruso"}'::jsonb) returning id`,
      [email, await hashPassword('clave-del-intruso')],
    );
    const supabase = hosted.client();
    expect((await supabase.auth.signInWithOtp({ email })).error).toBeNull();
    const mail = await latestMail(hosted.db, email, 'magiclink');
    expect(mail?.code).toMatch(/^\d{6}$/);

    const { session } = await open(email);
    expect(session.user.id).toBe(rows[0]?.id);
    expect(session.user.user_metadata).toEqual({});
    expect(await userRow(email)).toEqual([{ id: session.user.id, confirmed: true, has_password: false }]);
    const stranger = await supabase.auth.signInWithPassword({ email, password: 'clave-del-intruso' });
    expect(stranger.error?.code).toBe('invalid_credentials');
    const code = await supabase.auth.verifyOtp({ email, token: mail?.code ?? '', type: 'email' });
    expect(code.error?.code).toBe('otp_expired');
  });
});
