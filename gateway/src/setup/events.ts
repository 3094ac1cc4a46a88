import type { ClubProfile } from '@club/domain/club-setup';

// The club's profile stream (`club-profile`): set once, by the first run's setup. The club is not a
// person: its name, IRCCA registration and address enter the log in clear, as the monthly report
// prints them.

export const CLUB_REGISTERED = 'ClubRegistered';

export const CLUB_PROFILE_STREAM = 'club-profile';

export interface ClubRegistered extends ClubProfile {
  /** When the setup finished (ISO). */
  setUpAt: string;
}

export type SetupEvent = { type: typeof CLUB_REGISTERED; payload: ClubRegistered };

declare module '../kernel/events/club-event.ts' {
  interface EventsOfStream {
    'club-profile': SetupEvent;
  }
}
