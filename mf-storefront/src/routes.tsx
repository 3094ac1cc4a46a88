import { type ComponentType, lazy } from 'react';

// Contract with the shell: path pattern → screen. One lazy chunk per screen; the shell adds Suspense.
export const routes: Record<string, ComponentType> = {
  '/': lazy(() => import('./inicio/inicio-screen.tsx').then((m) => ({ default: m.InicioScreen }))),
  '/carta': lazy(() => import('./carta/carta-screen.tsx').then((m) => ({ default: m.CartaScreen }))),
  '/products/:product': lazy(() =>
    import('./product/product-screen.tsx').then((m) => ({ default: m.ProductScreen })),
  ),
  '/cart': lazy(() => import('./cart/cart-screen.tsx').then((m) => ({ default: m.CartScreen }))),
  '/confirmation': lazy(() =>
    import('./confirmation/confirmation-screen.tsx').then((m) => ({ default: m.ConfirmationScreen })),
  ),
  '/mispedidos': lazy(() =>
    import('./my-orders/my-orders-screen.tsx').then((m) => ({ default: m.MyOrdersScreen })),
  ),
  '/aboutus': lazy(() => import('./about/about-screen.tsx').then((m) => ({ default: m.AboutScreen }))),
  '/news': lazy(() => import('./news/news-screen.tsx').then((m) => ({ default: m.NewsScreen }))),
};
