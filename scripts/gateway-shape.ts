import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

// The shape of the gateway that the linter cannot see: how long its files grow, how feature files
// are named, and that every decider is tested through the one Given/When/Then helper.

export const MAX_LINES = 400;

/** The file kinds a feature folder names exactly, one file each. */
export const KINDS = ['events', 'decide', 'commands', 'projection', 'queries', 'graphql', 'routes', 'public'];

/** Words that say a file is of a kind, in the old names (`bill-decide.ts`, `x-service.ts`). */
const KIND_WORDS = [...KINDS, 'command', 'service', 'query', 'event', 'projections'];

/** Folders under gateway/src that are not features. */
const NOT_FEATURES = new Set(['kernel', 'graphql-server', 'replay']);

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

/** The gateway's TypeScript files (sources and tests), relative to the repository. */
export function gatewayFiles(repoRoot: string): string[] {
  return ['gateway/src', 'gateway/test-support'].flatMap((dir) =>
    filesUnder(join(repoRoot, dir)).map((file) => relative(repoRoot, file)),
  );
}

export function longFiles(repoRoot: string, files: readonly string[]): string[] {
  return files.flatMap((file) => {
    const lines = readFileSync(join(repoRoot, file), 'utf8').split('\n').length - 1;
    return lines > MAX_LINES ? [`${file}: ${lines} lines`] : [];
  });
}

/** A feature file whose name pairs a kind with another word, e.g. `orders/cancel-decide.ts`. */
export function offPatternNames(files: readonly string[]): string[] {
  return files.filter((file) => {
    const parts = file.split('/');
    if (parts[0] !== 'gateway' || parts[1] !== 'src' || parts.length !== 4) return false;
    if (NOT_FEATURES.has(parts[2] as string)) return false;
    // A test is named for what it drives (`orders-graphql.int.test.ts` drives the orders' GraphQL).
    if (/\.test\.ts$|\.fixture\.ts$/.test(parts[3] as string)) return false;
    const base = (parts[3] as string).replace(/\.ts$/, '');
    const words = base.split('-');
    return words.length > 1 && words.some((word) => KIND_WORDS.includes(word));
  });
}

export interface DeciderUse {
  decider: string;
  file: string;
  testedIn: string[];
}

/** Every decider a decide.ts exports (`export const <name>Decider`) and the tests that give it to deciderSpec. */
export function deciderUses(repoRoot: string, files: readonly string[]): DeciderUse[] {
  const tests = files.filter((file) => file.endsWith('.test.ts'));
  const testTexts = new Map(tests.map((file) => [file, readFileSync(join(repoRoot, file), 'utf8')]));
  return files
    .filter((file) => file.endsWith('/decide.ts'))
    .flatMap((file) => {
      const text = readFileSync(join(repoRoot, file), 'utf8');
      const names = [...text.matchAll(/export const (\w+Decider)\b/g)].map((match) => match[1] as string);
      return names.map((decider) => ({
        decider,
        file,
        testedIn: tests.filter((test) =>
          new RegExp(`deciderSpec\\(\\s*${decider}\\b`).test(testTexts.get(test) ?? ''),
        ),
      }));
    });
}
