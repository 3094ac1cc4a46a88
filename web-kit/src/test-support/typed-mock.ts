// Test support: Apollo mocks typed by the generated documents, so an answer that no longer fits
// the gateway's schema (a renamed or retyped field) fails the type check, not only the gateway.
import type { MockLink } from '@apollo/client/testing';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { GraphQLFormattedError } from 'graphql';

/**
 * A result as the generated type has it. The `__typename`s the documents select (for Apollo's
 * cache) are optional: a fixture writes them only where a test needs them.
 */
export type Fixture<T> = T extends readonly (infer Item)[]
  ? Fixture<Item>[]
  : T extends object
    ? { [K in keyof T as K extends '__typename' ? never : K]: Fixture<T[K]> } & { __typename?: string }
    : T;

interface MockResult<TData> {
  data?: Fixture<TData> | null;
  errors?: GraphQLFormattedError[];
}

export interface TypedMock<TData, TVariables> {
  request: {
    query: TypedDocumentNode<TData, TVariables>;
    variables?: NoInfer<TVariables> | ((variables: NoInfer<TVariables>) => boolean);
  };
  result?: MockResult<NoInfer<TData>> | ((variables: NoInfer<TVariables>) => MockResult<NoInfer<TData>>);
  error?: Error;
  delay?: number;
  maxUsageCount?: number;
}

export function typedMock<TData, TVariables>(mock: TypedMock<TData, TVariables>): MockLink.MockedResponse {
  return mock as MockLink.MockedResponse;
}

/** A variables matcher that accepts every call and hands its variables to `record`, for a test to check. */
export function recordVariables<TVariables>(record: (variables: TVariables) => void) {
  return (variables: TVariables): boolean => {
    record(variables);
    return true;
  };
}
