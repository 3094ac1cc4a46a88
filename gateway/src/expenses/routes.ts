import { Hono } from 'hono';
import { requireViewer } from '../kernel/access/guard.ts';
import type { AppEnv } from '../kernel/http/app-env.ts';
import { readJsonObject } from '../kernel/http/json-body.ts';
import { refusalResponse } from '../kernel/http/refusal-response.ts';
import { addExpense, EXPENSE_ADDED_MSG } from './commands.ts';
import { specExpenses } from './queries.ts';

// Expense REST calls (spec §7), mounted under /admin: the app's guard already answers
// 401 without a token and 403 for a member. Refusals: 400 { msg: 'Bad Request', code, error }.
export function expenseAdminRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  // Spec §7 POST /admin/addExpense: JSON { expense, amount, comment, date, receipt? }
  // → 201 { msg: 'Expense added', id }.
  routes.post('/addExpense', async (c) => {
    const viewer = await requireViewer(c, 'expenses.manage');
    const body = await readJsonObject(c, 'Bad Request');
    const outcome = await addExpense(
      c.var.db,
      viewer.memberId,
      {
        expense: body.expense,
        amount: body.amount,
        comment: body.comment,
        date: body.date,
        receipt: body.receipt,
      },
      c.var.config,
    );
    if (!outcome.ok) return refusalResponse(c, outcome.error);
    return c.json({ msg: EXPENSE_ADDED_MSG, id: outcome.expense.id }, 201);
  });

  // Spec §7 GET /admin/getExpenses → { res: [{ id, name, date, amount, comment, receipts }], dates }.
  routes.get('/getExpenses', async (c) => {
    await requireViewer(c, 'expenses.manage');
    return c.json(await specExpenses(c.var.db));
  });

  return routes;
}
