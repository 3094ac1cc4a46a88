import { genericTexts } from '@club/domain/account-texts';
import { texts } from '@club/domain/texts';
import { useGraphQlJit } from '@envelop/graphql-jit';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import {
  type GraphQLError,
  getOperationAST,
  Kind,
  NoSchemaIntrospectionCustomRule,
  type OperationDefinitionNode,
} from 'graphql';
import { createGraphQLError, createYoga, maskError, type Plugin } from 'graphql-yoga';
import type { Config } from '../config.ts';
import { recordInspectionView } from '../kernel/access/inspection-link.ts';
import type { Viewer } from '../kernel/access/viewer.ts';
import type { GraphQLContext } from '../kernel/graphql/context.ts';
import { isDataException } from '../kernel/http/errors.ts';
import { eventStreamWithIds } from './event-stream.ts';
import { schema } from './schema.ts';
import {
  NOT_LISTED_CODE,
  type TrustedDocuments,
  trustedDocumentsPlugins,
  UNKNOWN_DOCUMENT_CODE,
} from './trusted-documents.ts';

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

/**
 * Limits on the shape of an operation (graphql-armor), far above what the web app sends (its
 * deepest query, the event log, is 4 levels; the largest under 200 tokens). The refusal never
 * says which limit or its value: one Spanish message for all.
 */
export const GRAPHQL_LIMITS = {
  maxDepth: 10,
  maxCost: 5000,
  maxAliases: 15,
  maxTokens: 1000,
  maxDirectives: 50,
} as const;

const LIMIT_CODE = 'CONSULTA_DEMASIADO_GRANDE';
const INVALID_CODE = 'CONSULTA_INVALIDA';
/** Refusals of the request written in Spanish already (graphql/trusted-documents.ts). */
const SPANISH_CODES = new Set<unknown>([NOT_LISTED_CODE, UNKNOWN_DOCUMENT_CODE, INVALID_CODE]);

const armor = EnvelopArmorPlugin({
  maxDepth: { n: GRAPHQL_LIMITS.maxDepth, exposeLimits: false, errorMessage: LIMIT_CODE },
  costLimit: { maxCost: GRAPHQL_LIMITS.maxCost, exposeLimits: false, errorMessage: LIMIT_CODE },
  maxAliases: { n: GRAPHQL_LIMITS.maxAliases, exposeLimits: false, errorMessage: LIMIT_CODE },
  maxTokens: { n: GRAPHQL_LIMITS.maxTokens, exposeLimits: false, errorMessage: LIMIT_CODE },
  maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives, exposeLimits: false, errorMessage: LIMIT_CODE },
  // "Did you mean …?" would list the schema's field names even with introspection off.
  blockFieldSuggestion: { enabled: true },
});

/**
 * Refusals of the request itself (no resolver ran, so no path): graphql-js's (syntax, unknown field,
 * a variable of the wrong type) and Yoga's (body too large, not a GraphQL request) are in English,
 * and armor's start with 'Syntax Error:'. The client gets them in Spanish: armor's with nothing
 * more (limits are not exposed), the others with the original text under extensions.detail for
 * the developer. Resolver errors (ours, the scope guards') are already in Spanish.
 */
function inSpanish(error: GraphQLError): GraphQLError {
  if (error.message.endsWith(LIMIT_CODE)) {
    return createGraphQLError(texts.graphql.tooLarge, {
      extensions: { code: LIMIT_CODE, http: { status: 400 } },
    });
  }
  const code = error.extensions?.code;
  if (error.path !== undefined || SPANISH_CODES.has(code)) return error;
  const message = code === 'REQUEST_ENTITY_TOO_LARGE' ? genericTexts.bodyTooLarge : texts.graphql.invalid;
  // A document that does not parse or validate is the request's fault: 400 under
  // application/graphql-response+json, and under plain JSON the 200 the GraphQL over HTTP spec
  // keeps for older clients (`spec`). Yoga's own refusals of the request carry their status.
  const http = error.extensions?.http ?? { status: 400, spec: true };
  return createGraphQLError(message, {
    extensions: { ...error.extensions, http, code: code ?? INVALID_CODE, detail: error.message },
  });
}

/** A result with its request errors in Spanish (Yoga's result hook below, and graphql/direct-execution.ts). */
export function spanishResult<R extends { errors?: readonly GraphQLError[] }>(result: R): R {
  return result.errors ? { ...result, errors: result.errors.map(inSpanish) } : result;
}

const spanishRequestErrors: Plugin<GraphQLContext> = {
  onResultProcess({ result, setResult }) {
    if (Array.isArray(result) || !('errors' in result) || !result.errors) return;
    setResult(spanishResult(result));
  },
};

/**
 * A reporting key and an inspector's link read: whatever a field's scope says, their mutation or
 * subscription is refused before it runs (both GraphQL paths execute through this pipeline).
 */
const keyRefusal = () =>
  createGraphQLError(texts.auth.forbidden, { extensions: { code: 'FORBIDDEN', http: { status: 403 } } });
const readsOnly = (viewer: Viewer | null) => Boolean(viewer?.reportingKey || viewer?.inspectionLink);
const keysOnlyRead: Plugin<GraphQLContext> = {
  async onExecute({ args, setResultAndStopExecution }) {
    const context = args.contextValue;
    if (!readsOnly(context.viewer)) return;
    const operation = getOperationAST(args.document, args.operationName);
    // An inspector's every view is written down, refused ones too: what the regulator looked at.
    const link = context.viewer?.inspectionLink;
    if (link) {
      await recordInspectionView(context.db, link.id, {
        viewed: viewedBy(operation, args.variableValues),
        ip: context.clientIp,
        requestId: context.requestId,
      });
    }
    if (operation?.operation === 'query') return;
    setResultAndStopExecution({ errors: [keyRefusal()] });
  },
  onSubscribe({ args, setResultAndStopExecution }) {
    if (readsOnly(args.contextValue.viewer)) setResultAndStopExecution({ errors: [keyRefusal()] });
  },
};

/** What a view asked for: its kind, name, top fields and variables, e.g. `query Batches: batches {}`. */
function viewedBy(operation: OperationDefinitionNode | null | undefined, variables: unknown): string {
  if (!operation) return 'documento sin operación';
  const fields = operation.selectionSet.selections
    .map((selection) => (selection.kind === Kind.FIELD ? selection.name.value : selection.kind))
    .join(', ');
  const name = operation.name ? ` ${operation.name.value}` : '';
  return `${operation.operation}${name}: ${fields} ${JSON.stringify(variables ?? {})}`;
}

/** Production answers no introspection: the schema is not published to strangers. */
const noIntrospection: Plugin<GraphQLContext> = {
  onValidate({ addValidationRule }) {
    addValidationRule(NoSchemaIntrospectionCustomRule);
  },
};

/**
 * The GraphQL endpoint. The HTTP app passes the per-request context as Yoga's server context.
 * `documents`: the app's documents by id, built in and registered (graphql/trusted-documents.ts).
 */
export function createGraphQL(config: Config, documents: TrustedDocuments) {
  return createYoga<GraphQLContext>({
    schema,
    graphqlEndpoint: GRAPHQL_PATH,
    // CORS is the HTTP app's, for REST and GraphQL alike.
    cors: false,
    graphiql: config.nodeEnv !== 'production',
    landingPage: false,
    // Never a stack trace or an internal message to the client, whatever NODE_ENV says.
    // A value the database refused as data is the caller's bad input: a Spanish BAD_USER_INPUT.
    maskedErrors: {
      isDev: false,
      maskError: (error, message, isDev) => {
        const original = (error as { originalError?: unknown }).originalError;
        if (isDataException(original)) {
          return createGraphQLError(genericTexts.badRequest, {
            path: (error as GraphQLError).path,
            extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
          });
        }
        return maskError(error, message, isDev);
      },
    },
    // Enforced by the HTTP app before Yoga reads anything (app.ts serveGraphQL).
    maxRequestBodySize: false,
    logging: false,
    plugins: [
      ...trustedDocumentsPlugins(documents),
      logUnexpectedErrors,
      armor,
      keysOnlyRead,
      ...(config.nodeEnv === 'production' ? [noIntrospection] : []),
      spanishRequestErrors,
      eventStreamWithIds,
      // Each operation compiled once into plain JavaScript (graphql-jit) instead of graphql-js
      // walking the document for every request: docs/performance.md, decision 032.
      useGraphQlJit(),
    ],
  });
}

export type GraphQLServer = ReturnType<typeof createGraphQL>;
