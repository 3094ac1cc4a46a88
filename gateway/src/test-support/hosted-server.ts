import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Sql } from '@club/db/connection';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { HOSTED_MAIL_SERVICE, type MailKind } from '../hosted/mail.ts';
import { type RunningServer, serveApp } from '../server.ts';
import { startTestGateway, type TestGateway } from './test-gateway.ts';

export { PDF_BYTES, PNG_BYTES } from '../hosted/sample-files.fixture.ts';

// Shared set-up of the hosted stand-in's tests: the test gateway served on a real port, and the
// real, unmodified @supabase/supabase-js pointed at it (as the browser will be).

export const REDIRECT = 'http://localhost:8080/admin/supabase';

export interface HostedTestServer {
  gateway: TestGateway;
  server: RunningServer;
  url: string;
  anonKey: string;
  /** Moves the gateway's clock (mail rate limit, token expiry) forward. */
  advance(ms: number): void;
  client(): SupabaseClient;
  close(): Promise<void>;
}

export async function startHostedServer(): Promise<HostedTestServer> {
  let offset = 0;
  const gateway = await startTestGateway({ now: () => new Date(Date.now() + offset) });
  const server = await serveApp(gateway.app, { port: 0, hostname: '127.0.0.1' });
  const url = `http://127.0.0.1:${server.port}`;
  const anonKey = gateway.config.supabaseAnonKey;
  return {
    gateway,
    server,
    url,
    anonKey,
    advance(ms) {
      offset += ms;
    },
    client: () =>
      createClient(url, anonKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        realtime: { transport: ws as never },
      }),
    async close() {
      await server.close();
      await gateway.close();
    },
  };
}

export interface MailParams {
  to_email: string;
  subject: string;
  message: string;
  link: string;
  code: string;
  token_hash: string;
}

/** The newest stand-in mail of `kind` sent to `to`, or undefined. */
export async function latestMail(db: Sql, to: string, kind: MailKind): Promise<MailParams | undefined> {
  const { rows } = await db.query<{ template_params: MailParams | string }>(
    `select template_params from outbox
      where service_id = $1 and template_id = $2 and template_params->>'to_email' = $3
      order by id desc limit 1`,
    [HOSTED_MAIL_SERVICE, kind, to],
  );
  const params = rows[0]?.template_params;
  return typeof params === 'string' ? (JSON.parse(params) as MailParams) : params;
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

/** Signs up and confirms a new account with the mailed code; returns its id. */
export async function confirmedUser(
  hosted: HostedTestServer,
  email: string,
  password: string,
): Promise<string> {
  const supabase = hosted.client();
  const { data, error } = await supabase.auth.signUp({ email, password });
  if (error || !data.user) throw error ?? new Error('sign-up gave no user');
  const mail = await latestMail(hosted.gateway.db, email, 'signup');
  if (!mail) throw new Error('no confirmation mail');
  const verified = await supabase.auth.verifyOtp({ email, token: mail.code, type: 'signup' });
  if (verified.error) throw verified.error;
  return data.user.id;
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
