import { securityActionLabel } from '@club/domain/account-security';
import { builder, signedInViewer } from '../kernel/graphql/builder.ts';
import { outcomeResult } from '../kernel/graphql/outcome-result.ts';
import { TwoFactorStatusType } from './graphql.ts';
import { type MemberSecurity, memberSecurity, type SecurityLogRow } from './security-log.ts';
import {
  confirmEnrolment,
  type EnrolmentConfirm,
  type EnrolmentStart,
  type RemoveOutcome,
  removeSecondFactor,
  startEnrolment,
  twoFactorStatus,
} from './two-factor.ts';

// An admin's second factor and what admins see of an account's security; the REST twins are in
// account-security-routes.ts.

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
    authScopes: { admin: true },
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
    authScopes: { admin: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, { id }, ctx) => removeSecondFactor(ctx.db, signedInViewer(ctx), id, ctx.origin),
  }),
}));
