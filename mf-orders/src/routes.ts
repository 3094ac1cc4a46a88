import { adminHomeTexts } from '@club/domain/menu-texts';
import type { RemoteRoute } from '@club/web-kit/routes/remote-route';

// This remote's screens, declared only here: the shell learns paths, guards and menu entries from
// the routes.json the build writes from this list (decision 023). One lazy chunk per screen.
// The /admin tiles interleave remotes: the order numbers place these among harvest's and finance's.
export const routes: readonly RemoteRoute[] = [
  {
    path: '/admin/stock',
    admin: true,
    menu: { menu: 'admin', label: adminHomeTexts.stock, order: 50 },
    screen: () => import('./stock/stock-screen.tsx').then((m) => m.StockScreen),
  },
  {
    path: '/admin/socios',
    admin: true,
    menu: { menu: 'admin', label: adminHomeTexts.socios, order: 60 },
    screen: () => import('./socios/socios-screen.tsx').then((m) => m.SociosScreen),
  },
  {
    path: '/admin/socios/:id',
    admin: true,
    screen: () => import('./socios/member-screen.tsx').then((m) => m.MemberScreen),
  },
  {
    path: '/admin/orders',
    admin: true,
    menu: { menu: 'admin', label: adminHomeTexts.orders, order: 20 },
    screen: () => import('./orders/orders-screen.tsx').then((m) => m.OrdersScreen),
  },
  {
    path: '/admin/ajustes',
    admin: true,
    menu: { menu: 'admin', label: adminHomeTexts.settings, order: 80 },
    screen: () => import('./settings/settings-screen.tsx').then((m) => m.SettingsScreen),
  },
  {
    path: '/admin/correos',
    admin: true,
    menu: { menu: 'admin', label: adminHomeTexts.mail, order: 70 },
    screen: () => import('./outbox/outbox-screen.tsx').then((m) => m.OutboxScreen),
  },
];
