import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './connection.ts';
import { FolderLockedError } from './folder-lock.ts';

const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'club-pglite-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const connectionModule = resolve(import.meta.dirname, 'connection.ts');
function openFromAnotherProcess(dataDir: string) {
  const script = `import { openDatabase } from ${JSON.stringify(connectionModule)};
    try { const db = await openDatabase({ dataDir: ${JSON.stringify(dataDir)} }); await db.query('select 1'); await db.close(); console.log('OPENED'); }
    catch (e) { console.log(e.code ?? e.message); }`;
  return spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    encoding: 'utf8',
    timeout: 60_000,
  }).stdout.trim();
}

describe('PGlite data folder', () => {
  it('persists data across close and reopen', async () => {
    const dir = tempDir();
    const first = await openDatabase({ dataDir: dir });
    await first.exec('create table kept (x int); insert into kept values (7);');
    await first.close();
    const second = await openDatabase({ dataDir: dir });
    expect((await second.query<{ x: number }>('select x from kept')).rows).toEqual([{ x: 7 }]);
    await second.close();
  });

  it('refuses a second process while one holds the folder, and lets it in afterwards', async () => {
    const dir = tempDir();
    const holder = await openDatabase({ dataDir: dir });
    expect(openFromAnotherProcess(dir)).toBe('DATA_DIR_LOCKED');
    await expect(openDatabase({ dataDir: dir })).rejects.toBeInstanceOf(FolderLockedError);
    await holder.close();
    expect(openFromAnotherProcess(dir)).toBe('OPENED');
  });

  it('takes over the lock left by a process that was killed', async () => {
    const dir = tempDir();
    const dead = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
    writeFileSync(join(dir, 'club.lock'), dead.stdout.trim());
    const db = await openDatabase({ dataDir: dir });
    expect(existsSync(join(dir, 'club.lock'))).toBe(true);
    await db.close();
    expect(existsSync(join(dir, 'club.lock'))).toBe(false);
  });
});
