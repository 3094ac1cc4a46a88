import { texts } from './texts.ts';

export interface MenuItem {
  title: string;
  url: string;
  admin?: boolean;
}

// Spec §2: navigation menu, in this order; admin-only entries are hidden from non-admins.
export const menuItems: readonly MenuItem[] = [
  { title: texts.menu.home, url: '/' },
  { title: texts.menu.carta, url: '/carta' },
  // Not in the spec's menu: the member's own orders (issue 16).
  { title: texts.menu.myOrders, url: '/mispedidos' },
  { title: texts.menu.about, url: '/aboutus' },
  { title: texts.menu.news, url: '/news' },
  { title: texts.menu.admin, url: '/admin', admin: true },
];

export function visibleMenu(isAdmin: boolean): MenuItem[] {
  return menuItems.filter((item) => isAdmin || !item.admin);
}
