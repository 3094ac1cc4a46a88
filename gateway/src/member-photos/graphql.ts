import { builder, signedInViewer } from '../kernel/graphql/builder.ts';
import { memberPhotoUrl } from './member-photo.ts';

builder.queryFields((t) => ({
  myPhoto: t.string({
    nullable: true,
    description: "The signed-in member's photo (Mi carnet), a JPEG data URL, or null.",
    authScopes: { member: true },
    resolve: (_root, _args, ctx) => memberPhotoUrl(ctx.db, signedInViewer(ctx).memberId),
  }),
  memberPhoto: t.string({
    nullable: true,
    description: "A member's photo for the counter and the member's page, a JPEG data URL, or null.",
    authScopes: { permission: 'members.view' },
    args: { memberId: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => memberPhotoUrl(ctx.db, args.memberId),
  }),
}));
