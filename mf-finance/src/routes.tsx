import { type ComponentType, lazy } from 'react';

// Contract with the shell: path pattern → screen. One lazy chunk per screen; the shell adds Suspense.
// supabase-js is fetched by the screens that need the hosted service (src/hosted/supabase-client.ts)
// and auth-ui only by /admin/supabase, so the menu and the bills form never load either.
export const routes: Record<string, ComponentType> = {
  '/admin/expensefile': lazy(() =>
    import('./expense-menu/expense-menu-screen.tsx').then((m) => ({ default: m.ExpenseMenuScreen })),
  ),
  '/admin/expense': lazy(() =>
    import('./expense/expense-screen.tsx').then((m) => ({ default: m.ExpenseScreen })),
  ),
  '/admin/showExpenses': lazy(() =>
    import('./show-expenses/show-expenses-screen.tsx').then((m) => ({ default: m.ShowExpensesScreen })),
  ),
  '/admin/bills': lazy(() => import('./bills/bills-screen.tsx').then((m) => ({ default: m.BillsScreen }))),
  '/admin/supabase': lazy(() =>
    import('./supabase-auth/supabase-auth-screen.tsx').then((m) => ({ default: m.SupabaseAuthScreen })),
  ),
};
