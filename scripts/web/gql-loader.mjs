// rspack loader: replaces each `graphql(`...`)` call (GraphQL Codegen's client preset) by the
// document codegen generated for it, fragments included, and drops the import of `graphql`.
// The browser then ships neither the GraphQL parser nor gql.ts's map of every document of the
// app: a screen's chunk carries its own documents only (docs/decisions/025-typed-graphql-documents.md).
// Each keeps codegen's id (`__meta__.hash`), which the shell's client sends instead of the text
// (decision 034), and loses the `__typename`s codegen added for the gateway's list: Apollo's cache
// adds the same ones again in the browser, so they would only cost first-view bytes.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, print } from 'graphql';

export const GENERATED_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../web-kit/src/graphql/graphql.ts',
);

const GRAPHQL_CALL = /\bgraphql\(\s*`((?:[^`$\\]|\$(?!\{))*)`\s*,?\s*\)/g;
const GRAPHQL_IMPORT = /^import \{ graphql \} from '@club\/web-kit\/graphql\/gql(?:\.ts)?';\n?/m;
// typed-document-node writes each document on one line: `export const XDocument = {...} as unknown as DocumentNode<...>;`
const GENERATED_LINE = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;

let cache = { mtimeMs: -1, documents: new Map() };

const isAddedTypename = (selection) =>
  selection.kind === 'Field' &&
  selection.name.value === '__typename' &&
  !selection.alias &&
  !selection.directives?.length;

/** A copy of a document node without its plain `__typename` selections. */
function withoutTypenames(node) {
  if (Array.isArray(node)) return node.map(withoutTypenames);
  if (typeof node !== 'object' || node === null) return node;
  const copy = {};
  for (const [key, value] of Object.entries(node)) {
    copy[key] =
      key === 'selections'
        ? withoutTypenames(value.filter((s) => !isAddedTypename(s)))
        : withoutTypenames(value);
  }
  return copy;
}

/** Generated export name → document JSON as the browser gets it: its id, no added `__typename`s. */
export function generatedDocuments(file = GENERATED_FILE) {
  const { mtimeMs } = statSync(file);
  if (cache.mtimeMs === mtimeMs && file === GENERATED_FILE) return cache.documents;
  const documents = new Map();
  for (const [, name, json] of readFileSync(file, 'utf8').matchAll(GENERATED_LINE)) {
    const { __meta__, ...document } = JSON.parse(json);
    // Fragments have no id: only operations are sent.
    documents.set(
      name,
      __meta__?.hash
        ? { __meta__: { hash: __meta__.hash }, ...withoutTypenames(document) }
        : withoutTypenames(document),
    );
  }
  if (file === GENERATED_FILE) cache = { mtimeMs, documents };
  return documents;
}

/** The generated document for one `graphql()` source, or an error saying why there is none. */
export function precompile(body, documents = generatedDocuments()) {
  const definition = parse(body, { noLocation: true }).definitions[0];
  const name = definition?.name?.value;
  if (!name) return { error: 'a graphql() document needs a named operation or fragment' };
  const exportName = definition.kind === 'FragmentDefinition' ? `${name}FragmentDoc` : `${name}Document`;
  const document = documents.get(exportName);
  const generated = document?.definitions.find((d) => d.name?.value === name);
  if (!generated || print(generated) !== print(definition)) {
    return { error: `${name} differs from web-kit/src/graphql (run \`npm run codegen\`)` };
  }
  return { document };
}

export default function gqlLoader(source) {
  if (!source.includes('graphql(`')) return source;
  // A build may read another codegen output than the committed one (a test's changed document).
  const generatedFile = this.getOptions?.()?.generatedFile ?? GENERATED_FILE;
  this.addDependency(generatedFile);
  const documents = generatedDocuments(generatedFile);
  let failed = false;
  const replaced = source.replace(GRAPHQL_CALL, (call, body) => {
    try {
      const { document, error } = precompile(body, documents);
      if (document) return `/* graphql precompiled */ (${JSON.stringify(document)})`;
      this.emitError(new Error(error));
    } catch (error) {
      this.emitError(new Error(`invalid GraphQL in graphql(): ${error.message}`));
    }
    failed = true;
    return call;
  });
  if (failed) return replaced;
  // A call the pattern missed (an interpolation, a variable) would pull in gql.ts and its map of
  // every document of the app.
  if (/\bgraphql\(/.test(replaced)) {
    this.emitError(new Error('graphql() takes one template literal, without interpolations'));
    return replaced;
  }
  return replaced.replace(GRAPHQL_IMPORT, '');
}
