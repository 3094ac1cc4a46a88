import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/**
 * True when the gateway says the stored token is not (or no longer) valid: a GraphQL error with
 * code UNAUTHENTICATED, or an HTTP 401.
 */
export function isUnauthenticated(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
  }
  if (ServerError.is(error)) return error.statusCode === 401;
  return false;
}
