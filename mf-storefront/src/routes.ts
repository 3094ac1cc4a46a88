import { headerMenuTexts, screenTitles } from '@club/domain/menu-texts';
import type { RemoteRoute } from '@club/web-kit/routes/remote-route';
import { ALLOWANCE_QUERY } from './allowance/allowance-documents.ts';
import { CLUB_RULES_QUERY } from './products/club-rules.ts';
import { PRODUCTS_QUERY } from './products/product-documents.ts';

// This remote's screens, declared only here: the shell learns paths, guards and menu entries from
// the routes.json the build writes from this list (decision 023). One lazy chunk per screen.
// The header menu's order: 10-50 here, the shell's 'Administrar' after them.
export const routes: readonly RemoteRoute[] = [
  {
    path: '/',
    title: headerMenuTexts.home,
    menu: { menu: 'header', label: headerMenuTexts.home, order: 10 },
    screen: () => import('./inicio/inicio-screen.tsx').then((m) => m.InicioScreen),
  },
  {
    path: '/carta',
    title: headerMenuTexts.carta,
    menu: { menu: 'header', label: headerMenuTexts.carta, order: 20 },
    screen: () => import('./carta/carta-screen.tsx').then((m) => m.CartaScreen),
    // What the screen asks for on mount: sent by the page itself, beside the screen's code.
    prefetch: [PRODUCTS_QUERY, CLUB_RULES_QUERY, ALLOWANCE_QUERY],
  },
  {
    path: '/products/:product',
    title: screenTitles.product,
    screen: () => import('./product/product-screen.tsx').then((m) => m.ProductScreen),
  },
  {
    path: '/cart',
    title: screenTitles.cart,
    screen: () => import('./cart/cart-screen.tsx').then((m) => m.CartScreen),
  },
  {
    path: '/confirmation',
    title: screenTitles.confirmation,
    screen: () => import('./confirmation/confirmation-screen.tsx').then((m) => m.ConfirmationScreen),
  },
  {
    // Not in the spec's menu: the member's own orders (issue 16).
    path: '/mispedidos',
    title: headerMenuTexts.myOrders,
    menu: { menu: 'header', label: headerMenuTexts.myOrders, order: 30 },
    screen: () => import('./my-orders/my-orders-screen.tsx').then((m) => m.MyOrdersScreen),
  },
  {
    // Everything the club holds about the member (Ley 18.331), readable and as a JSON file.
    path: '/mis-datos',
    title: headerMenuTexts.myData,
    menu: { menu: 'header', label: headerMenuTexts.myData, order: 35 },
    screen: () => import('./my-data/my-data-screen.tsx').then((m) => m.MyDataScreen),
  },
  {
    // The member's card for the counter: rotating QR codes, shown offline too.
    path: '/mi-carnet',
    title: headerMenuTexts.myCard,
    menu: { menu: 'header', label: headerMenuTexts.myCard, order: 37 },
    screen: () => import('./member-card/member-card-screen.tsx').then((m) => m.MemberCardScreen),
  },
  {
    path: '/aboutus',
    title: headerMenuTexts.about,
    menu: { menu: 'header', label: headerMenuTexts.about, order: 40 },
    screen: () => import('./about/about-screen.tsx').then((m) => m.AboutScreen),
  },
  {
    path: '/news',
    title: headerMenuTexts.news,
    menu: { menu: 'header', label: headerMenuTexts.news, order: 50 },
    screen: () => import('./news/news-screen.tsx').then((m) => m.NewsScreen),
  },
];
