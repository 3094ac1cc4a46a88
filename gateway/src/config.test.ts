import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('works with no variables at all, so npm start needs no .env', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      webOrigins: ['http://localhost:8080'],
      tokenTtlHours: 720,
      logLevel: 'info',
      nodeEnv: 'development',
      seedDemo: false,
      trustProxy: false,
    });
    expect(config.dataDir).toMatch(/[/\\]\.data$/);
  });

  it('reads every variable', () => {
    const config = loadConfig({
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
    });
  });

  it('takes GraphQL text from admins only unless told, except in development (decision 034)', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).graphqlAdHoc).toBe('admins');
    expect(loadConfig({ NODE_ENV: 'development' }).graphqlAdHoc).toBe('everyone');
    expect(loadConfig({ NODE_ENV: 'development', GRAPHQL_AD_HOC: 'admins' }).graphqlAdHoc).toBe('admins');
    expect(() => loadConfig({ GRAPHQL_AD_HOC: 'members' })).toThrow(/GRAPHQL_AD_HOC/);
  });

  it("runs the app on PostgreSQL as club_app, on DATABASE_URL's server and database, unless DATABASE_APP_URL says otherwise", () => {
    expect(loadConfig({}).databaseAppUrl).toBeUndefined();
    expect(
      loadConfig({ DATABASE_URL: 'postgres://dueño:secreto@db.club.uy:5433/club?sslmode=require' })
        .databaseAppUrl,
    ).toBe('postgres://club_app@db.club.uy:5433/club?sslmode=require');
    expect(() =>
      loadConfig({
        DATABASE_URL: 'postgres://club@db/club',
        DATABASE_APP_URL: 'postgres://club:otra@db/club',
      }),
    ).toThrow(/DATABASE_APP_URL: debe entrar con otro rol que DATABASE_URL \(club\)/);
    expect(() => loadConfig({ DATABASE_APP_URL: 'postgres://club_app@db/club' })).toThrow(
      /DATABASE_APP_URL: sin DATABASE_URL no se usa/,
    );
  });

  it('takes no backups of its own unless BACKUP_EVERY_HOURS is set (npm start sets 24), keeping 7 in backups/', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ backupEveryHours: 0, backupKeep: 7 });
    expect(config.backupDir).toMatch(/[/\\]backups$/);
    expect(() => loadConfig({ BACKUP_EVERY_HOURS: '-1', BACKUP_KEEP: '0' })).toThrow(
      /BACKUP_EVERY_HOURS[\s\S]*BACKUP_KEEP/,
    );
  });

  it('keeps mail in the outbox without SMTP_URL, and sends order mails to the sender address by default', () => {
    expect(loadConfig({})).toMatchObject({
      smtpUrl: undefined,
      mailFrom: 'Club <club@localhost>',
      mailOrdersTo: 'club@localhost',
      jobIntervalMs: 10_000,
      databasePoolSize: 10,
    });
    expect(loadConfig({ MAIL_FROM: 'Club <hola@club.uy>' }).mailOrdersTo).toBe('hola@club.uy');
    expect(loadConfig({ MAIL_FROM: 'hola@club.uy' }).mailOrdersTo).toBe('hola@club.uy');
  });

  it('lists a bad SMTP_URL, MAIL_FROM, MAIL_ORDERS_TO and JOB_INTERVAL_MS together', () => {
    const problems = (() => {
      try {
        loadConfig({
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

  it('points the hosted service at the gateway by default, with uploads under DATA_DIR', () => {
    const config = loadConfig({ GATEWAY_PORT: '4100', DATA_DIR: '/srv/club' });
    expect(config).toMatchObject({
      supabaseUrl: 'http://localhost:4100',
      supabaseAnonKey: 'club-anon-key',
      uploadsDir: '/srv/club/uploads',
      storageQuotaBytes: 2048 * 1024 * 1024,
    });
    expect(loadConfig({ GATEWAY_URL: 'https://api.club.uy' }).supabaseUrl).toBe('https://api.club.uy');
  });

  it('refuses the development JWT secret in production, and a short secret anywhere', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SUPABASE_JWT_SECRET/);
    expect(() => loadConfig({ SUPABASE_JWT_SECRET: 'corto' })).toThrow(/SUPABASE_JWT_SECRET/);
    expect(loadConfig({ NODE_ENV: 'production', SUPABASE_JWT_SECRET: 'x'.repeat(40) }).nodeEnv).toBe(
      'production',
    );
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', GATEWAY_PORT: ' ' })).toMatchObject({
      databaseUrl: undefined,
      port: 4000,
    });
  });

  it('fails listing every bad variable, not just the first', () => {
    let caught: unknown;
    try {
      loadConfig({
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
    expect(() => loadConfig({ GATEWAY_PORT: '70000' })).toThrow(/GATEWAY_PORT/);
  });
});
