import type { Sql } from '@club/db/connection';
import type { GraphQLSchema } from 'graphql';
import { type BrokenOperation, brokenOperations, type RegisteredOperation } from './fit.ts';
import { activeOperations } from './registry.ts';

// `npm run schema:check` (decision 058): before a gateway deploy, which operations of the web
// remotes that run today would the new schema break? The committed list counts as the gateway's
// own remote, 'lista incluida'.

export const BUILT_IN = 'lista incluida';

export interface SchemaCheck {
  checked: number;
  broken: BrokenOperation[];
  /** The report in Spanish, one line each. */
  lines: string[];
}

const nameOf = (document: string) =>
  /\b(?:query|mutation|subscription)\s+(\w+)/.exec(document)?.[1] ?? 'sin nombre';

/** Checks `operations` against `schema` and words the result. */
export function checkOperations(
  schema: GraphQLSchema,
  operations: readonly RegisteredOperation[],
): SchemaCheck {
  const broken = brokenOperations(schema, operations);
  const lines = broken.flatMap((operation) => {
    const where =
      operation.remote === BUILT_IN ? BUILT_IN : `remoto ${operation.remote}, versión ${operation.version}`;
    return operation.problems.map(
      (problem) =>
        `ROMPE ${nameOf(operation.document)} (${where}, ${operation.id.slice(0, 19)}…): ${problem}`,
    );
  });
  const versions = new Set(
    operations.filter((o) => o.remote !== BUILT_IN).map((o) => `${o.remote}@${o.version}`),
  ).size;
  lines.push(
    broken.length === 0
      ? `El esquema sirve a las ${operations.length} operaciones (lista incluida y ${versions} versiones registradas activas).`
      : `El esquema rompe ${broken.length} de ${operations.length} operaciones: no lo despliegues así.`,
  );
  return { checked: operations.length, broken, lines };
}

/** The registry's active operations, or none where the registry's table does not exist yet. */
export async function registeredForCheck(sql: Sql): Promise<RegisteredOperation[]> {
  const { rows } = await sql.query<{ present: boolean }>(
    `select to_regclass('remote_operations') is not null as present`,
  );
  return rows[0]?.present ? activeOperations(sql) : [];
}

/** The committed list as operations of the built-in 'remote'. */
export const builtInOperations = (documents: ReadonlyMap<string, string>): RegisteredOperation[] =>
  [...documents].map(([id, document]) => ({ remote: BUILT_IN, version: '-', id, document }));
