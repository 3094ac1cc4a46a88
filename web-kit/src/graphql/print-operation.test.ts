// @vitest-environment node
import { InMemoryCache } from '@apollo/client';
import { type DocumentNode, print as graphqlPrint, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { generatedDocuments } from '../../../scripts/web/gql-loader.mjs';
import { print } from './print-operation.ts';

describe('print-operation', () => {
  it('prints every document of the app as graphql-js does, before and after the cache adds __typename', () => {
    const documents = [...generatedDocuments().values()] as DocumentNode[];
    expect(documents.length).toBeGreaterThan(50);
    const cache = new InMemoryCache();
    for (const document of documents) {
      expect(print(document)).toBe(graphqlPrint(document));
      const sent = cache.transformForLink(cache.transformDocument(document));
      expect(print(sent)).toBe(graphqlPrint(sent));
    }
  });

  it('prints values, directives, aliases, variables and long argument lists as graphql-js does', () => {
    const source = `
      query Q($a: [Int!]! = [1, 2], $b: In = {x: "y\\u0001\\"\\\\\\n\\t", z: null, w: true}, $c: String @deprecated) @live {
        short: field(a: $a, b: $b, e: ENUM, f: 1.5, g: false) @include(if: true) { id ...F ... on T { id } ... @skip(if: false) { x } }
        long: someFieldWithAVeryLongName(firstArgument: "a long enough string", secondArgument: $a, third: 3) { id }
      }
      mutation { doIt }
      subscription S { s }
      query { a }
      fragment F on T @dir { id }
    `;
    const document = parse(source);
    expect(print(document)).toBe(graphqlPrint(document));
  });

  it('refuses a type-system document', () => {
    expect(() => print(parse('type T { id: ID }'))).toThrow(/executable documents only/);
  });
});
