import type { Permission } from '@club/domain/roles';
import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { createGraphQLError } from 'graphql-yoga';
import { authorize, failureFor } from '../access/authorize.ts';
import type { Viewer } from '../access/viewer.ts';
import type { GraphQLContext } from './context.ts';

// One builder; each domain folder adds its types in its own graphql.ts.

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  AuthScopes: {
    account: boolean;
    member: boolean;
    backOffice: boolean;
    /** An inspector's link (decision 057): the legal records, read-only. */
    inspection: boolean;
    permission: Permission;
  };
  DefaultFieldNullability: false;
}>({
  plugins: [ScopeAuthPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    // A subscription's scopes are checked when it starts, not at each update: a caller without
    // them gets no stream at all (by default Pothos checks only as each update resolves).
    authorizeOnSubscribe: true,
    // The same rule as the REST guards (auth/authorize.ts).
    authScopes: (ctx) => ({
      account: authorize(ctx.viewer, 'account') === null,
      member: authorize(ctx.viewer, 'member') === null,
      backOffice: authorize(ctx.viewer, 'back-office') === null,
      inspection: authorize(ctx.viewer, 'inspection') === null,
      permission: (permission: Permission) => authorize(ctx.viewer, permission) === null,
    }),
    // 401 UNAUTHENTICATED without a valid token, 403 FORBIDDEN without the field's permission.
    unauthorizedError: (_parent, ctx) => {
      const failure = failureFor(ctx.viewer);
      // Yoga's own GraphQLError class (see graphql/yoga.ts), so the message is not masked.
      return createGraphQLError(failure.error, {
        extensions: { code: failure.code, http: { status: failure.status } },
      });
    },
  },
});

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});

/** The viewer of a field guarded by a scope; the guard already ran, so null here is a bug. */
export function signedInViewer(ctx: GraphQLContext): Viewer {
  if (ctx.viewer === null) throw new Error('scope-guarded field reached without a viewer');
  return ctx.viewer;
}
