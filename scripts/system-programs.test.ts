import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type ProgramStart, repositoryProgramStarts, systemProgramStarts } from './system-programs.ts';

const repoRoot = resolve(import.meta.dirname, '..');

/**
 * The only places allowed to start another program, each never reached by `npm test`:
 * PostgreSQL's own client tools come with the server `DATABASE_URL` points at, and pgbench is the
 * bench's reference, not a test.
 */
const ALLOWED = [
  { file: 'db/src/backup/backup.ts', why: 'pg_dump and pg_restore, only with DATABASE_URL' },
  { file: 'bench/server-sections.ts', why: 'pgbench, only under npm run bench' },
];

// Parsing every source takes seconds on a busy machine: once for both checks, with room to finish.
let everyStart: ProgramStart[] | undefined;
const starts = () => {
  everyStart ??= repositoryProgramStarts(repoRoot);
  return everyStart;
};

describe('npm test needs only Node and npm', { timeout: 120_000 }, () => {
  it('no source starts a program that is not Node or a package bin', () => {
    const found = starts().filter((start) => !ALLOWED.some((allowed) => allowed.file === start.file));
    expect(found.map((start) => `${start.file}:${start.line} ${start.call}: ${start.why}`)).toEqual([]);
  });

  it('each allowed exception still exists, so the list cannot hide a new one', () => {
    const files = new Set(starts().map((start) => start.file));
    for (const { file } of ALLOWED) expect(files).toContain(file);
  });

  it('tells a system program from Node', () => {
    // Sample code, never run: a text fixture, so no search for spawns in the sources finds it.
    const code = readFileSync(join(import.meta.dirname, 'system-programs.fixture.txt'), 'utf8');
    expect(systemProgramStarts('x.ts', code).map(({ line, call, why }) => `${line} ${call}: ${why}`)).toEqual(
      [
        "5 execFileSync: starts 'pdftoppm'",
        '8 spawn: goes through a shell',
        '9 execSync: runs a shell command line',
        '10 execFileSync passed on: its program cannot be checked',
      ],
    );
  });
});
