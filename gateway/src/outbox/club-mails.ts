import { randomUUID } from 'node:crypto';
import type { Sql } from '@club/db/connection';
import { addDays, clubNow } from '@club/domain/club-clock';
import { type ClubMailTemplate, mailDeliveryTexts } from '@club/domain/mail-texts';
import { formatPesos } from '@club/domain/pesos';
import { formatPickupDay } from '@club/domain/pickup';
import { CLUB_MAIL_SERVICE } from './mail-content.ts';

// The mails the gateway writes itself, to a member: their order cancelled, the reminder the
// day before the pickup; to an applicant: their application rejected, or accepted with the
// temporary password (a secret, filled in only as it is sent). They go to the outbox like every other mail (the dispatcher sends them),
// each with a dedupe key, so writing one again adds nothing.

/** What the cancellation mail reads of the order's cancellation. */
interface CancelledOrder {
  orderId: string;
  memberId: number;
  date: string;
  by: string;
  reason: string | null;
  lines: readonly OrderLine[];
}

/** What a mail shows of an order's line. */
interface OrderLine {
  species: string;
  grams: number;
}

export interface ClubMail {
  template: ClubMailTemplate;
  to: string;
  subject: string;
  message: string;
  /** Unique across the outbox: the same key twice is one mail. */
  dedupeKey: string;
  params?: Record<string, string | number | null>;
  /** What the text's `{{code}}` stands for (a temporary password): kept apart, dropped once sent. */
  secrets?: { code: string };
}

/** Adds the mail unless one with its dedupe key exists; true when it was added. */
export async function enqueueClubMail(sql: Sql, mail: ClubMail): Promise<boolean> {
  const { rowCount } = await sql.query(
    `insert into outbox (service_id, template_id, public_key, template_params, dedupe_key, secret_params)
     values ($1, $2, $1, $3::jsonb, $4, $5::jsonb)
     on conflict (dedupe_key) do nothing`,
    [
      CLUB_MAIL_SERVICE,
      mail.template,
      JSON.stringify({ ...mail.params, to_email: mail.to, subject: mail.subject, message: mail.message }),
      mail.dedupeKey,
      mail.secrets ? JSON.stringify(mail.secrets) : null,
    ],
  );
  return rowCount > 0;
}

const lineList = (lines: readonly OrderLine[]): string =>
  lines.map((line) => `- ${line.species}: ${line.grams} g`).join('\n');

/** 'martes, 16 de setiembre a las 17:30' */
const pickupText = (date: string, time: string): string => `${formatPickupDay(date)} a las ${time}`;

interface MemberAddress {
  name: string;
  mail: string;
}

async function memberAddress(sql: Sql, memberId: number): Promise<MemberAddress | undefined> {
  const { rows } = await sql.query<MemberAddress>('select name, mail from members where id = $1', [memberId]);
  return rows[0];
}

/**
 * The member's mail about their cancelled order; called inside the cancel command's transaction,
 * so the mail exists exactly when the cancellation does.
 */
export async function enqueueOrderCancelledMail(
  tx: Sql,
  order: { pickupTime: string },
  cancelled: CancelledOrder,
): Promise<void> {
  const member = await memberAddress(tx, cancelled.memberId);
  if (!member) return;
  const when = pickupText(cancelled.date, order.pickupTime);
  const byAdmin = cancelled.by === 'admin';
  const message = [
    byAdmin
      ? `Hola ${member.name}: el club canceló tu pedido para retirar el ${when}.`
      : `Hola ${member.name}: cancelaste tu pedido para retirar el ${when}.`,
    ...(byAdmin && cancelled.reason ? [`Motivo: ${cancelled.reason}`] : []),
    '',
    lineList(cancelled.lines),
    '',
    'Esos gramos vuelven a tu cupo del mes.',
  ].join('\n');
  await enqueueClubMail(tx, {
    template: 'order_cancelled',
    to: member.mail,
    subject: byAdmin ? 'El club canceló tu pedido' : 'Cancelaste tu pedido',
    message,
    dedupeKey: `order-cancelled:${cancelled.orderId}`,
    params: {
      order_id: cancelled.orderId,
      date: cancelled.date,
      hour: order.pickupTime,
      by: cancelled.by,
      reason: cancelled.reason,
    },
  });
}

/**
 * One reminder for each pending order whose pickup day is tomorrow in Montevideo. Run as often
 * as you like, on any replica: the dedupe key keeps it to one per order. Returns how many it added.
 */
export async function enqueuePickupReminders(sql: Sql, now: Date): Promise<number> {
  const tomorrow = addDays(clubNow(now).date, 1);
  const { rows } = await sql.query<{
    id: string;
    pickup_time: string;
    lines: OrderLine[] | string;
    total: number;
    name: string;
    mail: string;
  }>(
    `select o.id, o.pickup_time, o.lines, o.total, m.name, m.mail
       from orders o
       join members m on m.id = o.member_id
      where o.status = 'placed' and o.pickup_date = $1::date
      order by o.pickup_time, o.id`,
    [tomorrow],
  );
  let added = 0;
  for (const order of rows) {
    const lines: OrderLine[] = typeof order.lines === 'string' ? JSON.parse(order.lines) : order.lines;
    const message = [
      `Hola ${order.name}: te esperamos mañana, ${pickupText(tomorrow, order.pickup_time)}, para retirar tu pedido.`,
      '',
      lineList(lines),
      `Total: ${formatPesos(order.total)}`,
      '',
      'Si no vas a poder venir, avisanos respondiendo este correo.',
    ].join('\n');
    const isNew = await enqueueClubMail(sql, {
      template: 'pickup_reminder',
      to: order.mail,
      subject: 'Mañana retirás tu pedido',
      message,
      dedupeKey: `pickup-reminder:${order.id}`,
      params: { order_id: order.id, date: tomorrow, hour: order.pickup_time },
    });
    if (isNew) added++;
  }
  return added;
}

/**
 * A test mail to the admin's own address (the Correos screen's button): whether the mail server
 * set up for the club takes and delivers. Each press is a mail of its own. The address read here.
 */
export async function sendTestMail(sql: Sql, memberId: number, now: Date): Promise<string> {
  const { rows } = await sql.query<{ mail: string }>('select mail from members where id = $1', [memberId]);
  const to = rows[0]?.mail;
  if (!to) throw new Error(`member ${memberId} of a valid token has no mail`);
  await enqueueClubMail(sql, {
    template: 'test_mail',
    to,
    subject: mailDeliveryTexts.testSubject,
    message: mailDeliveryTexts.testMessage,
    dedupeKey: `test-mail-${memberId}-${now.getTime()}-${randomUUID()}`,
  });
  return to;
}
