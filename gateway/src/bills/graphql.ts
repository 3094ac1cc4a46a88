import { isCalendarMonth } from '@club/domain/calendar-month';
import { texts } from '@club/domain/texts';
import { createGraphQLError } from 'graphql-yoga';
import { builder, signedInViewer } from '../kernel/graphql/builder.ts';
import { outcomeResult } from '../kernel/graphql/outcome-result.ts';
import { type AddBillOutcome, addBill, BILL_ADDED_MSG } from './commands.ts';
import { type Bill, type BillLineView, listBills } from './queries.ts';

// Bills for admins: handovers to a member outside the online orders (docs/decisions/011-finance.md).
// Expected refusals are typed results (ok false, code, Spanish error), never GraphQL errors.

function badMonth(message: string): Error {
  return createGraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

const BillLineType = builder.objectRef<BillLineView>('BillLine').implement({
  fields: (t) => ({
    product: t.exposeString('product', { description: "Product key, e.g. 'ogkush'." }),
    species: t.exposeString('species'),
    grams: t.exposeInt('grams'),
  }),
});

const BillType = builder.objectRef<Bill>('Bill').implement({
  description: 'A handover to a member recorded in the bills form; it counts against their limits.',
  fields: (t) => ({
    id: t.exposeID('id'),
    memberId: t.exposeInt('memberId'),
    name: t.exposeString('name'),
    lastName: t.exposeString('lastName'),
    date: t.exposeString('date', {
      description: 'YYYY-MM-DD: its month is the one whose limit it counts against.',
    }),
    grams: t.exposeInt('grams'),
    lines: t.field({ type: [BillLineType], resolve: (bill) => bill.lines }),
  }),
});

const BillResultType = outcomeResult<AddBillOutcome>('BillResult', {
  okMsg: BILL_ADDED_MSG,
  codes: 'e.g. LIMITE_MENSUAL, LIMITE_ANUAL, STOCK_INSUFICIENTE, SOCIO_INACTIVO.',
  fields: (t) => ({
    billId: t.string({ nullable: true, resolve: (r) => (r.ok ? r.billId : null) }),
    gramsPurchased: t.int({
      nullable: true,
      description:
        "Accepted: the member's grams in the bill's month, this bill included. Over a limit: grams already counted in that period.",
      resolve: (r) => (r.ok ? r.gramsPurchased : 'period' in r.error ? r.error.gramsPurchased : null),
    }),
    gramsLeft: t.int({
      nullable: true,
      description: 'Accepted or over a limit: grams the member may still receive (month and year together).',
      resolve: (r) => (r.ok ? r.gramsLeft : 'period' in r.error ? r.error.gramsLeft : null),
    }),
  }),
});

const BillLineInput = builder.inputType('BillLineInput', {
  fields: (t) => ({
    product: t.string({
      required: true,
      description: "Product key ('ogkush'); a species ('OG Kush') works too.",
    }),
    amount: t.int({ required: true, description: 'Grams, a whole number above 0.' }),
  }),
});

const AddBillInput = builder.inputType('AddBillInput', {
  fields: (t) => ({
    socioId: t.int({ required: true, description: 'An active member (the socios query).' }),
    date: t.string({ required: true, description: 'YYYY-MM-DD, not after today.' }),
    species: t.field({ type: [BillLineInput], required: true, description: 'Each species at most once.' }),
  }),
});

builder.queryFields((t) => ({
  bills: t.field({
    type: [BillType],
    description: 'The bills dated in a month (YYYY-MM), by date.',
    authScopes: { permission: 'bills.manage' },
    args: { month: t.arg.string({ required: true }) },
    resolve: (_root, { month }, ctx) => {
      if (!isCalendarMonth(month)) throw badMonth(texts.bills.invalidMonth);
      return listBills(ctx.db, month);
    },
  }),
}));

builder.mutationFields((t) => ({
  addBill: t.field({
    type: BillResultType,
    description:
      "The twin of POST /admin/addBill: appends BillIssued, takes the grams from stock and counts them against the member's limits, under the orders' lock.",
    authScopes: { permission: 'bills.manage' },
    args: { input: t.arg({ type: AddBillInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      addBill(
        ctx.db,
        signedInViewer(ctx).memberId,
        { socio_id: input.socioId, date: input.date, species: input.species },
        ctx.now(),
      ),
  }),
}));
