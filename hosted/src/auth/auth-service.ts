import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { Database, Sql } from '@club/db/connection';
import { hashPassword, verifyPassword } from '@club/db/passwords';
import { AuthApiError, authErrors } from '../http/errors.ts';
import type { HostedConfig } from '../http/hosted-deps.ts';
import { type MailKind, queueMail } from './mail.ts';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  randomCode,
  randomToken,
  sha256,
  signAccessToken,
  verifyAccessToken,
} from './tokens.ts';
import {
  findUserByEmail,
  findUserById,
  metadataOf,
  USER_COLUMNS,
  USER_COLUMNS_OF,
  type UserRow,
  userJson,
} from './users.ts';

// The rules of the Auth stand-in: accounts, sessions with rotating refresh tokens, mailed
// one-time links and codes. Routes (auth-routes.ts) only parse requests and shape answers.

export const MIN_PASSWORD_LENGTH = 6;
const MAX_PASSWORD_LENGTH = 256;
/** Mailed links and codes last one hour (GoTrue's default). */
const ONE_TIME_TOKEN_TTL_MS = 60 * 60 * 1000;
/** One mail of a kind per user per minute (GoTrue's default). */
export const MAIL_INTERVAL_SECONDS = 60;
/** Wrong codes tolerated before a mailed code stops working. */
const MAX_CODE_ATTEMPTS = 5;

// argon2id hash of a random string nobody knows (see signInWithPassword).
const DUMMY_HASH = await hashPassword(randomToken());

export type VerifyType = 'email' | 'signup' | 'magiclink' | 'recovery' | 'email_change';
const kindsOf: Record<VerifyType, MailKind[]> = {
  email: ['signup', 'magiclink'],
  signup: ['signup', 'magiclink'],
  magiclink: ['magiclink', 'signup'],
  recovery: ['recovery'],
  email_change: ['email_change'],
};

export function issuerOf(config: HostedConfig): string {
  return `${config.supabaseUrl}/auth/v1`;
}

/** A redirect target the stand-in may send browsers to: one of the web origins (or its own), else the first web origin. */
export function safeRedirect(config: HostedConfig, requested: string | undefined): string {
  const fallback = `${config.webOrigins[0]}/`;
  if (!requested) return fallback;
  try {
    const url = new URL(requested);
    const allowed = [...config.webOrigins, new URL(config.supabaseUrl).origin];
    return allowed.includes(url.origin) ? url.toString() : fallback;
  } catch {
    return fallback;
  }
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normaliseEmail(value: unknown): string {
  if (typeof value !== 'string' || value.length > 320 || !emailPattern.test(value.trim())) {
    throw authErrors.validation('Escribí un correo válido.');
  }
  return value.trim().toLowerCase();
}

function checkPassword(value: unknown): string {
  if (typeof value !== 'string' || value.length < MIN_PASSWORD_LENGTH) throw authErrors.weakPassword();
  if (value.length > MAX_PASSWORD_LENGTH) throw authErrors.validation('La contraseña es demasiado larga.');
  return value;
}

function metadataInput(value: unknown): Record<string, unknown> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value))
    throw authErrors.validation('data debe ser un objeto.');
  if (JSON.stringify(value).length > 16 * 1024) throw authErrors.validation('data es demasiado grande.');
  return value as Record<string, unknown>;
}

export interface SessionJson {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: ReturnType<typeof userJson>;
}

/** A new session row of the user; its id. */
async function startSession(tx: Sql, userId: string, now: Date): Promise<string> {
  const id = randomUUID();
  await tx.query('insert into hosted_sessions (id, user_id, created_at) values ($1, $2, $3)', [
    id,
    userId,
    now,
  ]);
  return id;
}

/** Access token + refresh token for a session of `user` (a new session unless `sessionId` is given). */
async function issueSession(
  tx: Sql,
  config: HostedConfig,
  user: UserRow,
  amr: string,
  now: Date,
  sessionId?: string,
): Promise<SessionJson> {
  const id = sessionId ?? (await startSession(tx, user.id, now));
  const refreshToken = randomToken();
  await tx.query(
    'insert into hosted_refresh_tokens (token_hash, session_id, created_at) values ($1, $2, $3)',
    [sha256(refreshToken), id, now],
  );
  const { token, expiresAt } = await signAccessToken(
    config.supabaseJwtSecret,
    issuerOf(config),
    { sub: user.id, email: user.email, session_id: id, user_metadata: metadataOf(user), amr },
    now,
  );
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}

async function markSignedIn(tx: Sql, userId: string, now: Date): Promise<UserRow> {
  const { rows } = await tx.query<UserRow>(
    `update hosted_users set last_sign_in_at = $2 where id = $1 returning ${USER_COLUMNS}`,
    [userId, now],
  );
  return rows[0] as UserRow;
}

export async function signInWithPassword(
  db: Database,
  config: HostedConfig,
  input: { email?: unknown; password?: unknown; phone?: unknown },
  now: Date,
): Promise<SessionJson> {
  if (input.phone !== undefined && input.email === undefined) throw authErrors.phoneDisabled();
  if (typeof input.email !== 'string' || typeof input.password !== 'string' || input.password === '') {
    throw authErrors.invalidCredentials();
  }
  const user = await findUserByEmail(db, input.email.trim());
  // Verify against a hash even for an unknown address, so timing does not tell which accounts exist.
  const ok = await verifyPassword(user?.password_hash ?? DUMMY_HASH, input.password);
  if (!user?.password_hash || !ok) throw authErrors.invalidCredentials();
  if (!user.email_confirmed_at) throw authErrors.emailNotConfirmed();
  return db.transaction(async (tx) =>
    issueSession(tx, config, await markSignedIn(tx, user.id, now), 'password', now),
  );
}

/**
 * Exchanges a refresh token for a new session pair. Each refresh token works once: the used one
 * is marked, and presenting a used one again (a stolen copy, or a replay) ends the whole session.
 */
export async function refreshSession(
  db: Database,
  config: HostedConfig,
  refreshToken: unknown,
  now: Date,
): Promise<SessionJson> {
  if (typeof refreshToken !== 'string' || refreshToken === '') throw authErrors.refreshTokenNotFound();
  const hash = sha256(refreshToken);
  const outcome = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ session_id: string }>(
      'update hosted_refresh_tokens set used_at = $2 where token_hash = $1 and used_at is null returning session_id',
      [hash, now],
    );
    const sessionId = rows[0]?.session_id;
    if (!sessionId) return null;
    const session = await tx.query<{ user_id: string }>(
      'update hosted_sessions set refreshed_at = $2 where id = $1 returning user_id',
      [sessionId, now],
    );
    const userId = session.rows[0]?.user_id;
    const user = userId ? await findUserById(tx, userId) : null;
    if (!user) return null;
    return issueSession(tx, config, user, 'token_refresh', now, sessionId);
  });
  if (outcome) return outcome;
  // Not usable: unknown, or already used. Reuse of a used token ends its session.
  const { rows } = await db.query<{ session_id: string }>(
    'select session_id from hosted_refresh_tokens where token_hash = $1',
    [hash],
  );
  const reused = rows[0]?.session_id;
  if (reused) {
    await db.query('delete from hosted_sessions where id = $1', [reused]);
    throw authErrors.refreshTokenAlreadyUsed();
  }
  throw authErrors.refreshTokenNotFound();
}

export interface Authenticated {
  user: UserRow;
  sessionId: string;
}

/** The user and session of an access token; refuses a bad or expired token and an ended session. */
export async function authenticate(
  db: Sql,
  config: HostedConfig,
  token: string | undefined,
  now: Date,
): Promise<Authenticated> {
  if (!token) throw authErrors.noAuthorization();
  const claims = await verifyAccessToken(config.supabaseJwtSecret, token, now);
  if (!claims) throw authErrors.badJwt();
  // One query: the session must still exist (not signed out, not ended by reuse) and be the user's.
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS_OF('u')} from hosted_sessions s join hosted_users u on u.id = s.user_id
      where s.id = $1 and s.user_id = $2`,
    [claims.session_id, claims.sub],
  );
  const user = rows[0];
  if (!user) throw authErrors.sessionNotFound();
  return { user, sessionId: claims.session_id };
}

/** Creates a mailed one-time token (link + code) and puts the mail in the outbox. */
async function sendOneTimeToken(
  tx: Sql,
  config: HostedConfig,
  user: UserRow,
  kind: MailKind,
  redirectTo: string | undefined,
  now: Date,
  to: string = user.email,
  newEmail: string | null = null,
): Promise<void> {
  const { rows } = await tx.query<{ n: number }>(
    `select count(*) as n from hosted_one_time_tokens
      where user_id = $1 and kind = $2 and created_at > $3`,
    [user.id, kind, new Date(now.getTime() - MAIL_INTERVAL_SECONDS * 1000)],
  );
  if (Number(rows[0]?.n) > 0) throw authErrors.rateLimited(MAIL_INTERVAL_SECONDS);
  const token = randomToken();
  const code = randomCode();
  await tx.query(
    `insert into hosted_one_time_tokens (id, user_id, kind, token_hash, code_hash, new_email, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      randomUUID(),
      user.id,
      kind,
      sha256(token),
      sha256(`${user.id}:${code}`),
      newEmail,
      now,
      new Date(now.getTime() + ONE_TIME_TOKEN_TTL_MS),
    ],
  );
  const column =
    kind === 'recovery' ? 'recovery_sent_at' : kind === 'email_change' ? null : 'confirmation_sent_at';
  if (column) await tx.query(`update hosted_users set ${column} = $2 where id = $1`, [user.id, now]);
  const query = new URLSearchParams({ token, type: kind, redirect_to: safeRedirect(config, redirectTo) });
  await queueMail(tx, {
    to,
    kind,
    link: `${config.supabaseUrl}/auth/v1/verify?${query.toString()}`,
    code,
    tokenHash: token,
  });
}

/**
 * Sign-up with e-mail and password. The account needs its e-mail confirmed (mailed link or code)
 * before a password sign-in; no session is returned. Signing up again with a confirmed address
 * answers the same way without a mail, so the form does not tell which addresses have accounts.
 */
export async function signUp(
  db: Database,
  config: HostedConfig,
  input: { email?: unknown; password?: unknown; data?: unknown; phone?: unknown },
  redirectTo: string | undefined,
  now: Date,
): Promise<ReturnType<typeof userJson>> {
  if (input.phone !== undefined && input.email === undefined) throw authErrors.phoneDisabled();
  const email = normaliseEmail(input.email);
  const password = checkPassword(input.password);
  const data = metadataInput(input.data);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, email);
    if (existing?.email_confirmed_at) {
      const fake = { ...existing, id: randomUUID(), created_at: now, updated_at: now, user_metadata: data };
      return { ...userJson({ ...fake, email_confirmed_at: null, last_sign_in_at: null }), identities: [] };
    }
    let user: UserRow;
    if (existing) {
      const { rows } = await tx.query<UserRow>(
        `update hosted_users set password_hash = $2, user_metadata = $3::jsonb, updated_at = $4
          where id = $1 returning ${USER_COLUMNS}`,
        [existing.id, passwordHash, JSON.stringify(data), now],
      );
      user = rows[0] as UserRow;
    } else {
      const { rows } = await tx.query<UserRow>(
        `insert into hosted_users (id, email, password_hash, user_metadata, created_at, updated_at)
         values ($1, $2, $3, $4::jsonb, $5, $5) returning ${USER_COLUMNS}`,
        [randomUUID(), email, passwordHash, JSON.stringify(data), now],
      );
      user = rows[0] as UserRow;
    }
    await sendOneTimeToken(tx, config, user, 'signup', redirectTo, now);
    return userJson((await findUserById(tx, user.id)) as UserRow);
  });
}

/** Magic link + code by mail; creates the (unconfirmed, password-less) account when asked to. */
export async function sendMagicLink(
  db: Database,
  config: HostedConfig,
  input: { email?: unknown; phone?: unknown; data?: unknown; create_user?: unknown },
  redirectTo: string | undefined,
  now: Date,
): Promise<void> {
  if (input.phone !== undefined && input.email === undefined) throw authErrors.phoneDisabled();
  const email = normaliseEmail(input.email);
  const data = metadataInput(input.data);
  await db.transaction(async (tx) => {
    let user = await findUserByEmail(tx, email);
    if (!user) {
      if (input.create_user === false) throw authErrors.otpSignupsDisabled();
      const { rows } = await tx.query<UserRow>(
        `insert into hosted_users (id, email, user_metadata, created_at, updated_at)
         values ($1, $2, $3::jsonb, $4, $4) returning ${USER_COLUMNS}`,
        [randomUUID(), email, JSON.stringify(data), now],
      );
      user = rows[0] as UserRow;
    }
    await sendOneTimeToken(tx, config, user, 'magiclink', redirectTo, now);
  });
}

/** Password recovery mail; an unknown address gets the same empty answer and no mail. */
export async function sendRecovery(
  db: Database,
  config: HostedConfig,
  input: { email?: unknown },
  redirectTo: string | undefined,
  now: Date,
): Promise<void> {
  const email = normaliseEmail(input.email);
  await db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (user) await sendOneTimeToken(tx, config, user, 'recovery', redirectTo, now);
  });
}

function sameCode(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function verifyTypeOf(value: unknown): VerifyType {
  if (value === 'sms' || value === 'phone_change') throw authErrors.phoneDisabled();
  if (value === 'invite') throw authErrors.notSupported('La invitación de usuarios');
  if (typeof value === 'string' && value in kindsOf) return value as VerifyType;
  throw authErrors.validation('Tipo de verificación desconocido.');
}

/**
 * Consumes a mailed one-time token, given either the link's secret (`token_hash`) or the
 * 6-digit code with the address (`email` + `token`), and opens a session.
 */
export async function verifyOneTimeToken(
  db: Database,
  config: HostedConfig,
  input: { type?: unknown; token?: unknown; token_hash?: unknown; email?: unknown; phone?: unknown },
  now: Date,
): Promise<{ session: SessionJson; type: VerifyType }> {
  const type = verifyTypeOf(input.type);
  if (input.phone !== undefined && input.email === undefined && input.token_hash === undefined) {
    throw authErrors.phoneDisabled();
  }
  const kinds = kindsOf[type];
  const session = await db.transaction(async (tx) => {
    let row: { id: string; user_id: string; kind: MailKind; new_email: string | null } | undefined;
    if (typeof input.token_hash === 'string' && input.token_hash !== '') {
      const { rows } = await tx.query<NonNullable<typeof row>>(
        `update hosted_one_time_tokens set used_at = $3
          where token_hash = $1 and kind = any($2::text[]) and used_at is null and expires_at > $3
            and failed_attempts < $4
          returning id, user_id, kind, new_email`,
        [sha256(input.token_hash), kinds, now, MAX_CODE_ATTEMPTS],
      );
      row = rows[0];
    } else if (typeof input.token === 'string' && /^\d{6}$/.test(input.token.trim())) {
      const email = normaliseEmail(input.email);
      // email_change codes go to the new address; every other kind to the account's.
      const { rows } = await tx.query<{ id: string; user_id: string; code_hash: string }>(
        `select t.id, t.user_id, t.code_hash
           from hosted_one_time_tokens t join hosted_users u on u.id = t.user_id
          where lower(coalesce(t.new_email, u.email)) = $1 and t.kind = any($2::text[])
            and t.used_at is null and t.expires_at > $3 and t.failed_attempts < $4
          order by t.created_at desc`,
        [email, kinds, now, MAX_CODE_ATTEMPTS],
      );
      const code = input.token.trim();
      const match = rows.find((r) => sameCode(r.code_hash, sha256(`${r.user_id}:${code}`)));
      if (match) {
        const consumed = await tx.query<NonNullable<typeof row>>(
          `update hosted_one_time_tokens set used_at = $2 where id = $1 and used_at is null
           returning id, user_id, kind, new_email`,
          [match.id, now],
        );
        row = consumed.rows[0];
      } else if (rows.length > 0) {
        await tx.query(
          'update hosted_one_time_tokens set failed_attempts = failed_attempts + 1 where id = any($1::uuid[])',
          [rows.map((r) => r.id)],
        );
        return null;
      }
    } else {
      throw authErrors.validation('Falta el código de 6 dígitos (con el correo) o el token del enlace.');
    }
    if (!row) return null;
    // One use spends every outstanding token of the same kind (an older mail stops working too).
    await tx.query(
      'update hosted_one_time_tokens set used_at = $3 where user_id = $1 and kind = $2 and used_at is null',
      [row.user_id, row.kind, now],
    );
    if (row.kind === 'email_change' && row.new_email) {
      const taken = await findUserByEmail(tx, row.new_email);
      if (taken && taken.id !== row.user_id) throw authErrors.emailExists();
      await tx.query('update hosted_users set email = $2, updated_at = $3 where id = $1', [
        row.user_id,
        row.new_email,
        now,
      ]);
    }
    await tx.query(
      'update hosted_users set email_confirmed_at = coalesce(email_confirmed_at, $2) where id = $1',
      [row.user_id, now],
    );
    const user = await markSignedIn(tx, row.user_id, now);
    return issueSession(tx, config, user, row.kind === 'recovery' ? 'recovery' : 'otp', now);
  });
  // Outside the transaction, so the failed-attempt count above is kept.
  if (!session) throw authErrors.otpExpired();
  return { session, type };
}

/** PUT /user: password, metadata (merged; a null value removes a key) and e-mail change (mailed). */
export async function updateUser(
  db: Database,
  config: HostedConfig,
  who: Authenticated,
  input: { password?: unknown; data?: unknown; email?: unknown; phone?: unknown },
  redirectTo: string | undefined,
  now: Date,
): Promise<ReturnType<typeof userJson>> {
  if (input.phone !== undefined) throw authErrors.phoneDisabled();
  const password = input.password === undefined ? undefined : checkPassword(input.password);
  const data = input.data === undefined ? undefined : metadataInput(input.data);
  const email = input.email === undefined ? undefined : normaliseEmail(input.email);
  if (
    password !== undefined &&
    who.user.password_hash &&
    (await verifyPassword(who.user.password_hash, password))
  ) {
    throw authErrors.samePassword();
  }
  const passwordHash = password === undefined ? undefined : await hashPassword(password);
  return db.transaction(async (tx) => {
    let extra: Record<string, unknown> = {};
    if (passwordHash !== undefined) {
      await tx.query('update hosted_users set password_hash = $2, updated_at = $3 where id = $1', [
        who.user.id,
        passwordHash,
        now,
      ]);
      // A new password ends every other session of the account.
      await tx.query('delete from hosted_sessions where user_id = $1 and id <> $2', [
        who.user.id,
        who.sessionId,
      ]);
    }
    if (data !== undefined) {
      const merged = { ...metadataOf(who.user) };
      for (const [key, value] of Object.entries(data)) {
        if (value === null) delete merged[key];
        else merged[key] = value;
      }
      await tx.query('update hosted_users set user_metadata = $2::jsonb, updated_at = $3 where id = $1', [
        who.user.id,
        JSON.stringify(merged),
        now,
      ]);
    }
    if (email !== undefined && email !== who.user.email.toLowerCase()) {
      const taken = await findUserByEmail(tx, email);
      if (taken) throw authErrors.emailExists();
      await sendOneTimeToken(tx, config, who.user, 'email_change', redirectTo, now, email, email);
      extra = { new_email: email, email_change_sent_at: now.toISOString() };
    }
    return userJson((await findUserById(tx, who.user.id)) as UserRow, extra);
  });
}

/**
 * A session for the account of `email`, whose owner the caller has already proved (the gateway
 * does it for a signed-in club admin: docs/decisions/021-one-sign-out.md). A missing account is
 * created confirmed, without a password. An unconfirmed one is confirmed, and what its sign-up
 * chose (password, data, the mailed links) goes: nobody had proved the address was theirs, and a
 * password set by a stranger must not open the account once it is confirmed.
 */
export async function openTrustedSession(
  tx: Sql,
  config: HostedConfig,
  email: string,
  now: Date,
): Promise<{ session: SessionJson; sessionId: string }> {
  const address = email.trim().toLowerCase();
  await tx.query(
    `insert into hosted_users (id, email, email_confirmed_at, created_at, updated_at)
     values ($1, $2, $3, $3, $3) on conflict ((lower(email))) do nothing`,
    [randomUUID(), address, now],
  );
  const { rows } = await tx.query<UserRow>(
    `select ${USER_COLUMNS} from hosted_users where lower(email) = $1 for update`,
    [address],
  );
  const found = rows[0] as UserRow;
  if (!found.email_confirmed_at) {
    await tx.query('update hosted_one_time_tokens set used_at = $2 where user_id = $1 and used_at is null', [
      found.id,
      now,
    ]);
    await tx.query(
      `update hosted_users set password_hash = null, user_metadata = '{}'::jsonb, email_confirmed_at = $2,
              updated_at = $2
        where id = $1`,
      [found.id, now],
    );
  }
  const user = await markSignedIn(tx, found.id, now);
  const sessionId = await startSession(tx, user.id, now);
  // The club admin proved themselves with their club password.
  const session = await issueSession(tx, config, user, 'password', now, sessionId);
  return { session, sessionId };
}

export type LogoutScope = 'global' | 'local' | 'others';

export async function logout(db: Sql, who: Authenticated, scope: LogoutScope): Promise<void> {
  if (scope === 'local') {
    await db.query('delete from hosted_sessions where id = $1', [who.sessionId]);
  } else if (scope === 'others') {
    await db.query('delete from hosted_sessions where user_id = $1 and id <> $2', [
      who.user.id,
      who.sessionId,
    ]);
  } else {
    await db.query('delete from hosted_sessions where user_id = $1', [who.user.id]);
  }
}

export { AuthApiError };
