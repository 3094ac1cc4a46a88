import type { Sql } from '@club/db/connection';

// Everything the club holds about one member, for the member themselves (Ley 18.331 gives them
// the right to see it): their row, their orders and bills, their sessions, their sign-in log and
// the mails the club sent them. Read from the tables only; no secret (hash, token) leaves here.

export interface MyData {
  member: {
    id: number;
    name: string;
    lastName: string;
    mail: string;
    role: string;
    active: boolean;
    cedula: string | null;
    birthDate: string | null;
    residency: string | null;
    phone: string | null;
    irccaRegisteredOn: string | null;
    /** ISO timestamp. */
    joinedAt: string;
    leftOn: string | null;
    leaveReason: string | null;
  };
  orders: Array<{
    kind: 'order' | 'bill';
    id: string;
    date: string;
    time: string | null;
    grams: number;
    total: number;
    status: string;
    lines: unknown;
  }>;
  sessions: Array<{ createdAt: string; expiresAt: string; revokedAt: string | null }>;
  securityLog: Array<{ at: string; action: string; ip: string; browser: string }>;
  mails: Array<{ at: string; template: string; subject: string | null }>;
}

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** Null for a member that does not exist. */
export async function myData(sql: Sql, memberId: number): Promise<MyData | null> {
  const { rows } = await sql.query<{
    id: number;
    name: string;
    last_name: string;
    mail: string;
    role: string;
    active: boolean;
    cedula: string | null;
    birth_date: string | null;
    residency: string | null;
    phone: string | null;
    ircca_registered_on: string | null;
    created_at: Date | string;
    left_on: string | null;
    leave_reason: string | null;
  }>(
    `select id, name, last_name, mail, role, active, cedula, to_char(birth_date, 'YYYY-MM-DD') as birth_date,
            residency, phone, to_char(ircca_registered_on, 'YYYY-MM-DD') as ircca_registered_on, created_at,
            to_char(left_on, 'YYYY-MM-DD') as left_on, leave_reason
       from members where id = $1`,
    [memberId],
  );
  const row = rows[0];
  if (!row) return null;
  const [orders, sessions, log, mails] = await Promise.all([
    sql.query<MyData['orders'][number]>(
      `select 'order' as kind, id::text as id, to_char(pickup_date, 'YYYY-MM-DD') as date, pickup_time as time,
              grams, total, status, lines
         from orders where member_id = $1
       union all
       select 'bill' as kind, id::text as id, to_char(date, 'YYYY-MM-DD') as date, null as time,
              grams, total, 'delivered' as status, lines
         from bills where member_id = $1
       order by date desc, time desc nulls last`,
      [memberId],
    ),
    sql.query<{ created_at: Date; expires_at: Date; revoked_at: Date | null }>(
      'select created_at, expires_at, revoked_at from auth_tokens where member_id = $1 order by created_at desc',
      [memberId],
    ),
    sql.query<{ at: Date; action: string; ip: string; user_agent: string }>(
      'select at, action, ip, user_agent from security_log where member_id = $1 order by id desc',
      [memberId],
    ),
    sql.query<{ created_at: Date; template_id: string; subject: string | null }>(
      `select created_at, template_id, template_params->>'subject' as subject
         from outbox where lower(template_params->>'to_email') = lower($1) order by id desc`,
      [row.mail],
    ),
  ]);
  return {
    member: {
      id: Number(row.id),
      name: row.name,
      lastName: row.last_name,
      mail: row.mail,
      role: row.role,
      active: row.active,
      cedula: row.cedula,
      birthDate: row.birth_date,
      residency: row.residency,
      phone: row.phone,
      irccaRegisteredOn: row.ircca_registered_on,
      joinedAt: iso(row.created_at) as string,
      leftOn: row.left_on,
      leaveReason: row.leave_reason,
    },
    orders: orders.rows.map((order) => ({
      ...order,
      grams: Number(order.grams),
      total: Number(order.total),
      lines: typeof order.lines === 'string' ? JSON.parse(order.lines) : order.lines,
    })),
    sessions: sessions.rows.map((session) => ({
      createdAt: iso(session.created_at) as string,
      expiresAt: iso(session.expires_at) as string,
      revokedAt: iso(session.revoked_at),
    })),
    securityLog: log.rows.map((entry) => ({
      at: iso(entry.at) as string,
      action: entry.action,
      ip: entry.ip,
      browser: entry.user_agent,
    })),
    mails: mails.rows.map((mail) => ({
      at: iso(mail.created_at) as string,
      template: mail.template_id,
      subject: mail.subject,
    })),
  };
}
