import { builder, signedInViewer } from '../kernel/graphql/builder.ts';
import { outcomeResult } from '../kernel/graphql/outcome-result.ts';
import {
  APPLICATION_RULE,
  INVITATION_CHECK_RULE,
  tooManyApplications,
  withinLimit,
} from './application-limits.ts';
import {
  approveApplication,
  checkInvitation,
  type DecisionOutcome,
  type InvitationOutcome,
  issueInvitation,
  rejectApplication,
  revokeInvitation,
  type SubmitOutcome,
  submitApplication,
  waitlistApplication,
} from './commands.ts';
import type { ApplicationStatus } from './decide.ts';
import {
  APPLICATION_STATUSES,
  type Application,
  type Invitation,
  listApplications,
  listInvitations,
} from './queries.ts';

// The GraphQL twins of the REST routes (routes.ts). The applicant's two operations are public (the
// invitation's token is the key) and limited per address; the rest is the back office's.

const decidesApplications = { permission: 'applications.manage' } as const;

const InvitationType = builder.objectRef<Invitation>('Invitation').implement({
  description: 'A link an admin shares so someone can apply; its token is shown once, on issuing.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    expiresAt: t.exposeString('expiresAt'),
    singleUse: t.exposeBoolean('singleUse'),
    revoked: t.exposeBoolean('revoked'),
    uses: t.exposeInt('uses'),
    createdAt: t.exposeString('createdAt'),
    usable: t.exposeBoolean('usable', { description: 'Takes applications now.' }),
  }),
});

const ApplicationType = builder.objectRef<Application>('MembershipApplication').implement({
  description: 'Someone asking to join through an invitation, and the answer.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    status: t.exposeString('status', { description: "'pending', 'waitlisted', 'approved' or 'rejected'." }),
    name: t.exposeString('name', { nullable: true }),
    lastName: t.exposeString('lastName', { nullable: true }),
    mail: t.exposeString('mail', { nullable: true }),
    cedula: t.exposeString('cedula', { nullable: true }),
    birthDate: t.exposeString('birthDate', { nullable: true }),
    residency: t.exposeString('residency', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true }),
    submittedAt: t.exposeString('submittedAt'),
    decidedAt: t.exposeString('decidedAt', { nullable: true }),
    memberId: t.exposeInt('memberId', { nullable: true }),
    reason: t.exposeString('reason', { nullable: true }),
    position: t.exposeInt('position', { nullable: true, description: 'On the waitlist: 1, 2, …' }),
  }),
});

const InvitationResultType = outcomeResult<InvitationOutcome>('InvitationResult', {
  okMsg: 'Created',
  codes: 'VIGENCIA_INVALIDA.',
  fields: (t) => ({
    invitation: t.field({
      type: InvitationType,
      nullable: true,
      resolve: (r) => (r.ok ? r.invitation : null),
    }),
    token: t.string({
      nullable: true,
      description: 'Shown this once.',
      resolve: (r) => (r.ok ? r.token : null),
    }),
  }),
});

type RevokeOutcome = Awaited<ReturnType<typeof revokeInvitation>>;
const RevokeInvitationResultType = outcomeResult<RevokeOutcome>('RevokeInvitationResult', {
  codes: 'INVITACION_NO_ENCONTRADA, INVITACION_REVOCADA.',
  fields: (t) => ({
    invitation: t.field({
      type: InvitationType,
      nullable: true,
      resolve: (r) => (r.ok ? r.invitation : null),
    }),
  }),
});

type CheckOutcome = Awaited<ReturnType<typeof checkInvitation>>;
const InvitationCheckType = outcomeResult<CheckOutcome>('InvitationCheck', {
  codes:
    'INVITACION_DESCONOCIDA, INVITACION_VENCIDA, INVITACION_REVOCADA, INVITACION_USADA, DEMASIADAS_SOLICITUDES.',
  fields: (t) => ({
    expiresAt: t.string({ nullable: true, resolve: (r) => (r.ok ? r.expiresAt : null) }),
  }),
});

const SubmitApplicationResultType = outcomeResult<SubmitOutcome>('SubmitApplicationResult', {
  okMsg: 'Created',
  codes:
    'the invitation’s (INVITACION_*), the form’s (NOMBRE_INVALIDO, CEDULA_INVALIDA, MENOR_DE_EDAD, DECLARACION_REQUERIDA, CONSENTIMIENTO_REQUERIDO…), CEDULA_EN_USO, SOLICITUD_EN_CURSO, MAIL_EN_USO, DEMASIADAS_SOLICITUDES.',
  fields: (t) => ({
    applicationId: t.int({ nullable: true, resolve: (r) => (r.ok ? r.applicationId : null) }),
  }),
});

const ApplicationDecisionResultType = outcomeResult<DecisionOutcome>('ApplicationDecisionResult', {
  codes:
    'SOLICITUD_NO_ENCONTRADA, SOLICITUD_RESUELTA, SOLICITUD_EN_ESPERA, SIN_LUGAR, MOTIVO_INVALIDO, MAIL_EN_USO, LIMITE_SOCIOS.',
  fields: (t) => ({
    outcome: t.string({
      nullable: true,
      description: "'approved', 'waitlisted' (at the club's cap) or 'rejected'.",
      resolve: (r) => (r.ok ? r.outcome : null),
    }),
    application: t.field({
      type: ApplicationType,
      nullable: true,
      resolve: (r) => (r.ok ? r.application : null),
    }),
  }),
});

const ApplicationInput = builder.inputType('ApplicationInput', {
  description: 'The public application form; blanks are empty strings.',
  fields: (t) => ({
    token: t.string({ required: true, description: 'The invitation link’s token.' }),
    name: t.string({ required: true }),
    lastName: t.string({ required: true }),
    mail: t.string({ required: true }),
    cedula: t.string({ required: true }),
    birthDate: t.string({ required: true, description: 'YYYY-MM-DD.' }),
    residency: t.string({ required: true, description: "'ciudadania' or 'residencia'." }),
    phone: t.string({ required: true }),
    noOtherRoute: t.boolean({ required: true, description: 'Declares no other IRCCA access route.' }),
    consent: t.boolean({ required: true, description: 'Consents to the processing of their data.' }),
  }),
});

builder.queryFields((t) => ({
  invitations: t.field({
    type: [InvitationType],
    description: 'GET /admin/invitations, newest first.',
    authScopes: decidesApplications,
    resolve: (_root, _args, ctx) => listInvitations(ctx.db, ctx.now()),
  }),
  membershipApplications: t.field({
    type: [ApplicationType],
    description: 'GET /admin/applications: pending, then the waitlist in order, then the decided.',
    authScopes: decidesApplications,
    args: { status: t.arg.string() },
    resolve: (_root, args, ctx) => {
      const status = (APPLICATION_STATUSES as readonly string[]).includes(args.status ?? '')
        ? (args.status as ApplicationStatus)
        : undefined;
      return listApplications(ctx.db, status);
    },
  }),
}));

builder.mutationFields((t) => ({
  checkInvitation: t.field({
    type: InvitationCheckType,
    description:
      'Public: whether an invitation link takes an application now (POST /applications/invitation).',
    args: { token: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) =>
      (await withinLimit(ctx.db, INVITATION_CHECK_RULE, ctx.clientIp))
        ? checkInvitation(ctx.db, args.token, ctx.now())
        : { ok: false as const, error: tooManyApplications },
  }),
  submitApplication: t.field({
    type: SubmitApplicationResultType,
    description: 'Public: an application through an invitation link (POST /applications).',
    args: { input: t.arg({ type: ApplicationInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      if (!(await withinLimit(ctx.db, APPLICATION_RULE, ctx.clientIp))) {
        return { ok: false as const, error: tooManyApplications };
      }
      const { token, ...form } = input;
      return submitApplication(ctx.db, token, form, ctx.now());
    },
  }),
  issueInvitation: t.field({
    type: InvitationResultType,
    description: 'POST /admin/invitations.',
    authScopes: decidesApplications,
    args: { days: t.arg.int(), singleUse: t.arg.boolean() },
    resolve: (_root, args, ctx) =>
      issueInvitation(
        ctx.db,
        signedInViewer(ctx).memberId,
        { days: args.days, singleUse: args.singleUse },
        ctx.now(),
      ),
  }),
  revokeInvitation: t.field({
    type: RevokeInvitationResultType,
    description: 'POST /admin/invitations/:id/revoke.',
    authScopes: decidesApplications,
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => revokeInvitation(ctx.db, signedInViewer(ctx).memberId, args.id, ctx.now()),
  }),
  approveApplication: t.field({
    type: ApplicationDecisionResultType,
    description: 'POST /admin/applications/:id/approve: a member, or at the cap the waitlist.',
    authScopes: decidesApplications,
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) =>
      approveApplication(ctx.db, signedInViewer(ctx).memberId, args.id, {
        now: ctx.now(),
        origin: ctx.origin,
      }),
  }),
  waitlistApplication: t.field({
    type: ApplicationDecisionResultType,
    description: 'POST /admin/applications/:id/waitlist.',
    authScopes: decidesApplications,
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => waitlistApplication(ctx.db, signedInViewer(ctx).memberId, args.id),
  }),
  rejectApplication: t.field({
    type: ApplicationDecisionResultType,
    description: 'POST /admin/applications/:id/reject: the applicant gets a mail with the reason.',
    authScopes: decidesApplications,
    args: { id: t.arg.int({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) =>
      rejectApplication(ctx.db, signedInViewer(ctx).memberId, args.id, args.reason),
  }),
}));
