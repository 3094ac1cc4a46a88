import { texts } from '@club/domain/texts';
import { builder, signedInViewer } from '../kernel/graphql/builder.ts';
import { outcomeResult } from '../kernel/graphql/outcome-result.ts';
import { clubProfile } from '../setup/public.ts';
import {
  type CreatedLink,
  createInspectionLink,
  type InspectionLinkRow,
  inspectionLinks,
  type RevokedLink,
  revokeInspectionLink,
} from './links.ts';

// Inspectors' links are the club's security, like reporting keys: security.manage makes them.
// The link itself reads the legal records' queries, which carry the 'inspection' scope.

const iso = (date: Date | null) => (date === null ? null : new Date(date).toISOString());

const InspectionLinkType = builder.objectRef<InspectionLinkRow>('InspectionLink').implement({
  description: "An inspector's link: read-only legal records, named, expiring, revocable. Shown once.",
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name', { description: 'Whom it was made for, e.g. the inspector’s office.' }),
    prefix: t.exposeString('prefix', { description: 'The first characters of the link’s key.' }),
    createdAt: t.string({ resolve: (link) => iso(link.createdAt) as string }),
    expiresAt: t.string({ resolve: (link) => iso(link.expiresAt) as string }),
    revokedAt: t.string({ nullable: true, resolve: (link) => iso(link.revokedAt) }),
    lastUsedAt: t.string({ nullable: true, resolve: (link) => iso(link.lastUsedAt) }),
    views: t.exposeInt('views', { description: 'Views made with the link, each one logged.' }),
  }),
});

const CreatedLinkType = outcomeResult<CreatedLink>('InspectionLinkCreated', {
  okMsg: 'Created',
  codes: 'NOMBRE_INVALIDO, VIGENCIA_INVALIDA.',
  fields: (t) => ({
    link: t.field({ type: InspectionLinkType, nullable: true, resolve: (r) => (r.ok ? r.link : null) }),
    secret: t.string({
      nullable: true,
      description: 'The link’s key, shown this once (the page is /inspeccion#<key>): only its hash is kept.',
      resolve: (r) => (r.ok ? r.secret : null),
    }),
  }),
});

const RevokedLinkType = outcomeResult<RevokedLink>('InspectionLinkRevoked', {
  codes: 'ENLACE_INSPECCION_NO_ENCONTRADO, ENLACE_YA_REVOCADO.',
  fields: (t) => ({
    link: t.field({ type: InspectionLinkType, nullable: true, resolve: (r) => (r.ok ? r.link : null) }),
  }),
});

interface InspectionInfo {
  clubName: string;
  irccaRegistration: string | null;
  label: string;
  expiresAt: string;
}

const InspectionType = builder.objectRef<InspectionInfo>('Inspection').implement({
  description: 'What every page of an inspection shows: whose records, and until when the link holds.',
  fields: (t) => ({
    clubName: t.exposeString('clubName'),
    irccaRegistration: t.exposeString('irccaRegistration', { nullable: true }),
    label: t.exposeString('label', { description: 'Whom the link was made for.' }),
    expiresAt: t.exposeString('expiresAt', { description: 'ISO 8601.' }),
  }),
});

builder.queryFields((t) => ({
  inspectionLinks: t.field({
    type: [InspectionLinkType],
    description: "The club's inspectors' links, newest first, revoked and expired ones too.",
    authScopes: { permission: 'security.manage' },
    resolve: (_root, _args, ctx) => inspectionLinks(ctx.db),
  }),
  inspection: t.field({
    type: InspectionType,
    description: 'The club and the expiry of the link the caller holds (an inspector’s link only).',
    authScopes: { inspection: true },
    async resolve(_root, _args, ctx) {
      const link = signedInViewer(ctx).inspectionLink;
      if (!link) throw new Error('inspection scope reached without a link');
      const profile = await clubProfile(ctx.db);
      return {
        clubName: profile?.name ?? texts.brand.title,
        irccaRegistration: profile?.irccaRegistration ?? null,
        label: link.name,
        expiresAt: link.expiresAt,
      };
    },
  }),
}));

builder.mutationFields((t) => ({
  createInspectionLink: t.field({
    type: CreatedLinkType,
    description:
      "A new read-only link for an inspector, living `amount` `unit` ('hours' or 'days'; 1 hour to 30 days).",
    authScopes: { permission: 'security.manage' },
    args: {
      name: t.arg.string({ required: true }),
      amount: t.arg.int({ required: true }),
      unit: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) =>
      createInspectionLink(ctx.db, signedInViewer(ctx).memberId, args, ctx.now()),
  }),
  revokeInspectionLink: t.field({
    type: RevokedLinkType,
    description: 'Revokes a link at once.',
    authScopes: { permission: 'security.manage' },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      revokeInspectionLink(ctx.db, signedInViewer(ctx).memberId, String(args.id)),
  }),
}));
