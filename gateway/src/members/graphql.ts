import { builder, signedInViewer } from '../kernel/graphql/builder.ts';
import { outcomeResult } from '../kernel/graphql/outcome-result.ts';
import {
  createMember,
  deactivateMember,
  editMember,
  type MemberOutcome,
  reactivateMember,
  resetMemberPassword,
} from './commands.ts';
import { forgetMember } from './forgetting.ts';
import type { MemberHistoryEntry } from './history.ts';
import { recordMemberLeaving } from './leaving.ts';
import { myData } from './my-data.ts';
import {
  type ClubLimits,
  clubSize,
  listMembers,
  listSocios,
  type MemberActivity,
  type MemberActivityLine,
  type MemberGrams,
  type MemberMonth,
  type MemberPage,
  type MemberSummary,
  memberPage,
  type Socio,
} from './queries.ts';

// Members administration over GraphQL, admins only; the REST twins are in routes.ts. Expected
// refusals are typed results (ok false, code, Spanish error, field), never GraphQL errors.

const MemberType = builder.objectRef<MemberSummary>('Member').implement({
  description: 'An account of the club: a member (socio) or an admin.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The member number.' }),
    name: t.exposeString('name'),
    lastName: t.exposeString('lastName'),
    mail: t.exposeString('mail'),
    cedula: t.exposeString('cedula', {
      nullable: true,
      description:
        "'1.234.567-2'; null for accounts made before identities were recorded, and once forgotten.",
    }),
    birthDate: t.exposeString('birthDate', { nullable: true, description: 'YYYY-MM-DD.' }),
    residency: t.exposeString('residency', { nullable: true, description: "'ciudadania' or 'residencia'." }),
    phone: t.exposeString('phone', { nullable: true }),
    irccaRegisteredOn: t.exposeString('irccaRegisteredOn', {
      nullable: true,
      description: 'YYYY-MM-DD: the day the member was registered with the IRCCA.',
    }),
    forgottenAt: t.exposeString('forgottenAt', {
      nullable: true,
      description:
        "ISO 8601: when the member's personal data was forgotten (the row shows 'Socio dado de baja #N').",
    }),
    role: t.exposeString('role', { description: "'member' or 'admin'." }),
    active: t.exposeBoolean('active', { description: 'False once deactivated: login refused.' }),
    trimmer: t.exposeBoolean('trimmer', { description: 'Offered in the manicure dropdown.' }),
    technicalLead: t.exposeBoolean('technicalLead', {
      description: 'Responsable Técnico: signs the monthly close (admin accounts only).',
    }),
    since: t.exposeString('since', { description: 'Day the account was created, YYYY-MM-DD.' }),
    gramsMonth: t.exposeInt('gramsMonth', {
      description: 'Grams counting against the 40 g this calendar month (orders not collected do not count).',
    }),
    gramsYear: t.exposeInt('gramsYear', {
      description: 'Grams counting against the 480 g this calendar year.',
    }),
    leftOn: t.exposeString('leftOn', {
      nullable: true,
      description: 'Day the member left the club (baja), YYYY-MM-DD; null while a member.',
    }),
    leaveReason: t.exposeString('leaveReason', {
      nullable: true,
      description:
        "Why they left: 'voluntaria', 'vencimiento', 'expulsion', 'fallecimiento', 'cambio_via_acceso' or 'otra'.",
    }),
  }),
});

const SocioType = builder.objectRef<Socio>('Socio').implement({
  description: 'An active member as the spec lists them (GET /admin/getsocios).',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    lastName: t.exposeString('lastName'),
  }),
});

const MemberLimitType = builder.objectRef<ClubLimits>('MemberLimit').implement({
  description:
    'Active members (admins aside) against the members cap in force today (a club setting, 45 by default).',
  fields: (t) => ({
    active: t.exposeInt('activeMembers'),
    max: t.exposeInt('maxMembers'),
    monthlyGrams: t.exposeInt('monthlyGramsLimit', { description: 'The monthly gram cap in force today.' }),
    yearlyGrams: t.exposeInt('yearlyGramsLimit', { description: 'The yearly gram cap in force today.' }),
  }),
});

const MemberGramsType = builder.objectRef<MemberGrams>('MemberGrams').implement({
  fields: (t) => ({
    month: t.exposeString('month', { description: 'YYYY-MM of today (Montevideo).' }),
    usedMonth: t.exposeInt('usedMonth'),
    limitMonth: t.exposeInt('limitMonth'),
    usedYear: t.exposeInt('usedYear'),
    limitYear: t.exposeInt('limitYear'),
  }),
});

const MemberMonthType = builder.objectRef<MemberMonth>('MemberMonth').implement({
  description: "One calendar month of the member's orders and bills.",
  fields: (t) => ({
    month: t.exposeString('month', { description: 'YYYY-MM.' }),
    label: t.exposeString('label', { description: "'Setiembre 2025'." }),
    grams: t.exposeInt('grams', { description: 'Counting against the limits, orders and bills together.' }),
    orders: t.exposeInt('orders'),
    orderGrams: t.exposeInt('orderGrams', { description: 'Of orders not marked not collected.' }),
    orderTotal: t.exposeInt('orderTotal', {
      description: 'Integer pesos, of orders not marked not collected.',
    }),
    bills: t.exposeInt('bills'),
    billGrams: t.exposeInt('billGrams'),
    billTotal: t.exposeInt('billTotal'),
  }),
});

const MemberActivityLineType = builder.objectRef<MemberActivityLine>('MemberActivityLine').implement({
  fields: (t) => ({
    species: t.exposeString('species'),
    grams: t.exposeInt('grams'),
  }),
});

const MemberActivityType = builder.objectRef<MemberActivity>('MemberActivity').implement({
  description: 'An order or a bill of the member.',
  fields: (t) => ({
    kind: t.exposeString('kind', { description: "'order' or 'bill'." }),
    id: t.exposeString('id'),
    date: t.exposeString('date', { description: 'YYYY-MM-DD.' }),
    time: t.exposeString('time', { nullable: true, description: 'HH:MM.' }),
    grams: t.exposeInt('grams'),
    total: t.exposeInt('total', { description: 'Integer pesos.' }),
    status: t.exposeString('status', {
      description: "Orders: 'placed', 'delivered', 'not_collected' or 'cancelled'; bills: 'delivered'.",
    }),
    counted: t.exposeBoolean('counted', { description: 'Whether its grams count against the limits.' }),
    lines: t.field({ type: [MemberActivityLineType], resolve: (entry) => entry.lines }),
  }),
});

const MemberHistoryEntryType = builder.objectRef<MemberHistoryEntry>('MemberHistoryEntry').implement({
  description: "One event of the member's stream, for people.",
  fields: (t) => ({
    position: t.exposeInt('position'),
    version: t.exposeInt('version'),
    type: t.exposeString('type', { description: "Past tense: 'MemberRegistered', 'MemberDeactivated', ..." }),
    date: t.exposeString('date', { description: 'YYYY-MM-DD, Montevideo.' }),
    time: t.exposeString('time', { description: 'HH:MM, Montevideo.' }),
    who: t.exposeString('who', {
      description: "'Lucía Pereira (#1)', or 'Carga inicial' for the demo seed.",
    }),
    description: t.exposeString('description', { description: 'Spanish.' }),
  }),
});

const MemberPageType = builder.objectRef<MemberPage>('MemberPage').implement({
  fields: (t) => ({
    member: t.field({ type: MemberType, resolve: (page) => page.member }),
    grams: t.field({ type: MemberGramsType, resolve: (page) => page.grams }),
    months: t.field({
      type: [MemberMonthType],
      description: 'The last twelve calendar months, oldest first.',
      resolve: (page) => page.months,
    }),
    activity: t.field({
      type: [MemberActivityType],
      description:
        'Orders (and bills) from the first of those months on, future pickups included; newest first.',
      resolve: (page) => page.activity,
    }),
    history: t.field({
      type: [MemberHistoryEntryType],
      description: "The member's events, newest first.",
      resolve: (page) => page.history,
    }),
  }),
});

const MemberResultType = outcomeResult<MemberOutcome>('MemberResult', {
  codes:
    "e.g. MAIL_EN_USO, CEDULA_EN_USO, MAIL_INVALIDO, CEDULA_INVALIDA, MENOR_DE_EDAD, CONTRASENA_INVALIDA, LIMITE_SOCIOS (field: the input's field name).",
  fields: (t) => ({
    member: t.field({ type: MemberType, nullable: true, resolve: (r) => (r.ok ? r.member : null) }),
    password: t.string({
      nullable: true,
      description: 'createMember and resetMemberPassword: the new password, shown this once and never again.',
      resolve: (r) => (r.ok ? r.password : null),
    }),
  }),
});
const CreateMemberInput = builder.inputType('CreateMemberInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    lastName: t.string({ required: true }),
    mail: t.string({ required: true }),
    cedula: t.string({ required: true, description: "With its check digit: '1.234.567-2' or '12345672'." }),
    birthDate: t.string({ required: true, description: 'YYYY-MM-DD; 18 or older today.' }),
    residency: t.string({ required: true, description: "'ciudadania' or 'residencia'." }),
    phone: t.string({ required: true }),
    irccaRegisteredOn: t.string({ description: 'YYYY-MM-DD, not after today; left out or null: not known.' }),
    password: t.string({
      description: 'At least 8 characters; left out or empty, the gateway generates one.',
    }),
  }),
});

const UpdateMemberInput = builder.inputType('UpdateMemberInput', {
  description: 'Fields left out stay as they are.',
  fields: (t) => ({
    name: t.string(),
    lastName: t.string(),
    mail: t.string(),
    cedula: t.string(),
    birthDate: t.string(),
    residency: t.string(),
    phone: t.string(),
    irccaRegisteredOn: t.string({ description: "'' clears it." }),
    trimmer: t.boolean(),
    technicalLead: t.boolean(),
  }),
});

builder.queryFields((t) => ({
  members: t.field({
    type: [MemberType],
    description:
      'Every account, by number; search is a number (26, #26) or part of a name, last name or mail.',
    authScopes: { permission: 'members.view' },
    args: { search: t.arg.string() },
    resolve: (_root, args, ctx) => listMembers(ctx.db, args.search, ctx.now()),
  }),
  socios: t.field({
    type: [SocioType],
    description:
      'GET /admin/getsocios: active members (admin accounts aside) by name; trimmer filters on the flag.',
    authScopes: { backOffice: true },
    args: { trimmer: t.arg.boolean() },
    resolve: (_root, args, ctx) => listSocios(ctx.db, { trimmer: args.trimmer }),
  }),
  memberLimit: t.field({
    type: MemberLimitType,
    authScopes: { permission: 'members.view' },
    resolve: (_root, _args, ctx) => clubSize(ctx.db, ctx.now()),
  }),
  myData: t.string({
    description:
      'Everything the club holds about the signed-in account, as the JSON text of GET /mis-datos: { member, orders, sessions, securityLog, mails }.',
    authScopes: { account: true },
    resolve: async (_root, _args, ctx) => JSON.stringify(await myData(ctx.db, signedInViewer(ctx).memberId)),
  }),
  memberPage: t.field({
    type: MemberPageType,
    nullable: true,
    description: 'Null for an unknown member number.',
    authScopes: { permission: 'members.view' },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => memberPage(ctx.db, args.id, ctx.now()),
  }),
}));

builder.mutationFields((t) => ({
  createMember: t.field({
    type: MemberResultType,
    description: `Refused past the member limit (LIMITE_SOCIOS); the answer carries the password once.`,
    authScopes: { permission: 'members.manage' },
    args: { input: t.arg({ type: CreateMemberInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      createMember(ctx.db, signedInViewer(ctx).memberId, input, { now: ctx.now(), origin: ctx.origin }),
  }),
  updateMember: t.field({
    type: MemberResultType,
    authScopes: { permission: 'members.manage' },
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: UpdateMemberInput, required: true }) },
    resolve: (_root, { id, input }, ctx) =>
      editMember(ctx.db, signedInViewer(ctx).memberId, id, input, ctx.now()),
  }),
  setMemberTrimmer: t.field({
    type: MemberResultType,
    authScopes: { permission: 'members.manage' },
    args: { id: t.arg.int({ required: true }), trimmer: t.arg.boolean({ required: true }) },
    resolve: (_root, { id, trimmer }, ctx) =>
      editMember(ctx.db, signedInViewer(ctx).memberId, id, { trimmer }, ctx.now()),
  }),
  setMemberTechnicalLead: t.field({
    type: MemberResultType,
    description: 'Grants or withdraws the Responsable Técnico role (admin accounts only: RT_SOLO_ADMIN).',
    authScopes: { permission: 'roles.manage' },
    args: { id: t.arg.int({ required: true }), technicalLead: t.arg.boolean({ required: true }) },
    resolve: (_root, { id, technicalLead }, ctx) =>
      editMember(ctx.db, signedInViewer(ctx).memberId, id, { technicalLead }, ctx.now()),
  }),
  deactivateMember: t.field({
    type: MemberResultType,
    description: 'Login refused and every token of the member revoked at once; the history is kept.',
    authScopes: { permission: 'members.manage' },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, { id }, ctx) =>
      deactivateMember(ctx.db, signedInViewer(ctx).memberId, id, { now: ctx.now(), origin: ctx.origin }),
  }),
  reactivateMember: t.field({
    type: MemberResultType,
    description: 'Refused past the member limit (LIMITE_SOCIOS).',
    authScopes: { permission: 'members.manage' },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, { id }, ctx) =>
      reactivateMember(ctx.db, signedInViewer(ctx).memberId, id, { now: ctx.now(), origin: ctx.origin }),
  }),
  recordMemberLeaving: t.field({
    type: MemberResultType,
    description:
      'The member leaves the club (baja) on leftOn (YYYY-MM-DD, not after today nor before joining) for a listed reason: login refused and tokens revoked; unlike deactivateMember it is final.',
    authScopes: { permission: 'members.manage' },
    args: {
      id: t.arg.int({ required: true }),
      leftOn: t.arg.string({ required: true }),
      reason: t.arg.string({ required: true }),
    },
    resolve: (_root, { id, leftOn, reason }, ctx) =>
      recordMemberLeaving(
        ctx.db,
        signedInViewer(ctx).memberId,
        id,
        { leftOn, reason },
        { now: ctx.now(), origin: ctx.origin },
      ),
  }),
  forgetMember: t.field({
    type: MemberResultType,
    description:
      "Forgets a member who left at least the retention period ago (a club setting): appends MemberForgotten and destroys the member's key; their row shows 'Socio dado de baja #N'. Codes: SOCIO_SIN_BAJA, RETENCION_VIGENTE, SOCIO_OLVIDADO, MOTIVO_INVALIDO, SOCIO_NO_ENCONTRADO.",
    authScopes: { permission: 'members.forget' },
    args: { memberId: t.arg.int({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: (_root, { memberId, reason }, ctx) =>
      forgetMember(ctx.db, signedInViewer(ctx).memberId, memberId, reason, ctx.now()),
  }),
  resetMemberPassword: t.field({
    type: MemberResultType,
    description:
      "The given password (8 characters or more) or, left out, a generated one, returned once. It is temporary: it expires in 72 h and must be changed at the first sign-in. The member's tokens are revoked.",
    authScopes: { permission: 'members.manage' },
    args: { id: t.arg.int({ required: true }), password: t.arg.string() },
    resolve: (_root, { id, password }, ctx) =>
      resetMemberPassword(
        ctx.db,
        signedInViewer(ctx),
        id,
        { password },
        { now: ctx.now(), origin: ctx.origin },
      ),
  }),
}));
