// The demo club prepared ahead: a PGlite data folder already migrated and seeded with the demo
// club (demo/src/seed/seed-demo.ts) plus the receipts it stored, kept in
// node_modules/.cache/club-app/demo-image/. A first `npm start` on an empty data folder copies it
// (~0.2 s) instead of running initdb, the migrations and the seed (~5 s). Derived, never
// committed: it is made again when a migration, the seed or any code it runs is newer than it,
// and on a new club day, since the demo's six months end on the day it was made
// (docs/decisions/032-graphql-direct-execution-and-a-prepared-first-start.md).
//   node --import tsx scripts/demo-image.ts     (npm run build runs it)
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '@club/db/connection';
import { migrate } from '@club/db/migrate';
import { useMasterKey as installMasterKey } from '@club/db/privacy/master-keys';
import { makePrivate, PRIVATE_FILE_MODE, privateDir, restrictUmask } from '@club/db/private-files';
import { clubNow } from '@club/domain/club-clock';
import { newestMtime } from './build-web.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
export const DEMO_IMAGE_DIR = path.join(repoRoot, 'node_modules', '.cache', 'club-app', 'demo-image');
const STAMP = 'stamp.json';
/**
 * The master key the image's members' keys are wrapped with: made for the image, and copied with
 * it into the data folder that takes it (that folder's own key wraps nothing yet: it has no database).
 */
const IMAGE_MASTER_KEY = 'master-key';

/** What the seeded folder is made of: the migrations, the seed and the commands it writes through. */
const inputs = [
  'db/migrations',
  'db/src',
  'domain/src',
  'gateway/src',
  'demo/src',
  'hosted/src',
  'package-lock.json',
];

interface Stamp {
  /** The club day the demo's six months end on. */
  day: string;
  /** When the build started: a source changed after it makes the image stale. */
  startedAt: number;
}

function readStamp(imageDir: string): Stamp | undefined {
  try {
    return JSON.parse(readFileSync(path.join(imageDir, STAMP), 'utf8')) as Stamp;
  } catch {
    return undefined;
  }
}

export function isDemoImageFresh(now = new Date(), imageDir = DEMO_IMAGE_DIR): boolean {
  const stamp = readStamp(imageDir);
  if (!stamp || stamp.day !== clubNow(now).date) return false;
  const newestInput = Math.max(...inputs.map((input) => newestMtime(path.join(repoRoot, input))));
  return stamp.startedAt > newestInput;
}

/** Migrates and seeds a fresh folder beside the image, then puts it in the image's place. */
export async function buildDemoImage(now = new Date(), imageDir = DEMO_IMAGE_DIR): Promise<void> {
  const startedAt = Date.now();
  const building = `${imageDir}.${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  // Loaded only when an image is made: a start that copies one never needs the seed's modules.
  const { seedDemoClub } = await import('@club/demo/seed/seed-demo');
  const masterKey = randomBytes(32).toString('base64url');
  privateDir(building);
  writeFileSync(path.join(building, IMAGE_MASTER_KEY), masterKey, { mode: PRIVATE_FILE_MODE });
  installMasterKey(masterKey);
  const db = await openDatabase({ dataDir: path.join(building, 'pglite') });
  try {
    await migrate(db);
    await seedDemoClub(db, { uploadsDir: path.join(building, 'uploads'), now });
  } finally {
    await db.close();
  }
  writeFileSync(path.join(building, STAMP), JSON.stringify({ day: clubNow(now).date, startedAt }));
  rmSync(imageDir, { recursive: true, force: true });
  renameSync(building, imageDir);
}

export async function ensureDemoImage(now = new Date(), imageDir = DEMO_IMAGE_DIR): Promise<void> {
  if (!isDemoImageFresh(now, imageDir)) await buildDemoImage(now, imageDir);
}

/**
 * Puts the image's database and receipts into an empty data folder: false (nothing copied) when
 * the folder already has a database. The copy goes beside the target and is renamed into place,
 * so a start that dies halfway leaves no half-copied database behind. A copy keeps the modes it
 * was made with: it is made private before it takes its place.
 */
export function copyDemoImage(
  dataDir: string,
  uploadsDir: string,
  imageDir = DEMO_IMAGE_DIR,
  masterKeyFile = path.join(dataDir, 'secrets', IMAGE_MASTER_KEY),
): boolean {
  const target = path.join(dataDir, 'pglite');
  if (existsSync(target)) return false;
  const imageKey = path.join(imageDir, IMAGE_MASTER_KEY);
  // An image from before personal data was sealed, or without its key: this start seeds instead.
  if (!existsSync(imageKey)) return false;
  privateDir(dataDir);
  const partial = `${target}.${process.pid}`;
  try {
    cpSync(path.join(imageDir, 'pglite'), partial, { recursive: true });
    makePrivate(partial);
    privateDir(path.dirname(masterKeyFile));
    cpSync(imageKey, masterKeyFile, { force: true });
    makePrivate(masterKeyFile);
    renameSync(partial, target);
  } catch {
    // Another start got there first, or the image went away: this one seeds as before.
    rmSync(partial, { recursive: true, force: true });
    return false;
  }
  const uploads = path.join(imageDir, 'uploads');
  if (existsSync(uploads)) {
    cpSync(uploads, uploadsDir, { recursive: true, force: false });
    makePrivate(uploadsDir);
  }
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  restrictUmask();
  await buildDemoImage();
  console.log(`Demo club prepared in ${path.relative(repoRoot, DEMO_IMAGE_DIR)}`);
}
