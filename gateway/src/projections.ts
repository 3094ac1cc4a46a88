import { registerProjections } from './kernel/events/projections.ts';
import { ordersProjection } from './orders/public.ts';
import { dispensationsProjection } from './reporting/public.ts';
import { stockProjection } from './stock/public.ts';

// The club's read models, each registered once: the command pipeline writes them live and replay
// rebuilds them from the log, both from this list. Imported by every entry point that runs a
// command or a replay (the app, the demo seed, replay).

registerProjections([ordersProjection, stockProjection, dispensationsProjection]);
