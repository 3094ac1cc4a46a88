export { changeClubSettings, settingsChange } from './commands.ts';
export type { SettingsEvent } from './events.ts';
export { clubSettingsProjection, evolveSettings } from './projection.ts';
