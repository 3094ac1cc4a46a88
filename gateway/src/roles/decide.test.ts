import { texts } from '@club/domain/texts';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../test-support/decider-spec.ts';
import type { ClubEvent } from '../kernel/events/club-event.ts';
import { evolveRoles, rolesOfInput, setMemberRolesDecider } from './decide.ts';

// Given the member and roles facts, When roles are set, Then MemberRolesChanged or the refusal.

/** A registration as the log holds it; the roles read only its id and `role`. */
const registered = (memberId: number, role: 'admin' | 'member'): ClubEvent =>
  ({ type: 'MemberRegistered', payload: { memberId, role, trimmer: false } }) as unknown as ClubEvent;
const technicalLead = (memberId: number, on: boolean): ClubEvent => ({
  type: 'TechnicalLeadSet',
  payload: { memberId, technicalLead: on },
});
const deactivated = (memberId: number): ClubEvent => ({
  type: 'MemberDeactivated',
  payload: { memberId, tokensRevoked: 0 },
});
const rolesChanged = (memberId: number, roles: string[], previous: string[]): ClubEvent =>
  ({ type: 'MemberRolesChanged', payload: { memberId, roles, previous } }) as ClubEvent;

const spec = deciderSpec(setMemberRolesDecider);

describe('the roles of the accounts registered before roles were data', () => {
  it("maps 'admin' to Administración and Socio, 'member' to Socio, the technical lead to Responsable Técnico", () => {
    expect(evolveRoles(undefined, registered(1, 'admin'))).toEqual(['administracion', 'socio']);
    expect(evolveRoles(undefined, registered(2, 'member'))).toEqual(['socio']);
    const lead = [registered(1, 'admin'), technicalLead(1, true)].reduce<string[] | undefined>(
      (roles, event) => evolveRoles(roles as never, event),
      undefined,
    );
    expect(lead).toEqual(['administracion', 'responsable_tecnico', 'socio']);
    expect(evolveRoles(['administracion', 'responsable_tecnico', 'socio'], technicalLead(1, false))).toEqual([
      'administracion',
      'socio',
    ]);
  });
});

describe('set a member roles', () => {
  it('gives a socio the Dispensa role besides', () => {
    spec
      .given(registered(1, 'admin'), registered(2, 'member'))
      .when({ memberId: 2, roles: ['socio', 'dispensa'] })
      .thenDecides({
        type: 'MemberRolesChanged',
        payload: { memberId: 2, roles: ['dispensa', 'socio'], previous: ['socio'] },
      });
  });

  it('decides nothing when the roles are those held', () => {
    spec
      .given(registered(2, 'member'))
      .when({ memberId: 2, roles: ['socio'] })
      .thenDecides();
  });

  it('lets an Administración go when another active person holds it', () => {
    spec
      .given(registered(1, 'admin'), registered(2, 'member'), rolesChanged(2, ['administracion'], ['socio']))
      .when({ memberId: 1, roles: ['socio'] })
      .thenDecides({
        type: 'MemberRolesChanged',
        payload: { memberId: 1, roles: ['socio'], previous: ['administracion', 'socio'] },
      });
  });

  it('refuses to take Administración from its last active holder, in Spanish', () => {
    spec
      .given(registered(1, 'admin'), registered(2, 'admin'), deactivated(2))
      .when({ memberId: 1, roles: ['tesoreria', 'socio'] })
      .thenRefuses({ code: 'ULTIMA_ADMINISTRACION', message: texts.roles.lastAdministracion });
  });

  it('refuses unknown roles and unknown members, and no list at all', () => {
    spec
      .given(registered(2, 'member'))
      .when({ memberId: 2, roles: ['admin'] })
      .thenRefuses('ROLES_INVALIDOS');
    spec.given(registered(2, 'member')).when({ memberId: 2, roles: 'socio' }).thenRefuses('ROLES_INVALIDOS');
    spec
      .given(registered(2, 'member'))
      .when({ memberId: 9, roles: ['socio'] })
      .thenRefuses('SOCIO_NO_ENCONTRADO');
  });

  it('allows no roles at all (an account that can only sign in)', () => {
    expect(rolesOfInput([])).toEqual([]);
    spec
      .given(registered(1, 'admin'), registered(2, 'member'))
      .when({ memberId: 2, roles: [] })
      .thenDecides({ type: 'MemberRolesChanged', payload: { memberId: 2, roles: [], previous: ['socio'] } });
  });
});
