import { adminHomeTexts, screenTitles } from '@club/domain/menu-texts';
import { adminRoute, adminTile, type RemoteRoute } from '@club/web-kit/routes/remote-route';

// This remote's screens, declared only here: the shell learns paths, guards and menu entries from
// the routes.json the build writes from this list (decision 023). One lazy chunk per screen.
// The /admin tiles interleave remotes: the order numbers place these among harvest's and finance's.
// In the order of the /admin tiles, each tile's inner screens under it.
export const routes: readonly RemoteRoute[] = [
  adminTile('/admin/orders', adminHomeTexts.orders, 20, 'orders.view', () =>
    import('./orders/orders-screen.tsx').then((m) => m.OrdersScreen),
  ),
  adminTile('/admin/mostrador', adminHomeTexts.counter, 21, 'orders.dispense', () =>
    import('./counter/counter-screen.tsx').then((m) => m.CounterScreen),
  ),
  adminTile('/admin/stock', adminHomeTexts.stock, 50, 'stock.manage', () =>
    import('./stock/stock-screen.tsx').then((m) => m.StockScreen),
  ),
  adminTile('/admin/socios', adminHomeTexts.socios, 60, 'members.view', () =>
    import('./socios/socios-screen.tsx').then((m) => m.SociosScreen),
  ),
  adminRoute('/admin/socios/:id', screenTitles.socio, 'members.view', () =>
    import('./socios/member-screen.tsx').then((m) => m.MemberScreen),
  ),
  adminTile('/admin/solicitudes', adminHomeTexts.applications, 65, 'applications.manage', () =>
    import('./solicitudes/applications-screen.tsx').then((m) => m.ApplicationsScreen),
  ),
  adminTile('/admin/correos', adminHomeTexts.mail, 70, 'settings.manage', () =>
    import('./outbox/outbox-screen.tsx').then((m) => m.OutboxScreen),
  ),
  adminTile('/admin/ajustes', adminHomeTexts.settings, 80, 'settings.manage', () =>
    import('./settings/settings-screen.tsx').then((m) => m.SettingsScreen),
  ),
  adminTile('/admin/claves', adminHomeTexts.reportingKeys, 85, 'security.manage', () =>
    import('./claves/credentials-screen.tsx').then((m) => m.CredentialsScreen),
  ),
];
