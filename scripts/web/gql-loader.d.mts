import type { DocumentNode } from 'graphql';

export const GENERATED_FILE: string;
/** An operation carries codegen's id (decision 034); a fragment does not. */
export type BrowserDocument = DocumentNode & { __meta__?: { hash: string } };
export function generatedDocuments(file?: string): Map<string, BrowserDocument>;
export function precompile(
  body: string,
  documents?: Map<string, DocumentNode>,
): { document: DocumentNode; error?: undefined } | { document?: undefined; error: string };
export default function gqlLoader(
  this: {
    addDependency(file: string): void;
    emitError(error: Error): void;
    getOptions?(): { generatedFile?: string } | undefined;
  },
  source: string,
): string;
