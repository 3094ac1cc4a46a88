import { DEFAULT_CLUB_SETTINGS } from '@club/domain/club-settings';
import { texts } from '@club/domain/texts';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../test-support/decider-spec.ts';
import type { SettingsEvent } from '../settings/public.ts';
import {
  deactivateMemberDecider,
  editMemberDecider,
  reactivateMemberDecider,
  registerMemberDecider,
  resetPasswordDecider,
} from './decide.ts';
import type { MemberEvent, Role } from './events.ts';

// Given the member facts (and settings), When a member command, Then its events or its refusal.

const TODAY = '2026-03-02';

function registered(memberId: number, name: string, lastName: string, mail: string, role: Role = 'member') {
  return {
    type: 'MemberRegistered',
    payload: { memberId, name, lastName, mail, role, trimmer: false },
  } satisfies MemberEvent;
}

/** `count` active members other than Ana, numbered from 100. */
const others = (count: number): MemberEvent[] =>
  Array.from({ length: count }, (_, at) =>
    registered(100 + at, 'Socio', `Número ${at}`, `socio${at}@club.uy`),
  );

const anaRegistered = registered(26, 'Ana', 'Fernández', 'ana.fernandez@club.uy');
const anaLeft: MemberEvent = { type: 'MemberDeactivated', payload: { memberId: 26, tokensRevoked: 0 } };
const lucia = registered(1, 'Lucía', 'Pereira', 'lucia@club.uy', 'admin');
const rosaTakes = (mail: string) => registered(27, 'Rosa', 'Otra', mail);
const newcomer = {
  memberId: 200,
  name: 'Rosa',
  lastName: 'Núñez',
  mail: 'rosa@club.uy',
  password: null,
  today: TODAY,
};

describe('register', () => {
  it('given room in the club, registers a member without the trimmer flag', () => {
    deciderSpec(registerMemberDecider)
      .given(anaRegistered, ...others(9))
      .when(newcomer)
      .thenDecides({
        type: 'MemberRegistered',
        payload: {
          memberId: 200,
          name: 'Rosa',
          lastName: 'Núñez',
          mail: 'rosa@club.uy',
          role: 'member',
          trimmer: false,
        },
      });
  });

  it('given 45 active members of 45, refuses the 46th', () => {
    const { decision } = deciderSpec(registerMemberDecider)
      .given(...others(45))
      .when(newcomer);
    expect(decision).toEqual({
      ok: false,
      error: { code: 'LIMITE_SOCIOS', message: expect.stringContaining('45 socios activos') },
    });
  });

  it('counts active members only, admins aside, against the limit in force on the day', () => {
    const spec = deciderSpec(registerMemberDecider);
    spec
      .given(...others(44), lucia, anaRegistered, anaLeft)
      .when(newcomer)
      .thenDecides(expect.anything());
    const lowered = (effectiveFrom: string): SettingsEvent => ({
      type: 'ClubSettingsChanged',
      payload: { effectiveFrom, settings: { ...DEFAULT_CLUB_SETTINGS, maxMembers: 10 } },
    });
    spec
      .given(...others(10), lowered(TODAY))
      .when(newcomer)
      .thenRefuses('LIMITE_SOCIOS');
    spec
      .given(...others(10), lowered('2026-03-03'))
      .when(newcomer)
      .thenDecides(expect.anything());
  });

  it('checks the input before the limit, and the limit before the mail', () => {
    const spec = deciderSpec(registerMemberDecider);
    const full = [...others(45), rosaTakes('rosa@club.uy')];
    spec
      .given(...full)
      .when({ ...newcomer, name: '' })
      .thenRefuses('NOMBRE_INVALIDO');
    spec
      .given(...full)
      .when(newcomer)
      .thenRefuses('LIMITE_SOCIOS');
    spec
      .given(...others(9), rosaTakes('ROSA@club.uy'))
      .when(newcomer)
      .thenRefuses({ code: 'MAIL_EN_USO', field: 'mail' });
    spec
      .given(...others(9))
      .when({ ...newcomer, password: 'corta' })
      .thenRefuses({ code: 'CONTRASENA_INVALIDA', message: texts.members.passwordTooShort });
  });
});

describe('edit', () => {
  const spec = deciderSpec(editMemberDecider);

  it('given new details, appends one MemberUpdated with the previous values', () => {
    spec
      .given(anaRegistered)
      .when({ id: 26, name: 'Anita' })
      .thenDecides({
        type: 'MemberUpdated',
        payload: {
          memberId: 26,
          name: 'Anita',
          lastName: 'Fernández',
          mail: 'ana.fernandez@club.uy',
          previous: { name: 'Ana', lastName: 'Fernández', mail: 'ana.fernandez@club.uy' },
        },
      });
  });

  it('given the same values, appends nothing; a trimmer change alone is TrimmerFlagSet', () => {
    spec.given(anaRegistered).when({ id: 26, name: 'Ana', trimmer: false }).thenDecides();
    spec
      .given(anaRegistered)
      .when({ id: 26, trimmer: true })
      .thenDecides({ type: 'TrimmerFlagSet', payload: { memberId: 26, trimmer: true } });
  });

  it('refuses a mail taken by another account, an unknown member, an empty last name', () => {
    spec
      .given(anaRegistered, rosaTakes('otra@club.uy'))
      .when({ id: 26, mail: 'otra@club.uy' })
      .thenRefuses('MAIL_EN_USO');
    spec
      .given(anaRegistered)
      .when({ id: 9, name: 'X' })
      .thenRefuses({ code: 'SOCIO_NO_ENCONTRADO', message: 'No existe el socio #9' });
    spec.given(anaRegistered).when({ id: 26, lastName: ' ' }).thenRefuses({ field: 'lastName' });
  });

  it('a mail freed by its holder’s change is free again', () => {
    const rosaMoves: MemberEvent = {
      type: 'MemberUpdated',
      payload: {
        memberId: 27,
        name: 'Rosa',
        lastName: 'Otra',
        mail: 'rosa.nueva@club.uy',
        previous: { name: 'Rosa', lastName: 'Otra', mail: 'otra@club.uy' },
      },
    };
    const { decision } = spec
      .given(anaRegistered, rosaTakes('otra@club.uy'), rosaMoves)
      .when({ id: 26, mail: 'otra@club.uy' });
    expect(decision.ok).toBe(true);
  });

  it('makes an admin a Responsable Técnico, never a member account', () => {
    spec
      .given(lucia)
      .when({ id: 1, technicalLead: true })
      .thenDecides({ type: 'TechnicalLeadSet', payload: { memberId: 1, technicalLead: true } });
    spec
      .given(anaRegistered)
      .when({ id: 26, technicalLead: true })
      .thenRefuses({ code: 'RT_SOLO_ADMIN', message: texts.monthClose.technicalLeadAdminsOnly });
  });
});

describe('deactivate and reactivate', () => {
  it('deactivates, recording how many sessions were closed; not twice, not oneself', () => {
    const spec = deciderSpec(deactivateMemberDecider);
    spec
      .given(anaRegistered)
      .when({ id: 26, adminId: 1, liveTokens: 2 })
      .thenDecides({ type: 'MemberDeactivated', payload: { memberId: 26, tokensRevoked: 2 } });
    spec.given(anaRegistered, anaLeft).when({ id: 26, adminId: 1, liveTokens: 0 }).thenRefuses('YA_INACTIVO');
    spec.given(lucia).when({ id: 1, adminId: 1, liveTokens: 1 }).thenRefuses('BAJA_PROPIA');
    spec
      .given(lucia)
      .when({ id: 1, adminId: 2, liveTokens: 0, lastAdministracion: true })
      .thenRefuses({ code: 'BAJA_ULTIMA_ADMINISTRACION', message: texts.members.lastAdministracion });
  });

  it('reactivates within the limit only; an admin account does not count against it', () => {
    const spec = deciderSpec(reactivateMemberDecider);
    const luciaLeft: MemberEvent = { type: 'MemberDeactivated', payload: { memberId: 1, tokensRevoked: 0 } };
    spec
      .given(anaRegistered, anaLeft, ...others(44))
      .when({ id: 26, today: TODAY })
      .thenDecides({ type: 'MemberReactivated', payload: { memberId: 26 } });
    spec
      .given(anaRegistered, anaLeft, ...others(45))
      .when({ id: 26, today: TODAY })
      .thenRefuses('LIMITE_SOCIOS');
    spec
      .given(lucia, luciaLeft, ...others(45))
      .when({ id: 1, today: TODAY })
      .thenDecides({ type: 'MemberReactivated', payload: { memberId: 1 } });
    spec.given(anaRegistered).when({ id: 26, today: TODAY }).thenRefuses('YA_ACTIVO');
  });
});

describe('reset password', () => {
  it('says whether the password was generated, never the password', () => {
    const spec = deciderSpec(resetPasswordDecider);
    spec
      .given(anaRegistered)
      .when({ id: 26, password: null, liveTokens: 3 })
      .thenDecides({ type: 'PasswordReset', payload: { memberId: 26, generated: true, tokensRevoked: 3 } });
    spec
      .given(anaRegistered)
      .when({ id: 26, password: 'una-buena-clave', liveTokens: 0 })
      .thenDecides({ type: 'PasswordReset', payload: { memberId: 26, generated: false, tokensRevoked: 0 } });
    spec
      .given(anaRegistered)
      .when({ id: 26, password: 'corta', liveTokens: 0 })
      .thenRefuses('CONTRASENA_INVALIDA');
    spec.given().when({ id: 9, password: null, liveTokens: 0 }).thenRefuses('SOCIO_NO_ENCONTRADO');
  });
});
