import { DEFAULT_CLUB_SETTINGS } from '@club/domain/club-settings';
import { identityTexts, memberTexts } from '@club/domain/member-texts';
import { texts } from '@club/domain/texts';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../test-support/decider-spec.ts';
import type { Sealed } from '../kernel/privacy/subject-keys.ts';
import type { SettingsEvent } from '../settings/public.ts';
import {
  deactivateMemberDecider,
  type EditMember,
  editMemberDecider,
  type RegisterMember,
  reactivateMemberDecider,
  registerMemberDecider,
  resetPasswordDecider,
} from './decide.ts';
import type { MemberEvent, MemberPersonal, Role } from './events.ts';

// Given the member facts (and settings), When a member command, Then its events or its refusal.

const TODAY = '2026-03-02';
/** What the log carries of a person: a sealed value (opened only by the projection). */
const sealed = (label: string) => `v1.${label}` as Sealed;

function registered(memberId: number, role: Role = 'member') {
  return {
    type: 'MemberRegistered',
    payload: { memberId, role, trimmer: false, personal: sealed(`member-${memberId}`) },
  } satisfies MemberEvent;
}

/** `count` active members other than Ana, numbered from 100. */
const others = (count: number): MemberEvent[] =>
  Array.from({ length: count }, (_, at) => registered(100 + at));

const anaRegistered = registered(26);
const anaLeft: MemberEvent = { type: 'MemberDeactivated', payload: { memberId: 26, tokensRevoked: 0 } };
const lucia = registered(1, 'admin');

const rosa: MemberPersonal = {
  name: 'Rosa',
  lastName: 'Núñez',
  mail: 'rosa@club.uy',
  cedula: '4.187.623-6',
  birthDate: '1990-04-12',
  residency: 'ciudadania',
  phone: '099 555 123',
  irccaRegisteredOn: null,
};
const newcomer: RegisterMember = {
  memberId: 200,
  personal: rosa,
  sealed: sealed('rosa'),
  mailHolder: null,
  cedulaHolder: null,
  password: null,
  today: TODAY,
};

describe('register', () => {
  it('given room in the club, registers a member without the trimmer flag, their data sealed', () => {
    deciderSpec(registerMemberDecider)
      .given(anaRegistered, ...others(9))
      .when(newcomer)
      .thenDecides({
        type: 'MemberRegistered',
        payload: { memberId: 200, role: 'member', trimmer: false, personal: sealed('rosa') },
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

  it('checks the input before the limit, and the limit before the mail and the cédula', () => {
    const spec = deciderSpec(registerMemberDecider);
    spec
      .given(...others(45))
      .when({ ...newcomer, personal: { ...rosa, name: '' } })
      .thenRefuses('NOMBRE_INVALIDO');
    spec
      .given(...others(45))
      .when({ ...newcomer, mailHolder: 27 })
      .thenRefuses('LIMITE_SOCIOS');
    spec
      .given(...others(9))
      .when({ ...newcomer, mailHolder: 27 })
      .thenRefuses({ code: 'MAIL_EN_USO', field: 'mail' });
    spec
      .given(...others(9))
      .when({ ...newcomer, cedulaHolder: 27 })
      .thenRefuses({
        code: 'CEDULA_EN_USO',
        field: 'cedula',
        message: 'La cédula 4.187.623-6 ya es de otro socio del club',
      });
    spec
      .given(...others(9))
      .when({ ...newcomer, password: 'corta' })
      .thenRefuses({ code: 'CONTRASENA_INVALIDA', message: memberTexts.passwordTooShort });
  });

  it('requires a legal identity: a right check digit, an adult on the day of joining, a residency, a phone', () => {
    const spec = deciderSpec(registerMemberDecider).given();
    const withPersonal = (change: Partial<MemberPersonal>) => ({
      ...newcomer,
      personal: { ...rosa, ...change },
    });
    spec.when(withPersonal({ cedula: '4.187.623-5' })).thenRefuses({
      code: 'CEDULA_INVALIDA',
      field: 'cedula',
      message: identityTexts.cedulaInvalid,
    });
    spec.when(withPersonal({ cedula: null })).thenRefuses({ code: 'CEDULA_INVALIDA', field: 'cedula' });
    spec.when(withPersonal({ birthDate: '2008-03-03' })).thenRefuses({
      code: 'MENOR_DE_EDAD',
      message: identityTexts.underAge,
    });
    spec.when(withPersonal({ birthDate: '2008-03-02' })).thenDecides(expect.anything());
    spec.when(withPersonal({ residency: null })).thenRefuses('RESIDENCIA_INVALIDA');
    spec.when(withPersonal({ phone: 'llamame' })).thenRefuses('TELEFONO_INVALIDO');
    spec.when(withPersonal({ irccaRegisteredOn: '2026-03-03' })).thenRefuses({
      code: 'FECHA_IRCCA_INVALIDA',
      field: 'irccaRegisteredOn',
    });
    spec.when(withPersonal({ irccaRegisteredOn: '2026-02-30' })).thenRefuses('FECHA_IRCCA_INVALIDA');
    spec.when(withPersonal({ irccaRegisteredOn: TODAY })).thenDecides(expect.anything());
  });
});

describe('edit', () => {
  const spec = deciderSpec(editMemberDecider);
  const ana: MemberPersonal = { ...rosa, name: 'Ana', lastName: 'Fernández', mail: 'ana.fernandez@club.uy' };
  const edit = (change: Partial<EditMember> = {}): EditMember => ({
    id: 26,
    current: ana,
    changes: {},
    sealed: { personal: sealed('after'), previous: sealed('before') },
    mailHolder: null,
    cedulaHolder: null,
    joinedOn: '2025-01-10',
    today: TODAY,
    ...change,
  });

  it('given new details, appends one MemberUpdated naming the fields, both versions sealed', () => {
    spec
      .given(anaRegistered)
      .when(edit({ changes: { name: 'Anita', phone: '098 111 222' } }))
      .thenDecides({
        type: 'MemberUpdated',
        payload: {
          memberId: 26,
          changed: ['name', 'phone'],
          personal: sealed('after'),
          previous: sealed('before'),
        },
      });
  });

  it('given the same values, appends nothing; a trimmer change alone is TrimmerFlagSet', () => {
    spec
      .given(anaRegistered)
      .when(edit({ changes: { name: 'Ana' }, trimmer: false }))
      .thenDecides();
    spec
      .given(anaRegistered)
      .when(edit({ trimmer: true }))
      .thenDecides({ type: 'TrimmerFlagSet', payload: { memberId: 26, trimmer: true } });
  });

  it('refuses a mail or a cédula taken by another account, an unknown member, an empty last name', () => {
    spec
      .given(anaRegistered)
      .when(edit({ changes: { mail: 'otra@club.uy' }, mailHolder: 27 }))
      .thenRefuses('MAIL_EN_USO');
    spec
      .given(anaRegistered)
      .when(edit({ changes: { cedula: '1.234.567-2' }, cedulaHolder: 27 }))
      .thenRefuses('CEDULA_EN_USO');
    spec
      .given(anaRegistered)
      .when(edit({ id: 9, changes: { name: 'X' } }))
      .thenRefuses({ code: 'SOCIO_NO_ENCONTRADO', message: 'No existe el socio #9' });
    spec
      .given(anaRegistered)
      .when(edit({ changes: { lastName: ' ' } }))
      .thenRefuses({ field: 'lastName' });
  });

  it('lets an account made before identities stay without one, or get all of it', () => {
    const legacy: MemberPersonal = {
      name: 'Ana',
      lastName: 'Fernández',
      mail: 'ana.fernandez@club.uy',
      cedula: null,
      birthDate: null,
      residency: null,
      phone: null,
    };
    spec
      .given(anaRegistered)
      .when(edit({ current: legacy, changes: { name: 'Anita' } }))
      .thenDecides(expect.objectContaining({ type: 'MemberUpdated' }));
    spec
      .given(anaRegistered)
      .when(edit({ current: legacy, changes: { cedula: '4.187.623-6' } }))
      .thenRefuses('FECHA_NACIMIENTO_INVALIDA');
    spec
      .given(anaRegistered)
      .when(
        edit({
          current: legacy,
          changes: {
            cedula: '4.187.623-6',
            birthDate: '1990-04-12',
            residency: 'residencia',
            phone: '099 555 123',
          },
        }),
      )
      .thenDecides({
        type: 'MemberUpdated',
        payload: {
          memberId: 26,
          changed: ['cedula', 'birthDate', 'residency', 'phone'],
          personal: sealed('after'),
          previous: sealed('before'),
        },
      });
  });

  it('judges the age on the day the member joined', () => {
    spec
      .given(anaRegistered)
      .when(edit({ changes: { birthDate: '2007-01-11' } }))
      .thenRefuses('MENOR_DE_EDAD');
  });

  it('changes nothing of a forgotten member', () => {
    spec
      .given(anaRegistered, anaLeft, {
        type: 'MemberForgotten',
        payload: { memberId: 26, reason: 'Plazo cumplido' },
      })
      .when(edit({ current: null, sealed: null, trimmer: true }))
      .thenRefuses({ code: 'SOCIO_OLVIDADO', message: memberTexts.alreadyForgotten });
  });

  it('makes an admin a Responsable Técnico, never a member account', () => {
    spec
      .given(lucia)
      .when(edit({ id: 1, technicalLead: true }))
      .thenDecides({ type: 'TechnicalLeadSet', payload: { memberId: 1, technicalLead: true } });
    spec
      .given(anaRegistered)
      .when(edit({ technicalLead: true }))
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
      .thenRefuses({ code: 'BAJA_ULTIMA_ADMINISTRACION', message: memberTexts.lastAdministracion });
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
    spec
      .given(anaRegistered, anaLeft, { type: 'MemberForgotten', payload: { memberId: 26, reason: 'x' } })
      .when({ id: 26, today: TODAY })
      .thenRefuses('SOCIO_OLVIDADO');
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
