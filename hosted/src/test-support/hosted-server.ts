import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database, Sql } from '@club/db/connection';
import { hashPassword } from '@club/db/passwords';
import { seedDemo } from '@club/db/seed';
import { openTestDatabase } from '@club/db/test-support/test-database';
import { serve } from '@hono/node-server';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { Hono, type MiddlewareHandler } from 'hono';
import ws from 'ws';
import { hostedAuthRoutes } from '../auth/auth-routes.ts';
import { HOSTED_MAIL_SERVICE, type MailKind } from '../auth/mail.ts';
import type { HostedConfig } from '../http/hosted-deps.ts';
import { hostedStorageRoutes } from '../storage/storage-routes.ts';

export { PDF_BYTES, PNG_BYTES } from '../storage/sample-files.fixture.ts';

// Shared set-up of the hosted stand-in's tests: its routes alone, mounted where the gateway mounts
// them, on a fresh test database and a real port, and the real, unmodified @supabase/supabase-js
// pointed at them (as the browser will be). How the gateway mounts them (CORS, body limits, the
// sign-in limit) is tested in the gateway.

export const REDIRECT = 'http://localhost:8080/admin/supabase';
/** Each test user's storage quota. */
export const HOSTED_TEST_QUOTA_BYTES = 40 * 1024 * 1024;

export interface HostedTestServer {
  db: Database;
  config: HostedConfig;
  url: string;
  anonKey: string;
  /** Moves the service's clock (mail rate limit, token expiry) forward. */
  advance(ms: number): void;
  client(): SupabaseClient;
  close(): Promise<void>;
}

export async function startHostedServer(): Promise<HostedTestServer> {
  let offset = 0;
  const now = () => new Date(Date.now() + offset);
  const db = await openTestDatabase();
  await seedDemo(db);
  // Stored files go to a throwaway folder, removed on close.
  const uploadsDir = await mkdtemp(join(tmpdir(), 'club-uploads-'));
  const config: HostedConfig = {
    // The gateway's default public URL: mails carry it, and onServer() re-bases their links.
    supabaseUrl: 'http://localhost:4000',
    supabaseAnonKey: 'club-anon-key',
    supabaseJwtSecret: 'hosted-test-jwt-secret-of-at-least-32-characters',
    webOrigins: [new URL(REDIRECT).origin],
    uploadsDir,
    storageQuotaBytes: HOSTED_TEST_QUOTA_BYTES,
  };
  const app = new Hono();
  // No limits here: they are the gateway's (checks/security/limits.ts and hosted-auth.test.ts), and
  // no club: every account is the stand-in's own (the gateway's tests cover the club's accounts).
  const unlimited: MiddlewareHandler = (_c, next) => next();
  app.route(
    '/auth/v1',
    hostedAuthRoutes({ db, config, now, passwordSignInLimit: unlimited, mailRequestLimit: unlimited }),
  );
  app.route('/storage/v1', hostedStorageRoutes({ db, config, now, uploadLimit: unlimited }));
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    db,
    config,
    url,
    anonKey: config.supabaseAnonKey,
    advance(ms) {
      offset += ms;
    },
    client: () =>
      createClient(url, config.supabaseAnonKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        realtime: { transport: ws as never },
      }),
    async close() {
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive sockets would otherwise hold close() open.
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      await db.close();
      await rm(uploadsDir, { recursive: true, force: true });
    },
  };
}

export interface MailParams {
  to_email: string;
  subject: string;
  /** The text as it is sent (placeholders filled). */
  message: string;
  link: string;
  code: string;
  /** The link's secret, which `verifyOtp({ token_hash })` also takes. */
  token_hash: string;
}

/**
 * The newest stand-in mail of `kind` sent to `to`, as the dispatcher would send it, or undefined.
 * Read from the outbox row and its secrets (the gateway's dispatcher fills the text the same way).
 */
export async function latestMail(db: Sql, to: string, kind: MailKind): Promise<MailParams | undefined> {
  const { rows } = await db.query<{ template_params: unknown; secret_params: unknown }>(
    `select template_params, secret_params from outbox
      where service_id = $1 and template_id = $2 and template_params->>'to_email' = $3
      order by id desc limit 1`,
    [HOSTED_MAIL_SERVICE, kind, to],
  );
  const row = rows[0];
  if (!row) return undefined;
  const json = (value: unknown) =>
    (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, string> | null;
  const params = json(row.template_params) ?? {};
  const secrets = json(row.secret_params) ?? {};
  const link = secrets.link ?? '';
  return {
    to_email: params.to_email ?? '',
    subject: params.subject ?? '',
    message: (params.message ?? '').replace(/\{\{(link|code)\}\}/g, (_, name: string) => secrets[name] ?? ''),
    link,
    code: secrets.code ?? '',
    token_hash: link ? (new URL(link).searchParams.get('token') ?? '') : '',
  };
}

export async function mailCount(db: Sql, to: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `select count(*) as n from outbox where service_id = $1 and template_params->>'to_email' = $2`,
    [HOSTED_MAIL_SERVICE, to],
  );
  return Number(rows[0]?.n);
}

/** A mailed link, re-based onto the test server (the mail holds the configured public URL). */
export function onServer(link: string, url: string): string {
  const parsed = new URL(link);
  return `${url}${parsed.pathname}${parsed.search}`;
}

/**
 * An account of the stand-in's own, confirmed, with a password: sign-up is closed, so this is how
 * one comes to be (what a Supabase project's admin does from the dashboard). Returns its id.
 */
export async function provisionedUser(db: Sql, email: string, password: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into hosted_users (id, email, password_hash, email_confirmed_at)
     values (gen_random_uuid(), $1, $2, now()) returning id`,
    [email, await hashPassword(password)],
  );
  return rows[0]?.id as string;
}

/** Every file under the uploads folder (relative paths). */
export async function filesOnDisk(uploadsDir: string): Promise<string[]> {
  try {
    const entries = await readdir(uploadsDir, { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name).slice(uploadsDir.length + 1));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
