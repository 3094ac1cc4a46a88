import { texts } from '@club/domain/texts';
import { describe, expect, it } from 'vitest';
import {
  decideDeactivate,
  decideEdit,
  decideReactivate,
  decideRegister,
  decideResetPassword,
  type MemberState,
} from './decide.ts';
import { describeActor, describeMemberEvent } from './history.ts';
import { evolveMember } from './projection.ts';

// Given / When / Then over the pure member decisions and the projection.

const ana: MemberState = {
  id: 26,
  name: 'Ana',
  lastName: 'Fernández',
  mail: 'ana.fernandez@club.uy',
  role: 'member',
  active: true,
  trimmer: false,
  technicalLead: false,
};
const club = { activeMembers: 10, maxMembers: 45, mailTaken: false };
const newcomer = { memberId: 200, name: 'Rosa', lastName: 'Núñez', mail: 'rosa@club.uy', password: null };

describe('register', () => {
  it('given room in the club, registers a member without the trimmer flag', () => {
    expect(decideRegister(club, newcomer)).toEqual({
      ok: true,
      events: [
        {
          type: 'MemberRegistered',
          payload: {
            memberId: 200,
            name: 'Rosa',
            lastName: 'Núñez',
            mail: 'rosa@club.uy',
            role: 'member',
            trimmer: false,
          },
        },
      ],
    });
  });

  it('given 45 active members of 45, refuses the 46th', () => {
    const decision = decideRegister({ ...club, activeMembers: 45 }, newcomer);
    expect(decision).toEqual({
      ok: false,
      error: { code: 'LIMITE_SOCIOS', message: expect.stringContaining('45 socios activos') },
    });
  });

  it('checks the input before the limit, and the limit before the mail', () => {
    const full = { ...club, activeMembers: 45, mailTaken: true };
    expect(decideRegister(full, { ...newcomer, name: '' })).toMatchObject({
      error: { code: 'NOMBRE_INVALIDO' },
    });
    expect(decideRegister(full, newcomer)).toMatchObject({ error: { code: 'LIMITE_SOCIOS' } });
    expect(decideRegister({ ...club, mailTaken: true }, newcomer)).toMatchObject({
      error: { code: 'MAIL_EN_USO', field: 'mail' },
    });
    expect(decideRegister(club, { ...newcomer, password: 'corta' })).toMatchObject({
      error: { code: 'CONTRASENA_INVALIDA', message: texts.members.passwordTooShort },
    });
  });
});

describe('edit', () => {
  it('given new details, appends one MemberUpdated with the previous values', () => {
    expect(decideEdit(ana, { id: 26, name: 'Anita' }, false)).toEqual({
      ok: true,
      events: [
        {
          type: 'MemberUpdated',
          payload: {
            memberId: 26,
            name: 'Anita',
            lastName: 'Fernández',
            mail: 'ana.fernandez@club.uy',
            previous: { name: 'Ana', lastName: 'Fernández', mail: 'ana.fernandez@club.uy' },
          },
        },
      ],
    });
  });

  it('given the same values, appends nothing; a trimmer change alone is TrimmerFlagSet', () => {
    expect(decideEdit(ana, { id: 26, name: 'Ana', trimmer: false }, false)).toEqual({ ok: true, events: [] });
    expect(decideEdit(ana, { id: 26, trimmer: true }, false)).toEqual({
      ok: true,
      events: [{ type: 'TrimmerFlagSet', payload: { memberId: 26, trimmer: true } }],
    });
  });

  it('refuses a mail taken by another account, an unknown member, an empty last name', () => {
    expect(decideEdit(ana, { id: 26, mail: 'otra@club.uy' }, true)).toMatchObject({
      error: { code: 'MAIL_EN_USO' },
    });
    expect(decideEdit(null, { id: 9, name: 'X' }, false)).toMatchObject({
      error: { code: 'SOCIO_NO_ENCONTRADO', message: 'No existe el socio #9' },
    });
    expect(decideEdit(ana, { id: 26, lastName: ' ' }, false)).toMatchObject({ error: { field: 'lastName' } });
  });
});

describe('deactivate and reactivate', () => {
  it('deactivates, recording how many sessions were closed; not twice, not oneself', () => {
    expect(decideDeactivate(ana, { id: 26, adminId: 1, liveTokens: 2 })).toEqual({
      ok: true,
      events: [{ type: 'MemberDeactivated', payload: { memberId: 26, tokensRevoked: 2 } }],
    });
    expect(decideDeactivate({ ...ana, active: false }, { id: 26, adminId: 1, liveTokens: 0 })).toMatchObject({
      error: { code: 'YA_INACTIVO' },
    });
    expect(
      decideDeactivate({ ...ana, id: 1, role: 'admin' }, { id: 1, adminId: 1, liveTokens: 1 }),
    ).toMatchObject({
      error: { code: 'BAJA_PROPIA' },
    });
  });

  it('reactivates within the limit only; an admin account does not count against it', () => {
    const inactive = { ...ana, active: false };
    expect(decideReactivate(inactive, { id: 26 }, { activeMembers: 44, maxMembers: 45 })).toMatchObject({
      ok: true,
    });
    expect(decideReactivate(inactive, { id: 26 }, { activeMembers: 45, maxMembers: 45 })).toMatchObject({
      error: { code: 'LIMITE_SOCIOS' },
    });
    expect(
      decideReactivate({ ...inactive, role: 'admin' }, { id: 26 }, { activeMembers: 45, maxMembers: 45 }),
    ).toMatchObject({ ok: true });
    expect(decideReactivate(ana, { id: 26 }, { activeMembers: 1, maxMembers: 45 })).toMatchObject({
      error: { code: 'YA_ACTIVO' },
    });
  });
});

describe('reset password', () => {
  it('says whether the password was generated, never the password', () => {
    expect(decideResetPassword(ana, { id: 26, password: null, liveTokens: 3 })).toEqual({
      ok: true,
      events: [{ type: 'PasswordReset', payload: { memberId: 26, generated: true, tokensRevoked: 3 } }],
    });
    expect(decideResetPassword(ana, { id: 26, password: 'una-buena-clave', liveTokens: 0 })).toMatchObject({
      events: [{ payload: { generated: false } }],
    });
    expect(decideResetPassword(ana, { id: 26, password: 'corta', liveTokens: 0 })).toMatchObject({
      error: { code: 'CONTRASENA_INVALIDA' },
    });
  });
});

describe('the projection and the history', () => {
  it('folds a member’s events into the row', () => {
    const events = [
      decideRegister(club, newcomer),
      decideEdit(
        { ...ana, id: 200, name: 'Rosa', lastName: 'Núñez', mail: 'rosa@club.uy' },
        { id: 200, trimmer: true },
        false,
      ),
      decideDeactivate({ ...ana, id: 200 }, { id: 200, adminId: 1, liveTokens: 0 }),
    ].flatMap((decision) => (decision.ok ? decision.events : []));
    expect(events.reduce<MemberState | undefined>(evolveMember, undefined)).toEqual({
      id: 200,
      name: 'Rosa',
      lastName: 'Núñez',
      mail: 'rosa@club.uy',
      role: 'member',
      active: false,
      trimmer: true,
      technicalLead: false,
    });
  });

  it('describes events and actors in Spanish', () => {
    const decision = decideEdit(ana, { id: 26, name: 'Anita', mail: 'anita@club.uy' }, false);
    const [updated] = decision.ok ? decision.events : [];
    if (!updated) throw new Error('expected a MemberUpdated');
    expect(describeMemberEvent(updated)).toBe(
      'Datos cambiados: nombre de «Ana» a «Anita»; mail de «ana.fernandez@club.uy» a «anita@club.uy»',
    );
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
