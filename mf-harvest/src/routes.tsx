import { type ComponentType, lazy } from 'react';

// Contract with the shell: path pattern → screen. One lazy chunk per screen; the shell adds Suspense.
export const routes: Record<string, ComponentType> = {
  '/admin/harvestfile': lazy(() =>
    import('./harvest-menu/harvest-menu-screen.tsx').then((m) => ({ default: m.HarvestMenuScreen })),
  ),
  '/admin/harvests': lazy(() =>
    import('./harvests/harvests-screen.tsx').then((m) => ({ default: m.HarvestsScreen })),
  ),
  '/admin/harvests/form': lazy(() =>
    import('./harvest-form/harvest-form-screen.tsx').then((m) => ({ default: m.HarvestFormScreen })),
  ),
  '/admin/workdone': lazy(() =>
    import('./work-done/work-done-screen.tsx').then((m) => ({ default: m.WorkDoneScreen })),
  ),
  '/admin/todos': lazy(() => import('./todos/todos-screen.tsx').then((m) => ({ default: m.TodosScreen }))),
};
