import { adminHomeTexts } from '@club/domain/menu-texts';
import type { RemoteRoute } from '@club/web-kit/routes/remote-route';

// This remote's screens, declared only here: the shell learns paths, guards and menu entries from
// the routes.json the build writes from this list (decision 023). One lazy chunk per screen.
// supabase-js is fetched by the screens that need the hosted service (src/hosted/supabase-client.ts)
// and auth-ui only by /admin/supabase, so the menu and the bills form never load either.
export const routes: readonly RemoteRoute[] = [
  {
    path: '/admin/expensefile',
    admin: true,
    menu: { menu: 'admin', label: adminHomeTexts.expenses, order: 40 },
    screen: () => import('./expense-menu/expense-menu-screen.tsx').then((m) => m.ExpenseMenuScreen),
  },
  {
    path: '/admin/expense',
    admin: true,
    screen: () => import('./expense/expense-screen.tsx').then((m) => m.ExpenseScreen),
  },
  {
    path: '/admin/showExpenses',
    admin: true,
    screen: () => import('./show-expenses/show-expenses-screen.tsx').then((m) => m.ShowExpensesScreen),
  },
  {
    path: '/admin/bills',
    admin: true,
    screen: () => import('./bills/bills-screen.tsx').then((m) => m.BillsScreen),
  },
  // The club's legal records (issue 17): waste destroyed, and the monthly close the RT signs.
  {
    path: '/admin/destruccion',
    admin: true,
    menu: { menu: 'admin', label: adminHomeTexts.destruction, order: 45 },
    screen: () => import('./destruction/destruction-screen.tsx').then((m) => m.DestructionScreen),
  },
  {
    path: '/admin/cierre',
    admin: true,
    menu: { menu: 'admin', label: adminHomeTexts.monthClose, order: 46 },
    screen: () => import('./month-close/month-close-screen.tsx').then((m) => m.MonthCloseScreen),
  },
  {
    path: '/admin/supabase',
    admin: true,
    screen: () => import('./supabase-auth/supabase-auth-screen.tsx').then((m) => m.SupabaseAuthScreen),
  },
];
