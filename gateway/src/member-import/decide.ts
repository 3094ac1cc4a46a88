import { type StoredSettingsVersion, settingsOn, timelineWithDefaults } from '@club/domain/club-settings';
import { importTexts, openingBalanceProblem } from '@club/domain/member-import';
import { isIsoDate } from '@club/domain/person';
import type { Decider } from '../kernel/commands/decider.ts';
import { type ClubEvent, isStreamEvent } from '../kernel/events/club-event.ts';
import type { Refusal } from '../kernel/refusals/refusal-table.ts';
import { evolveMember, type MemberEvent, type MemberState, unknownMember } from '../members/public.ts';
import { evolveSettings } from '../settings/public.ts';

// A member's opening balance as a decider: the grams they had already received this month and
// this year when the club's books began here, once per member, within the caps in force on the
// day the figures were taken. Folded from the member's stream and the club's settings.

export interface OpeningState {
  members: Map<number, { member: MemberState; opened: boolean }>;
  settings: StoredSettingsVersion[];
}

export interface RecordOpeningBalance {
  memberId: number;
  gramsThisMonth: number;
  gramsThisYear: number;
  /** YYYY-MM-DD, Montevideo: the day the figures were taken. */
  asOf: string;
  /** YYYY-MM-DD, Montevideo. */
  today: string;
}

const invalid = (message: string): Refusal => ({ code: 'SALDO_APERTURA_INVALIDO', message });

function evolve(state: OpeningState, event: ClubEvent): OpeningState {
  if (isStreamEvent(event, 'settings')) return { ...state, settings: evolveSettings(state.settings, event) };
  if (!isStreamEvent(event, 'member')) return state;
  const id = event.payload.memberId;
  const before = state.members.get(id);
  const members = new Map(state.members);
  const member = evolveMember(before?.member, event);
  if (!member) members.delete(id);
  else
    members.set(id, { member, opened: (before?.opened ?? false) || event.type === 'OpeningBalanceRecorded' });
  return { ...state, members };
}

export const recordOpeningBalanceDecider: Decider<RecordOpeningBalance, OpeningState, MemberEvent, Refusal> =
  {
    initialState: () => ({ members: new Map(), settings: [] }),
    evolve,
    decide(command, state) {
      const found = state.members.get(command.memberId);
      if (!found || found.member.forgotten) return { ok: false, error: unknownMember(command.memberId) };
      if (found.opened)
        return {
          ok: false,
          error: { code: 'SALDO_APERTURA_REGISTRADO', message: importTexts.openingAlreadyRecorded },
        };
      const { asOf } = command;
      if (!isIsoDate(asOf) || asOf > command.today)
        return { ok: false, error: invalid(importTexts.openingDateInvalid) };
      const caps = settingsOn(timelineWithDefaults(state.settings), asOf);
      const opening = { gramsThisMonth: command.gramsThisMonth, gramsThisYear: command.gramsThisYear };
      const problem = openingBalanceProblem(opening, asOf, caps);
      if (problem) return { ok: false, error: invalid(problem) };
      return {
        ok: true,
        events: [
          {
            type: 'OpeningBalanceRecorded',
            payload: {
              memberId: command.memberId,
              year: Number(asOf.slice(0, 4)),
              month: Number(asOf.slice(5, 7)),
              ...opening,
              asOf,
            },
          },
        ],
      };
    },
  };
