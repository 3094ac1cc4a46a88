import { describe, expect, it } from 'vitest';
import type { Sealed } from '../kernel/privacy/subject-keys.ts';
import type { MemberEvent, MemberPersonal } from './events.ts';
import { describeActor, describeMemberEvent } from './history.ts';

const SEALED = 'v1.sealed' as Sealed;
const updated = {
  type: 'MemberUpdated',
  payload: { memberId: 26, changed: ['name', 'mail'], personal: SEALED, previous: SEALED },
} satisfies MemberEvent;
const ana: MemberPersonal = {
  name: 'Ana',
  lastName: 'Fernández',
  mail: 'ana.fernandez@club.uy',
  cedula: '1.234.567-2',
  birthDate: '1990-05-01',
  residency: 'ciudadania',
  phone: '099 123 456',
};

describe('a member’s history', () => {
  it('describes events and actors in Spanish', () => {
    expect(
      describeMemberEvent(updated, {
        personal: { ...ana, name: 'Anita', mail: 'anita@club.uy' },
        previous: ana,
      }),
    ).toBe('Datos cambiados: nombre de «Ana» a «Anita»; mail de «ana.fernandez@club.uy» a «anita@club.uy»');
    expect(describeMemberEvent(updated, { personal: null, previous: null })).toBe(
      'Datos cambiados: nombre, mail',
    );
    expect(
      describeMemberEvent(
        {
          type: 'MemberRegistered',
          payload: { memberId: 26, role: 'member', trimmer: false, personal: SEALED },
        },
        { personal: null, previous: null },
      ),
    ).toBe('Alta de Socio dado de baja #26');
    expect(
      describeMemberEvent({
        type: 'MemberForgotten',
        payload: { memberId: 26, reason: 'Pidió la baja de sus datos' },
      }),
    ).toBe('Datos personales olvidados; motivo: Pidió la baja de sus datos');
    expect(
      describeMemberEvent({ type: 'MemberDeactivated', payload: { memberId: 26, tokensRevoked: 3 } }),
    ).toBe('Baja: ya no puede iniciar sesión; se cerraron 3 sesiones');
    expect(describeMemberEvent({ type: 'SomethingUnknownHappened', payload: {} })).toBe(
      'SomethingUnknownHappened',
    );
    expect(describeActor({ actor: 'seed', actorName: null })).toBe('Carga inicial');
    expect(describeActor({ actor: 'member-1', actorName: 'Lucía Pereira' })).toBe('Lucía Pereira (#1)');
  });
});
