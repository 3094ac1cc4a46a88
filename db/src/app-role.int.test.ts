import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { appDatabaseUrl, grantAppRole } from './app-role.ts';
import { openDatabase } from './connection.ts';
import { openTestDatabase } from './test-support/test-database.ts';

// The app role's set-up on PostgreSQL (PGlite has no roles: there it does nothing). A role of this
// test's own, so the one every other suite shares (club_app) is never created or dropped here.

const url = process.env.DATABASE_URL;
const role = `club_app_${randomBytes(4).toString('hex')}`;

afterAll(async () => {
  if (!url) return;
  const admin = await openDatabase({ databaseUrl: url, maxConnections: 1 });
  await admin.exec(`drop role if exists ${role}`);
  await admin.close();
});

describe('grantAppRole', () => {
  it.runIf(url)(
    "creates a missing role with DATABASE_APP_URL's password, lets it append events and nothing more, and refuses the owner itself",
    async () => {
      const owner = await openTestDatabase();
      try {
        const schema = (await owner.query<{ s: string }>('select current_schema() as s')).rows[0]?.s;
        const appUrl = new URL(appDatabaseUrl(url as string, role));
        appUrl.password = 'clave-de-la-app';
        await grantAppRole(owner, { appUrl: appUrl.toString(), schema });
        // Twice: every start runs it again.
        await grantAppRole(owner, { appUrl: appUrl.toString(), schema });
        const { rows } = await owner.query<{ login: boolean; password: boolean }>(
          'select rolcanlogin as login, rolpassword is not null as password from pg_authid where rolname = $1',
          [role],
        );
        expect(rows).toEqual([{ login: true, password: true }]);
        const { rows: grants } = await owner.query<{ privilege: string }>(
          `select privilege_type as privilege from information_schema.role_table_grants
            where grantee = $1 and table_schema = $2 and table_name = 'events' order by 1`,
          [role, schema],
        );
        expect(grants.map((grant) => grant.privilege)).toEqual(['INSERT', 'SELECT']);
        // The hash chain's head is the trigger's alone; the app only takes its lock (decision 028).
        const { rows: chain } = await owner.query<{ grants: number; lock: boolean }>(
          `select (select count(*)::int from information_schema.role_table_grants
                    where grantee = $1 and table_schema = $2 and table_name = 'event_chain') as grants,
                  has_function_privilege($1, $2 || '.lock_event_chain()', 'execute') as lock`,
          [role, schema],
        );
        expect(chain).toEqual([{ grants: 0, lock: true }]);

        const owned = new URL(url as string);
        await expect(grantAppRole(owner, { appUrl: owned.toString(), schema })).rejects.toThrow(
          /La app no puede usar el mismo rol que las migraciones/,
        );
      } finally {
        await owner.close();
      }
    },
  );

  it.runIf(!url)('does nothing on PGlite, which has no roles', async () => {
    const db = await openTestDatabase();
    try {
      await expect(
        grantAppRole(db, { appUrl: 'postgres://club_app@localhost/club' }),
      ).resolves.toBeUndefined();
    } finally {
      await db.close();
    }
  });
});
