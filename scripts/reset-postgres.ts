// CI starts the PostgreSQL suites from a clean database: drops the schemas that earlier (maybe
// killed) test runs left behind and recreates an empty public schema.
import pg from 'pg';

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
await client.end();
console.log(`PostgreSQL limpio (${rows.length} esquemas borrados).`);
