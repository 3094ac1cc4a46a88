import type { SessionJson } from '@club/hosted/auth/auth-service';
import { createGraphQLError } from 'graphql-yoga';
import { failureFor } from '../kernel/access/authorize.ts';
import { builder, signedInViewer } from '../kernel/graphql/builder.ts';
import { openClubHostedSession } from './club-hosted-session.ts';

// The expense screens' way into the built-in hosted stand-in with the club's own session
// (docs/decisions/021-one-sign-out.md). With a real Supabase project they sign in there instead.

const HostedSessionType = builder.objectRef<SessionJson>('HostedSession').implement({
  description:
    "A session of the gateway's hosted auth + storage stand-in, for supabase-js's auth.setSession.",
  fields: (t) => ({
    accessToken: t.exposeString('access_token'),
    refreshToken: t.exposeString('refresh_token'),
  }),
});

builder.mutationFields((t) => ({
  openHostedSession: t.field({
    type: HostedSessionType,
    description:
      "Opens a session of the built-in hosted stand-in for the account with the admin's own mail (created, confirmed, if missing). It ends with the club token that opened it.",
    authScopes: { permission: 'expenses.manage' },
    resolve: async (_root, _args, ctx) => {
      const session = await openClubHostedSession(
        ctx.db,
        ctx.config,
        signedInViewer(ctx).tokenHash,
        ctx.now(),
      );
      if (session) return session;
      // Signed out while this ran: answered as any call with an ended token.
      const failure = failureFor(null);
      throw createGraphQLError(failure.error, {
        extensions: { code: failure.code, http: { status: failure.status } },
      });
    },
  }),
}));
