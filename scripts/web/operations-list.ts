// operations.json, written by each remote's build beside its manifest: the operations its code
// sends, id → text exactly as codegen lists them (web-kit/src/graphql/persisted-documents.json).
// Deploying the remote registers this list with the gateway under the remote's version, so a
// remote built from a later commit than the running gateway is known to it (decision 059).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RspackPluginInstance } from '@rspack/core';

export const OPERATIONS_FILE = 'operations.json';

/** Id → text of every operation a remote sends. */
export type OperationsList = Record<string, string>;

const OPERATION_ID = /sha256:[0-9a-f]{64}/g;

/** The operation ids inside built files: the loader leaves each operation's id in its chunk. */
export function operationIdsIn(texts: readonly string[]): string[] {
  const ids = new Set<string>();
  for (const text of texts) for (const [id] of text.matchAll(OPERATION_ID)) ids.add(id);
  return [...ids].sort();
}

/** The listed text of each id; an id the list lacks is a build that skipped `npm run codegen`. */
export function operationsOf(
  ids: readonly string[],
  listed: Readonly<Record<string, string>>,
): { operations: OperationsList; missing: string[] } {
  const operations: OperationsList = {};
  const missing: string[] = [];
  for (const id of ids) {
    const text = listed[id];
    if (text === undefined) missing.push(id);
    else operations[id] = text;
  }
  return { operations, missing };
}

/** codegen's list beside its typed documents (graphql.ts and persisted-documents.json share a folder). */
export function persistedDocumentsBeside(generatedFile: string): string {
  return path.join(path.dirname(generatedFile), 'persisted-documents.json');
}

/**
 * Reads the ids from the emitted JavaScript once the chunks are final: only the operations that
 * survived tree shaking. A route's prefetch queries are among them (the screen runs the same ones).
 */
export function operationsListPlugin(persistedFile: string): RspackPluginInstance {
  const name = 'club-operations-list';
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap(name, (compilation) => {
        compilation.hooks.processAssets.tap(
          // After hashing and minifying: the chunks are what the browser gets.
          { name, stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
          (assets) => {
            const texts = Object.keys(assets)
              .filter((file) => file.endsWith('.js'))
              .map((file) => String(compilation.getAsset(file)?.source.source() ?? ''));
            const listed = JSON.parse(readFileSync(persistedFile, 'utf8')) as Record<string, string>;
            const { operations, missing } = operationsOf(operationIdsIn(texts), listed);
            if (missing.length > 0) {
              compilation.errors.push(
                new compiler.rspack.WebpackError(
                  `${missing.join(', ')}: not in ${persistedFile} (run \`npm run codegen\`)`,
                ),
              );
            }
            compilation.emitAsset(
              OPERATIONS_FILE,
              new compiler.rspack.sources.RawSource(JSON.stringify(operations, null, 1)),
            );
          },
        );
      });
    },
  };
}
