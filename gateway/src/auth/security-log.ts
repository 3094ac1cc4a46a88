import type { Sql } from '@club/db/connection';
import type { SecurityAction } from '@club/domain/account-security';
import Bowser from 'bowser';
import type { RequestOrigin } from '../kernel/http/request-origin.ts';
import { lockedUntil } from './lockout.ts';

// The account's security log: every sign-in attempt and every security change, with where it
// came from. Written in the same transaction as the change it reports, so a change is never
// missing from it.

// A header is the caller's to fill: keep the log's rows small whatever it sends.
const MAX_USER_AGENT = 400;
const MAX_MAIL = 254;

export interface SecurityEntry {
  action: SecurityAction;
  memberId: number | null;
  /** The mail typed, for attempts on no member. */
  mail?: string;
  /** The admin who made the change, when it was not the member. */
  actorId?: number;
}

export async function recordSecurity(sql: Sql, entry: SecurityEntry, origin: RequestOrigin): Promise<void> {
  await sql.query(
    `insert into security_log (member_id, mail, action, ip, user_agent, actor_id)
     values ($1, $2, $3, $4, $5, $6)`,
    [
      entry.memberId,
      entry.mail === undefined ? null : entry.mail.trim().slice(0, MAX_MAIL),
      entry.action,
      origin.ip.slice(0, 64),
      origin.userAgent.slice(0, MAX_USER_AGENT),
      entry.actorId ?? null,
    ],
  );
}

export interface SecurityLogRow {
  id: number;
  at: string;
  action: string;
  ip: string;
  /** 'Chrome 156 · Android 14', or the raw header when it names no known browser. */
  browser: string;
  actorId: number | null;
}

/** 'Firefox 133 · Linux' from a User-Agent header: what an admin can recognise at a glance. */
export function describeBrowser(userAgent: string): string {
  if (userAgent.trim() === '') return '—';
  const parsed = Bowser.parse(userAgent);
  const browser = [parsed.browser.name, parsed.browser.version?.split('.')[0]].filter(Boolean).join(' ');
  const os = [parsed.os.name, parsed.os.versionName ?? parsed.os.version].filter(Boolean).join(' ');
  if (!browser) return userAgent.slice(0, 80);
  return os ? `${browser} · ${os}` : browser;
}

/** The member's latest entries, newest first. */
export async function securityLogOf(sql: Sql, memberId: number, limit: number): Promise<SecurityLogRow[]> {
  const { rows } = await sql.query<{
    id: number;
    at: Date | string;
    action: string;
    ip: string;
    user_agent: string;
    actor_id: number | null;
  }>(
    `select id, at, action, ip, user_agent, actor_id from security_log
      where member_id = $1 order by id desc limit $2`,
    [memberId, limit],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    at: new Date(row.at).toISOString(),
    action: row.action,
    ip: row.ip,
    browser: describeBrowser(row.user_agent),
    actorId: row.actor_id === null ? null : Number(row.actor_id),
  }));
}

export interface MemberSecurity {
  /** Until when some address is locked out of the account (or its codes are); null when none is. */
  lockedUntil: string | null;
  temporaryPasswordUntil: string | null;
  log: SecurityLogRow[];
}

const LOG_LINES = 50;

/** What an admin sees of an account's security on the member's page; null for no such member. */
export async function memberSecurity(sql: Sql, memberId: number, now: Date): Promise<MemberSecurity | null> {
  const { rows } = await sql.query<{
    mail: string;
    password_temporary_until: Date | string | null;
  }>('select mail, password_temporary_until from members where id = $1', [memberId]);
  const row = rows[0];
  if (!row) return null;
  const locked = await lockedUntil(sql, row.mail, now);
  return {
    lockedUntil: locked === null ? null : locked.toISOString(),
    temporaryPasswordUntil:
      row.password_temporary_until === null ? null : new Date(row.password_temporary_until).toISOString(),
    log: await securityLogOf(sql, memberId, LOG_LINES),
  };
}
