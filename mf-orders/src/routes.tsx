import { type ComponentType, lazy } from 'react';

// Contract with the shell: path pattern → screen. One lazy chunk per screen; the shell adds Suspense.
export const routes: Record<string, ComponentType> = {
  '/admin/stock': lazy(() => import('./stock/stock-screen.tsx').then((m) => ({ default: m.StockScreen }))),
  '/admin/socios': lazy(() =>
    import('./socios/socios-screen.tsx').then((m) => ({ default: m.SociosScreen })),
  ),
  '/admin/socios/:id': lazy(() =>
    import('./socios/member-screen.tsx').then((m) => ({ default: m.MemberScreen })),
  ),
  '/admin/orders': lazy(() =>
    import('./orders/orders-screen.tsx').then((m) => ({ default: m.OrdersScreen })),
  ),
  '/admin/ajustes': lazy(() =>
    import('./settings/settings-screen.tsx').then((m) => ({ default: m.SettingsScreen })),
  ),
  '/admin/correos': lazy(() =>
    import('./outbox/outbox-screen.tsx').then((m) => ({ default: m.OutboxScreen })),
  ),
};
