import { isCalendarMonth } from '@club/domain/calendar-month';
import { clubNow } from '@club/domain/club-clock';
import { Hono } from 'hono';
import { requireViewer } from '../kernel/access/guard.ts';
import type { AppEnv } from '../kernel/http/app-env.ts';
import { readJsonObject } from '../kernel/http/json-body.ts';
import { refusalResponse } from '../kernel/http/refusal-response.ts';
import { refusal } from '../kernel/refusals/refusal-table.ts';
import { addBill, BILL_ADDED_MSG } from './commands.ts';
import { listBills, specBill } from './queries.ts';

// Bill REST calls, mounted under /admin: the app's guard already answers 401 without a token and
// 403 for a member.
export function billAdminRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  // POST /admin/addBill: the bill draft { socio_id, date, species: [{ product, amount }] }
  // → 201 { msg: 'Bill added', id, gramsPurchased, gramsLeft }; over the member's month or year
  // 403 { msg: 'Unauthorized', code, error, gramsPurchased, gramsLeft, period }; over stock 409
  // { msg: 'Conflict', code, error }; anything else refused 400 { msg: 'Bad Request', code, error }.
  routes.post('/addBill', async (c) => {
    const viewer = await requireViewer(c, 'bills.manage');
    const body = await readJsonObject(c, 'Bad Request');
    const outcome = await addBill(
      c.var.db,
      viewer.memberId,
      { socio_id: body.socio_id, date: body.date, species: body.species },
      c.var.now(),
    );
    if (outcome.ok) {
      return c.json(
        {
          msg: BILL_ADDED_MSG,
          id: outcome.billId,
          gramsPurchased: outcome.gramsPurchased,
          gramsLeft: outcome.gramsLeft,
        },
        201,
      );
    }
    return refusalResponse(c, outcome.error);
  });

  // GET /admin/getBills?month=YYYY-MM (default: this month, Montevideo) → the month's bills.
  routes.get('/getBills', async (c) => {
    await requireViewer(c, 'bills.manage');
    const month = c.req.query('month') ?? clubNow(c.var.now()).date.slice(0, 7);
    if (!isCalendarMonth(month)) {
      return refusalResponse(c, refusal('MES_INVALIDO'));
    }
    return c.json((await listBills(c.var.db, month)).map(specBill));
  });

  return routes;
}
