import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { backupFileName, findPgTool, listBackups, pgToolDirs, pruneBackups } from './backup.ts';

const work = mkdtempSync(join(tmpdir(), 'club-backup-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('backup files', () => {
  it('are named after the moment in UTC, with the engine in the extension', () => {
    const at = new Date('2026-11-24T10:00:00-03:00');
    expect(backupFileName('postgres', at)).toBe('club-2026-11-24T13-00-00Z.dump.enc');
    expect(backupFileName('pglite', at)).toBe('club-2026-11-24T13-00-00Z.pglite.sql.enc');
  });

  it('are listed newest first, and pruning keeps the newest and never touches other files', () => {
    const dir = join(work, 'copias');
    mkdirSync(dir);
    const names = [
      'club-2026-11-20T03-00-00Z.dump',
      'club-2026-11-22T03-00-00Z.pglite.tar.gz.enc',
      'club-2026-11-21T03-00-00Z.dump.enc',
      'club-2026-11-23T03-00-00Z.dump.enc.partial',
      'notas.txt',
      'club-manual.dump',
    ];
    for (const name of names) writeFileSync(join(dir, name), 'x');
    expect(listBackups(dir).map((b) => [b.name, b.takenAt.toISOString()])).toEqual([
      ['club-2026-11-22T03-00-00Z.pglite.tar.gz.enc', '2026-11-22T03:00:00.000Z'],
      ['club-2026-11-21T03-00-00Z.dump.enc', '2026-11-21T03:00:00.000Z'],
      ['club-2026-11-20T03-00-00Z.dump', '2026-11-20T03:00:00.000Z'],
    ]);
    expect(pruneBackups(dir, 2)).toEqual(['club-2026-11-20T03-00-00Z.dump']);
    expect(readdirSync(dir).sort()).toEqual([
      'club-2026-11-21T03-00-00Z.dump.enc',
      'club-2026-11-22T03-00-00Z.pglite.tar.gz.enc',
      'club-2026-11-23T03-00-00Z.dump.enc.partial',
      'club-manual.dump',
      'notas.txt',
    ]);
    expect(listBackups(join(work, 'no-existe'))).toEqual([]);
  });
});

describe('the PostgreSQL client tools', () => {
  it('are looked for on PATH first, then in the newest of /usr/lib/postgresql/<version>/bin', () => {
    const root = join(work, 'postgresql');
    for (const version of ['9', '15', '16']) mkdirSync(join(root, version, 'bin'), { recursive: true });
    mkdirSync(join(root, 'no-es-version'));
    expect(pgToolDirs('/opt/pg/bin:/usr/bin', root)).toEqual([
      '/opt/pg/bin',
      '/usr/bin',
      join(root, '16', 'bin'),
      join(root, '15', 'bin'),
      join(root, '9', 'bin'),
    ]);
    writeFileSync(join(root, '15', 'bin', 'pg_dump'), '');
    expect(findPgTool('pg_dump', pgToolDirs('', root))).toBe(join(root, '15', 'bin', 'pg_dump'));
  });

  it('missing, say in Spanish what to install', () => {
    expect(() => findPgTool('pg_restore', [join(work, 'vacía')])).toThrow(
      /No encontré pg_restore, que hace falta para las copias de PostgreSQL\. Instalá el cliente de PostgreSQL/,
    );
  });
});
