// Makes the database an upgrade test starts from: the demo club as a landed release writes it.
// Run it on a checkout of that release, which need not have this script:
//
//   git worktree add /tmp/prev <release commit> && cp scripts/upgrade/make-release-fixture.ts /tmp/prev/
//   cd /tmp/prev && npm ci && node --import tsx make-release-fixture.ts <this repo>/gateway/test-support/releases $(git rev-parse --short=7 HEAD)
//
// It seeds a fresh PGlite with the release's own code (migrations, the six-month demo seed), gives
// every account one known password (the demo's others have a random one nobody knows), and writes
// the database as SQL (pg_dump, gzip) beside what the test needs to open it: the master key that
// sealed its people, and that password. Demo data only: nothing in it is anyone's.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { openDatabase } from '@club/db/connection';
import { migrate } from '@club/db/migrate';
import { hashPassword } from '@club/db/passwords';
import { useMasterKey as sealWith } from '@club/db/privacy/master-keys';
import { seedDemoClub } from '@club/demo/seed/seed-demo';

async function main(): Promise<void> {
  const outDir = resolve(process.argv[2] ?? '.');
  const release = process.argv[3];
  if (!release)
    throw new Error('Uso: make-release-fixture.ts <carpeta> <commit de la versión, 7 caracteres>');
  const masterKey = randomBytes(32).toString('base64url');
  const password = 'la clave de la actualización';
  const work = mkdtempSync(join(tmpdir(), 'release-fixture-'));
  sealWith(masterKey);
  const db = await openDatabase({ dataDir: join(work, 'pglite') });
  try {
    await migrate(db);
    await seedDemoClub(db, { uploadsDir: join(work, 'uploads'), now: new Date('2026-11-20T15:00:00Z') });
    await db.query('update members set password_hash = $1', [await hashPassword(password)]);
    const sql = await (db.dumpSql as () => Promise<string>)();
    mkdirSync(outDir, { recursive: true });
    writeFileSync(join(outDir, `${release}.sql.gz`), gzipSync(sql, { level: 9 }));
    writeFileSync(
      join(outDir, `${release}.json`),
      `${JSON.stringify({ release, seededAt: '2026-11-20T15:00:00Z', masterKey, password }, null, 2)}\n`,
    );
    console.log(`${release}: ${Math.round(sql.length / 1024)} KB of SQL`);
  } finally {
    await db.close();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
