import { describe, expect, it } from 'vitest';
import { adminRoute, adminTile, parseRouteList, routeInfo } from './remote-route.ts';

describe('parseRouteList', () => {
  it('takes a list of paths with their guard and menu entry', () => {
    const list = [
      {
        path: '/admin/stock',
        title: 'Administrar Stock',
        admin: true,
        menu: { menu: 'admin', label: 'Administrar Stock', order: 50 },
      },
      { path: '/cart', title: 'Carrito' },
      // A remote built before routes had titles.
      { path: '/news' },
    ];
    expect(parseRouteList(list)).toEqual(list);
  });

  it('refuses the whole list when one entry is malformed', () => {
    for (const bad of [
      { path: 'cart' },
      { path: '/cart', admin: 'yes' },
      { path: '/cart', title: 7 },
      { path: '/cart', menu: { menu: 'footer', label: 'x', order: 1 } },
      { path: '/cart', menu: { menu: 'header', label: 'x' } },
      null,
    ]) {
      expect(parseRouteList([{ path: '/' }, bad])).toBeUndefined();
    }
    expect(parseRouteList({ path: '/' })).toBeUndefined();
  });
});

describe('routeInfo', () => {
  it('is what routes.json says of a route: no screen', () => {
    const screen = async () => () => null;
    expect(
      routeInfo({ path: '/news', title: 'Noticias', screen } as Parameters<typeof routeInfo>[0]),
    ).toEqual({
      path: '/news',
      title: 'Noticias',
    });
  });
});

describe('adminRoute and adminTile', () => {
  it('write what routes.json says of a back-office screen, with and without its /admin tile', () => {
    const screen = async () => () => null;
    expect(routeInfo(adminRoute('/admin/socios/:id', 'Socio', 'members.view', screen))).toEqual({
      path: '/admin/socios/:id',
      title: 'Socio',
      admin: true,
      permission: 'members.view',
    });
    expect(routeInfo(adminTile('/admin/stock', 'Administrar Stock', 50, 'stock.manage', screen))).toEqual({
      path: '/admin/stock',
      title: 'Administrar Stock',
      admin: true,
      permission: 'stock.manage',
      menu: { menu: 'admin', label: 'Administrar Stock', order: 50 },
    });
  });
});
