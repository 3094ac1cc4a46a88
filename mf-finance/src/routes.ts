import { adminHomeTexts, screenTitles } from '@club/domain/menu-texts';
import { adminRoute, adminTile, type RemoteRoute } from '@club/web-kit/routes/remote-route';

// This remote's screens, declared only here: the shell learns paths, guards and menu entries from
// the routes.json the build writes from this list (decision 023). One lazy chunk per screen.
// supabase-js is fetched by the screens that need the hosted service (src/hosted/supabase-client.ts)
// and auth-ui only by /admin/supabase, so the menu and the bills form never load either.
// In the order of the /admin tiles, each tile's inner screens under it.
export const routes: readonly RemoteRoute[] = [
  adminTile('/admin/expensefile', adminHomeTexts.expenses, 40, 'expenses.manage', () =>
    import('./expense-menu/expense-menu-screen.tsx').then((m) => m.ExpenseMenuScreen),
  ),
  adminRoute('/admin/expense', screenTitles.expense, 'expenses.manage', () =>
    import('./expense/expense-screen.tsx').then((m) => m.ExpenseScreen),
  ),
  adminRoute('/admin/showExpenses', screenTitles.showExpenses, 'expenses.manage', () =>
    import('./show-expenses/show-expenses-screen.tsx').then((m) => m.ShowExpensesScreen),
  ),
  adminRoute('/admin/bills', screenTitles.bills, 'bills.manage', () =>
    import('./bills/bills-screen.tsx').then((m) => m.BillsScreen),
  ),
  adminRoute('/admin/supabase', screenTitles.hostedFiles, 'expenses.manage', () =>
    import('./supabase-auth/supabase-auth-screen.tsx').then((m) => m.SupabaseAuthScreen),
  ),
  // The club's legal records (issue 17): waste destroyed, and the monthly close the RT signs.
  adminTile('/admin/destruccion', adminHomeTexts.destruction, 45, 'stock.manage', () =>
    import('./destruction/destruction-screen.tsx').then((m) => m.DestructionScreen),
  ),
  adminTile('/admin/cierre', adminHomeTexts.monthClose, 46, 'close.view', () =>
    import('./month-close/month-close-screen.tsx').then((m) => m.MonthCloseScreen),
  ),
];
