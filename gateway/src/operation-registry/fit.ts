import { createHash } from 'node:crypto';
import { buildSchema, type GraphQLSchema, Kind, parse, validate } from 'graphql';

// Whether a document fits a schema: the one test both the registration of a remote's operations
// and `npm run schema:check` apply, so what a deploy was told fits is what a gateway deploy checks.

/** The web remotes whose builds send operations (scripts/web/apps.ts: the shell and four remotes). */
export const KNOWN_REMOTES = ['shell', 'mf-storefront', 'mf-orders', 'mf-harvest', 'mf-finance'] as const;
export type KnownRemote = (typeof KNOWN_REMOTES)[number];
export const isKnownRemote = (name: string): name is KnownRemote =>
  (KNOWN_REMOTES as readonly string[]).includes(name);

export const VERSION_PATTERN = /^[a-z0-9][a-z0-9.-]{0,39}$/i;
export const ID_PATTERN = /^sha256:[0-9a-f]{64}$/;

/** The id codegen gives a document (client-preset's persisted documents): sha256 of its text. */
export const documentId = (text: string): string =>
  `sha256:${createHash('sha256').update(text).digest('hex')}`;

/**
 * The schema to check against, rebuilt from its SDL with this module's own graphql: under vitest
 * the schema Pothos built may come from another copy of graphql 16, which `validate` refuses.
 */
export const schemaFromSdl = (sdl: string): GraphQLSchema => buildSchema(sdl);

/** Why a document does not fit, in Spanish. */
export interface Misfit {
  id: string;
  message: string;
}

// graphql-js words its validation errors in English; those a schema change causes are said again
// in Spanish, naming what went missing. Suggestions ("Did you mean …?") are dropped.
const SPANISH: ReadonlyArray<[RegExp, (...names: string[]) => string]> = [
  [
    /^Cannot query field "([^"]+)" on type "([^"]+)"/,
    (field, type) => `El campo "${field}" no existe en el tipo "${type}".`,
  ],
  [
    /^Unknown argument "([^"]+)" on field "([^"]+)"/,
    (arg, field) => `El argumento "${arg}" no existe en el campo "${field}".`,
  ],
  [
    /^Field "([^"]+)" argument "([^"]+)" of type "([^"]+)" is required/,
    (field, arg, type) => `Falta el argumento obligatorio "${arg}" (${type}) del campo "${field}".`,
  ],
  [/^Unknown type "([^"]+)"/, (type) => `El tipo "${type}" no existe.`],
  [
    /^Field "([^"]+)" must not have a selection since type "([^"]+)" has no subfields/,
    (field, type) => `El campo "${field}" ahora es de tipo "${type}", sin subcampos.`,
  ],
  [
    /^Field "([^"]+)" of type "([^"]+)" must have a selection of subfields/,
    (field, type) => `El campo "${field}" ahora es de tipo "${type}" y pide subcampos.`,
  ],
  [
    /^Variable "\$([^"]+)" of type "([^"]+)" used in position expecting type "([^"]+)"/,
    (variable, given, wanted) =>
      `La variable "$${variable}" es de tipo "${given}" y el esquema ahora pide "${wanted}".`,
  ],
  [
    /^Value "([^"]+)" does not exist in "([^"]+)" enum/,
    (value, type) => `El valor "${value}" ya no existe en "${type}".`,
  ],
];

function inSpanish(message: string): string {
  for (const [pattern, say] of SPANISH) {
    const match = pattern.exec(message);
    if (match) return say(...match.slice(1));
  }
  return `No encaja en el esquema: ${message.replace(/ Did you mean .*$/, '')}`;
}

/** Why the document `text` named `id` does not fit `schema`, or an empty list when it fits. */
export function misfitsOf(schema: GraphQLSchema, id: string, text: string): Misfit[] {
  if (documentId(text) !== id) {
    return [{ id, message: 'El id no es el sha256 del texto: el texto cambió después de generar la lista.' }];
  }
  let document: ReturnType<typeof parse>;
  try {
    document = parse(text);
  } catch (error) {
    return [{ id, message: `El texto no es un documento GraphQL: ${(error as Error).message}` }];
  }
  if (!document.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION)) {
    return [{ id, message: 'El documento no tiene ninguna operación.' }];
  }
  return validate(schema, document).map((error) => ({ id, message: inSpanish(error.message) }));
}

/** An operation as the registry keeps it, with the remote and version that sent it. */
export interface RegisteredOperation {
  remote: string;
  version: string;
  id: string;
  document: string;
}

export interface BrokenOperation extends RegisteredOperation {
  problems: string[];
}

/** The operations that would break under `schema` (the core of `npm run schema:check`). */
export function brokenOperations(
  schema: GraphQLSchema,
  operations: readonly RegisteredOperation[],
): BrokenOperation[] {
  return operations.flatMap((operation) => {
    const problems = misfitsOf(schema, operation.id, operation.document).map((m) => m.message);
    return problems.length > 0 ? [{ ...operation, problems }] : [];
  });
}
