import type { Sql } from '@club/db/connection';
import { clubNow } from '@club/domain/club-clock';
import { gramsBalance } from '../orders/public.ts';
import { type MemberHistoryEntry, memberHistory } from './history.ts';
import { findMember, type MemberSummary } from './queries.ts';

// `GET /mis-datos`: everything the club holds about the person asking, and only about them (Ley
// 18.331 gives everyone access to their own data): who they are, their account, their orders,
// bills and grams, their sessions, their security log, the mails sent to them and their history.
// Secrets stay out: no password hash, token, second-factor secret or one-time link.

export interface MyData {
  /** When this copy was made (ISO 8601). */
  generatedAt: string;
  member: MemberSummary;
  roles: string[];
  grams: { month: string; usedMonth: number; limitMonth: number; usedYear: number; limitYear: number } | null;
  orders: Record<string, unknown>[];
  bills: Record<string, unknown>[];
  sessions: Array<{ createdAt: string; expiresAt: string; revokedAt: string | null }>;
  securityLog: Array<{
    at: string;
    action: string;
    ip: string;
    userAgent: string;
    byAnotherAccount: boolean;
  }>;
  mails: Array<{ sentAt: string; subject: string | null; message: string | null }>;
  history: MemberHistoryEntry[];
}

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** The caller's own data, or null when their row is gone. */
export async function myData(sql: Sql, memberId: number, now: Date): Promise<MyData | null> {
  const member = await findMember(sql, memberId, now);
  if (!member) return null;
  const today = clubNow(now).date;
  const [balance, orders, bills, sessions, security, mails, history] = await Promise.all([
    gramsBalance(sql, memberId, today),
    sql.query<Record<string, unknown>>(
      `select id::text as id, to_char(pickup_date, 'YYYY-MM-DD') as "pickupDate", pickup_time as "pickupTime",
              grams, total, status, observations, lines, placed_at as "placedAt"
         from orders where member_id = $1 order by pickup_date desc, pickup_time desc`,
      [memberId],
    ),
    sql.query<Record<string, unknown>>(
      `select id::text as id, to_char(date, 'YYYY-MM-DD') as date, grams, total, lines
         from bills where member_id = $1 order by date desc`,
      [memberId],
    ),
    sql.query<{ created_at: Date; expires_at: Date; revoked_at: Date | null }>(
      'select created_at, expires_at, revoked_at from auth_tokens where member_id = $1 order by created_at desc',
      [memberId],
    ),
    sql.query<{ at: Date; action: string; ip: string; user_agent: string; actor_id: number | null }>(
      `select at, action, ip, user_agent, actor_id from security_log
        where member_id = $1 order by id desc`,
      [memberId],
    ),
    sql.query<{ created_at: Date; subject: string | null; message: string | null }>(
      `select created_at, template_params->>'subject' as subject, template_params->>'message' as message
         from outbox where lower(template_params->>'to_email') = lower($1) order by id desc`,
      [member.mail],
    ),
    memberHistory(sql, memberId),
  ]);
  return {
    generatedAt: now.toISOString(),
    member,
    roles: [member.role],
    grams: balance
      ? {
          month: today.slice(0, 7),
          usedMonth: balance.usedMonth,
          limitMonth: balance.limitMonth,
          usedYear: balance.usedYear,
          limitYear: balance.limitYear,
        }
      : null,
    orders: orders.rows,
    bills: bills.rows,
    sessions: sessions.rows.map((row) => ({
      createdAt: iso(row.created_at) as string,
      expiresAt: iso(row.expires_at) as string,
      revokedAt: iso(row.revoked_at),
    })),
    securityLog: security.rows.map((row) => ({
      at: iso(row.at) as string,
      action: row.action,
      ip: row.ip,
      userAgent: row.user_agent,
      byAnotherAccount: row.actor_id !== null && Number(row.actor_id) !== memberId,
    })),
    mails: mails.rows.map((row) => ({
      sentAt: iso(row.created_at) as string,
      subject: row.subject,
      message: row.message,
    })),
    history,
  };
}
