import { describe, expect, it } from 'vitest';
import type { MemberEvent } from './events.ts';
import { evolveMember, type MemberState } from './projection.ts';

describe('the members row', () => {
  it('folds a member’s events into the row', () => {
    const events: MemberEvent[] = [
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
      { type: 'TrimmerFlagSet', payload: { memberId: 200, trimmer: true } },
      { type: 'MemberDeactivated', payload: { memberId: 200, tokensRevoked: 0 } },
    ];
    expect(events.reduce<MemberState | undefined>(evolveMember, undefined)).toEqual({
      id: 200,
      name: 'Rosa',
      lastName: 'Núñez',
      mail: 'rosa@club.uy',
      role: 'member',
      active: false,
      trimmer: true,
      technicalLead: false,
      leftOn: null,
      leaveReason: null,
    });
  });

  it('a member who left is inactive and keeps the day and the reason', () => {
    const events: MemberEvent[] = [
      {
        type: 'MemberRegistered',
        payload: {
          memberId: 201,
          name: 'Eva',
          lastName: 'Sosa',
          mail: 'eva@club.uy',
          role: 'member',
          trimmer: false,
        },
      },
      {
        type: 'MemberLeft',
        payload: { memberId: 201, leftOn: '2026-03-01', reason: 'vencimiento', tokensRevoked: 1 },
      },
    ];
    expect(events.reduce<MemberState | undefined>(evolveMember, undefined)).toMatchObject({
      active: false,
      leftOn: '2026-03-01',
      leaveReason: 'vencimiento',
    });
  });
});
