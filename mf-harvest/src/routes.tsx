import { type ComponentType, lazy } from 'react';

// Contract with the shell: path pattern → screen. One lazy chunk per screen; the shell adds Suspense.
export const routes: Record<string, ComponentType> = {
  '/admin/harvestfile': lazy(() =>
    import('./harvest-menu/harvest-menu-screen.tsx').then((m) => ({ default: m.HarvestMenuScreen })),
  ),
};
