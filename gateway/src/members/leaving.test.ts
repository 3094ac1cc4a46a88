import { leavingTexts } from '@club/domain/member-texts';
import { beforeEach, describe, expect, it } from 'vitest';
import { deciderSpec } from '../../test-support/decider-spec.ts';
import type { Sealed } from '../kernel/privacy/subject-keys.ts';
import { reactivateMemberDecider } from './decide.ts';
import type { MemberEvent } from './events.ts';
import { recordLeavingDecider } from './leaving.ts';

// deciderSpec's thenDecides and thenRefuses assert; each test must reach one.
beforeEach(() => {
  expect.hasAssertions();
});

// Given the member facts, When an admin records a member's baja, Then MemberLeft or a refusal.

const registered = (memberId: number, role: 'member' | 'admin' = 'member'): MemberEvent => ({
  type: 'MemberRegistered',
  // What the log holds of who they are is sealed; these rules never open it.
  payload: { memberId, role, trimmer: false, personal: `sealed-${memberId}` as Sealed },
});

const leaving = {
  id: 26,
  adminId: 1,
  leftOn: '2026-03-01',
  reason: 'voluntaria',
  joinedOn: '2025-06-10',
  today: '2026-03-02',
  liveTokens: 2,
};

const left: MemberEvent = {
  type: 'MemberLeft',
  payload: { memberId: 26, leftOn: '2026-03-01', reason: 'voluntaria', tokensRevoked: 2 },
};

describe('recording a baja', () => {
  const spec = deciderSpec(recordLeavingDecider);

  it('records the day, the reason and the sessions it closes', () => {
    spec.given(registered(1, 'admin'), registered(26)).when(leaving).thenDecides(left);
  });

  it('takes today and the day of joining as the day of leaving', () => {
    spec
      .given(registered(26))
      .when({ ...leaving, leftOn: '2026-03-02', reason: 'fallecimiento' })
      .thenDecides({
        type: 'MemberLeft',
        payload: { memberId: 26, leftOn: '2026-03-02', reason: 'fallecimiento', tokensRevoked: 2 },
      });
    spec
      .given(registered(26))
      .when({ ...leaving, leftOn: '2025-06-10', reason: 'cambio_via_acceso', liveTokens: 0 })
      .thenDecides({
        type: 'MemberLeft',
        payload: { memberId: 26, leftOn: '2025-06-10', reason: 'cambio_via_acceso', tokensRevoked: 0 },
      });
  });

  it('lets a deactivated member leave', () => {
    spec
      .given(registered(26), { type: 'MemberDeactivated', payload: { memberId: 26, tokensRevoked: 0 } })
      .when(leaving)
      .thenDecides(left);
  });

  it('refuses a member who already left, saying when', () => {
    spec
      .given(registered(26), left)
      .when({ ...leaving, leftOn: '2026-03-02' })
      .thenRefuses({ code: 'YA_DADO_DE_BAJA', message: 'El socio ya se dio de baja del club el 2026-03-01' });
  });

  it('refuses a day after today', () => {
    spec
      .given(registered(26))
      .when({ ...leaving, leftOn: '2026-03-03' })
      .thenRefuses({ code: 'FECHA_BAJA_INVALIDA', field: 'leftOn', message: leavingTexts.dateInFuture });
  });

  it('refuses a day before the member joined, naming the day of joining', () => {
    spec
      .given(registered(26))
      .when({ ...leaving, leftOn: '2025-06-09' })
      .thenRefuses({
        code: 'FECHA_BAJA_INVALIDA',
        message: 'La fecha de la baja no puede ser anterior al ingreso del socio (2025-06-10)',
      });
  });

  it('refuses a missing or impossible day', () => {
    spec
      .given(registered(26))
      .when({ ...leaving, leftOn: '' })
      .thenRefuses({ message: leavingTexts.dateRequired });
    spec
      .given(registered(26))
      .when({ ...leaving, leftOn: '2026-02-30' })
      .thenRefuses({ code: 'FECHA_BAJA_INVALIDA', message: leavingTexts.dateInvalid });
  });

  it('refuses a reason not on the list', () => {
    spec
      .given(registered(26))
      .when({ ...leaving, reason: 'se mudó a Salto' })
      .thenRefuses({ code: 'MOTIVO_BAJA_INVALIDO', field: 'reason', message: leavingTexts.reasonRequired });
  });

  it('refuses an unknown member and the admin themselves', () => {
    spec.given(registered(1, 'admin')).when(leaving).thenRefuses('SOCIO_NO_ENCONTRADO');
    spec
      .given(registered(1, 'admin'))
      .when({ ...leaving, id: 1 })
      .thenRefuses('BAJA_PROPIA');
  });
});

describe('reactivating after a baja', () => {
  it('refuses: leaving is final, unlike a deactivation', () => {
    deciderSpec(reactivateMemberDecider)
      .given(registered(26), left)
      .when({ id: 26, today: '2026-03-02' })
      .thenRefuses({ code: 'YA_DADO_DE_BAJA' });
  });

  it('a deactivated member who did not leave is reactivated', () => {
    deciderSpec(reactivateMemberDecider)
      .given(registered(26), { type: 'MemberDeactivated', payload: { memberId: 26, tokensRevoked: 0 } })
      .when({ id: 26, today: '2026-03-02' })
      .thenDecides({ type: 'MemberReactivated', payload: { memberId: 26 } });
  });
});
