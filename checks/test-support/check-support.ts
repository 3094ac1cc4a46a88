// Shared pieces of the security and chaos checks (checks/): an in-process gateway on a
// fresh database, tokens of every kind, and the report each check prints.
import { randomBytes } from 'node:crypto';
import { hasBackOffice, ROLE_PERMISSIONS, type RoleKey } from '@club/domain/roles';
import { createInspectionLink } from '../../gateway/src/inspection-links/public.ts';
import { hashToken } from '../../gateway/src/kernel/access/viewer.ts';
import { createReportingKey } from '../../gateway/src/reporting-keys/public.ts';
import {
  addMember,
  call,
  type JsonAnswer,
  loginToken,
  requireAdminSecondFactor,
  startTestGateway,
  type TestGateway,
} from '../../gateway/test-support/test-gateway.ts';

export { call, type JsonAnswer, type TestGateway };

/** What one check measured and which promises it found broken. */
export interface CheckResult {
  name: string;
  /** Printed as `name: value`, in insertion order. */
  numbers: Record<string, number | string>;
  /** Each a broken promise, in Spanish or English, with enough detail to reproduce. */
  failures: string[];
}

export class Check {
  readonly numbers: Record<string, number | string> = {};
  readonly failures: string[] = [];
  constructor(readonly name: string) {}
  count(key: string, by = 1): void {
    this.numbers[key] = Number(this.numbers[key] ?? 0) + by;
  }
  set(key: string, value: number | string): void {
    this.numbers[key] = value;
  }
  fail(message: string): void {
    this.failures.push(message);
  }
  /** Records a failure unless `ok`. */
  expect(ok: boolean, message: string): void {
    if (!ok) this.fail(message);
  }
  result(): CheckResult {
    return { name: this.name, numbers: this.numbers, failures: this.failures };
  }
}

const MAX_FAILURES_SHOWN = 15;

/** Prints one check's numbers and failures. */
export function printResult(result: CheckResult): void {
  const verdict = result.failures.length === 0 ? 'OK' : `FALLA (${result.failures.length})`;
  console.log(`\n== ${result.name}: ${verdict}`);
  for (const [key, value] of Object.entries(result.numbers)) console.log(`  ${key}: ${value}`);
  for (const failure of result.failures.slice(0, MAX_FAILURES_SHOWN)) console.log(`  ✗ ${failure}`);
  if (result.failures.length > MAX_FAILURES_SHOWN) {
    console.log(`  … y ${result.failures.length - MAX_FAILURES_SHOWN} más`);
  }
}

/** Runs a check and prints what it measured, so vitest shows the figures of a green check too. */
export async function runCheck(run: () => Promise<CheckResult>): Promise<CheckResult> {
  const result = await run();
  printResult(result);
  return result;
}

/** The engine the checks run on, for the figures' title. */
export const ENGINE = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

/** Every kind of caller the authorization matrix tries. */
export interface Callers {
  anonymous: Record<string, string>;
  member: Record<string, string>;
  /** A second member, for the object checks. */
  otherMember: Record<string, string>;
  expired: Record<string, string>;
  revoked: Record<string, string>;
  /** A member signed in with a temporary password (one an admin gave), not yet changed. */
  temporary: Record<string, string>;
  temporaryMail: string;
  /** An admin without the second factor the club asks its admins for: good only for enrolling. */
  pendingSecondFactor: Record<string, string>;
  pendingSecondFactorMail: string;
  admin: Record<string, string>;
  /** A reporting client's key, made by the demo admin (Authorization: Bearer). */
  reportingKey: Record<string, string>;
  /** The gateway's deploy key (decision 058): the deploy routes and nothing else. */
  deployKey: Record<string, string>;
  /** An inspector's link, made by the demo admin (Authorization: Bearer). */
  inspectionLink: Record<string, string>;
  memberId: number;
  otherMemberId: number;
  /** A person holding only that role (the back-office ones with their second factor enrolled). */
  roles: Record<RoleKey, { headers: Record<string, string>; mail: string }>;
}

/** Holds only `role`: a new account with its roles set, enrolled when the role is back office. */
async function roleHolder(
  gw: TestGateway,
  role: RoleKey,
): Promise<{ headers: Record<string, string>; mail: string }> {
  const mail = `rol-${role.replace(/_/g, '-')}-${randomBytes(3).toString('hex')}@club.uy`;
  await addMember(gw.db, { mail, password: 'clave-de-rol-1', roles: [role] });
  if (hasBackOffice(ROLE_PERMISSIONS[role])) {
    await gw.db.query(
      `insert into two_factor (member_id, secret, enrolled_at)
       select id, $2, now() from members where lower(mail) = lower($1)`,
      [mail, 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'],
    );
  }
  return { headers: { auth_token: await issueToken(gw, mail) }, mail };
}

export const MEMBER = { mail: 'socio@club.uy', password: 'socio1234' };
export const ADMIN = { mail: 'admin@club.uy', password: 'admin1234' };

/**
 * A token for a member, written straight into auth_tokens (as login would): the checks need many,
 * and logging in that often from one address would meet the sign-in limit.
 */
export async function issueToken(gw: TestGateway, mail: string, lifetime = '1 hour'): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await gw.db.query(
    `insert into auth_tokens (token_hash, member_id, created_at, expires_at)
     select $1, id, now(), now() + $3::interval from members where lower(mail) = lower($2)`,
    [hashToken(token), mail, lifetime],
  );
  return token;
}

/**
 * Tokens for each kind of caller on a seeded gateway. The club asks its admins for a second
 * factor: the demo admin has one (written as an enrolment would), another admin has none yet.
 */
export async function callers(gw: TestGateway): Promise<Callers> {
  await requireAdminSecondFactor(gw, true);
  await gw.db.query(
    `insert into two_factor (member_id, secret, enrolled_at)
     select id, $2, now() from members where lower(mail) = lower($1)`,
    [ADMIN.mail, 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'],
  );
  const member = await loginToken(gw.app, MEMBER.mail, MEMBER.password);
  // Signed in as a code step would end: the password alone now asks for the code.
  const admin = await issueToken(gw, ADMIN.mail);
  const pendingSecondFactorMail = `admin-sin-2fa-${randomBytes(3).toString('hex')}@club.uy`;
  await addMember(gw.db, { mail: pendingSecondFactorMail, password: 'admin-sin-2fa', role: 'admin' });
  const pendingSecondFactor = await loginToken(gw.app, pendingSecondFactorMail, 'admin-sin-2fa');
  const otherMail = `otro-${randomBytes(3).toString('hex')}@club.uy`;
  const otherMemberId = await addMember(gw.db, { mail: otherMail, password: 'otra-clave-1' });
  const other = await loginToken(gw.app, otherMail, 'otra-clave-1');
  // Revoked: a real token of the member, logged out.
  const revoked = await loginToken(gw.app, MEMBER.mail, MEMBER.password);
  const out = await call(gw.app, 'POST', '/logout', { headers: { auth_token: revoked } });
  if (out.status !== 200) throw new Error(`logout failed: ${JSON.stringify(out.body)}`);
  // Expired: an admin's token whose lifetime is over (the worst case: it would grant everything).
  const expired = await issueToken(gw, ADMIN.mail, '-1 second');
  const temporaryMail = `temporal-${randomBytes(3).toString('hex')}@club.uy`;
  await addMember(gw.db, { mail: temporaryMail, password: 'temporal-1' });
  await gw.db.query(
    `update members set password_temporary_until = now() + interval '72 hours' where mail = $1`,
    [temporaryMail],
  );
  const temporary = await loginToken(gw.app, temporaryMail, 'temporal-1');
  const { rows: me } = await gw.db.query<{ id: number }>(`select id from members where mail = $1`, [
    MEMBER.mail,
  ]);
  const roles = {} as Callers['roles'];
  for (const role of Object.keys(ROLE_PERMISSIONS) as RoleKey[]) roles[role] = await roleHolder(gw, role);
  return {
    anonymous: {},
    member: { auth_token: member },
    otherMember: { auth_token: other },
    expired: { auth_token: expired },
    revoked: { auth_token: revoked },
    temporary: { auth_token: temporary },
    temporaryMail,
    pendingSecondFactor: { auth_token: pendingSecondFactor },
    pendingSecondFactorMail,
    admin: { auth_token: admin },
    reportingKey: { authorization: `Bearer ${await reportingKey(gw)}` },
    deployKey: { authorization: `Bearer ${gw.config.deployKey}` },
    inspectionLink: { authorization: `Bearer ${await inspectionLink(gw)}` },
    memberId: Number(me[0]?.id),
    otherMemberId,
    roles,
  };
}

/** A key as an admin makes one on /admin/claves. */
async function reportingKey(gw: TestGateway): Promise<string> {
  const { rows } = await gw.db.query<{ id: number }>(`select id from members where mail = $1`, [ADMIN.mail]);
  const made = await createReportingKey(gw.db, Number(rows[0]?.id), { name: 'Matriz', days: 1 });
  if (!made.ok) throw new Error(`reporting key refused: ${made.error.message}`);
  return made.secret;
}

/** A link as an admin makes one on /admin/claves. */
async function inspectionLink(gw: TestGateway): Promise<string> {
  const { rows } = await gw.db.query<{ id: number }>(`select id from members where mail = $1`, [ADMIN.mail]);
  const made = await createInspectionLink(
    gw.db,
    Number(rows[0]?.id),
    { name: 'Matriz', amount: 1, unit: 'days' },
    new Date(),
  );
  if (!made.ok) throw new Error(`inspection link refused: ${made.error.message}`);
  return made.secret;
}

export async function seededGateway(env: Record<string, string> = {}): Promise<TestGateway> {
  return startTestGateway({ env: { LOG_LEVEL: 'silent', ...env } });
}

const fingerprintSql = new WeakMap<TestGateway, string>();

/**
 * A checksum of every table's rows: what a refused request must not change. Sign-in bookkeeping
 * is left out: tokens, rate counters, the security log, code tickets, and the counts of failed
 * sign-ins (a refused sign-in is meant to write those).
 */
export async function databaseFingerprint(gw: TestGateway): Promise<string> {
  let sql = fingerprintSql.get(gw);
  if (sql === undefined) {
    const { rows: tables } = await gw.db.query<{ name: string }>(
      `select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE'
          and table_name not in ('pgmigrations', 'rate_limits', 'auth_tokens', 'reporting_keys', 'reporting_key_uses', 'inspection_links', 'inspection_link_views', 'security_log', 'two_factor_challenges', 'sign_in_failures')
        order by table_name`,
    );
    sql = tables
      .map(
        ({ name }) =>
          `select '${name}' as name, count(*)::int as n, coalesce(sum(hashtext(to_jsonb(t)::text)::bigint), 0)::text as h from "${name}" t`,
      )
      .join(' union all ');
    fingerprintSql.set(gw, sql);
  }
  const { rows } = await gw.db.query<{ name: string; n: number; h: string }>(sql);
  return rows.map((r) => `${r.name}=${r.n}:${r.h}`).join(' ');
}

/** Whether a text reads like a leaked stack trace or internal error. */
export function looksLikeInternals(text: string): boolean {
  return /\bat [\w$.<>]+ \(|node_modules|\.ts:\d+|stack|TypeError|ReferenceError|SyntaxError: Unexpected|pglite|PostgresError|duplicate key|violates/i.test(
    text,
  );
}

/** Spanish enough: has an accented letter, ñ, ¿/¡, or a common Spanish word of our texts. */
export function looksSpanish(text: string): boolean {
  return /[áéíóúñ¿¡]|\b(no|la|el|de|un|una|tenés|solicitud|datos|debe|encontrado|inválid|demasiad|consulta)\b/i.test(
    text,
  );
}
