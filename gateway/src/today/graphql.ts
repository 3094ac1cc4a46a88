import { builder, signedInViewer } from '../kernel/graphql/builder.ts';
import { type TodayAtAGlance, todayAtAGlance } from './queries.ts';

// The back office's first screen in one query: what needs doing today, as counts.

const nullableCount = (description: string) => ({ nullable: true as const, description });

const TodayType = builder.objectRef<TodayAtAGlance>('TodayAtAGlance').implement({
  description:
    'What needs doing today. A count is null when the viewer lacks the permission of the screen it links to.',
  fields: (t) => ({
    toPrepare: t.exposeInt(
      'toPrepare',
      nullableCount("Today's pending orders not yet packed (orders.view)."),
    ),
    toHandOver: t.exposeInt('toHandOver', nullableCount("Today's pending orders (orders.view).")),
    unclosed: t.exposeInt(
      'unclosed',
      nullableCount("'Sin cerrar': pending orders of past days (orders.view)."),
    ),
    lowStock: t.exposeInt(
      'lowStock',
      nullableCount('Products on sale near or under the out-of-stock line (stock.manage).'),
    ),
    monthsToClose: t.exposeInt('monthsToClose', nullableCount('Past months not yet signed (close.view).')),
    failingMails: t.exposeInt(
      'failingMails',
      nullableCount('Mails the outbox gave up on (settings.manage).'),
    ),
  }),
});

builder.queryFields((t) => ({
  todayAtAGlance: t.field({
    type: TodayType,
    description:
      "The back office's first screen: today's work as counts, each as the viewer's permissions allow.",
    authScopes: { backOffice: true },
    resolve: (_root, _args, ctx) => todayAtAGlance(ctx.db, signedInViewer(ctx).permissions, ctx.now()),
  }),
}));
