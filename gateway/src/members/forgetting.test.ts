import { DEFAULT_CLUB_SETTINGS } from '@club/domain/club-settings';
import { memberTexts } from '@club/domain/member-texts';
import { beforeEach, describe, expect, it } from 'vitest';
import { deciderSpec } from '../../test-support/decider-spec.ts';
import type { Sealed } from '../kernel/privacy/subject-keys.ts';
import type { SettingsEvent } from '../settings/public.ts';
import { type ForgetMember, forgetMemberDecider } from './decide.ts';
import type { MemberEvent } from './events.ts';

// deciderSpec's thenDecides and thenRefuses assert; each test must reach one.
beforeEach(() => {
  expect.hasAssertions();
});

// Given a member's facts and the club's settings, When an admin forgets them, Then MemberForgotten
// or the refusal: only after a baja, only once the retention period in force is over.

const TODAY = '2026-03-02';
const anaRegistered: MemberEvent = {
  type: 'MemberRegistered',
  payload: { memberId: 26, role: 'member', trimmer: false, personal: 'v1.ana' as Sealed },
};
const anaLeft: MemberEvent = { type: 'MemberDeactivated', payload: { memberId: 26, tokensRevoked: 0 } };

describe('forget', () => {
  const spec = deciderSpec(forgetMemberDecider);
  const forget = (change: Partial<ForgetMember> = {}): ForgetMember => ({
    id: 26,
    reason: 'Pasó el plazo de conservación',
    leftOn: '2021-03-02',
    today: TODAY,
    ...change,
  });

  it('forgets a member who left the retention period (5 years by default) ago, with the reason', () => {
    spec
      .given(anaRegistered, anaLeft)
      .when(forget({ reason: '  Pasó el plazo de conservación ' }))
      .thenDecides({
        type: 'MemberForgotten',
        payload: { memberId: 26, reason: 'Pasó el plazo de conservación' },
      });
  });

  it('refuses before the retention period in force is over, saying from when', () => {
    spec
      .given(anaRegistered, anaLeft)
      .when(forget({ leftOn: '2021-03-03' }))
      .thenRefuses({
        code: 'RETENCION_VIGENTE',
        message:
          'Los datos del socio se conservan 5 años después de la baja, como registro del club: se podrán olvidar desde el 03/03/2026',
      });
    const longer: SettingsEvent = {
      type: 'ClubSettingsChanged',
      payload: {
        effectiveFrom: '2026-01-01',
        settings: { ...DEFAULT_CLUB_SETTINGS, memberRetentionYears: 10 },
      },
    };
    spec.given(anaRegistered, anaLeft, longer).when(forget()).thenRefuses('RETENCION_VIGENTE');
  });

  it('refuses a member who has not left, one already forgotten, an unknown one, a missing or long reason', () => {
    spec
      .given(anaRegistered)
      .when(forget({ leftOn: null }))
      .thenRefuses({
        code: 'SOCIO_SIN_BAJA',
        message: memberTexts.forgetNotLeft,
      });
    spec
      .given(anaRegistered, anaLeft, { type: 'MemberReactivated', payload: { memberId: 26 } })
      .when(forget())
      .thenRefuses('SOCIO_SIN_BAJA');
    spec
      .given(anaRegistered, anaLeft, { type: 'MemberForgotten', payload: { memberId: 26, reason: 'x' } })
      .when(forget())
      .thenRefuses('SOCIO_OLVIDADO');
    spec.given().when(forget()).thenRefuses('SOCIO_NO_ENCONTRADO');
    spec
      .given(anaRegistered, anaLeft)
      .when(forget({ reason: ' ' }))
      .thenRefuses({ code: 'MOTIVO_INVALIDO', field: 'reason' });
    spec
      .given(anaRegistered, anaLeft)
      .when(forget({ reason: 'x'.repeat(501) }))
      .thenRefuses({ code: 'MOTIVO_INVALIDO', message: 'El motivo puede tener hasta 500 caracteres' });
  });
});
