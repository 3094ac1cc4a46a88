import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_ROLE, appDatabaseUrl, roleOfUrl } from '@club/db/app-role';
import { BACKUP_KEY_FILE, refuseKeyInBackupDir } from '@club/db/backup/backup-key';
import { z } from 'zod';
import { installationSecret } from './installation-secrets.ts';
import { DEFAULT_HOST, listenUrl } from './kernel/http/listen-url.ts';

// The gateway's whole configuration: read from the environment once, at start-up, and
// validated, so a bad variable stops the process with a list instead of failing later.

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const booleanText = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ['', 'true', 'false', '1', '0', 'yes', 'no'].includes(v), {
    message: 'expected true or false',
  })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** True when `text` parses as a URL that `accept` takes. */
function isUrl(text: string, accept: (url: URL) => boolean): boolean {
  try {
    return accept(new URL(text));
  } catch {
    return false;
  }
}

const origin = z
  .string()
  .trim()
  .refine(
    (v) => isUrl(v, (url) => (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === v),
    { message: 'each origin must look like http://host[:port], without path or trailing slash' },
  );

const mailAddress = /^[^\s@<>",;]+@[^\s@<>",;]+$/;
/** 'club@dominio.uy' or 'Club <club@dominio.uy>': the sender, with an optional display name. */
const mailbox = z
  .string()
  .trim()
  .refine((v) => mailAddress.test(v) || /^[^<>\r\n]*<[^\s@<>",;]+@[^\s@<>",;]+>$/.test(v), {
    message: "expected an address, e.g. club@example.uy or 'Club <club@example.uy>'",
  });

/** The sender when MAIL_FROM is unset: a name the members recognise, an address that is only a placeholder. */
export const DEFAULT_MAIL_FROM = 'Club <club@localhost>';

/** The stand-in's public key when SUPABASE_ANON_KEY is unset (it is public: the browser sends it). */
export const DEFAULT_SUPABASE_ANON_KEY = 'club-anon-key';
/** The file under DATA_DIR/secrets holding the stand-in's signing secret when SUPABASE_JWT_SECRET is unset. */
export const SUPABASE_JWT_SECRET_FILE = 'supabase-jwt-secret';

/** The file under DATA_DIR/secrets holding the deploy key when DEPLOY_KEY is unset. */
export const DEPLOY_KEY_FILE = 'deploy-key';

/** The file under DATA_DIR/secrets holding the master key when CLUB_MASTER_KEY is unset. */
export const MASTER_KEY_FILE = 'master-key';

const envSchema = z.object({
  GATEWAY_PORT: z.coerce.number().int().min(0).max(65_535).default(4000),
  // The interface to listen on: this machine only unless told (HOST is the web server's too).
  HOST: z.string().trim().min(1).optional(),
  GATEWAY_HOST: z.string().trim().min(1).optional(),
  DATABASE_URL: z
    .string()
    .trim()
    .refine((v) => /^postgres(ql)?:\/\//.test(v), { message: 'expected a postgres:// URL' })
    .optional(),
  // The app's own login (docs/decisions/020-least-privilege-and-backups.md); DATABASE_URL migrates.
  DATABASE_APP_URL: z
    .string()
    .trim()
    .refine((v) => /^postgres(ql)?:\/\//.test(v), { message: 'expected a postgres:// URL' })
    .optional(),
  // PostgreSQL: the app's connections. 10 suits a club; the bench's 50 concurrent writers gain
  // with more (docs/performance.md), but a shared server's max_connections is every client's.
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  DATA_DIR: z.string().trim().min(1).default(`${repoRoot}.data`),
  WEB_ORIGINS: z
    .string()
    .default('http://localhost:8080')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s !== ''),
    )
    .pipe(z.array(origin).min(1, { message: 'at least one origin is needed' })),
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 366)
    .default(720),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  // Development's conveniences (introspection, GraphiQL, anyone's GraphQL text) only when asked:
  // `npm run dev` asks, `npm start` and a bare gateway do not.
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  SEED_DEMO: booleanText.default(false),
  // Behind a proxy that sets X-Forwarded-For, the abuse limits key on its first address.
  TRUST_PROXY: booleanText.default(false),
  // The hosted auth + storage service (a Supabase project, or the gateway's own stand-in).
  GATEWAY_URL: origin.optional(),
  SUPABASE_URL: origin.optional(),
  SUPABASE_ANON_KEY: z.string().trim().min(1).max(2000).default(DEFAULT_SUPABASE_ANON_KEY),
  // Unset: generated on the first start and kept in DATA_DIR/secrets (installation-secrets.ts).
  SUPABASE_JWT_SECRET: z.string().min(32, { message: 'use at least 32 characters' }).optional(),
  // Wraps each person's own key (kernel/privacy). Unset: generated like the secret above. Every
  // replica sharing a database needs the same one, and backups are useless without it: keep a copy
  // apart from both.
  CLUB_MASTER_KEY: z.string().min(32, { message: 'use at least 32 characters' }).optional(),
  UPLOADS_DIR: z.string().trim().min(1).optional(),
  // The products' photos as the server made them (photos/photo-files.ts); replicas share it.
  PHOTOS_DIR: z.string().trim().min(1).optional(),
  // Most megabytes one hosted user's stored files may take together (receipts are kept for good).
  HOSTED_STORAGE_QUOTA_MB: z.coerce.number().int().min(1).max(1_000_000).default(2048),
  // Mail (docs/decisions/018-mail-dispatch.md): unset SMTP_URL keeps every mail in the outbox.
  SMTP_URL: z
    .string()
    .trim()
    .refine(
      (v) =>
        isUrl(v, (url) => (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== ''),
      {
        message: 'expected smtp://[user:password@]host[:port] or smtps://…',
      },
    )
    .optional(),
  MAIL_FROM: mailbox.default(DEFAULT_MAIL_FROM),
  MAIL_ORDERS_TO: z
    .string()
    .trim()
    .refine((v) => mailAddress.test(v), { message: 'expected one address, e.g. pedidos@example.uy' })
    .optional(),
  BACKUP_DIR: z.string().trim().min(1).default(`${repoRoot}backups`),
  // 0: no backups by the gateway itself (npm start sets 24).
  BACKUP_EVERY_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 366)
    .default(0),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(10_000).default(7),
  // Encrypts every backup. Unset: generated like the secrets above. Without it a copy is useless:
  // keep a copy of it apart from the backups (never in BACKUP_DIR).
  BACKUP_KEY: z.string().min(32, { message: 'use at least 32 characters' }).optional(),
  // What a remote's deploy sends to register its operations (decision 058). Unset: generated like
  // the secrets above. Replicas sharing a database need the same one.
  DEPLOY_KEY: z.string().min(32, { message: 'use at least 32 characters' }).optional(),
  // Who may send a GraphQL document's text instead of the id of one of the app's (decision 034):
  // admins (their reporting clients), or everyone. Unset: everyone in development, admins otherwise.
  GRAPHQL_AD_HOC: z.enum(['admins', 'everyone']).optional(),
  // Who may read /metrics (docs/decisions/048-health-and-metrics.md): unset, this machine only.
  METRICS_TOKEN: z.string().trim().min(16, { message: 'use at least 16 characters' }).optional(),
  JOB_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(10)
    .max(60 * 60 * 1000)
    .default(10_000),
});

export interface Config {
  port: number;
  /** The interface the gateway listens on: GATEWAY_HOST, else HOST, else 127.0.0.1. */
  host: string;
  /** Unset: embedded PGlite under `dataDir/pglite`. On PostgreSQL, the owner's: migrations and backups. */
  databaseUrl: string | undefined;
  /** PostgreSQL: what the app's queries run as (DATABASE_APP_URL, or DATABASE_URL's server as club_app). */
  databaseAppUrl: string | undefined;
  /** PostgreSQL: how many connections the app's pool keeps at most. */
  databasePoolSize: number;
  dataDir: string;
  webOrigins: string[];
  tokenTtlHours: number;
  logLevel: (typeof logLevels)[number];
  nodeEnv: 'development' | 'production' | 'test';
  seedDemo: boolean;
  /** Read the caller's IP from X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy: boolean;
  /** Public URL of the hosted auth + storage service (the links in its mails start with it). */
  supabaseUrl: string;
  /** The public (anon) key every call to /auth/v1 and /storage/v1 must carry in `apikey`. */
  supabaseAnonKey: string;
  /** HS256 secret of the stand-in's access tokens: SUPABASE_JWT_SECRET, or this installation's own. */
  supabaseJwtSecret: string;
  /** Wraps each person's key: CLUB_MASTER_KEY, or this installation's own. */
  masterKey: string;
  /** Folder of the stand-in's stored files. */
  uploadsDir: string;
  /** Folder of the products' photo files, served at /photos/. */
  photosDir: string;
  /** Most bytes one user's files may take in the stand-in's storage. */
  storageQuotaBytes: number;
  /** Where the outbox is sent; unset: nothing is sent, mails stay pending in the outbox. */
  smtpUrl: string | undefined;
  /** The From of every mail sent. */
  mailFrom: string;
  /** The club's inbox: the storefront's order mails (EmailJS template) go there, Reply-To the member. */
  mailOrdersTo: string;
  /** The bearer token /metrics asks for; unset: /metrics answers this machine's callers only. */
  metricsToken: string | undefined;
  /** How often the periodic jobs (jobs/club-jobs.ts) run. */
  jobIntervalMs: number;
  /** Who may send GraphQL text; the others send the ids of the app's documents (graphql/trusted-documents.ts). */
  graphqlAdHoc: 'admins' | 'everyone';
  /** Where the backups go (jobs/backup-job.ts, `npm run db:backup`). */
  backupDir: string;
  /** Hours between the gateway's own backups; 0: none. */
  backupEveryHours: number;
  /** How many of the newest backups the job keeps. */
  backupKeep: number;
  /** Encrypts the backups: BACKUP_KEY, or this installation's own. */
  backupKey: string;
  /** Opens the deploy routes, and nothing else: DEPLOY_KEY, or this installation's own. */
  deployKey: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid gateway configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the gateway's variables; throws a ConfigError listing every bad one. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "use the default", as in most .env tooling.
  const present = Object.fromEntries(
    Object.keys(envSchema.shape).flatMap((key) => {
      const value = env[key];
      return value === undefined || value.trim() === '' ? [] : [[key, value]];
    }),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? '(environment)');
        return `${name}: ${issue.message} (got ${JSON.stringify(present[name] ?? null)})`;
      }),
    );
  }
  const v = parsed.data;
  const databaseAppUrl = appUrlOf(v.DATABASE_URL, v.DATABASE_APP_URL);
  const host = v.GATEWAY_HOST ?? v.HOST ?? DEFAULT_HOST;
  return {
    port: v.GATEWAY_PORT,
    host,
    databaseUrl: v.DATABASE_URL,
    databaseAppUrl,
    databasePoolSize: v.DATABASE_POOL_SIZE,
    dataDir: v.DATA_DIR,
    webOrigins: v.WEB_ORIGINS,
    tokenTtlHours: v.TOKEN_TTL_HOURS,
    logLevel: v.LOG_LEVEL,
    nodeEnv: v.NODE_ENV,
    seedDemo: v.SEED_DEMO,
    trustProxy: v.TRUST_PROXY,
    supabaseUrl: v.SUPABASE_URL ?? v.GATEWAY_URL ?? listenUrl(host, v.GATEWAY_PORT),
    supabaseAnonKey: v.SUPABASE_ANON_KEY,
    supabaseJwtSecret: v.SUPABASE_JWT_SECRET ?? generatedSecret(v.DATA_DIR, SUPABASE_JWT_SECRET_FILE),
    masterKey: v.CLUB_MASTER_KEY ?? generatedSecret(v.DATA_DIR, MASTER_KEY_FILE),
    uploadsDir: v.UPLOADS_DIR ?? join(v.DATA_DIR, 'uploads'),
    photosDir: v.PHOTOS_DIR ?? join(v.DATA_DIR, 'photos'),
    storageQuotaBytes: v.HOSTED_STORAGE_QUOTA_MB * 1024 * 1024,
    smtpUrl: v.SMTP_URL,
    mailFrom: v.MAIL_FROM,
    mailOrdersTo: v.MAIL_ORDERS_TO ?? addressOf(v.MAIL_FROM),
    metricsToken: v.METRICS_TOKEN,
    jobIntervalMs: v.JOB_INTERVAL_MS,
    graphqlAdHoc: v.GRAPHQL_AD_HOC ?? (v.NODE_ENV === 'development' ? 'everyone' : 'admins'),
    backupDir: v.BACKUP_DIR,
    backupEveryHours: v.BACKUP_EVERY_HOURS,
    backupKeep: v.BACKUP_KEEP,
    backupKey: v.BACKUP_KEY ?? backupKeyFile(v.DATA_DIR, v.BACKUP_DIR),
    deployKey: v.DEPLOY_KEY ?? generatedSecret(v.DATA_DIR, DEPLOY_KEY_FILE),
  };
}

/** The installation's backup key, refused when the backups would sit beside it. */
function backupKeyFile(dataDir: string, backupDir: string): string {
  try {
    refuseKeyInBackupDir(dataDir, backupDir);
  } catch (error) {
    throw new ConfigError([`BACKUP_DIR: ${error instanceof Error ? error.message : String(error)}`]);
  }
  return generatedSecret(dataDir, BACKUP_KEY_FILE);
}

/** A secret of this installation's (installation-secrets.ts); a folder it cannot write is a bad DATA_DIR. */
function generatedSecret(dataDir: string, name: string): string {
  try {
    return installationSecret(dataDir, name);
  } catch (error) {
    throw new ConfigError([
      `DATA_DIR: no se pudo leer ni guardar el secreto ${name} en ${dataDir} (${error instanceof Error ? error.message : String(error)})`,
    ]);
  }
}

/** The app's connection: DATABASE_APP_URL, or DATABASE_URL's server and database as club_app. */
function appUrlOf(databaseUrl: string | undefined, appUrl: string | undefined): string | undefined {
  if (!databaseUrl) {
    if (appUrl) {
      throw new ConfigError([
        'DATABASE_APP_URL: sin DATABASE_URL no se usa (PGlite no tiene roles); definí DATABASE_URL, el dueño que migra',
      ]);
    }
    return undefined;
  }
  if (appUrl && roleOfUrl(appUrl) === roleOfUrl(databaseUrl)) {
    throw new ConfigError([
      `DATABASE_APP_URL: debe entrar con otro rol que DATABASE_URL (${roleOfUrl(databaseUrl)}), uno que no sea dueño de las tablas (por defecto ${APP_ROLE})`,
    ]);
  }
  return appUrl ?? appDatabaseUrl(databaseUrl);
}

/** The bare address of 'Club <club@example.uy>' (or of a bare address). */
function addressOf(mailboxText: string): string {
  return /<([^<>]+)>$/.exec(mailboxText)?.[1] ?? mailboxText;
}
