import { adminHomeTexts, screenTitles } from '@club/domain/menu-texts';
import { adminRoute, adminTile, type RemoteRoute } from '@club/web-kit/routes/remote-route';

// This remote's screens, declared only here: the shell learns paths, guards and menu entries from
// the routes.json the build writes from this list (decision 023). One lazy chunk per screen.
// The harvest menu's own buttons stay in its screen: they link inside this remote only.
// In the order of the /admin tiles, each tile's inner screens under it.
export const routes: readonly RemoteRoute[] = [
  adminTile('/admin/todos', adminHomeTexts.todos, 10, 'tasks.manage', () =>
    import('./todos/todos-screen.tsx').then((m) => m.TodosScreen),
  ),
  adminTile('/admin/harvestfile', adminHomeTexts.harvest, 30, 'plants.manage', () =>
    import('./harvest-menu/harvest-menu-screen.tsx').then((m) => m.HarvestMenuScreen),
  ),
  adminRoute('/admin/harvests', screenTitles.harvests, 'plants.manage', () =>
    import('./harvests/harvests-screen.tsx').then((m) => m.HarvestsScreen),
  ),
  adminRoute('/admin/harvests/form', screenTitles.harvestForm, 'plants.manage', () =>
    import('./harvest-form/harvest-form-screen.tsx').then((m) => m.HarvestFormScreen),
  ),
  adminRoute('/admin/workdone', screenTitles.workDone, 'work.manage', () =>
    import('./work-done/work-done-screen.tsx').then((m) => m.WorkDoneScreen),
  ),
  adminTile('/admin/plantas', adminHomeTexts.plants, 32, 'plants.manage', () =>
    import('./plants/plants-screen.tsx').then((m) => m.PlantsScreen),
  ),
  adminRoute('/admin/plantas/:id', screenTitles.batch, 'plants.manage', () =>
    import('./plants/batch-screen.tsx').then((m) => m.BatchScreen),
  ),
  adminTile('/admin/tratamientos', adminHomeTexts.treatments, 34, 'plants.manage', () =>
    import('./treatments/treatments-screen.tsx').then((m) => m.TreatmentsScreen),
  ),
  adminTile('/admin/trazabilidad', adminHomeTexts.traceability, 36, 'reports.view', () =>
    import('./traceability/traceability-screen.tsx').then((m) => m.TraceabilityScreen),
  ),
];
