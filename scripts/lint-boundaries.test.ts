import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// `npm run lint` keeps the gateway's rooms: these run the repository's own biome.json on a small
// gateway-shaped tree, so a change to the rules that stops catching a circle or a reach into
// another feature's files fails here.

const repoRoot = resolve(import.meta.dirname, '..');

let tree: string | undefined;
afterEach(() => {
  if (tree) rmSync(tree, { recursive: true, force: true });
  tree = undefined;
});

function lint(files: Record<string, string>): { ok: boolean; rules: string[] } {
  tree = mkdtempSync(join(tmpdir(), 'lint-boundaries-'));
  const config = JSON.parse(readFileSync(join(repoRoot, 'biome.json'), 'utf8'));
  delete config.$schema;
  writeFileSync(join(tree, 'biome.json'), JSON.stringify(config));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(tree, path)), { recursive: true });
    writeFileSync(join(tree, path), text);
  }
  const run = spawnSync(join(repoRoot, 'node_modules/.bin/biome'), ['lint', '--max-diagnostics=50', '.'], {
    cwd: tree,
    encoding: 'utf8',
  });
  const rules = [...`${run.stdout}${run.stderr}`.matchAll(/^(\S+\.ts):\d+:\d+ lint\/\w+\/(\w+)/gm)].map(
    (match) => `${match[1]} ${match[2]}`,
  );
  return { ok: run.status === 0, rules: [...new Set(rules)].sort() };
}

const publicFile = "export { total } from './queries.ts';\n";
const queries = 'export const total = (): number => 1;\n';

describe('npm run lint keeps the rooms', { timeout: 60_000 }, () => {
  it('passes features that use each other through public.ts, and a kernel of its own', () => {
    expect(
      lint({
        'gateway/src/kernel/commands/pipeline.ts': 'export const run = (): number => 0;\n',
        'gateway/src/stock/public.ts': publicFile,
        'gateway/src/stock/queries.ts': queries,
        'gateway/src/orders/commands.ts':
          "import { run } from '../kernel/commands/pipeline.ts';\nimport { total } from '../stock/public.ts';\nexport const place = (): number => run() + total();\n",
      }),
    ).toEqual({ ok: true, rules: [] });
  });

  it("fails on an import of another feature's internal file", () => {
    expect(
      lint({
        'gateway/src/stock/queries.ts': queries,
        'gateway/src/orders/commands.ts':
          "import { total } from '../stock/queries.ts';\nexport const place = (): number => total();\n",
      }),
    ).toEqual({ ok: false, rules: ['gateway/src/orders/commands.ts noRestrictedImports'] });
  });

  it('fails on a kernel that imports a feature', () => {
    expect(
      lint({
        'gateway/src/stock/public.ts': publicFile,
        'gateway/src/stock/queries.ts': queries,
        'gateway/src/kernel/commands/pipeline.ts':
          "import { total } from '../../stock/public.ts';\nexport const run = (): number => total();\n",
      }),
    ).toEqual({ ok: false, rules: ['gateway/src/kernel/commands/pipeline.ts noRestrictedImports'] });
  });

  it('fails on an import circle, even through public files', () => {
    const result = lint({
      'gateway/src/stock/public.ts': publicFile,
      'gateway/src/stock/queries.ts':
        "import { place } from '../orders/public.ts';\nexport const total = (): number => place.length;\n",
      'gateway/src/orders/public.ts': "export { place } from './commands.ts';\n",
      'gateway/src/orders/commands.ts':
        "import { total } from '../stock/public.ts';\nexport const place = (): number => total();\n",
    });
    expect(result.ok).toBe(false);
    expect(result.rules).toContain('gateway/src/orders/commands.ts noImportCycles');
    expect(result.rules.every((rule) => rule.endsWith('noImportCycles'))).toBe(true);
  });
});
