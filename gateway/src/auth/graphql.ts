import { texts } from '@club/domain/texts';
import { builder, signedInViewer } from '../graphql/builder.ts';
import { outcomeResult } from '../graphql/outcome-result.ts';
import { attemptKeys, giveBack, SIGN_IN_RULE, takeAttempt } from '../http/rate-limit.ts';
import {
  adminCheck,
  CHANGE_PASSWORD_REFUSED_MSG,
  type ChangePasswordOutcome,
  changePassword,
  getUser,
  type LoginOutcome,
  login,
  logout,
  type User,
} from './service.ts';

// The GraphQL twins of the REST auth calls; expected refusals are typed results, not errors.

const ViewerType = builder.objectRef<User>('Viewer').implement({
  description: 'The signed-in member.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    lastName: t.string({ resolve: (user) => user.last_name }),
    mail: t.exposeString('mail'),
    isAdmin: t.exposeBoolean('isAdmin'),
  }),
});

const AdminCheckType = builder.objectRef<{ msg: string }>('AdminCheck').implement({
  fields: (t) => ({
    msg: t.exposeString('msg', {
      description: "'Authorized' for admins, 'Unauthorized' for members (spec §6).",
    }),
  }),
});

const LoginResultType = outcomeResult<LoginOutcome>('LoginResult', {
  okMsg: 'Logged in',
  codes:
    'BAD_REQUEST, INVALID_MAIL, INVALID_MAIL_OR_PASSWORD or TOO_MANY_ATTEMPTS (10 failed attempts a minute per IP or mail).',
  fields: (t) => ({
    authToken: t.string({ nullable: true, resolve: (r) => (r.ok ? r.authToken : null) }),
  }),
});

const ChangePasswordResultType = outcomeResult<ChangePasswordOutcome>('ChangePasswordResult', {
  refusalMsg: CHANGE_PASSWORD_REFUSED_MSG,
  codes: 'BAD_REQUEST, PASSWORD_MISMATCH, PASSWORD_TOO_SHORT or WRONG_OLD_PASSWORD.',
});

builder.queryFields((t) => ({
  me: t.field({
    type: ViewerType,
    authScopes: { member: true },
    resolve: (_root, _args, ctx) => getUser(ctx.db, signedInViewer(ctx)),
  }),
  adminCheck: t.field({
    type: AdminCheckType,
    authScopes: { member: true },
    resolve: (_root, _args, ctx) => adminCheck(signedInViewer(ctx)),
  }),
}));

builder.mutationFields((t) => ({
  login: t.field({
    type: LoginResultType,
    args: {
      mail: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
    },
    // The same per-IP and per-mail limit as POST /login, on the same counters.
    resolve: async (_root, args, ctx): Promise<LoginOutcome> => {
      const attempt = await takeAttempt(
        ctx.db,
        SIGN_IN_RULE,
        attemptKeys(SIGN_IN_RULE, ctx.clientIp, args.mail),
      );
      if (!attempt.allowed) {
        return { ok: false, error: { code: 'TOO_MANY_ATTEMPTS', message: texts.login.tooManyAttempts } };
      }
      const outcome = await login(ctx.db, args, { tokenTtlHours: ctx.config.tokenTtlHours });
      if (outcome.ok) await giveBack(ctx.db, attempt);
      return outcome;
    },
  }),
  logout: t.boolean({
    description: 'Revokes the token of this call on the server.',
    authScopes: { member: true },
    resolve: async (_root, _args, ctx) => {
      await logout(ctx.db, signedInViewer(ctx));
      return true;
    },
  }),
  changePassword: t.field({
    type: ChangePasswordResultType,
    description: 'On success every other token of the member stops working.',
    authScopes: { member: true },
    args: {
      oldPass: t.arg.string({ required: true }),
      newPass: t.arg.string({ required: true }),
      repPass: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) => changePassword(ctx.db, signedInViewer(ctx), args),
  }),
}));
