import { applicationsProjection, invitationsProjection } from './applications/public.ts';
import { billsProjection } from './bills/public.ts';
import { expensesProjection } from './expenses/public.ts';
import { harvestsProjection } from './harvests/public.ts';
import { registerProjections } from './kernel/events/projections.ts';
import { batchAnalysesProjection } from './lab-results/public.ts';
import { openingBalancesProjection } from './member-import/public.ts';
import { membersProjection } from './members/public.ts';
import { ordersProjection } from './orders/public.ts';
import { productPhotosProjection } from './photos/public.ts';
import { batchesProjection, mothersProjection, treatmentsProjection } from './plants/public.ts';
import { productsProjection } from './products/public.ts';
import { dispensationsProjection } from './reporting/public.ts';
import { memberRolesProjection } from './roles/public.ts';
import { clubSettingsProjection } from './settings/public.ts';
import { clubProfileProjection } from './setup/public.ts';
import { stockProjection } from './stock/public.ts';
import { taskReportsProjection } from './tasks/public.ts';
import { workProjection } from './work/public.ts';

// The club's read models, each registered once: the command pipeline writes them live and replay
// rebuilds them from the log, both from this list. Imported by every entry point that runs a
// command or a replay (the app, the demo seed, replay itself).

registerProjections([
  ordersProjection,
  // Before stock: a new product's stock row refers to its products row.
  productsProjection,
  stockProjection,
  dispensationsProjection,
  billsProjection,
  expensesProjection,
  membersProjection,
  // After members: a role row needs its member's row.
  memberRolesProjection,
  // After members: an opening balance refers to its member's row.
  openingBalancesProjection,
  harvestsProjection,
  workProjection,
  taskReportsProjection,
  clubSettingsProjection,
  mothersProjection,
  batchesProjection,
  treatmentsProjection,
  batchAnalysesProjection,
  invitationsProjection,
  applicationsProjection,
  productPhotosProjection,
  clubProfileProjection,
]);
