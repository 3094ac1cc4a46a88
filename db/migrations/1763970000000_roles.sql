-- Up Migration

-- Roles as data (docs/decisions/044-roles-as-data.md): each role a set of permissions, seeded with
-- the defaults of domain/src/roles.ts; each person's roles a read model of their events. Accounts
-- registered before roles existed get the roles their `role` and technical-lead flag imply, the
-- same mapping replay applies to their old events.
create table roles (
  key text primary key,
  label text not null,
  permissions text[] not null
);

insert into roles (key, label, permissions) values
  ('administracion', 'Administración', array[
    'members.view', 'members.manage', 'members.forget', 'roles.manage', 'applications.manage',
    'orders.view', 'orders.dispense', 'orders.manage', 'stock.manage', 'expenses.manage',
    'bills.manage', 'plants.manage', 'work.manage', 'tasks.manage', 'close.view', 'reports.view',
    'settings.manage', 'security.manage']),
  ('responsable_tecnico', 'Responsable Técnico', array[
    'close.view', 'close.sign', 'reports.view', 'plants.manage', 'members.view']),
  ('tesoreria', 'Tesorería', array['expenses.manage', 'bills.manage', 'close.view', 'reports.view']),
  ('cultivo', 'Cultivo', array['plants.manage', 'work.manage', 'tasks.manage', 'stock.manage']),
  ('dispensa', 'Dispensa', array['orders.view', 'orders.dispense', 'members.view']),
  ('socio', 'Socio', array['storefront.use']);

create table member_roles (
  member_id integer not null references members (id),
  role text not null references roles (key),
  primary key (member_id, role)
);
create index member_roles_role_idx on member_roles (role);

insert into member_roles (member_id, role)
select id, 'administracion' from members where role = 'admin'
union all
select id, 'socio' from members
union all
select id, 'responsable_tecnico' from members where technical_lead;

-- Down Migration
drop table member_roles;
drop table roles;
