import { builder, signedInViewer } from '../kernel/graphql/builder.ts';
import { outcomeResult } from '../kernel/graphql/outcome-result.ts';
import {
  type CreatedKey,
  createReportingKey,
  type ReportingKeyRow,
  type RevokedKey,
  reportingKeys,
  revokeReportingKey,
} from './keys.ts';

// Reporting keys are the club's security, like a person's second factor: security.manage.

const iso = (date: Date | null) => (date === null ? null : new Date(date).toISOString());

const ReportingKeyType = builder.objectRef<ReportingKeyRow>('ReportingKey').implement({
  description:
    "A reporting client's key: read-only, named, expiring, revocable. The key itself is never shown again.",
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    prefix: t.exposeString('prefix', { description: 'The first characters of the key, to tell keys apart.' }),
    createdAt: t.string({ resolve: (key) => iso(key.createdAt) as string }),
    expiresAt: t.string({ resolve: (key) => iso(key.expiresAt) as string }),
    revokedAt: t.string({ nullable: true, resolve: (key) => iso(key.revokedAt) }),
    lastUsedAt: t.string({ nullable: true, resolve: (key) => iso(key.lastUsedAt) }),
    uses: t.exposeInt('uses', { description: 'Calls made with the key, each one audited.' }),
  }),
});

const CreatedKeyType = outcomeResult<CreatedKey>('ReportingKeyCreated', {
  okMsg: 'Created',
  codes: 'NOMBRE_INVALIDO, DIAS_INVALIDOS.',
  fields: (t) => ({
    key: t.field({ type: ReportingKeyType, nullable: true, resolve: (r) => (r.ok ? r.key : null) }),
    secret: t.string({
      nullable: true,
      description: 'The key, shown this once: only its hash is kept.',
      resolve: (r) => (r.ok ? r.secret : null),
    }),
  }),
});

const RevokedKeyType = outcomeResult<RevokedKey>('ReportingKeyRevoked', {
  codes: 'CLAVE_INFORMES_NO_ENCONTRADA, CLAVE_YA_REVOCADA.',
  fields: (t) => ({
    key: t.field({ type: ReportingKeyType, nullable: true, resolve: (r) => (r.ok ? r.key : null) }),
  }),
});

builder.queryFields((t) => ({
  reportingKeys: t.field({
    type: [ReportingKeyType],
    description: "The club's reporting keys, newest first, revoked and expired ones too.",
    authScopes: { permission: 'security.manage' },
    resolve: (_root, _args, ctx) => reportingKeys(ctx.db),
  }),
}));

builder.mutationFields((t) => ({
  createReportingKey: t.field({
    type: CreatedKeyType,
    description: 'A new read-only key for a reporting client, living `days` days (1 to 365).',
    authScopes: { permission: 'security.manage' },
    args: { name: t.arg.string({ required: true }), days: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => createReportingKey(ctx.db, signedInViewer(ctx).memberId, args),
  }),
  revokeReportingKey: t.field({
    type: RevokedKeyType,
    description: 'Revokes a key at once.',
    authScopes: { permission: 'security.manage' },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => revokeReportingKey(ctx.db, signedInViewer(ctx).memberId, String(args.id)),
  }),
}));
