import { builder, signedInViewer } from '../kernel/graphql/builder.ts';
import { outcomeResult } from '../kernel/graphql/outcome-result.ts';
import {
  type CloseOutcome,
  type CloseOverview,
  closedMonthReport,
  closeMonth,
  closeOverview,
  type MonthView,
} from './commands.ts';
import type { ProductBalance } from './month-balance.ts';

// The monthly close over GraphQL, admins only: the close the Responsable Técnico signs, and the
// closed month's report for the regulator (CSV, PDF).

const BalanceLineType = builder
  .objectRef<ProductBalance & { reason: string | null }>('BalanceLine')
  .implement({
    description:
      'One product in a month, in grams: opening + received + adjusted − dispensed − destroyed − pending = closing.',
    fields: (t) => ({
      productId: t.exposeInt('productId'),
      species: t.exposeString('species'),
      opening: t.exposeInt('opening'),
      received: t.exposeInt('received', { description: 'Harvests and loaded stock.' }),
      adjusted: t.exposeInt('adjusted', { description: 'Corrections, signed.' }),
      dispensed: t.exposeInt('dispensed', { description: 'Orders delivered and bills.' }),
      destroyed: t.exposeInt('destroyed'),
      pending: t.exposeInt('pending', {
        description: 'Reserved by orders of the month not handed over yet.',
      }),
      closing: t.exposeInt('closing'),
      ledger: t.exposeInt('ledger', { description: 'The stock ledger at the end of the month.' }),
      difference: t.exposeInt('difference', { description: 'ledger − closing.' }),
      reason: t.exposeString('reason', { nullable: true, description: "The RT's reason for a difference." }),
    }),
  });

const MonthCloseType = builder.objectRef<MonthView>('MonthClose').implement({
  fields: (t) => ({
    month: t.exposeString('month', { description: 'YYYY-MM.' }),
    closed: t.boolean({ resolve: (m) => m.close !== null }),
    closable: t.exposeBoolean('closable', { description: 'The one month that can be closed now.' }),
    lines: t.field({ type: [BalanceLineType], resolve: (m) => m.products }),
    hash: t.exposeString('hash', { description: "SHA-256 of the month's stock events (decision 030)." }),
    events: t.exposeInt('events'),
    pendingOrders: t.exposeInt('pendingOrders'),
    signedBy: t.string({ nullable: true, resolve: (m) => m.close?.signedBy ?? null }),
    closedAt: t.string({ nullable: true, resolve: (m) => m.close?.closedAt ?? null }),
  }),
});

const CloseOverviewType = builder
  .objectRef<CloseOverview & { technicalLead: boolean }>('MonthCloses')
  .implement({
    fields: (t) => ({
      currentMonth: t.exposeString('currentMonth'),
      nextToClose: t.exposeString('nextToClose'),
      technicalLead: t.exposeBoolean('technicalLead', {
        description: 'Whether the viewer is a Responsable Técnico (only they can close).',
      }),
      months: t.field({ type: [MonthCloseType], description: 'Newest first.', resolve: (o) => o.months }),
    }),
  });

const CloseReasonInput = builder.inputType('CloseReasonInput', {
  fields: (t) => ({ productId: t.int({ required: true }), reason: t.string({ required: true }) }),
});

const CloseMonthInput = builder.inputType('CloseMonthInput', {
  fields: (t) => ({
    month: t.string({ required: true }),
    reasons: t.field({ type: [CloseReasonInput], required: true }),
    hash: t.string({
      description: 'The hash shown when the RT reviewed it: refused if the month changed since.',
    }),
  }),
});

const CloseMonthResultType = outcomeResult<CloseOutcome>('CloseMonthResult', {
  codes:
    'NO_ES_RT, MES_INVALIDO, MES_FUTURO, MES_YA_CERRADO, MES_ANTERIOR_ABIERTO, PEDIDOS_SIN_CERRAR, CIERRE_DESACTUALIZADO, MOTIVO_FALTANTE or CAMBIO_CONCURRENTE.',
  fields: (t) => ({
    hash: t.string({ nullable: true, resolve: (r) => (r.ok ? r.close.hash : null) }),
  }),
});

builder.queryFields((t) => ({
  monthCloses: t.field({
    type: CloseOverviewType,
    authScopes: { permission: 'close.view', inspection: true },
    async resolve(_root, _args, ctx) {
      const signer = signedInViewer(ctx).permissions.has('close.sign');
      return { ...(await closeOverview(ctx.db, ctx.now())), technicalLead: signer };
    },
  }),
  monthReportCsv: t.string({
    nullable: true,
    description:
      "A closed month's report for the regulator as CSV (';', CRLF, UTF-8), as kept when the month closed; null while open.",
    authScopes: { permission: 'close.view', inspection: true },
    args: { month: t.arg.string({ required: true }) },
    async resolve(_root, args, ctx) {
      return (await closedMonthReport(ctx.db, args.month))?.csv ?? null;
    },
  }),
  monthReportPdf: t.string({
    nullable: true,
    description: 'The same report as a PDF, base64; null while the month is open.',
    authScopes: { permission: 'close.view', inspection: true },
    args: { month: t.arg.string({ required: true }) },
    async resolve(_root, args, ctx) {
      return (await closedMonthReport(ctx.db, args.month))?.pdf.toString('base64') ?? null;
    },
  }),
}));

builder.mutationFields((t) => ({
  closeMonth: t.field({
    type: CloseMonthResultType,
    description: 'The Responsable Técnico signs the month: MonthClosed with the figures and the hash.',
    authScopes: { permission: 'close.sign' },
    args: { input: t.arg({ type: CloseMonthInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      closeMonth(
        ctx.db,
        signedInViewer(ctx).memberId,
        { month: input.month, reasons: input.reasons, hash: input.hash ?? null },
        ctx.now(),
      ),
  }),
}));
