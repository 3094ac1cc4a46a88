import type { Database } from '@club/db/connection';
import { clubNow } from '@club/domain/club-clock';
import { editMember } from '@club/gateway/members/public';
import { closeMonth, closeOverview } from '@club/gateway/month-close/public';
import { accepted } from './accepted.ts';

/**
 * The demo admin is the club's Responsable Técnico and has signed every month before this one, in
 * order, up to the first that still has an order in 'Sin cerrar' (the plan leaves one on the last
 * pickup day, which early in a month is last month's): a closed month could never close it.
 */
export async function closePastMonths(db: Database, adminId: number, now: Date): Promise<void> {
  accepted(await editMember(db, adminId, adminId, { technicalLead: true }, now), 'technical lead');
  const currentMonth = clubNow(now).date.slice(0, 7);
  for (;;) {
    const { nextToClose, months } = await closeOverview(db, now);
    if (nextToClose >= currentMonth) return;
    if ((months.find((month) => month.month === nextToClose)?.pendingOrders ?? 0) > 0) return;
    accepted(
      await closeMonth(db, adminId, { month: nextToClose, reasons: [], hash: null }, now),
      nextToClose,
    );
  }
}
