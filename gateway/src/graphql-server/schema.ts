// `graphql/index.js`, not `graphql`: the file Pothos and Yoga load. Under vitest a bare
// `graphql` import in our source resolves to graphql 16's ESM build while the packages get its
// CJS build, and printing a schema built with one copy through the other throws.
import { lexicographicSortSchema, printSchema } from 'graphql/index.js';
import { builder } from '../kernel/graphql/builder.ts';
import '../auth/graphql.ts';
import '../stock/graphql.ts';
import '../harvests/graphql.ts';
import '../work/graphql.ts';
import '../tasks/graphql.ts';
import '../outbox/graphql.ts';
import '../products/graphql.ts';
import '../photos/graphql.ts';
import '../orders/graphql.ts';
import '../counter/graphql.ts';
import '../reporting/graphql.ts';
import '../members/graphql.ts';
import '../roles/graphql.ts';
import '../bills/graphql.ts';
import '../expenses/graphql.ts';
import '../hosted/graphql.ts';
import '../settings/graphql.ts';
import '../plants/graphql.ts';
import '../month-close/graphql.ts';
import '../destruction/graphql.ts';
import '../applications/graphql.ts';
import '../lab-results/graphql.ts';
import '../setup/graphql.ts';
import '../reporting-keys/graphql.ts';
import '../inspection-links/graphql.ts';
import '../member-photos/graphql.ts';
import '../today/graphql.ts';

export const schema = builder.toSchema();

/** The SDL committed as gateway/schema.graphql, which the web app codes against. */
export function schemaSdl(): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
