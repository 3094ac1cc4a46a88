import { fileURLToPath } from 'node:url';
import { DEFAULT_MAX_MEMBERS } from '@club/domain/member-rules';
import { z } from 'zod';

// The gateway's whole configuration: read from the environment once, at start-up, and
// validated, so a bad variable stops the process with a list instead of failing later.

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const booleanText = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ['', 'true', 'false', '1', '0', 'yes', 'no'].includes(v), {
    message: 'expected true or false',
  })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const origin = z
  .string()
  .trim()
  .refine(
    (v) => {
      try {
        const url = new URL(v);
        return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === v;
      } catch {
        return false;
      }
    },
    { message: 'each origin must look like http://host[:port], without path or trailing slash' },
  );

const envSchema = z.object({
  GATEWAY_PORT: z.coerce.number().int().min(0).max(65_535).default(4000),
  GATEWAY_HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .trim()
    .refine((v) => /^postgres(ql)?:\/\//.test(v), { message: 'expected a postgres:// URL' })
    .optional(),
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
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  SEED_DEMO: booleanText.default(false),
  // Uruguayan clubs may have at most 45 members: creating or reactivating one more is refused.
  MAX_MEMBERS: z.coerce.number().int().min(1).max(10_000).default(DEFAULT_MAX_MEMBERS),
});

export interface Config {
  port: number;
  host: string;
  /** Unset: embedded PGlite under `dataDir/pglite`. */
  databaseUrl: string | undefined;
  dataDir: string;
  webOrigins: string[];
  tokenTtlHours: number;
  logLevel: (typeof logLevels)[number];
  nodeEnv: 'development' | 'production' | 'test';
  seedDemo: boolean;
  /** Most active members (role member) the club may have. */
  maxMembers: number;
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
  return {
    port: v.GATEWAY_PORT,
    host: v.GATEWAY_HOST,
    databaseUrl: v.DATABASE_URL,
    dataDir: v.DATA_DIR,
    webOrigins: v.WEB_ORIGINS,
    tokenTtlHours: v.TOKEN_TTL_HOURS,
    logLevel: v.LOG_LEVEL,
    nodeEnv: v.NODE_ENV,
    seedDemo: v.SEED_DEMO,
    maxMembers: v.MAX_MEMBERS,
  };
}
