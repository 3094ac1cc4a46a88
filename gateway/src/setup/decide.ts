import { type ClubProfile, clubProfileProblem, setupTexts } from '@club/domain/club-setup';
import type { Decider } from '../kernel/commands/decider.ts';
import type { ClubEvent } from '../kernel/events/club-event.ts';
import type { Refusal } from '../kernel/refusals/refusal-table.ts';
import { CLUB_REGISTERED, type SetupEvent } from './events.ts';

// The first run's rule: a club is set up once, and only while it has nobody (a club that already
// has accounts, the demo or one from before setup existed, is running and needs none).

export interface SetUpClub {
  profile: ClubProfile;
  /** ISO time of the setup. */
  at: string;
}

export interface SetupState {
  setUp: boolean;
  hasMembers: boolean;
}

export type SetupRefusal = Refusal & {
  code: 'YA_CONFIGURADO' | 'CLUB_INVALIDO' | 'REGISTRO_INVALIDO' | 'DIRECCION_INVALIDA';
};

export const alreadySetUp: Refusal & { code: 'YA_CONFIGURADO' } = {
  code: 'YA_CONFIGURADO',
  message: setupTexts.alreadySetUp,
};

export const setUpClubDecider: Decider<SetUpClub, SetupState, SetupEvent, SetupRefusal> = {
  initialState: () => ({ setUp: false, hasMembers: false }),
  evolve(state, event: ClubEvent) {
    if (event.type === CLUB_REGISTERED) return { ...state, setUp: true };
    if (event.type === 'MemberRegistered') return { ...state, hasMembers: true };
    return state;
  },
  decide(command, state) {
    if (state.setUp || state.hasMembers) return { ok: false, error: alreadySetUp };
    const problem = clubProfileProblem(command.profile);
    if (problem) return { ok: false, error: problem as SetupRefusal };
    return {
      ok: true,
      events: [{ type: CLUB_REGISTERED, payload: { ...command.profile, setUpAt: command.at } }],
    };
  },
};
