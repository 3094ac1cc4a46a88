import type { Sql } from '@club/db/connection';
import { applicationTexts } from '@club/domain/application-schema';
import { attemptKeys, type RateRule, takeAttempt } from '../kernel/http/rate-limit.ts';
import type { Refusal } from '../kernel/refusals/refusal-table.ts';

// The public application's abuse limits, per address, for REST and GraphQL alike. Every attempt
// counts, accepted or refused: an accepted application is no reason to allow more.

/** Applications sent from one address an hour: a person needs a few. */
export const APPLICATION_RULE: RateRule = { name: 'application', limit: 20, windowSeconds: 3600 };
/** Invitation checks from one address an hour (each visit to the page makes one). */
export const INVITATION_CHECK_RULE: RateRule = { name: 'invitation-check', limit: 60, windowSeconds: 3600 };

export const tooManyApplications: Refusal = {
  code: 'DEMASIADAS_SOLICITUDES',
  message: applicationTexts.tooMany,
};

/** Counts one attempt from `ip`; false when over the rule's limit. */
export async function withinLimit(sql: Sql, rule: RateRule, ip: string): Promise<boolean> {
  const attempt = await takeAttempt(sql, rule, attemptKeys(rule, ip, undefined));
  return attempt.allowed;
}
