import { describe, expect, it } from 'vitest';
import { describeActor, describeMemberEvent } from './history.ts';

describe('a member’s history', () => {
  it('describes events and actors in Spanish', () => {
    expect(
      describeMemberEvent({
        type: 'MemberUpdated',
        payload: {
          memberId: 26,
          name: 'Anita',
          lastName: 'Fernández',
          mail: 'anita@club.uy',
          previous: { name: 'Ana', lastName: 'Fernández', mail: 'ana.fernandez@club.uy' },
        },
      }),
    ).toBe('Datos cambiados: nombre de «Ana» a «Anita»; mail de «ana.fernandez@club.uy» a «anita@club.uy»');
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
