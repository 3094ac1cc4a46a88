import { DEFAULT_CLUB_SETTINGS } from '@club/domain/club-settings';
import { beforeEach, describe, expect, it } from 'vitest';
import { deciderSpec } from '../../test-support/decider-spec.ts';
import type { ClubEvent } from '../kernel/events/club-event.ts';
import type { Sealed } from '../kernel/privacy/subject-keys.ts';
import { type RecordOpeningBalance, recordOpeningBalanceDecider } from './decide.ts';

// deciderSpec's thenDecides and thenRefuses assert; each test must reach one.
beforeEach(() => {
  expect.hasAssertions();
});

// Given a member's facts (and the club's settings), when an opening balance is recorded, then
// `OpeningBalanceRecorded` or a refusal in Spanish.

const registered: ClubEvent = {
  type: 'MemberRegistered',
  payload: { memberId: 7, role: 'member', trimmer: false, personal: 'v1.member-7' as Sealed },
};
const record = (patch: Partial<RecordOpeningBalance> = {}): RecordOpeningBalance => ({
  memberId: 7,
  gramsThisMonth: 30,
  gramsThisYear: 200,
  asOf: '2026-06-15',
  today: '2026-06-15',
  ...patch,
});
const recorded: ClubEvent = {
  type: 'OpeningBalanceRecorded',
  payload: { memberId: 7, year: 2026, month: 6, gramsThisMonth: 30, gramsThisYear: 200, asOf: '2026-06-15' },
};
const spec = deciderSpec(recordOpeningBalanceDecider);

describe('recording an opening balance', () => {
  it('given a member, records the month and year of the day the figures were taken', () => {
    spec
      .given(registered)
      .when(record())
      .thenDecides(recorded as never);
  });

  it('given no such member, or one forgotten, refuses', () => {
    spec.given().when(record()).thenRefuses('SOCIO_NO_ENCONTRADO');
    spec
      .given(registered, { type: 'MemberForgotten', payload: { memberId: 7, reason: 'pidió' } })
      .when(record())
      .thenRefuses('SOCIO_NO_ENCONTRADO');
  });

  it('given one already recorded, refuses a second', () => {
    spec.given(registered, recorded).when(record()).thenRefuses({
      code: 'SALDO_APERTURA_REGISTRADO',
      message: 'Este socio ya tiene su saldo de apertura.',
    });
  });

  it('refuses grams over the caps in force that day, and month over year', () => {
    spec
      .given(registered)
      .when(record({ gramsThisMonth: 41 }))
      .thenRefuses({
        code: 'SALDO_APERTURA_INVALIDO',
        message: 'Los gramos de este mes (41 g) superan el límite mensual de 40 g.',
      });
    spec
      .given(registered)
      .when(record({ gramsThisMonth: 10, gramsThisYear: 5 }))
      .thenRefuses({
        code: 'SALDO_APERTURA_INVALIDO',
        message: 'Los gramos de este mes no pueden ser más que los de este año.',
      });
    const tighter: ClubEvent = {
      type: 'ClubSettingsChanged',
      payload: {
        effectiveFrom: '2026-06-01',
        settings: { ...DEFAULT_CLUB_SETTINGS, monthlyGramsLimit: 25 },
      },
    } as ClubEvent;
    spec.given(registered, tighter).when(record()).thenRefuses({
      message: 'Los gramos de este mes (30 g) superan el límite mensual de 25 g.',
    });
  });

  it('refuses a day after today or no day at all', () => {
    spec
      .given(registered)
      .when(record({ asOf: '2026-06-16' }))
      .thenRefuses('SALDO_APERTURA_INVALIDO');
    spec
      .given(registered)
      .when(record({ asOf: '15/06/2026' }))
      .thenRefuses('SALDO_APERTURA_INVALIDO');
    spec
      .given(registered)
      .when(record({ gramsThisMonth: Number.NaN }))
      .thenRefuses('SALDO_APERTURA_INVALIDO');
  });
});
