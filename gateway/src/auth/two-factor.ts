import { createHash, randomInt } from 'node:crypto';
import type { Database, Sql } from '@club/db/connection';
import {
  CODE_CHALLENGE_MINUTES,
  isTotpCode,
  normalizeRecoveryCode,
  RECOVERY_CODE_COUNT,
} from '@club/domain/account-security';
import { loginTexts } from '@club/domain/account-texts';
import { texts } from '@club/domain/texts';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { hashToken, isBackOfficeViewer, issueToken, newToken, type Viewer } from '../kernel/access/viewer.ts';
import type { RequestOrigin } from '../kernel/http/request-origin.ts';
import type { Refusal } from '../kernel/refusals/refusal-table.ts';
import { recordSecurity } from './security-log.ts';

// An admin's second factor: TOTP (RFC 6238, what every authenticator app speaks) through
// `otpauth`, plus single-use recovery codes. The secret is stored as is: the gateway must read it
// to check a code, and whoever reads the database can already act as the app.

const ISSUER = 'Club';
// One step either side: a phone clock a little off, or a code typed as it turned over.
const WINDOW = 1;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function totpFor(secret: string, label: string): TOTP {
  return new TOTP({ issuer: ISSUER, label, secret: Secret.fromBase32(secret), digits: 6, period: 30 });
}

export type TwoFactorRefusal = Refusal & {
  code:
    | 'TWO_FACTOR_ADMINS_ONLY'
    | 'TWO_FACTOR_ALREADY_ACTIVE'
    | 'TWO_FACTOR_NOT_STARTED'
    | 'TWO_FACTOR_NOT_ACTIVE'
    | 'WRONG_CODE';
};

const refused = <C extends TwoFactorRefusal['code']>(code: C, message: string) =>
  ({ ok: false, error: { code, message } }) as const;

export interface TwoFactorStatus {
  enrolled: boolean;
  enrolledAt: string | null;
  recoveryCodesLeft: number;
}

export async function twoFactorStatus(sql: Sql, memberId: number): Promise<TwoFactorStatus> {
  const { rows } = await sql.query<{ enrolled_at: Date | string | null; left: number }>(
    `select t.enrolled_at,
            (select count(*) from two_factor_recovery_codes r
              where r.member_id = t.member_id and r.used_at is null) as left
       from two_factor t where t.member_id = $1`,
    [memberId],
  );
  const row = rows[0];
  if (!row?.enrolled_at) return { enrolled: false, enrolledAt: null, recoveryCodesLeft: 0 };
  return {
    enrolled: true,
    enrolledAt: new Date(row.enrolled_at).toISOString(),
    recoveryCodesLeft: Number(row.left),
  };
}

export type EnrolmentStart =
  | { ok: true; secret: string; uri: string; qrSvg: string }
  | ReturnType<typeof refused<TwoFactorRefusal['code']>>;

/**
 * A new secret for the admin, shown as a QR code; it protects nothing until a first code proves
 * the app has it (confirmEnrolment). Asking again replaces a secret not yet confirmed.
 */
export async function startEnrolment(db: Database, viewer: Viewer): Promise<EnrolmentStart> {
  if (!isBackOfficeViewer(viewer)) return refused('TWO_FACTOR_ADMINS_ONLY', texts.twoFactor.adminsOnly);
  const { rows } = await db.query<{ mail: string; enrolled: boolean }>(
    `select m.mail, t.enrolled_at is not null as enrolled
       from members m left join two_factor t on t.member_id = m.id where m.id = $1`,
    [viewer.memberId],
  );
  const member = rows[0];
  if (!member) throw new Error(`member ${viewer.memberId} of a valid token not found`);
  if (member.enrolled) return refused('TWO_FACTOR_ALREADY_ACTIVE', texts.twoFactor.alreadyEnrolled);
  const secret = new Secret({ size: 20 }).base32;
  // An enrolled row is never overwritten: the condition keeps a race with a confirmation safe.
  const { rowCount } = await db.query(
    `insert into two_factor (member_id, secret) values ($1, $2)
     on conflict (member_id) do update set secret = excluded.secret, last_step = 0
      where two_factor.enrolled_at is null`,
    [viewer.memberId, secret],
  );
  if (rowCount === 0) return refused('TWO_FACTOR_ALREADY_ACTIVE', texts.twoFactor.alreadyEnrolled);
  const uri = totpFor(secret, member.mail).toString();
  const qrSvg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { ok: true, secret, uri, qrSvg };
}

function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

// Recovery codes carry ~39 bits and a guess costs a sign-in attempt (lockout after 5), so a fast
// hash is enough; argon2 would make each code check cost 10 slow hashes.
function hashRecoveryCode(normalized: string): string {
  return createHash('sha256').update(`recovery:${normalized}`).digest('hex');
}

/** The TOTP step `code` matches, later than `lastStep` (a code works once); null otherwise. */
function matchingStep(secret: string, code: string, lastStep: number, now: Date): number | null {
  if (!isTotpCode(code)) return null;
  const totp = totpFor(secret, '');
  const timestamp = now.getTime();
  const delta = totp.validate({ token: code.replace(/\s/g, ''), timestamp, window: WINDOW });
  if (delta === null) return null;
  const step = totp.counter({ timestamp }) + delta;
  return step > lastStep ? step : null;
}

export type EnrolmentConfirm =
  | { ok: true; recoveryCodes: string[]; authToken: string }
  | ReturnType<typeof refused<TwoFactorRefusal['code']>>;

/**
 * The first code from the app turns the second factor on and gives the ten recovery codes, once.
 * Every session of the admin ends, this one too, and a new one is given: a token got with the
 * password alone must not become an admin's with a second factor (for an admin the club asks to
 * enrol, the old ones were good only for enrolling).
 */
export async function confirmEnrolment(
  db: Database,
  viewer: Viewer,
  code: string,
  opts: { origin: RequestOrigin; now: Date; tokenTtlHours: number },
): Promise<EnrolmentConfirm> {
  const { origin, now } = opts;
  if (!isBackOfficeViewer(viewer)) return refused('TWO_FACTOR_ADMINS_ONLY', texts.twoFactor.adminsOnly);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ secret: string; enrolled_at: unknown; last_step: number }>(
      'select secret, enrolled_at, last_step from two_factor where member_id = $1 for update',
      [viewer.memberId],
    );
    const row = rows[0];
    if (!row) return refused('TWO_FACTOR_NOT_STARTED', texts.twoFactor.notStarted);
    if (row.enrolled_at) return refused('TWO_FACTOR_ALREADY_ACTIVE', texts.twoFactor.alreadyEnrolled);
    const step = matchingStep(row.secret, code.slice(0, 64), Number(row.last_step), now);
    if (step === null) return refused('WRONG_CODE', loginTexts.wrongCode);
    await tx.query('update two_factor set enrolled_at = $2, last_step = $3 where member_id = $1', [
      viewer.memberId,
      now,
      step,
    ]);
    const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await tx.query('delete from two_factor_recovery_codes where member_id = $1', [viewer.memberId]);
    for (const recovery of recoveryCodes) {
      await tx.query('insert into two_factor_recovery_codes (member_id, code_hash) values ($1, $2)', [
        viewer.memberId,
        hashRecoveryCode(normalizeRecoveryCode(recovery) ?? ''),
      ]);
    }
    await recordSecurity(tx, { action: 'two_factor_enrolled', memberId: viewer.memberId }, origin);
    await tx.query('update auth_tokens set revoked_at = now() where member_id = $1 and revoked_at is null', [
      viewer.memberId,
    ]);
    await recordSecurity(tx, { action: 'tokens_revoked', memberId: viewer.memberId }, origin);
    const authToken = await issueToken(tx, viewer.memberId, opts.tokenTtlHours);
    return { ok: true, recoveryCodes, authToken };
  });
}

/** Whether the member has a confirmed second factor (the sign-in then asks for a code). */
export async function hasSecondFactor(sql: Sql, memberId: number): Promise<boolean> {
  const { rows } = await sql.query<{ on: boolean }>(
    'select enrolled_at is not null as on from two_factor where member_id = $1',
    [memberId],
  );
  return rows[0]?.on === true;
}

/**
 * Checks a code typed at sign-in, inside the caller's transaction: an app code not used before,
 * or an unused recovery code (then spent). Which kind matched, or null.
 */
export async function checkSecondFactor(
  tx: Sql,
  memberId: number,
  code: string,
  now: Date,
): Promise<'app' | 'recovery' | null> {
  const typed = code.slice(0, 64);
  const { rows } = await tx.query<{ secret: string; last_step: number }>(
    'select secret, last_step from two_factor where member_id = $1 and enrolled_at is not null for update',
    [memberId],
  );
  const row = rows[0];
  if (!row) return null;
  const step = matchingStep(row.secret, typed, Number(row.last_step), now);
  if (step !== null) {
    await tx.query('update two_factor set last_step = $2 where member_id = $1', [memberId, step]);
    return 'app';
  }
  const recovery = normalizeRecoveryCode(typed);
  if (recovery === null) return null;
  const spent = await tx.query(
    `update two_factor_recovery_codes set used_at = $3
      where member_id = $1 and code_hash = $2 and used_at is null`,
    [memberId, hashRecoveryCode(recovery), now],
  );
  return spent.rowCount === 1 ? 'recovery' : null;
}

/** A ticket for the code step, after a right password: the only thing that step accepts. */
export async function openChallenge(sql: Sql, memberId: number, now: Date): Promise<string> {
  const challenge = newToken();
  // Old tickets of the member go: at most one sign-in waits for a code at a time.
  await sql.query('delete from two_factor_challenges where member_id = $1 or expires_at < $2', [
    memberId,
    now,
  ]);
  await sql.query(
    `insert into two_factor_challenges (challenge_hash, member_id, expires_at)
     values ($1, $2, $3::timestamptz + $4::int * interval '1 minute')`,
    [hashToken(challenge), memberId, now, CODE_CHALLENGE_MINUTES],
  );
  return challenge;
}

/** The member a live ticket is for, locking it; null when unknown, spent or expired. */
export async function challengeMember(tx: Sql, challenge: string, now: Date): Promise<number | null> {
  if (challenge.length > 256) return null;
  const { rows } = await tx.query<{ member_id: number }>(
    `select member_id from two_factor_challenges
      where challenge_hash = $1 and used_at is null and expires_at > $2 for update`,
    [hashToken(challenge), now],
  );
  return rows[0] ? Number(rows[0].member_id) : null;
}

export async function spendChallenge(tx: Sql, challenge: string, now: Date): Promise<void> {
  await tx.query('update two_factor_challenges set used_at = $2 where challenge_hash = $1', [
    hashToken(challenge),
    now,
  ]);
}

export type RemoveOutcome = { ok: true } | ReturnType<typeof refused<TwoFactorRefusal['code']>>;

/** An admin takes the second factor off an account (a lost phone and no recovery code left). */
export async function removeSecondFactor(
  db: Database,
  admin: Viewer,
  memberId: number,
  origin: RequestOrigin,
): Promise<RemoveOutcome> {
  return db.transaction(async (tx) => {
    const removed = await tx.query(
      'delete from two_factor where member_id = $1 and enrolled_at is not null',
      [memberId],
    );
    if (removed.rowCount === 0) return refused('TWO_FACTOR_NOT_ACTIVE', texts.twoFactor.notEnrolled);
    await tx.query('delete from two_factor_recovery_codes where member_id = $1', [memberId]);
    await tx.query('delete from two_factor_challenges where member_id = $1', [memberId]);
    await recordSecurity(tx, { action: 'two_factor_removed', memberId, actorId: admin.memberId }, origin);
    return { ok: true };
  });
}
