import type { Sql } from '@club/db/connection';
import { fillText } from '@club/domain/fill-text';
import { orderLifecycleTexts as words } from '@club/domain/order-lifecycle-texts';
import { formatPesos } from '@club/domain/pesos';
import { formatPickupDay } from '@club/domain/pickup';
import { enqueueClubMail } from './club-mails.ts';

// The member's mails along their order's life: received (with day, time, lines and total, as the
// confirmation page shows them), ready at the counter, and a handover put right. Each is written
// inside the command's transaction, so it exists exactly when its fact does; its dedupe key keeps
// it to one per order.

/** What these mails read of an order. */
export interface MailedOrder {
  orderId: string;
  memberId: number;
  date: string;
  time: string;
  lines: ReadonlyArray<{ species: string; grams: number; price: number }>;
  total: number;
}

/** '- OG Kush: 10 g × $ 450 = $ 4.500' per line. */
export function orderLinesText(order: Pick<MailedOrder, 'lines'>): string {
  return order.lines
    .map(
      (line) =>
        `- ${line.species}: ${line.grams} g × ${formatPesos(line.price)} = ${formatPesos(line.grams * line.price)}`,
    )
    .join('\n');
}

/** 'martes, 16 de setiembre a las 17:30' */
export const pickupWhen = (date: string, time: string): string => `${formatPickupDay(date)} a las ${time}`;

async function memberAddress(
  sql: Sql,
  memberId: number,
): Promise<{ name: string; mail: string } | undefined> {
  const { rows } = await sql.query<{ name: string; mail: string }>(
    'select name, mail from members where id = $1',
    [memberId],
  );
  return rows[0];
}

type Kind = 'order_placed' | 'order_ready' | 'handover_reverted';

const SUBJECTS: Record<Kind, string> = {
  order_placed: words.placedMailSubject,
  order_ready: words.readyMailSubject,
  handover_reverted: words.revertedMailSubject,
};

const OPENINGS: Record<Kind, string> = {
  order_placed: words.placedMail,
  order_ready: words.readyMail,
  handover_reverted: words.revertedMail,
};

/** Adds the member's mail of `kind` about `order` to the outbox (nothing for a member without an address). */
export async function enqueueOrderMail(tx: Sql, kind: Kind, order: MailedOrder): Promise<void> {
  const member = await memberAddress(tx, order.memberId);
  if (!member) return;
  const when = pickupWhen(order.date, order.time);
  const message = [
    fillText(OPENINGS[kind], { name: member.name, when }),
    '',
    orderLinesText(order),
    fillText(words.total, { total: formatPesos(order.total) }),
  ].join('\n');
  await enqueueClubMail(tx, {
    template: kind,
    to: member.mail,
    subject: SUBJECTS[kind],
    message,
    dedupeKey: `${kind.replace('_', '-')}:${order.orderId}`,
    params: { order_id: order.orderId, date: order.date, hour: order.time, total: order.total },
  });
}
