import type { StoredClubSettings } from '@club/domain/club-settings';

// The club settings' one stream (`club-settings`): each change is the whole set of settings in
// force from a day on. A whole set, not the fields that changed, so one event is one version a
// reader can judge an order by without folding the ones before it.

export const CLUB_SETTINGS_CHANGED = 'ClubSettingsChanged';

export const CLUB_SETTINGS_STREAM = 'club-settings';

export interface ClubSettingsChanged {
  /** YYYY-MM-DD, Montevideo: the first day these settings rule. */
  effectiveFrom: string;
  /** Whole, as validated when saved; one saved before a setting existed lacks it (settingsWithDefaults). */
  settings: StoredClubSettings;
}

export type SettingsEvent = { type: typeof CLUB_SETTINGS_CHANGED; payload: ClubSettingsChanged };

declare module '../kernel/events/club-event.ts' {
  interface EventsOfStream {
    settings: SettingsEvent;
  }
}
