import { securityActionLabel } from '@club/domain/account-security';
import { loginTexts } from '@club/domain/account-texts';
import { builder, signedInViewer } from '../kernel/graphql/builder.ts';
import type { GraphQLContext } from '../kernel/graphql/context.ts';
import { outcomeResult } from '../kernel/graphql/outcome-result.ts';
import { attemptKeys, giveBack, SIGN_IN_RULE, takeAttempt } from '../kernel/http/rate-limit.ts';
import {
  type AdminCheck,
  adminCheck,
  CHANGE_PASSWORD_REFUSED_MSG,
  type ChangePasswordOutcome,
  changePassword,
  getUser,
  logout,
  type User,
} from './account.ts';
import { type MemberSecurity, memberSecurity, type SecurityLogRow } from './security-log.ts';
import { type LoginOutcome, login, loginWithCode } from './sign-in.ts';
import {
  confirmEnrolment,
  type EnrolmentConfirm,
  type EnrolmentStart,
  type RemoveOutcome,
  removeSecondFactor,
  startEnrolment,
  type TwoFactorStatus,
  twoFactorStatus,
} from './two-factor.ts';

// The GraphQL twins of the REST auth calls; expected refusals are typed results, not errors.

export const TwoFactorStatusType = builder.objectRef<TwoFactorStatus>('TwoFactorStatus').implement({
  fields: (t) => ({
    enrolled: t.exposeBoolean('enrolled'),
    enrolledAt: t.exposeString('enrolledAt', { nullable: true }),
    recoveryCodesLeft: t.exposeInt('recoveryCodesLeft'),
  }),
});

const ViewerType = builder.objectRef<User>('Viewer').implement({
  description: 'The signed-in member.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    lastName: t.string({ resolve: (user) => user.last_name }),
    mail: t.exposeString('mail'),
    isAdmin: t.exposeBoolean('isAdmin', { description: 'Holds any back-office permission.' }),
    roles: t.exposeStringList('roles', { description: 'The roles held (administracion, socio…).' }),
    permissions: t.exposeStringList('permissions', { description: "The roles' permissions, sorted." }),
    mustChangePassword: t.boolean({
      description:
        'Signed in with a temporary password: every call but me, changePassword, the second-factor enrolment and logout is refused until it is changed.',
      resolve: (_user, _args, ctx) => signedInViewer(ctx).temporaryPassword,
    }),
    needsSecondFactor: t.boolean({
      description: 'An admin the club asks for a second factor, without one yet: admin calls are refused.',
      resolve: (_user, _args, ctx) => signedInViewer(ctx).needsSecondFactor,
    }),
    twoFactor: t.field({
      type: TwoFactorStatusType,
      nullable: true,
      description: "An admin's second factor; null for members (it is for admins only).",
      resolve: (user, _args, ctx) => (user.isAdmin ? twoFactorStatus(ctx.db, user.id) : null),
    }),
  }),
});

const AdminCheckType = builder.objectRef<AdminCheck>('AdminCheck').implement({
  fields: (t) => ({
    msg: t.exposeString('msg', {
      description:
        "'Authorized' for holders of a back-office permission, 'Unauthorized' otherwise (spec §6).",
    }),
    roles: t.exposeStringList('roles'),
    permissions: t.exposeStringList('permissions', {
      description: 'What the person may do: the shell shows only the screens these open.',
    }),
  }),
});

const LoginResultType = outcomeResult<LoginOutcome>('LoginResult', {
  okMsg: 'Logged in',
  codes:
    'BAD_REQUEST, INVALID_MAIL, INVALID_MAIL_OR_PASSWORD, TOO_MANY_ATTEMPTS (10 failed attempts a minute from one address), ACCOUNT_LOCKED (5 failed in a row on one mail from one address, or 5 wrong codes of one account: 15 minutes), TEMPORARY_PASSWORD_EXPIRED, CODE_REQUIRED (an admin with a second factor: send twoFactorChallenge and the code to loginWithCode), WRONG_CODE or CODE_EXPIRED.',
  fields: (t) => ({
    authToken: t.string({ nullable: true, resolve: (r) => (r.ok ? r.authToken : null) }),
    mustChangePassword: t.boolean({
      description: 'Signed in with a temporary password, to be changed before anything else.',
      resolve: (r) => r.ok && r.mustChangePassword,
    }),
    twoFactorChallenge: t.string({
      nullable: true,
      description: 'With CODE_REQUIRED: the ticket to send with the code (valid 5 minutes, once).',
      resolve: (r) => (r.ok ? null : (r.challenge ?? null)),
    }),
  }),
});

const ChangePasswordResultType = outcomeResult<ChangePasswordOutcome>('ChangePasswordResult', {
  refusalMsg: CHANGE_PASSWORD_REFUSED_MSG,
  codes: 'BAD_REQUEST, PASSWORD_MISMATCH, PASSWORD_TOO_SHORT, PASSWORD_SAME_AS_OLD or WRONG_OLD_PASSWORD.',
});

const signInOptions = (ctx: GraphQLContext) => ({
  tokenTtlHours: ctx.config.tokenTtlHours,
  origin: ctx.origin,
  now: ctx.now(),
});

/**
 * The same per-address limit as POST /login and /login/code, on the same counters; a success
 * gives its attempt back.
 */
async function limited(ctx: GraphQLContext, signIn: () => Promise<LoginOutcome>): Promise<LoginOutcome> {
  const attempt = await takeAttempt(ctx.db, SIGN_IN_RULE, attemptKeys(SIGN_IN_RULE, ctx.clientIp, undefined));
  if (!attempt.allowed) {
    return { ok: false, error: { code: 'TOO_MANY_ATTEMPTS', message: loginTexts.tooManyAttempts } };
  }
  const outcome = await signIn();
  if (outcome.ok) await giveBack(ctx.db, attempt);
  return outcome;
}

builder.queryFields((t) => ({
  me: t.field({
    type: ViewerType,
    authScopes: { account: true },
    resolve: (_root, _args, ctx) => getUser(ctx.db, signedInViewer(ctx)),
  }),
  adminCheck: t.field({
    type: AdminCheckType,
    authScopes: { account: true },
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
    resolve: (_root, args, ctx) => limited(ctx, () => login(ctx.db, args, signInOptions(ctx))),
  }),
  loginWithCode: t.field({
    type: LoginResultType,
    description:
      "An admin's second step: the ticket login gave with CODE_REQUIRED, and an app or recovery code.",
    args: {
      challenge: t.arg.string({ required: true }),
      code: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) => limited(ctx, () => loginWithCode(ctx.db, args, signInOptions(ctx))),
  }),
  logout: t.boolean({
    description: 'Revokes the token of this call on the server.',
    authScopes: { account: true },
    resolve: async (_root, _args, ctx) => {
      await logout(ctx.db, signedInViewer(ctx), ctx.origin);
      return true;
    },
  }),
  changePassword: t.field({
    type: ChangePasswordResultType,
    description: 'On success every other token of the member stops working.',
    authScopes: { account: true },
    args: {
      oldPass: t.arg.string({ required: true }),
      newPass: t.arg.string({ required: true }),
      repPass: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) => changePassword(ctx.db, signedInViewer(ctx), args, ctx.origin),
  }),
}));

// An admin's second factor and what admins see of an account's security; the REST twins are in
// routes.ts.

const EnrolmentStartType = outcomeResult<EnrolmentStart>('TwoFactorEnrolment', {
  codes: 'TWO_FACTOR_ADMINS_ONLY or TWO_FACTOR_ALREADY_ACTIVE.',
  fields: (t) => ({
    secret: t.string({
      nullable: true,
      description: 'Base32, for typing into an app that cannot scan.',
      resolve: (r) => (r.ok ? r.secret : null),
    }),
    uri: t.string({
      nullable: true,
      description: 'The otpauth:// URI.',
      resolve: (r) => (r.ok ? r.uri : null),
    }),
    qrSvg: t.string({
      nullable: true,
      description: 'The URI as a QR code, an SVG document.',
      resolve: (r) => (r.ok ? r.qrSvg : null),
    }),
  }),
});

const EnrolmentConfirmType = outcomeResult<EnrolmentConfirm>('TwoFactorConfirmation', {
  codes: 'TWO_FACTOR_ADMINS_ONLY, TWO_FACTOR_NOT_STARTED, TWO_FACTOR_ALREADY_ACTIVE or WRONG_CODE.',
  fields: (t) => ({
    recoveryCodes: t.stringList({
      nullable: true,
      description: 'Ten single-use codes, shown this once.',
      resolve: (r) => (r.ok ? r.recoveryCodes : null),
    }),
    authToken: t.string({
      nullable: true,
      description:
        "The admin's new session: every token of the account, this call's included, stops working on enrolment.",
      resolve: (r) => (r.ok ? r.authToken : null),
    }),
  }),
});

const RemoveResultType = outcomeResult<RemoveOutcome>('TwoFactorRemoval', {
  codes: 'TWO_FACTOR_NOT_ACTIVE.',
});

const SecurityLogEntryType = builder.objectRef<SecurityLogRow>('SecurityLogEntry').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    at: t.exposeString('at', { description: 'ISO instant.' }),
    action: t.exposeString('action', { description: 'sign_in_succeeded, sign_in_failed, account_locked…' }),
    label: t.string({
      description: 'The action in Spanish.',
      resolve: (row) => securityActionLabel(row.action),
    }),
    ip: t.exposeString('ip'),
    browser: t.exposeString('browser', {
      description: "The browser and system, e.g. 'Chrome 156 · Android 14'.",
    }),
    actorId: t.exposeInt('actorId', {
      nullable: true,
      description: 'The admin who made the change, if not the member.',
    }),
  }),
});

const MemberSecurityType = builder
  .objectRef<MemberSecurity & { memberId: number }>('MemberSecurity')
  .implement({
    fields: (t) => ({
      twoFactor: t.field({
        type: TwoFactorStatusType,
        resolve: (security, _args, ctx) => twoFactorStatus(ctx.db, security.memberId),
      }),
      lockedUntil: t.exposeString('lockedUntil', { nullable: true, description: 'Set while locked.' }),
      temporaryPasswordUntil: t.exposeString('temporaryPasswordUntil', {
        nullable: true,
        description: 'Set while the password is one an admin gave and not yet changed.',
      }),
      log: t.field({
        type: [SecurityLogEntryType],
        description: 'The latest 50, newest first.',
        resolve: (s) => s.log,
      }),
    }),
  });

builder.queryFields((t) => ({
  memberSecurity: t.field({
    type: MemberSecurityType,
    nullable: true,
    authScopes: { permission: 'security.manage' },
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      const security = await memberSecurity(ctx.db, id, ctx.now());
      return security && { ...security, memberId: id };
    },
  }),
}));

builder.mutationFields((t) => ({
  startTwoFactorEnrolment: t.field({
    type: EnrolmentStartType,
    description: 'A new secret as a QR code; nothing changes at sign-in until confirmTwoFactorEnrolment.',
    authScopes: { account: true },
    resolve: (_root, _args, ctx) => startEnrolment(ctx.db, signedInViewer(ctx)),
  }),
  confirmTwoFactorEnrolment: t.field({
    type: EnrolmentConfirmType,
    description:
      'The first code from the app: the second factor is on from now, and the recovery codes come once. Every session of the account ends, this one too: keep authToken.',
    authScopes: { account: true },
    args: { code: t.arg.string({ required: true }) },
    resolve: (_root, { code }, ctx) =>
      confirmEnrolment(ctx.db, signedInViewer(ctx), code, {
        origin: ctx.origin,
        now: ctx.now(),
        tokenTtlHours: ctx.config.tokenTtlHours,
      }),
  }),
  removeMemberTwoFactor: t.field({
    type: RemoveResultType,
    description: 'For a lost phone: the account signs in with the password alone until it enrols again.',
    authScopes: { permission: 'security.manage' },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, { id }, ctx) => removeSecondFactor(ctx.db, signedInViewer(ctx), id, ctx.origin),
  }),
}));
