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
  { title: texts.menu.about, url: '/aboutus' },
  { title: texts.menu.news, url: '/news' },
  { title: texts.menu.admin, url: '/admin', admin: true },
];

export function visibleMenu(isAdmin: boolean): MenuItem[] {
  return menuItems.filter((item) => isAdmin || !item.admin);
}
