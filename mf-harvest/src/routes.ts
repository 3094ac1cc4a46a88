import { adminHomeTexts } from '@club/domain/menu-texts';
import type { RemoteRoute } from '@club/web-kit/routes/remote-route';

// This remote's screens, declared only here: the shell learns paths, guards and menu entries from
// the routes.json the build writes from this list (decision 023). One lazy chunk per screen.
// The harvest menu's own buttons stay in its screen: they link inside this remote only.
export const routes: readonly RemoteRoute[] = [
  {
    path: '/admin/harvestfile',
    admin: true,
    menu: { menu: 'admin', label: adminHomeTexts.harvest, order: 30 },
    screen: () => import('./harvest-menu/harvest-menu-screen.tsx').then((m) => m.HarvestMenuScreen),
  },
  {
    path: '/admin/harvests',
    admin: true,
    screen: () => import('./harvests/harvests-screen.tsx').then((m) => m.HarvestsScreen),
  },
  {
    path: '/admin/harvests/form',
    admin: true,
    screen: () => import('./harvest-form/harvest-form-screen.tsx').then((m) => m.HarvestFormScreen),
  },
  {
    path: '/admin/workdone',
    admin: true,
    screen: () => import('./work-done/work-done-screen.tsx').then((m) => m.WorkDoneScreen),
  },
  {
    path: '/admin/todos',
    admin: true,
    menu: { menu: 'admin', label: adminHomeTexts.todos, order: 10 },
    screen: () => import('./todos/todos-screen.tsx').then((m) => m.TodosScreen),
  },
  {
    path: '/admin/plantas',
    admin: true,
    menu: { menu: 'admin', label: adminHomeTexts.plants, order: 32 },
    screen: () => import('./plants/plants-screen.tsx').then((m) => m.PlantsScreen),
  },
  {
    path: '/admin/plantas/:id',
    admin: true,
    screen: () => import('./plants/batch-screen.tsx').then((m) => m.BatchScreen),
  },
  {
    path: '/admin/tratamientos',
    admin: true,
    menu: { menu: 'admin', label: adminHomeTexts.treatments, order: 34 },
    screen: () => import('./treatments/treatments-screen.tsx').then((m) => m.TreatmentsScreen),
  },
  {
    path: '/admin/trazabilidad',
    admin: true,
    menu: { menu: 'admin', label: adminHomeTexts.traceability, order: 36 },
    screen: () => import('./traceability/traceability-screen.tsx').then((m) => m.TraceabilityScreen),
  },
];
