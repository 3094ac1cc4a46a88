export { changeClubSettings } from './commands.ts';
export type { SettingsEvent } from './events.ts';
export { evolveSettings, saveSettingsRows } from './projection.ts';
