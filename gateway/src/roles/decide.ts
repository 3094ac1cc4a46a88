import { isRoleKey, type RoleKey, rolesOfLegacyRole, sortedRoles } from '@club/domain/roles';
import type { Decider, Decision } from '../kernel/commands/decider.ts';
import type { ClubEvent } from '../kernel/events/club-event.ts';
import { type Refusal, refusal } from '../kernel/refusals/refusal-table.ts';
import { MEMBER_ROLES_CHANGED, type RolesEvent } from './events.ts';

/** What the role rules look at: every account, whether it is active, and the roles it holds. */
export interface RolesState {
  members: Map<number, { active: boolean; roles: RoleKey[] }>;
}

export interface SetMemberRoles {
  memberId: number;
  /** As sent: an array of role keys, checked here. */
  roles: unknown;
}

/** A member's roles after one more fact of the member or roles streams (the projection's rule too). */
export function evolveRoles(roles: RoleKey[] | undefined, event: ClubEvent): RoleKey[] | undefined {
  switch (event.type) {
    case 'MemberRegistered':
      return rolesOfLegacyRole(event.payload.role);
    case 'TechnicalLeadSet': {
      if (!roles) return roles;
      const others = roles.filter((role) => role !== 'responsable_tecnico');
      return sortedRoles(event.payload.technicalLead ? [...others, 'responsable_tecnico'] : others);
    }
    case MEMBER_ROLES_CHANGED:
      return [...event.payload.roles];
    default:
      return roles;
  }
}

function evolve(state: RolesState, event: ClubEvent): RolesState {
  if (!('memberId' in event.payload) || typeof event.payload.memberId !== 'number') return state;
  const { memberId } = event.payload;
  const member = state.members.get(memberId);
  const roles = evolveRoles(member?.roles, event);
  if (event.type === 'MemberRegistered' && roles) {
    state.members.set(memberId, { active: true, roles });
  } else if (member && roles) {
    const active =
      event.type === 'MemberDeactivated' ? false : event.type === 'MemberReactivated' ? true : member.active;
    state.members.set(memberId, { active, roles });
  }
  return state;
}

/** The roles sent, in ROLES order, or null when they are not a list of known roles. */
export function rolesOfInput(input: unknown): RoleKey[] | null {
  if (!Array.isArray(input) || input.length > 20 || !input.every(isRoleKey)) return null;
  return sortedRoles(input);
}

function decideSetMemberRoles(command: SetMemberRoles, state: RolesState): Decision<RolesEvent> {
  const member = state.members.get(command.memberId);
  if (!member) return { ok: false, error: refusal('SOCIO_NO_ENCONTRADO', { id: command.memberId }) };
  const roles = rolesOfInput(command.roles);
  if (!roles) return { ok: false, error: refusal('ROLES_INVALIDOS') };
  const previous = member.roles;
  if (roles.join() === previous.join()) return { ok: true, events: [] };
  const losesAdministracion = previous.includes('administracion') && !roles.includes('administracion');
  if (losesAdministracion && member.active) {
    const others = [...state.members].filter(
      ([id, other]) => id !== command.memberId && other.active && other.roles.includes('administracion'),
    );
    if (others.length === 0) return { ok: false, error: refusal('ULTIMA_ADMINISTRACION') };
  }
  return {
    ok: true,
    events: [{ type: MEMBER_ROLES_CHANGED, payload: { memberId: command.memberId, roles, previous } }],
  };
}

/** Sets the roles a person holds; the last active Administración cannot lose it. */
export const setMemberRolesDecider: Decider<SetMemberRoles, RolesState, RolesEvent, Refusal> = {
  decide: decideSetMemberRoles,
  evolve,
  initialState: () => ({ members: new Map() }),
};
