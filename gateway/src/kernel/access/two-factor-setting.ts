import type { Sql } from '@club/db/connection';
import { clubNow } from '@club/domain/club-clock';
import { settingsInForce } from '../settings/club-settings.ts';

/**
 * Whether the settings in force today (Montevideo) ask admins for a second factor: one indexed
 * row, for the sign-in and the admin guard. False before any version, and for a version saved
 * before the setting existed.
 */
export async function adminTwoFactorRequired(sql: Sql, now: Date): Promise<boolean> {
  return (await settingsInForce(sql, clubNow(now).date)).adminTwoFactorRequired;
}
