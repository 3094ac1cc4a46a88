import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@club/db/connection';
import { demoAccounts } from '@club/db/seed-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replayReadModels } from '../gateway/src/replay/public.ts';
import { buildDemoImage, copyDemoImage, isDemoImageFresh } from './demo-image.ts';

// The first `npm start` copies a prepared demo club: what it copies must be the demo club itself
// (members, a log that rebuilds every read model, the receipts), and it must never overwrite a
// data folder that already holds a database.

const root = mkdtempSync(join(tmpdir(), 'club-demo-image-'));
const imageDir = join(root, 'image');
const now = new Date();

beforeAll(async () => {
  await buildDemoImage(now, imageDir);
}, 120_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Entries under `root` that others may read: folders not 0700, files not 0600. */
function notPrivate(root: string): string[] {
  const stats = lstatSync(root);
  const mode = stats.mode & 0o777;
  const own = mode === (stats.isDirectory() ? 0o700 : 0o600) ? [] : [`${root} ${mode.toString(8)}`];
  if (!stats.isDirectory()) return own;
  return [...own, ...readdirSync(root).flatMap((entry) => notPrivate(join(root, entry)))];
}

describe('the prepared demo club', () => {
  it('is fresh on the day it was made and stale on the next', () => {
    expect(isDemoImageFresh(now, imageDir)).toBe(true);
    expect(isDemoImageFresh(new Date(now.getTime() + 36 * 3600 * 1000), imageDir)).toBe(false);
  });

  it('is stale once a source is newer than it', () => {
    const stamp = join(imageDir, 'stamp.json');
    const made = JSON.parse(readFileSync(stamp, 'utf8'));
    try {
      writeFileSync(stamp, JSON.stringify({ ...made, startedAt: 0 }));
      expect(isDemoImageFresh(now, imageDir)).toBe(false);
    } finally {
      writeFileSync(stamp, JSON.stringify(made));
    }
  });

  it('copied into an empty data folder, opens as the seeded demo club with its receipts', async () => {
    const dataDir = join(root, 'data');
    const uploadsDir = join(dataDir, 'uploads');
    // An image made by an older version (PGlite's initdb writes 0666): the copy is private all the same.
    chmodSync(join(imageDir, 'pglite', 'PG_VERSION'), 0o666);
    chmodSync(join(imageDir, 'uploads'), 0o755);
    expect(copyDemoImage(dataDir, uploadsDir, imageDir)).toBe(true);
    expect(readdirSync(uploadsDir).length).toBeGreaterThan(0);
    expect(notPrivate(dataDir)).toEqual([]);
    // The members' keys are wrapped by the image's master key: the data folder takes it along.
    expect(readFileSync(join(dataDir, 'secrets', 'master-key'), 'utf8')).toBe(
      readFileSync(join(imageDir, 'master-key'), 'utf8'),
    );
    const db = await openDatabase({ dataDir: join(dataDir, 'pglite') });
    try {
      const { rows } = await db.query<{ mail: string }>('select mail from members where role = $1', [
        'admin',
      ]);
      expect(rows.map((row) => row.mail)).toContain(demoAccounts.admin.mail);
      const report = await replayReadModels(db);
      expect(report.events).toBeGreaterThan(100);
      expect(report.equal).toBe(true);
    } finally {
      await db.close();
    }
  });

  it('never replaces a database already in the folder', () => {
    const dataDir = join(root, 'data');
    expect(existsSync(join(dataDir, 'pglite'))).toBe(true);
    expect(copyDemoImage(dataDir, join(dataDir, 'uploads'), imageDir)).toBe(false);
    expect(readdirSync(dataDir).filter((name) => name.startsWith('pglite.'))).toEqual([]);
  });
});
