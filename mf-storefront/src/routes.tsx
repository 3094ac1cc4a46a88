import { type ComponentType, lazy } from 'react';

// Contract with the shell: path pattern → screen. One lazy chunk per screen; the shell adds Suspense.
export const routes: Record<string, ComponentType> = {
  '/': lazy(() => import('./inicio/inicio-screen.tsx').then((m) => ({ default: m.InicioScreen }))),
};
