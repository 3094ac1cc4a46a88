import { createYoga, type Plugin } from 'graphql-yoga';
import type { Config } from '../config.ts';
import type { GraphQLContext } from './context.ts';
import { schema } from './schema.ts';

export const GRAPHQL_PATH = '/graphql';
export const MAX_GRAPHQL_BODY_BYTES = 1024 * 1024;

// Errors meant for the client are created with graphql-yoga's `createGraphQLError`, not
// `new GraphQLError` from our own `graphql` import: Yoga unmasks only instances of the class it
// loaded, and under vitest our source and the packages can load different copies of graphql
// 16 (its ESM and CJS builds). Likewise this check goes by name, not by class.
const isGraphQLError = (error: unknown): boolean => error instanceof Error && error.name === 'GraphQLError';

// Unexpected resolver failures reach the client masked (Yoga's default); here they are logged
// with the request id. Registered before Yoga's masking, so it still sees the original error.
const logUnexpectedErrors: Plugin<GraphQLContext> = {
  onExecute() {
    return {
      onExecuteDone({ args, result }) {
        if (!('errors' in result) || !result.errors) return;
        for (const error of result.errors) {
          const original = error.originalError;
          if (original && !isGraphQLError(original)) {
            args.contextValue.logger.error(
              { err: original, path: error.path?.join('.') },
              'graphql resolver failed',
            );
          }
        }
      },
    };
  },
};

/** The GraphQL endpoint. The HTTP app passes the per-request context as Yoga's server context. */
export function createGraphQL(config: Config) {
  return createYoga<GraphQLContext>({
    schema,
    graphqlEndpoint: GRAPHQL_PATH,
    // CORS is the HTTP app's, for REST and GraphQL alike.
    cors: false,
    graphiql: config.nodeEnv !== 'production',
    landingPage: false,
    // Never a stack trace or an internal message to the client, whatever NODE_ENV says.
    maskedErrors: { isDev: false },
    maxRequestBodySize: MAX_GRAPHQL_BODY_BYTES,
    logging: false,
    plugins: [logUnexpectedErrors],
  });
}

export type GraphQLServer = ReturnType<typeof createGraphQL>;
