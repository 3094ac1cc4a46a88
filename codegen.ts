// GraphQL Codegen's client preset over the gateway's committed SDL: one typed output for the shell
// and every remote, in web-kit (docs/decisions/025-typed-graphql-documents.md).
import type { CodegenConfig } from '@graphql-codegen/cli';
import { type DocumentNode, type FieldNode, Kind, type SelectionSetNode, visit } from 'graphql';

const TYPENAME: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } };

/**
 * The `__typename` Apollo's cache adds to every selection set but an operation's own (the client
 * preset's transform adds one there too, which the cache would then miss in every test fixture).
 */
const addTypenameAsApollo = {
  transform: <File extends { document?: DocumentNode }>({ documents }: { documents: File[] }): File[] =>
    documents.map((file) => ({
      ...file,
      document:
        file.document &&
        visit(file.document, {
          SelectionSet(node: SelectionSetNode, _key, parent) {
            const isOperationRoot =
              !Array.isArray(parent) && (parent as { kind?: string })?.kind === Kind.OPERATION_DEFINITION;
            const has = node.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename');
            return isOperationRoot || has
              ? undefined
              : { ...node, selections: [TYPENAME, ...node.selections] };
          },
        }),
    })),
};

const config: CodegenConfig = {
  schema: 'gateway/schema.graphql',
  documents: [
    'shell/src/**/*.{ts,tsx}',
    'mf-*/src/**/*.{ts,tsx}',
    'web-kit/src/graphql-fragments/*.ts',
    'web-kit/src/live-updates/*-document.ts',
    'web-kit/src/standalone/standalone-app.tsx',
    '!**/*.test.{ts,tsx}',
  ],
  generates: {
    'web-kit/src/graphql/': {
      preset: 'client',
      presetConfig: {
        // Screens read fields straight from query results; masking would make each one unmask.
        fragmentMasking: false,
        // The list of every document the app sends, so the gateway can later accept only these.
        persistedDocuments: true,
        // No barrel: documents import `graphql` from gql.ts, types come from graphql.ts.
        skipIndexFile: true,
      },
      // The gateway runs the listed document instead of the one the browser would have printed,
      // so it must ask for the `__typename`s Apollo's cache adds (normalisation needs them).
      documentTransforms: [addTypenameAsApollo],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
      },
    },
  },
};

export default config;
