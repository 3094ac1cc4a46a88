import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, SUPABASE_JWT_SECRET_FILE } from './config.ts';

const SECRET = 'un-secreto-de-prueba-bien-largo-0123456789';
/** loadConfig with the signing secret given, so nothing is generated into the repository's data folder. */
const load = (env: Record<string, string | undefined>) => loadConfig({ SUPABASE_JWT_SECRET: SECRET, ...env });

describe('loadConfig', () => {
  it('works with no variables at all (the secret aside, made below), so npm start needs no .env', () => {
    const config = load({});
    expect(config).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      webOrigins: ['http://localhost:8080'],
      tokenTtlHours: 720,
      logLevel: 'info',
      nodeEnv: 'production',
      seedDemo: false,
      trustProxy: false,
    });
    expect(config.dataDir).toMatch(/[/\\]\.data$/);
  });

  it('reads every variable', () => {
    const config = load({
      GATEWAY_PORT: '4100',
      GATEWAY_HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      DATA_DIR: '/var/lib/club',
      WEB_ORIGINS: 'https://club.uy, http://localhost:8080',
      TOKEN_TTL_HOURS: '24',
      LOG_LEVEL: 'debug',
      NODE_ENV: 'production',
      SEED_DEMO: 'true',
      TRUST_PROXY: 'true',
      SUPABASE_URL: 'https://abc.supabase.co',
      SUPABASE_ANON_KEY: 'clave-publica',
      SUPABASE_JWT_SECRET: 'un-secreto-de-produccion-bien-largo-1234',
      UPLOADS_DIR: '/var/lib/club/archivos',
      PHOTOS_DIR: '/var/lib/club/fotos',
      HOSTED_STORAGE_QUOTA_MB: '512',
      SMTP_URL: 'smtp://mailer:secreto@smtp.club.uy:587',
      MAIL_FROM: 'Club Cannábico <hola@club.uy>',
      MAIL_ORDERS_TO: 'pedidos@club.uy',
      JOB_INTERVAL_MS: '5000',
      DATABASE_APP_URL: 'postgres://club_app:clave@127.0.0.1:5432/test',
      BACKUP_DIR: '/var/backups/club',
      BACKUP_EVERY_HOURS: '12',
      BACKUP_KEEP: '14',
      DATABASE_POOL_SIZE: '25',
      GRAPHQL_AD_HOC: 'everyone',
      CLUB_MASTER_KEY: 'la-clave-maestra-de-produccion-bien-larga',
      BACKUP_KEY: 'la-clave-de-las-copias-de-produccion-larga',
      METRICS_TOKEN: 'el-token-de-prometheus-del-club',
      DEPLOY_KEY: 'la-clave-de-despliegue-de-los-remotos-larga',
    });
    expect(config).toEqual({
      port: 4100,
      host: '127.0.0.1',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/test',
      dataDir: '/var/lib/club',
      webOrigins: ['https://club.uy', 'http://localhost:8080'],
      tokenTtlHours: 24,
      logLevel: 'debug',
      nodeEnv: 'production',
      seedDemo: true,
      trustProxy: true,
      supabaseUrl: 'https://abc.supabase.co',
      supabaseAnonKey: 'clave-publica',
      supabaseJwtSecret: 'un-secreto-de-produccion-bien-largo-1234',
      uploadsDir: '/var/lib/club/archivos',
      photosDir: '/var/lib/club/fotos',
      storageQuotaBytes: 512 * 1024 * 1024,
      smtpUrl: 'smtp://mailer:secreto@smtp.club.uy:587',
      mailFrom: 'Club Cannábico <hola@club.uy>',
      mailOrdersTo: 'pedidos@club.uy',
      jobIntervalMs: 5000,
      databaseAppUrl: 'postgres://club_app:clave@127.0.0.1:5432/test',
      backupDir: '/var/backups/club',
      backupEveryHours: 12,
      backupKeep: 14,
      databasePoolSize: 25,
      graphqlAdHoc: 'everyone',
      masterKey: 'la-clave-maestra-de-produccion-bien-larga',
      backupKey: 'la-clave-de-las-copias-de-produccion-larga',
      deployKey: 'la-clave-de-despliegue-de-los-remotos-larga',
      metricsToken: 'el-token-de-prometheus-del-club',
    });
  });

  it('answers /metrics on this machine only unless METRICS_TOKEN is set, and refuses a short token', () => {
    expect(load({}).metricsToken).toBeUndefined();
    expect(() => load({ METRICS_TOKEN: 'corto' })).toThrow(/METRICS_TOKEN: use at least 16 characters/);
  });

  it('makes the backup key in the data folder when BACKUP_KEY is unset, and refuses backups where they would sit beside it', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'club-config-'));
    try {
      const config = loadConfig({ DATA_DIR: dataDir, BACKUP_DIR: join(dataDir, '..', 'copias-club') });
      expect(config.backupKey.length).toBeGreaterThanOrEqual(32);
      expect(config.backupKey).not.toBe(config.masterKey);
      expect(readFileSync(join(dataDir, 'secrets', 'backup-key'), 'utf8')).toBe(config.backupKey);
      expect(loadConfig({ DATA_DIR: dataDir }).backupKey).toBe(config.backupKey);
      for (const backupDir of [dataDir, join(dataDir, 'secrets')]) {
        expect(() => loadConfig({ DATA_DIR: dataDir, BACKUP_DIR: backupDir })).toThrow(
          /BACKUP_DIR: .*contiene la carpeta de secretos .*la clave de las copias viajaría con ellas/,
        );
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    expect(() => load({ BACKUP_KEY: 'corta' })).toThrow(/BACKUP_KEY/);
  });

  it('takes GraphQL text from admins only unless told, except in development (decision 034)', () => {
    expect(load({ NODE_ENV: 'test' }).graphqlAdHoc).toBe('admins');
    expect(load({ NODE_ENV: 'development' }).graphqlAdHoc).toBe('everyone');
    expect(load({ NODE_ENV: 'development', GRAPHQL_AD_HOC: 'admins' }).graphqlAdHoc).toBe('admins');
    expect(() => load({ GRAPHQL_AD_HOC: 'members' })).toThrow(/GRAPHQL_AD_HOC/);
  });

  it("runs the app on PostgreSQL as club_app, on DATABASE_URL's server and database, unless DATABASE_APP_URL says otherwise", () => {
    expect(load({}).databaseAppUrl).toBeUndefined();
    expect(
      load({ DATABASE_URL: 'postgres://dueño:secreto@db.club.uy:5433/club?sslmode=require' }).databaseAppUrl,
    ).toBe('postgres://club_app@db.club.uy:5433/club?sslmode=require');
    expect(() =>
      load({
        DATABASE_URL: 'postgres://club@db/club',
        DATABASE_APP_URL: 'postgres://club:otra@db/club',
      }),
    ).toThrow(/DATABASE_APP_URL: debe entrar con otro rol que DATABASE_URL \(club\)/);
    expect(() => load({ DATABASE_APP_URL: 'postgres://club_app@db/club' })).toThrow(
      /DATABASE_APP_URL: sin DATABASE_URL no se usa/,
    );
  });

  it('takes no backups of its own unless BACKUP_EVERY_HOURS is set (npm start sets 24), keeping 7 in backups/', () => {
    const config = load({});
    expect(config).toMatchObject({ backupEveryHours: 0, backupKeep: 7 });
    expect(config.backupDir).toMatch(/[/\\]backups$/);
    expect(() => load({ BACKUP_EVERY_HOURS: '-1', BACKUP_KEEP: '0' })).toThrow(
      /BACKUP_EVERY_HOURS[\s\S]*BACKUP_KEEP/,
    );
  });

  it('keeps mail in the outbox without SMTP_URL, and sends order mails to the sender address by default', () => {
    expect(load({})).toMatchObject({
      smtpUrl: undefined,
      mailFrom: 'Club <club@localhost>',
      mailOrdersTo: 'club@localhost',
      jobIntervalMs: 10_000,
      databasePoolSize: 10,
    });
    expect(load({ MAIL_FROM: 'Club <hola@club.uy>' }).mailOrdersTo).toBe('hola@club.uy');
    expect(load({ MAIL_FROM: 'hola@club.uy' }).mailOrdersTo).toBe('hola@club.uy');
  });

  it('lists a bad SMTP_URL, MAIL_FROM, MAIL_ORDERS_TO and JOB_INTERVAL_MS together', () => {
    const problems = (() => {
      try {
        load({
          SMTP_URL: 'http://smtp.club.uy',
          MAIL_FROM: 'no es un correo',
          MAIL_ORDERS_TO: 'a@b.uy, c@d.uy',
          JOB_INTERVAL_MS: '0',
        });
      } catch (error) {
        return (error as ConfigError).problems;
      }
      return [];
    })();
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual([
      'JOB_INTERVAL_MS',
      'MAIL_FROM',
      'MAIL_ORDERS_TO',
      'SMTP_URL',
    ]);
  });

  it('points the hosted service at the gateway by default, with uploads and photos under DATA_DIR', () => {
    const config = load({ GATEWAY_PORT: '4100', DATA_DIR: '/srv/club' });
    expect(config).toMatchObject({
      supabaseUrl: 'http://localhost:4100',
      supabaseAnonKey: 'club-anon-key',
      uploadsDir: '/srv/club/uploads',
      photosDir: '/srv/club/photos',
      storageQuotaBytes: 2048 * 1024 * 1024,
    });
    expect(load({ GATEWAY_URL: 'https://api.club.uy' }).supabaseUrl).toBe('https://api.club.uy');
  });

  it("listens on this machine only unless HOST says otherwise; GATEWAY_HOST is the gateway's alone", () => {
    expect(load({}).host).toBe('127.0.0.1');
    expect(load({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(load({ HOST: '0.0.0.0', GATEWAY_HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
    // The hosted service's links name an address that reaches it.
    expect(load({ HOST: '10.0.0.5', GATEWAY_PORT: '4100' }).supabaseUrl).toBe('http://10.0.0.5:4100');
  });

  it('makes the hosted signing secret in the data folder when it is unset, and refuses a short one', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'club-config-'));
    try {
      const config = loadConfig({ DATA_DIR: dataDir });
      expect(config.supabaseJwtSecret.length).toBeGreaterThanOrEqual(32);
      expect(readFileSync(join(dataDir, 'secrets', SUPABASE_JWT_SECRET_FILE), 'utf8')).toBe(
        config.supabaseJwtSecret,
      );
      expect(loadConfig({ DATA_DIR: dataDir }).supabaseJwtSecret).toBe(config.supabaseJwtSecret);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    expect(() => load({ SUPABASE_JWT_SECRET: 'corto' })).toThrow(/SUPABASE_JWT_SECRET/);
  });

  it('treats an empty variable as unset', () => {
    expect(load({ DATABASE_URL: '', GATEWAY_PORT: ' ' })).toMatchObject({
      databaseUrl: undefined,
      port: 4000,
    });
  });

  it('fails listing every bad variable, not just the first', () => {
    let caught: unknown;
    try {
      load({
        GATEWAY_PORT: 'cuatro mil',
        DATABASE_URL: 'mysql://localhost/club',
        WEB_ORIGINS: 'http://localhost:8080/app',
        TOKEN_TTL_HOURS: '0',
        LOG_LEVEL: 'loud',
        NODE_ENV: 'staging',
        SEED_DEMO: 'maybe',
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const problems = (caught as ConfigError).problems.join('\n');
    for (const name of [
      'GATEWAY_PORT',
      'DATABASE_URL',
      'WEB_ORIGINS',
      'TOKEN_TTL_HOURS',
      'LOG_LEVEL',
      'NODE_ENV',
      'SEED_DEMO',
    ]) {
      expect(problems).toContain(name);
    }
    expect((caught as ConfigError).message).toContain('GATEWAY_PORT');
  });

  it('refuses a port out of range', () => {
    expect(() => load({ GATEWAY_PORT: '70000' })).toThrow(/GATEWAY_PORT/);
  });
});
