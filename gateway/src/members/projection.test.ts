import { describe, expect, it } from 'vitest';
import type { Sealed } from '../kernel/privacy/subject-keys.ts';
import type { MemberEvent } from './events.ts';
import { evolveMember, type MemberState } from './projection.ts';

describe('the members row', () => {
  it('folds a member’s events into the row', () => {
    const events: MemberEvent[] = [
      {
        type: 'MemberRegistered',
        payload: {
          memberId: 200,
          role: 'member',
          trimmer: false,
          personal: 'v1.sealed' as Sealed,
        },
      },
      { type: 'TrimmerFlagSet', payload: { memberId: 200, trimmer: true } },
      { type: 'MemberDeactivated', payload: { memberId: 200, tokensRevoked: 0 } },
      {
        type: 'MemberUpdated',
        payload: {
          memberId: 200,
          changed: ['phone'],
          personal: 'v1.b' as Sealed,
          previous: 'v1.a' as Sealed,
        },
      },
    ];
    expect(events.reduce<MemberState | undefined>(evolveMember, undefined)).toEqual({
      id: 200,
      role: 'member',
      active: false,
      trimmer: true,
      technicalLead: false,
      forgotten: false,
      leftOn: null,
      leaveReason: null,
    });
  });

  it('marks the member forgotten', () => {
    const registered: MemberEvent = {
      type: 'MemberRegistered',
      payload: { memberId: 9, role: 'member', trimmer: false, personal: 'v1.sealed' as Sealed },
    };
    const state = [
      registered,
      { type: 'MemberDeactivated', payload: { memberId: 9, tokensRevoked: 0 } },
      { type: 'MemberForgotten', payload: { memberId: 9, reason: 'Pasó el plazo' } },
    ].reduce<MemberState | undefined>((s, e) => evolveMember(s, e as MemberEvent), undefined);
    expect(state).toMatchObject({ id: 9, active: false, forgotten: true });
  });
});
