// CI starts the PostgreSQL suites from a clean database: drops the schemas and restore-drill
// databases that earlier (maybe killed) test runs left behind, recreates an empty public schema,
// and makes the app's login role (club_app, decision 020) beside the owner of DATABASE_URL.
import pg from 'pg';
import { APP_ROLE } from '../db/src/app-role.ts';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL no está definida');
  process.exit(2);
}
const client = new pg.Client({ connectionString: url });
await client.connect();
const { rows } = await client.query<{ nspname: string }>(
  `select nspname from pg_namespace where nspname like 'test\\_%' or nspname = 'public'`,
);
for (const { nspname } of rows) await client.query(`drop schema "${nspname}" cascade`);
await client.query('create schema public');
const { rows: drills } = await client.query<{ datname: string }>(
  `select datname from pg_database where datname like 'club\\_drill\\_%'`,
);
for (const { datname } of drills) await client.query(`drop database "${datname}" with (force)`);
const { rowCount: role } = await client.query('select 1 from pg_roles where rolname = $1', [APP_ROLE]);
if (!role) await client.query(`create role ${APP_ROLE} login`);
await client.end();
console.log(
  `PostgreSQL limpio (${rows.length} esquemas y ${drills.length} bases de simulacro borrados; rol ${APP_ROLE} listo).`,
);
