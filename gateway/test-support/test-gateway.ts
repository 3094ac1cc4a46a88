import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '@club/db/connection';
import { append } from '@club/db/event-store';
import { hashPassword } from '@club/db/passwords';
import { demoAccounts, seedDemo } from '@club/db/seed';
import { openTestDatabase } from '@club/db/test-support/test-database';
import { clubNow } from '@club/domain/club-clock';
import { DEFAULT_CLUB_SETTINGS } from '@club/domain/club-settings';
import { type RoleKey, rolesOfLegacyRole, sortedRoles } from '@club/domain/roles';
import type { Hono } from 'hono';
import pino from 'pino';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import type { AppEnv } from '../src/kernel/http/app-env.ts';
import { sealFor } from '../src/kernel/privacy/subject-keys.ts';
import { changeClubSettings } from '../src/settings/public.ts';

// Shared set-up for the gateway's *.int.test.ts: the real app on a fresh test database
// (PGlite in memory, or a throwaway schema when DATABASE_URL is set, queried as the app role as in
// production), logs kept in memory.

export const WEB_ORIGIN = 'http://localhost:8080';

export interface TestGateway {
  app: Hono<AppEnv>;
  /** The database as its owner, for fixtures; the app itself runs on `appDb`. */
  db: Database;
  /** What the app queries with: on PostgreSQL the app role (club_app), as in production; on PGlite `db`. */
  appDb: Database;
  config: Config;
  /** Parsed pino lines written so far. */
  logs: () => Record<string, unknown>[];
  close(): Promise<void>;
}

export async function startTestGateway(
  options: { seed?: boolean; env?: Record<string, string>; now?: () => Date } = {},
): Promise<TestGateway> {
  const db = await openTestDatabase();
  if (options.seed ?? true) await seedDemo(db);
  const appDb = await db.asApp();
  // Stored files of the hosted storage stand-in go to a throwaway folder, removed on close.
  const uploadsDir = await mkdtemp(join(tmpdir(), 'club-uploads-'));
  const photosDir = await mkdtemp(join(tmpdir(), 'club-photos-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    WEB_ORIGINS: WEB_ORIGIN,
    UPLOADS_DIR: uploadsDir,
    PHOTOS_DIR: photosDir,
    // Given, as a club with several replicas gives it: nothing is generated into the repository's data folder.
    SUPABASE_JWT_SECRET: randomBytes(32).toString('base64url'),
    DEPLOY_KEY: randomBytes(32).toString('base64url'),
    // The suites test each resolver's own guard with documents of their own, as members too;
    // graphql/trusted-documents.int.test.ts and checks/security test the list (decision 034).
    GRAPHQL_AD_HOC: 'everyone',
    ...options.env,
  });
  const lines: string[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
  return {
    app: buildApp({ db: appDb, config, logger, ...(options.now ? { now: options.now } : {}) }),
    db,
    appDb,
    config,
    logs: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    async close() {
      await appDb.close();
      await db.close();
      await rm(uploadsDir, { recursive: true, force: true });
      await rm(photosDir, { recursive: true, force: true });
    },
  };
}

/**
 * A member as the seed writes one: the row and its `MemberRegistered` (and `MemberDeactivated`
 * when inactive), so the log still rebuilds the members table.
 */
export async function addMember(
  db: Database,
  member: {
    mail: string;
    password?: string;
    /** Instead of `password`, when many members share one (the hash is slow on purpose). */
    passwordHash?: string;
    role?: 'member' | 'admin';
    /** Roles other than those `role` implies (administracion + socio, or socio): set by a `MemberRolesChanged`. */
    roles?: RoleKey[];
    active?: boolean;
    name?: string;
    lastName?: string;
  },
): Promise<number> {
  const passwordHash = member.passwordHash ?? (await hashPassword(member.password ?? ''));
  const role = member.role ?? 'member';
  const name = member.name ?? 'Prueba';
  const lastName = member.lastName ?? 'Socio';
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `insert into members (name, last_name, mail, password_hash, role, active)
       values ($6, $5, $1, $2, $3, $4) returning id`,
      [member.mail, passwordHash, role, member.active ?? true, lastName, name],
    );
    const id = Number(rows[0]?.id);
    const personal = await sealFor(tx, `member-${id}`, {
      name,
      lastName,
      mail: member.mail,
      cedula: null,
      birthDate: null,
      residency: null,
      phone: null,
    });
    const registered = {
      type: 'MemberRegistered',
      payload: { memberId: id, role, trimmer: false, personal },
    };
    const deactivated = { type: 'MemberDeactivated', payload: { memberId: id, tokensRevoked: 0 } };
    const events = member.active === false ? [registered, deactivated] : [registered];
    await append(tx, `member-${id}`, 0, events, 'seed');
    const implied = rolesOfLegacyRole(role);
    const roles = member.roles ? sortedRoles(member.roles) : implied;
    if (roles.join() !== implied.join()) {
      const changed = { type: 'MemberRolesChanged', payload: { memberId: id, roles, previous: implied } };
      await append(tx, `member-roles-${id}`, 0, [changed], 'seed');
    }
    await tx.query('insert into member_roles (member_id, role) select $1, unnest($2::text[])', [id, roles]);
    return id;
  });
}

export function authHeader(token: string): Record<string, string> {
  return { auth_token: token };
}

export interface JsonAnswer {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: tests read the answer's fields freely
  body: any;
}

/** One REST call with a JSON body (a string body is sent as is, to test malformed JSON). */
export async function call(
  app: Hono<AppEnv>,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<JsonAnswer> {
  const init: RequestInit = { method, headers: { ...options.headers } };
  if (options.body !== undefined) {
    init.body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    init.headers = { 'content-type': 'application/json', ...options.headers };
  }
  const response = await app.request(path, init);
  const text = await response.text();
  // A file (a spreadsheet's template, a PDF) is no JSON: its text stands for it.
  const isJson = (response.headers.get('content-type') ?? 'application/json').includes('json');
  return {
    status: response.status,
    headers: response.headers,
    body: text === '' ? null : isJson ? JSON.parse(text) : text,
  };
}

/** One GraphQL operation over POST /graphql. */
export function graphql(
  app: Hono<AppEnv>,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<JsonAnswer> {
  return call(app, 'POST', '/graphql', { body: { query, variables }, headers });
}

export async function loginToken(app: Hono<AppEnv>, mail: string, password: string): Promise<string> {
  const answer = await call(app, 'POST', '/login', { body: { mail, password } });
  if (answer.status !== 200) throw new Error(`login of ${mail} failed: ${JSON.stringify(answer.body)}`);
  return answer.body.auth_token as string;
}

/** Auth headers of the demo member and the demo admin, signed in through the app. */
export async function demoAuthHeaders(
  app: Hono<AppEnv>,
): Promise<Record<'member' | 'admin', Record<string, string>>> {
  const { member, admin } = demoAccounts;
  return {
    member: authHeader(await loginToken(app, member.mail, member.password)),
    admin: authHeader(await loginToken(app, admin.mail, admin.password)),
  };
}

/** The club's setting that admins need a second factor, on or off from today, as an admin changes it. */
export async function requireAdminSecondFactor(gw: TestGateway, required: boolean, now = new Date()) {
  const changed = await changeClubSettings(
    gw.appDb,
    1,
    {
      effectiveFrom: clubNow(now).date,
      settings: { ...DEFAULT_CLUB_SETTINGS, adminTwoFactorRequired: required },
    },
    now,
  );
  if (!changed.ok) throw new Error(`settings refused: ${JSON.stringify(changed.error)}`);
}
