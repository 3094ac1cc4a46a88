import { type DocumentNode, type ExecutionResult, getOperationAST } from 'graphql';
import { processRegularResult } from 'graphql-yoga';
import type { GraphQLContext } from '../kernel/graphql/context.ts';
import { documentIdOf, maySendText, type TrustedDocuments } from './trusted-documents.ts';
import type { GraphQLServer } from './yoga.ts';

// GraphQL at REST speed (docs/performance.md, decision 032). Yoga answers a request through
// WHATWG Request and Response objects, promise helpers and a dozen hooks: in the bench that was
// half the CPU of a products query. The common request, a JSON POST of one query or mutation
// that parses and validates, is run here instead, through the same envelop pipeline Yoga builds
// (`getEnveloped`: its parse and validation caches, graphql-armor's limits, no introspection in
// production, graphql-jit, masked errors, our error log), and written as Yoga would write it.
// Anything else (GET, another content type, batches, a body or parameters Yoga refuses, a
// document that does not parse or validate, an accept header that is not plain JSON) goes to Yoga
// untouched, before anything has run. So do the refusals of trusted documents (decision 034):
// here an id only becomes its listed text, and text runs only from a caller who may send it.

export interface DirectAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const MAX_CACHED_DOCUMENTS = 1000;
const PARAMS = new Set(['query', 'variables', 'operationName', 'extensions']);
const REGULAR_MEDIA_TYPES = ['application/graphql-response+json', 'application/json'] as const;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

interface Params {
  /** The text sent, or undefined when only an id came (in `documentId`). */
  query: string | undefined;
  documentId: string | null;
  variables: Record<string, unknown> | undefined;
  operationName: string | undefined;
}

/** The body as Yoga's JSON request parser and parameter checks would take it, or undefined. */
function paramsOf(body: string): Params | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return undefined;
  }
  if (!isObject(parsed)) return undefined;
  for (const key in parsed) {
    if (parsed[key] != null && !PARAMS.has(key)) return undefined;
  }
  const { query, variables, operationName, extensions } = parsed;
  if (query != null && typeof query !== 'string') return undefined;
  if (variables != null && !isObject(variables)) return undefined;
  if (operationName != null && typeof operationName !== 'string') return undefined;
  if (extensions != null && !isObject(extensions)) return undefined;
  return {
    // Yoga's plugin takes an empty text as none, and then looks for an id.
    query: query || undefined,
    documentId: documentIdOf(extensions),
    variables: variables ?? undefined,
    operationName: operationName ?? undefined,
  };
}

const mediaTypes = new Map<string, string | null>();

/**
 * The media type Yoga's result processors would answer a single result with for this Accept
 * header (use-result-processor.js: the last regular type that matches, taken in the order its
 * accept.js lists them), or null when Yoga would answer otherwise (406, a stream).
 */
export function regularMediaType(accept: string | undefined): string | null {
  const header = accept ?? '*/*';
  const known = mediaTypes.get(header);
  if (known !== undefined) return known;
  const asked: string[] = [];
  for (const part of header.replace(/\s/g, '').toLowerCase().split(',')) {
    const [type, ...params] = part.split(';');
    const charset = params.find((param) => param.includes('charset=')) ?? 'charset=utf-8';
    if (type !== undefined && charset === 'charset=utf-8') asked.push(type);
  }
  let chosen: string | null = null;
  for (const type of asked.reverse()) {
    const [askedPre, askedSuf] = type.split('/');
    for (const offered of REGULAR_MEDIA_TYPES) {
      const [pre, suf] = offered.split('/');
      if ((askedPre === '*' || askedPre === pre) && (askedSuf === '*' || askedSuf === suf)) chosen = offered;
    }
  }
  if (mediaTypes.size < 100) mediaTypes.set(header, chosen);
  return chosen;
}

/**
 * Runs a JSON POST body the way Yoga would, or answers undefined (nothing run) for Yoga to take.
 * `inSpanish` is the same rewrite of request errors Yoga's result hook applies.
 */
export type DirectExecution = ReturnType<typeof directExecution>;

export function directExecution(
  yoga: GraphQLServer,
  inSpanish: (result: ExecutionResult) => ExecutionResult,
  documents: TrustedDocuments,
) {
  // Documents that parsed and validated, by text: the same rules and schema every time, so the
  // answer cannot change (Yoga's own caches key them the same way, behind more hooks).
  const valid = new Map<string, DocumentNode>();
  function parsedAndValid(
    enveloped: ReturnType<GraphQLServer['getEnveloped']>,
    query: string,
  ): DocumentNode | undefined {
    let document: DocumentNode;
    // Refusals (syntax, unknown fields, graphql-armor's limits, which throw) are Yoga's to word.
    try {
      document = enveloped.parse(query);
      if (enveloped.validate(enveloped.schema, document).length > 0) return undefined;
    } catch {
      return undefined;
    }
    // The web app's documents and a few reporting ones: bounded, so strangers cannot fill it.
    if (valid.size >= MAX_CACHED_DOCUMENTS) valid.clear();
    valid.set(query, document);
    return document;
  }
  /** The listed text of an id, or the text sent by a caller who may send one; undefined: Yoga refuses. */
  function textToRun(
    params: Params,
    context: GraphQLContext,
  ): string | undefined | Promise<string | undefined> {
    if (params.query !== undefined) return maySendText(context) ? params.query : undefined;
    return params.documentId === null ? undefined : documents.find(params.documentId);
  }
  return async function execute(
    body: string,
    accept: string | undefined,
    context: GraphQLContext,
  ): Promise<DirectAnswer | undefined> {
    const mediaType = regularMediaType(accept);
    if (mediaType === null) return undefined;
    const params = paramsOf(body);
    if (!params) return undefined;
    const query = await textToRun(params, context);
    if (query === undefined) return undefined;
    const enveloped = yoga.getEnveloped(context as never);
    const document = valid.get(query) ?? parsedAndValid(enveloped, query);
    if (!document) return undefined;
    const operation = getOperationAST(document, params.operationName);
    if (!operation || operation.operation === 'subscription') return undefined;
    const contextValue = await enveloped.contextFactory();
    const result = (await enveloped.execute({
      schema: enveloped.schema,
      document,
      contextValue,
      variableValues: params.variables,
      operationName: params.operationName,
    })) as ExecutionResult & { stringify?: (result: ExecutionResult) => string };
    const headers = { 'content-type': `${mediaType}; charset=utf-8` };
    if (!result.errors?.length && !result.extensions) {
      const text = result.stringify ? result.stringify(result) : JSON.stringify(result);
      return { status: 200, headers, body: text };
    }
    // Errors: Yoga's own processor gives the status and strips what it keeps internal.
    const response = processRegularResult(inSpanish(result), globalThis as never, mediaType);
    return {
      status: response.status,
      headers: Object.fromEntries(response.headers),
      body: await response.text(),
    };
  };
}
