import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { Database, Sql } from '@club/db/connection';
import { hashPassword, verifyPassword } from '@club/db/passwords';
import { AuthApiError, authErrors } from '../http/errors.ts';
import type { HostedConfig } from '../http/hosted-deps.ts';
import { MAIL_LINK_TTL_MS, type MailKind, queueMail } from './mail.ts';
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

/**
 * The addresses of the club's members, when the gateway mounts the stand-in. Their accounts here
 * are the club's: the stand-in signs none of them in by itself (no password of its own, no link or
 * code by mail), and a password sign-in is the club's to judge, with its lockout and second factor.
 * Without it (the stand-in's own tests) every account is the stand-in's.
 */
export interface ClubAccounts {
  /** Whether the address (any case) is a club member's. */
  owns(sql: Sql, email: string): Promise<boolean>;
  /**
   * A password sign-in of a member's address, judged by the club: a session, or an AuthApiError
   * thrown. `request` is the route's context, for the club's limits and security log.
   */
  signInWithPassword(request: unknown, email: string, password: string): Promise<SessionJson>;
}

const clubOwns = (club: ClubAccounts | undefined, sql: Sql, email: string) =>
  club ? club.owns(sql, email) : Promise.resolve(false);

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
  club: ClubAccounts | undefined,
  request: unknown,
  input: { email?: unknown; password?: unknown; phone?: unknown },
  now: Date,
): Promise<SessionJson> {
  if (input.phone !== undefined && input.email === undefined) throw authErrors.phoneDisabled();
  if (typeof input.email !== 'string' || typeof input.password !== 'string' || input.password === '') {
    throw authErrors.invalidCredentials();
  }
  const email = input.email.trim();
  if (club && (await club.owns(db, email))) return club.signInWithPassword(request, email, input.password);
  const user = await findUserByEmail(db, email);
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
      new Date(now.getTime() + MAIL_LINK_TTL_MS),
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
  });
}

/**
 * A magic link and code by mail, for an account of the stand-in's own. Sign-up is closed, so no
 * account is created (GoTrue's answer with sign-ups disabled); a club member's address gets the
 * same answer as an unknown one: the club signs its members in.
 */
export async function sendMagicLink(
  db: Database,
  config: HostedConfig,
  club: ClubAccounts | undefined,
  input: { email?: unknown; phone?: unknown },
  redirectTo: string | undefined,
  now: Date,
): Promise<void> {
  if (input.phone !== undefined && input.email === undefined) throw authErrors.phoneDisabled();
  const email = normaliseEmail(input.email);
  await db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user || (await clubOwns(club, tx, email))) throw authErrors.otpDisabled();
    await sendOneTimeToken(tx, config, user, 'magiclink', redirectTo, now);
  });
}

/**
 * Password recovery mail, for an account of the stand-in's own; an unknown address, or a club
 * member's, gets the same empty answer and no mail.
 */
export async function sendRecovery(
  db: Database,
  config: HostedConfig,
  club: ClubAccounts | undefined,
  input: { email?: unknown },
  redirectTo: string | undefined,
  now: Date,
): Promise<void> {
  const email = normaliseEmail(input.email);
  await db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (user && !(await clubOwns(club, tx, email))) {
      await sendOneTimeToken(tx, config, user, 'recovery', redirectTo, now);
    }
  });
}

/**
 * The first proof that an address is someone's (a mailed link or code, or the club vouching for
 * its admin): whatever was set before it by whoever created the account, who had proved nothing,
 * goes. Its password, its data, its other mailed links and any session end.
 */
async function claimUnconfirmed(tx: Sql, userId: string, now: Date): Promise<void> {
  await tx.query('update hosted_one_time_tokens set used_at = $2 where user_id = $1 and used_at is null', [
    userId,
    now,
  ]);
  await tx.query('delete from hosted_sessions where user_id = $1', [userId]);
  await tx.query(
    `update hosted_users set password_hash = null, user_metadata = '{}'::jsonb, email_confirmed_at = $2,
            updated_at = $2
      where id = $1`,
    [userId, now],
  );
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
  club: ClubAccounts | undefined,
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
    const account = await findUserById(tx, row.user_id);
    if (!account) return null;
    // A club member's account opens only through the club: a token mailed to one (before that
    // rule, or to an address that became a member's) is spent and worth nothing.
    if (
      (await clubOwns(club, tx, account.email)) ||
      (row.new_email !== null && (await clubOwns(club, tx, row.new_email)))
    ) {
      return null;
    }
    // One use spends every outstanding token of the same kind (an older mail stops working too).
    await tx.query(
      'update hosted_one_time_tokens set used_at = $3 where user_id = $1 and kind = $2 and used_at is null',
      [row.user_id, row.kind, now],
    );
    if (!account.email_confirmed_at) await claimUnconfirmed(tx, row.user_id, now);
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
  club: ClubAccounts | undefined,
  who: Authenticated,
  input: { password?: unknown; data?: unknown; email?: unknown; phone?: unknown },
  redirectTo: string | undefined,
  now: Date,
): Promise<ReturnType<typeof userJson>> {
  if (input.phone !== undefined) throw authErrors.phoneDisabled();
  const password = input.password === undefined ? undefined : checkPassword(input.password);
  const data = input.data === undefined ? undefined : metadataInput(input.data);
  const email = input.email === undefined ? undefined : normaliseEmail(input.email);
  // A member's password and address are the club's; nor may another account take a member's address.
  if (password !== undefined || email !== undefined) {
    if (await clubOwns(club, db, who.user.email)) {
      throw authErrors.clubAccount(password !== undefined ? 'La contraseña' : 'El correo');
    }
    if (email !== undefined && (await clubOwns(club, db, email))) throw authErrors.emailExists();
  }
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
 * password set by a stranger must not open the account once it is confirmed. A confirmed one keeps
 * its data, but no password either: the club's password is the one that counts for its members.
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
  if (!found.email_confirmed_at) await claimUnconfirmed(tx, found.id, now);
  else if (found.password_hash) {
    await tx.query('update hosted_users set password_hash = null, updated_at = $2 where id = $1', [
      found.id,
      now,
    ]);
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
