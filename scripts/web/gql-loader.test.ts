// @vitest-environment node
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { InMemoryCache } from '@apollo/client';
import { printExecutableGraphQLDocument } from '@graphql-tools/documents';
import { buildSchema, type OperationDefinitionNode, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import gqlLoader, { generatedDocuments, precompile } from './gql-loader.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const schema = buildSchema(read('gateway/schema.graphql'));
const persisted = Object.entries(
  JSON.parse(read('web-kit/src/graphql/persisted-documents.json')) as Record<string, string>,
).map(([hash, text]) => {
  const operation = parse(text).definitions.find(
    (d) => d.kind === 'OperationDefinition',
  ) as OperationDefinitionNode;
  return { name: operation.name?.value ?? '', hash, text };
});

/** Every browser source that calls graphql(): shell, remotes, web-kit's fragments, standalone page. */
function sourcesWithDocuments(): string[] {
  const dirs = [
    'shell/src',
    'web-kit/src/graphql-fragments',
    ...readdirSync(root)
      .filter((d) => d.startsWith('mf-'))
      .map((d) => `${d}/src`),
  ];
  const files = dirs.flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).map((f) => `${dir}/${f}`),
  );
  return [...files, 'web-kit/src/standalone/standalone-app.tsx'].filter(
    (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && read(f).includes('graphql(`'),
  );
}

function runLoader(source: string) {
  const errors: string[] = [];
  const output = gqlLoader.call(
    { addDependency: () => {}, emitError: (e) => errors.push(e.message) },
    source,
  );
  return { output, errors };
}

describe('the persisted documents: every operation the shell and the remotes send', () => {
  it('list each generated operation once', () => {
    const generated = [...generatedDocuments().keys()].filter((name) => !name.endsWith('FragmentDoc'));
    expect(persisted.map((p) => `${p.name}Document`).sort()).toEqual(generated.sort());
  });

  it.each(persisted)(
    '$name is valid against gateway/schema.graphql and keyed by its hash',
    ({ hash, text }) => {
      expect(validate(schema, parse(text)).map((error) => error.message)).toEqual([]);
      expect(hash).toBe(`sha256:${createHash('sha256').update(text).digest('hex')}`);
    },
  );
});

describe('the build precompiles graphql() calls', () => {
  it.each(sourcesWithDocuments())('%s: into the generated documents, without graphql() or gql.ts', (file) => {
    const source = read(file);
    const { output, errors } = runLoader(source);
    expect(errors).toEqual([]);
    expect(output).not.toMatch(/\bgraphql\(|web-kit\/graphql\/gql/);
    const precompiled = [...output.matchAll(/\/\* graphql precompiled \*\/ \((\{.*\})\)/g)];
    expect(precompiled).toHaveLength(source.split('graphql(`').length - 1);
    for (const [, json] of precompiled) {
      const document = JSON.parse(json ?? '');
      const name = document.definitions[0].name.value as string;
      const exportName =
        document.definitions[0].kind === 'FragmentDefinition' ? `${name}FragmentDoc` : `${name}Document`;
      expect(document).toEqual(generatedDocuments().get(exportName));
    }
  });

  it("gives each operation the id of its text in the gateway's list, and the text the cache expects", () => {
    const listed = new Map(persisted.map((p) => [p.hash, p.text]));
    for (const [name, document] of generatedDocuments()) {
      if (name.endsWith('FragmentDoc')) continue;
      const text = listed.get(document.__meta__?.hash ?? '');
      expect([name, typeof text]).toEqual([name, 'string']);
      // The gateway runs the listed text: the browser's document with the __typenames Apollo's
      // cache adds to it (every selection set but the operation's own).
      const { __meta__: _id, ...browser } = document;
      const cached = new InMemoryCache().transformDocument(browser);
      expect(printExecutableGraphQLDocument(cached)).toBe(text);
    }
  });

  it('refuses a document that codegen has not seen, naming the command that fixes it', () => {
    expect(precompile('query Stock { stock { id speciesx } }').error).toBe(
      'Stock differs from web-kit/src/graphql (run `npm run codegen`)',
    );
    const { errors } = runLoader('const Q = graphql(`query Nowhere { stock { id } }`);');
    expect(errors).toEqual(['Nowhere differs from web-kit/src/graphql (run `npm run codegen`)']);
  });

  it('refuses a call it cannot precompile, which would ship every document of the app', () => {
    // Joined, so that this file holds no `${` of its own.
    const call = ['const Q = graphql(`query S { stock { $', '{field} } }`);'].join('');
    const { errors } = runLoader(`import { graphql } from '@club/web-kit/graphql/gql';\n${call}`);
    expect(errors).toEqual(['graphql() takes one template literal, without interpolations']);
  });
});
