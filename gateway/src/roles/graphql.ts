import { builder, signedInViewer } from '../kernel/graphql/builder.ts';
import { outcomeResult } from '../kernel/graphql/outcome-result.ts';
import { type SetRolesOutcome, setMemberRoles } from './commands.ts';
import { listRoles, memberRoles, type RoleDefinition } from './queries.ts';

// Roles over GraphQL; the REST twins are in routes.ts.

const RoleType = builder.objectRef<RoleDefinition>('Role').implement({
  description: 'A role of the club: a named set of permissions.',
  fields: (t) => ({
    key: t.exposeString('key', {
      description: 'administracion, responsable_tecnico, tesoreria, cultivo, dispensa or socio.',
    }),
    label: t.exposeString('label'),
    permissions: t.exposeStringList('permissions'),
  }),
});

const SetMemberRolesResultType = outcomeResult<SetRolesOutcome>('SetMemberRolesResult', {
  codes: 'SOCIO_NO_ENCONTRADO, ROLES_INVALIDOS, ULTIMA_ADMINISTRACION or CAMBIO_CONCURRENTE.',
  fields: (t) => ({
    roles: t.stringList({ nullable: true, resolve: (r) => (r.ok ? r.roles : null) }),
  }),
});

builder.queryFields((t) => ({
  roles: t.field({
    type: [RoleType],
    description: "The club's roles and the permissions of each.",
    authScopes: { permission: 'members.view' },
    resolve: (_root, _args, ctx) => listRoles(ctx.db),
  }),
  memberRoles: t.stringList({
    nullable: true,
    description: 'The roles a member holds; null for an unknown member number.',
    authScopes: { permission: 'members.view' },
    args: { memberId: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => memberRoles(ctx.db, args.memberId),
  }),
}));

builder.mutationFields((t) => ({
  setMemberRoles: t.field({
    type: SetMemberRolesResultType,
    description: 'The roles the member holds from now on; the last active Administración keeps it.',
    authScopes: { permission: 'roles.manage' },
    args: {
      memberId: t.arg.int({ required: true }),
      roles: t.arg.stringList({ required: true }),
    },
    resolve: (_root, args, ctx) =>
      setMemberRoles(ctx.db, signedInViewer(ctx).memberId, args.memberId, args.roles),
  }),
}));
