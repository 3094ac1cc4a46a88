/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AddBillInput = {
  /** YYYY-MM-DD, not after today. */
  date: string;
  /** An active member (the socios query). */
  socioId: number;
  /** Each species at most once. */
  species: Array<BillLineInput>;
};

export type AddExpenseInput = {
  /** Whole pesos, more than 0. */
  amount: number;
  /** Up to 250 characters. */
  comment?: string | null | undefined;
  /** YYYY-MM-DD. */
  date: string;
  /** One of the eight categories. */
  expense: string;
  /** Path of the receipt inside the bucket Bills: {userId}/{expense}/{MM-YYYY}/{id}, the expense's own. */
  receipt?: string | null | undefined;
};

export type BillLineInput = {
  /** Grams, a whole number above 0. */
  amount: number;
  /** Product key ('ogkush'); a species ('OG Kush') works too. */
  product: string;
};

export type CloseMonthInput = {
  /** The hash shown when the RT reviewed it: refused if the month changed since. */
  hash?: string | null | undefined;
  month: string;
  reasons: Array<CloseReasonInput>;
};

export type CloseReasonInput = {
  productId: number;
  reason: string;
};

export type ClubSettingsInput = {
  /** Required: a client that leaves it out must not turn the demand off by omission. */
  adminTwoFactorRequired: boolean;
  cancelCutoffHours: number;
  closeStaleOrdersAfterDays?: number | null | undefined;
  contactEmail: string;
  contactPhone: string;
  /** Must divide the monthly cap. */
  gramsStep: number;
  /** At most 45 (the law). */
  maxMembers: number;
  /** At most 40 (the law). */
  monthlyGramsLimit: number;
  pickupDays: Array<PickupDaySettingInput>;
  /** At most 480 (the law). */
  yearlyGramsLimit: number;
};

export type CreateMemberInput = {
  lastName: string;
  mail: string;
  name: string;
  /** At least 8 characters; left out or empty, the gateway generates one. */
  password?: string | null | undefined;
};

export type DestroyStockInput = {
  /** YYYY-MM-DD, not after today. */
  date: string;
  grams: number;
  method: string;
  reason: string;
  target: DestructionTargetInput;
  /** The testigo. */
  witness: string;
};

/** What is destroyed: kind 'product' with its productId (batch waste will be another kind). */
export type DestructionTargetInput = {
  kind: string;
  productId?: number | null | undefined;
};

/** The harvest form; blanks are null. Dates YYYY-MM-DD, grams and watts integers. */
export type HarvestInput = {
  bloomDate?: string | null | undefined;
  finished?: boolean | null | undefined;
  firstTransplantation?: string | null | undefined;
  harvestDate?: string | null | undefined;
  lampWatts?: number | null | undefined;
  numberOfPlants?: number | null | undefined;
  observations?: string | null | undefined;
  productId?: number | null | undefined;
  secondTransplantation?: string | null | undefined;
  sketchedDate?: string | null | undefined;
  stock?: number | null | undefined;
  thirdTransplantation?: string | null | undefined;
  waste?: number | null | undefined;
};

/** The manicure modal (spec §3 "Manicure entry"); blanks are null. */
export type ManicureInput = {
  /** YYYY-MM-DD. */
  date?: string | null | undefined;
  /** HH:MM, after startHour. */
  endHour?: string | null | undefined;
  /** 'thick_harvest' or 'thin_harvest'. */
  harvestType?: string | null | undefined;
  nosocioName?: string | null | undefined;
  /** A member flagged as trimmer; or give nosocioName. */
  socioId?: number | null | undefined;
  /** HH:MM. */
  startHour?: string | null | undefined;
};

export type OrderLineInput = {
  /** Positive, in 5 g steps; lines at 0 are ignored. */
  grams: number;
  /** Product key ('ogkush'); a species ('OG Kush') works too. */
  product: string;
};

export type PickupDaySettingInput = {
  slots: Array<SlotSettingInput>;
  weekday: number;
};

export type PlaceOrderInput = {
  /** Pickup day, YYYY-MM-DD, one of pickupDays. */
  date: string;
  lines: Array<OrderLineInput>;
  /** Up to 250 characters. */
  observations?: string | null | undefined;
  /** Pickup slot, HH:MM, one of that day's slots. */
  time: string;
  /** Integer pesos; must equal Σ price × grams at current prices. */
  total: number;
};

export type SlotSettingInput = {
  /** Left out or null: no limit. */
  capacity?: number | null | undefined;
  time: string;
};

/** Fields left out stay as they are. */
export type UpdateMemberInput = {
  lastName?: string | null | undefined;
  mail?: string | null | undefined;
  name?: string | null | undefined;
  technicalLead?: boolean | null | undefined;
  trimmer?: boolean | null | undefined;
};

export type WorkdoneInput = {
  antes_de_salir?: Array<string> | null | undefined;
  crecimiento?: Array<string> | null | undefined;
  floracion?: Array<string> | null | undefined;
  preparto?: Array<string> | null | undefined;
};

export type BillSociosQueryVariables = Exact<{ [key: string]: never; }>;


export type BillSociosQuery = { socios: Array<{ id: number, name: string, lastName: string }> };

export type BillProductsQueryVariables = Exact<{ [key: string]: never; }>;


export type BillProductsQuery = { products: Array<{ id: number, key: string, species: string }> };

export type BillsQueryVariables = Exact<{
  month: string;
}>;


export type BillsQuery = { bills: Array<{ id: string, memberId: number, name: string, lastName: string, date: string, grams: number, lines: Array<{ product: string, species: string, grams: number }> }> };

export type AddBillMutationVariables = Exact<{
  input: AddBillInput;
}>;


export type AddBillMutation = { addBill: { ok: boolean, code: string | null, error: string | null, msg: string, billId: string | null, gramsLeft: number | null, gramsPurchased: number | null } };

export type DestructionProductsQueryVariables = Exact<{ [key: string]: never; }>;


export type DestructionProductsQuery = { stock: Array<{ id: number, species: string, grams: number }> };

export type DestructionsQueryVariables = Exact<{ [key: string]: never; }>;


export type DestructionsQuery = { destructions: Array<{ id: string, kind: string, species: string, grams: number, reason: string, method: string, witness: string, date: string, recordedBy: string }> };

export type DestroyStockMutationVariables = Exact<{
  input: DestroyStockInput;
}>;


export type DestroyStockMutation = { destroyStock: { ok: boolean, code: string | null, error: string | null, field: string | null, destructionId: string | null, grams: number | null } };

export type AddExpenseMutationVariables = Exact<{
  input: AddExpenseInput;
}>;


export type AddExpenseMutation = { addExpense: { ok: boolean, code: string | null, error: string | null, msg: string, expense: { id: string } | null } };

export type OpenHostedSessionMutationVariables = Exact<{ [key: string]: never; }>;


export type OpenHostedSessionMutation = { openHostedSession: { accessToken: string, refreshToken: string } };

export type MonthClosesQueryVariables = Exact<{ [key: string]: never; }>;


export type MonthClosesQuery = { monthCloses: { currentMonth: string, nextToClose: string, technicalLead: boolean, months: Array<{ month: string, closed: boolean, closable: boolean, hash: string, events: number, pendingOrders: number, signedBy: string | null, closedAt: string | null, lines: Array<{ productId: number, species: string, opening: number, received: number, adjusted: number, dispensed: number, destroyed: number, pending: number, closing: number, ledger: number, difference: number, reason: string | null }> }> } };

export type CloseMonthMutationVariables = Exact<{
  input: CloseMonthInput;
}>;


export type CloseMonthMutation = { closeMonth: { ok: boolean, code: string | null, error: string | null, hash: string | null } };

export type MonthReportCsvQueryVariables = Exact<{
  month: string;
}>;


export type MonthReportCsvQuery = { monthReportCsv: string | null };

export type MonthReportPdfQueryVariables = Exact<{
  month: string;
}>;


export type MonthReportPdfQuery = { monthReportPdf: string | null };

export type ExpenseMonthsQueryVariables = Exact<{ [key: string]: never; }>;


export type ExpenseMonthsQuery = { expenseMonths: Array<string> };

export type ExpensesQueryVariables = Exact<{
  month?: string | null | undefined;
}>;


export type ExpensesQuery = { expenses: Array<{ id: string, name: string, date: string, amount: number, comment: string, receipts: Array<string> }> };

export type ExpenseTotalsQueryVariables = Exact<{ [key: string]: never; }>;


export type ExpenseTotalsQuery = { expenseTotals: Array<{ month: string, total: number }> };

export type HarvestFormQueryVariables = Exact<{ [key: string]: never; }>;


export type HarvestFormQuery = { stock: Array<{ id: number, species: string }>, harvests: Array<{ id: number, productId: number, species: string, numberOfPlants: number, waste: number, stock: number, lampWatts: number | null, sketchedDate: string, firstTransplantation: string | null, secondTransplantation: string | null, thirdTransplantation: string | null, bloomDate: string | null, harvestDate: string | null, observations: string, finished: boolean }> };

export type HarvestResultFieldsFragment = { ok: boolean, error: string | null, code: string | null, field: string | null, harvest: { id: number } | null };

export type CreateHarvestMutationVariables = Exact<{
  input: HarvestInput;
}>;


export type CreateHarvestMutation = { createHarvest: { ok: boolean, error: string | null, code: string | null, field: string | null, harvest: { id: number } | null } };

export type UpdateHarvestMutationVariables = Exact<{
  id: number;
  input: HarvestInput;
}>;


export type UpdateHarvestMutation = { updateHarvest: { ok: boolean, error: string | null, code: string | null, field: string | null, harvest: { id: number } | null } };

export type HarvestDatesQueryVariables = Exact<{ [key: string]: never; }>;


export type HarvestDatesQuery = { harvestDates: Array<string> };

export type HarvestsOnQueryVariables = Exact<{
  date: string;
}>;


export type HarvestsOnQuery = { harvestsOn: Array<{ id: number, species: string, numberOfPlants: number, stock: number, waste: number, totalStock: number, productionAverage: number, plantPerformance: number | null, lampWatts: number | null, yieldHistory: Array<{ harvestId: number, harvestDate: string, productionAverage: number }> }> };

export type TrimmersQueryVariables = Exact<{ [key: string]: never; }>;


export type TrimmersQuery = { socios: Array<{ id: number, name: string, lastName: string }> };

export type AddWorkMutationVariables = Exact<{
  input: ManicureInput;
}>;


export type AddWorkMutation = { addWork: { ok: boolean, error: string | null, code: string | null, work: { id: number } | null } };

export type TaskChecklistsQueryVariables = Exact<{ [key: string]: never; }>;


export type TaskChecklistsQuery = { taskChecklists: Array<{ key: string, label: string, tasks: Array<string> }> };

export type TaskReportsQueryVariables = Exact<{ [key: string]: never; }>;


export type TaskReportsQuery = { taskReports: Array<{ id: number, socioName: string, date: string, sentAt: string, workdone: { floracion: Array<string>, preparto: Array<string>, crecimiento: Array<string>, antes_de_salir: Array<string> } }> };

export type SendTaskReportMutationVariables = Exact<{
  date: string;
  workdone: WorkdoneInput;
}>;


export type SendTaskReportMutation = { sendTaskReport: { ok: boolean, error: string | null } };

export type WorkDatesQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkDatesQuery = { workDates: Array<string> };

export type WorkDayQueryVariables = Exact<{
  date: string;
}>;


export type WorkDayQuery = { workDone: Array<{ id: number, type: string, noSocio: number | null, socioName: string, date: string, startHour: string, endHour: string, hours: number }> };

export type WorkMonthTotalsQueryVariables = Exact<{
  month: string;
}>;


export type WorkMonthTotalsQuery = { workMonthTotals: Array<{ noSocio: number | null, socioName: string, thick: number, thin: number, total: number }> };

export type DeleteWorkMutationVariables = Exact<{
  id: number;
}>;


export type DeleteWorkMutation = { deleteWork: { ok: boolean, error: string | null, id: number | null } };

export type OrderHistoryFieldsFragment = { position: number, type: string, actor: string, actorName: string | null, occurredAt: string };

export type AdminOrderFieldsFragment = { id: string, date: string, hour: string, socio: string, observations: string, total: number, grams: number, status: string, products: Array<{ productId: number, key: string, species: string, grams: number }>, history: Array<{ position: number, type: string, actor: string, actorName: string | null, occurredAt: string }> };

export type HandoverResultFieldsFragment = { ok: boolean, code: string | null, error: string | null, order: { id: string, status: string, history: Array<{ position: number, type: string, actor: string, actorName: string | null, occurredAt: string }> } | null };

export type OrderDaysQueryVariables = Exact<{ [key: string]: never; }>;


export type OrderDaysQuery = { orderDays: Array<string> };

export type AdminOrdersQueryVariables = Exact<{
  date: string;
}>;


export type AdminOrdersQuery = { adminOrders: Array<{ id: string, date: string, hour: string, socio: string, observations: string, total: number, grams: number, status: string, products: Array<{ productId: number, key: string, species: string, grams: number }>, history: Array<{ position: number, type: string, actor: string, actorName: string | null, occurredAt: string }> }> };

export type UnclosedOrdersQueryVariables = Exact<{ [key: string]: never; }>;


export type UnclosedOrdersQuery = { unclosedOrders: Array<{ id: string, date: string, hour: string, socio: string, observations: string, total: number, grams: number, status: string, products: Array<{ productId: number, key: string, species: string, grams: number }>, history: Array<{ position: number, type: string, actor: string, actorName: string | null, occurredAt: string }> }> };

export type DeliverOrderMutationVariables = Exact<{
  orderId: string;
}>;


export type DeliverOrderMutation = { deliverOrder: { ok: boolean, code: string | null, error: string | null, order: { id: string, status: string, history: Array<{ position: number, type: string, actor: string, actorName: string | null, occurredAt: string }> } | null } };

export type MarkOrderNotCollectedMutationVariables = Exact<{
  orderId: string;
}>;


export type MarkOrderNotCollectedMutation = { markOrderNotCollected: { ok: boolean, code: string | null, error: string | null, order: { id: string, status: string, history: Array<{ position: number, type: string, actor: string, actorName: string | null, occurredAt: string }> } | null } };

export type AdminCancelOrderMutationVariables = Exact<{
  orderId: string;
  reason: string;
}>;


export type AdminCancelOrderMutation = { adminCancelOrder: { ok: boolean, code: string | null, error: string | null } };

export type DispensationsCsvQueryVariables = Exact<{
  month: string;
}>;


export type DispensationsCsvQuery = { dispensationsCsv: string };

export type OutboxQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type OutboxQuery = { outbox: Array<{ id: number, createdAt: string, recipient: string | null, subject: string, templateId: string, status: string, attempts: number, lastError: string | null }> };

export type SettingsFieldsFragment = { cancelCutoffHours: number, monthlyGramsLimit: number, yearlyGramsLimit: number, gramsStep: number, maxMembers: number, contactEmail: string, contactPhone: string, closeStaleOrdersAfterDays: number | null, adminTwoFactorRequired: boolean, pickupDays: Array<{ weekday: number, slots: Array<{ time: string, capacity: number | null }> }> };

export type AdminSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminSettingsQuery = { clubSettings: { cancelCutoffHours: number, monthlyGramsLimit: number, yearlyGramsLimit: number, gramsStep: number, maxMembers: number, contactEmail: string, contactPhone: string, closeStaleOrdersAfterDays: number | null, adminTwoFactorRequired: boolean, pickupDays: Array<{ weekday: number, slots: Array<{ time: string, capacity: number | null }> }> }, clubSettingsHistory: Array<{ effectiveFrom: string, settings: { cancelCutoffHours: number, monthlyGramsLimit: number, yearlyGramsLimit: number, gramsStep: number, maxMembers: number, contactEmail: string, contactPhone: string, closeStaleOrdersAfterDays: number | null, adminTwoFactorRequired: boolean, pickupDays: Array<{ weekday: number, slots: Array<{ time: string, capacity: number | null }> }> } }> };

export type AdminChangeSettingsMutationVariables = Exact<{
  effectiveFrom: string;
  settings: ClubSettingsInput;
}>;


export type AdminChangeSettingsMutation = { changeClubSettings: { ok: boolean, code: string | null, field: string | null, error: string | null } };

export type MemberFieldsFragment = { id: number, name: string, lastName: string, mail: string, role: string, active: boolean, trimmer: boolean, technicalLead: boolean, since: string, gramsMonth: number, gramsYear: number };

export type MemberResultFieldsFragment = { ok: boolean, code: string | null, error: string | null, field: string | null, password: string | null, member: { id: number, name: string, lastName: string, mail: string, role: string, active: boolean, trimmer: boolean, technicalLead: boolean, since: string, gramsMonth: number, gramsYear: number } | null };

export type SociosListQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type SociosListQuery = { members: Array<{ id: number, name: string, lastName: string, mail: string, role: string, active: boolean, trimmer: boolean, technicalLead: boolean, since: string, gramsMonth: number, gramsYear: number }>, memberLimit: { active: number, max: number, monthlyGrams: number, yearlyGrams: number } };

export type SocioPageQueryVariables = Exact<{
  id: number;
}>;


export type SocioPageQuery = { memberPage: { member: { id: number, name: string, lastName: string, mail: string, role: string, active: boolean, trimmer: boolean, technicalLead: boolean, since: string, gramsMonth: number, gramsYear: number }, grams: { month: string, usedMonth: number, limitMonth: number, usedYear: number, limitYear: number }, months: Array<{ month: string, label: string, grams: number, orders: number, orderGrams: number, orderTotal: number, bills: number, billGrams: number, billTotal: number }>, activity: Array<{ kind: string, id: string, date: string, time: string | null, grams: number, total: number, status: string, counted: boolean, lines: Array<{ species: string, grams: number }> }>, history: Array<{ position: number, type: string, date: string, time: string, who: string, description: string }> } | null };

export type CreateMemberMutationVariables = Exact<{
  input: CreateMemberInput;
}>;


export type CreateMemberMutation = { createMember: { ok: boolean, code: string | null, error: string | null, field: string | null, password: string | null, member: { id: number, name: string, lastName: string, mail: string, role: string, active: boolean, trimmer: boolean, technicalLead: boolean, since: string, gramsMonth: number, gramsYear: number } | null } };

export type UpdateMemberMutationVariables = Exact<{
  id: number;
  input: UpdateMemberInput;
}>;


export type UpdateMemberMutation = { updateMember: { ok: boolean, code: string | null, error: string | null, field: string | null, password: string | null, member: { id: number, name: string, lastName: string, mail: string, role: string, active: boolean, trimmer: boolean, technicalLead: boolean, since: string, gramsMonth: number, gramsYear: number } | null } };

export type SetMemberTechnicalLeadMutationVariables = Exact<{
  id: number;
  technicalLead: boolean;
}>;


export type SetMemberTechnicalLeadMutation = { setMemberTechnicalLead: { ok: boolean, code: string | null, error: string | null, field: string | null, password: string | null, member: { id: number, name: string, lastName: string, mail: string, role: string, active: boolean, trimmer: boolean, technicalLead: boolean, since: string, gramsMonth: number, gramsYear: number } | null } };

export type SetMemberTrimmerMutationVariables = Exact<{
  id: number;
  trimmer: boolean;
}>;


export type SetMemberTrimmerMutation = { setMemberTrimmer: { ok: boolean, code: string | null, error: string | null, field: string | null, password: string | null, member: { id: number, name: string, lastName: string, mail: string, role: string, active: boolean, trimmer: boolean, technicalLead: boolean, since: string, gramsMonth: number, gramsYear: number } | null } };

export type DeactivateMemberMutationVariables = Exact<{
  id: number;
}>;


export type DeactivateMemberMutation = { deactivateMember: { ok: boolean, code: string | null, error: string | null, field: string | null, password: string | null, member: { id: number, name: string, lastName: string, mail: string, role: string, active: boolean, trimmer: boolean, technicalLead: boolean, since: string, gramsMonth: number, gramsYear: number } | null } };

export type ReactivateMemberMutationVariables = Exact<{
  id: number;
}>;


export type ReactivateMemberMutation = { reactivateMember: { ok: boolean, code: string | null, error: string | null, field: string | null, password: string | null, member: { id: number, name: string, lastName: string, mail: string, role: string, active: boolean, trimmer: boolean, technicalLead: boolean, since: string, gramsMonth: number, gramsYear: number } | null } };

export type ResetMemberPasswordMutationVariables = Exact<{
  id: number;
  password?: string | null | undefined;
}>;


export type ResetMemberPasswordMutation = { resetMemberPassword: { ok: boolean, code: string | null, error: string | null, field: string | null, password: string | null, member: { id: number, name: string, lastName: string, mail: string, role: string, active: boolean, trimmer: boolean, technicalLead: boolean, since: string, gramsMonth: number, gramsYear: number } | null } };

export type MemberSecurityQueryVariables = Exact<{
  id: number;
}>;


export type MemberSecurityQuery = { memberSecurity: { lockedUntil: string | null, temporaryPasswordUntil: string | null, twoFactor: { enrolled: boolean, recoveryCodesLeft: number }, log: Array<{ id: number, at: string, action: string, label: string, ip: string, browser: string }> } | null };

export type RemoveMemberTwoFactorMutationVariables = Exact<{
  id: number;
}>;


export type RemoveMemberTwoFactorMutation = { removeMemberTwoFactor: { ok: boolean, error: string | null } };

export type StockItemFieldsFragment = { id: number, species: string, price: number, available: boolean, grams: number };

export type StockChangeResultFieldsFragment = { ok: boolean, code: string | null, error: string | null, changed: boolean, item: { id: number, species: string, price: number, available: boolean, grams: number } | null };

export type StockQueryVariables = Exact<{ [key: string]: never; }>;


export type StockQuery = { stock: Array<{ id: number, species: string, price: number, available: boolean, grams: number }> };

export type EditStockMutationVariables = Exact<{
  id: number;
  price: number;
  available: boolean;
}>;


export type EditStockMutation = { editStock: { ok: boolean, code: string | null, error: string | null, changed: boolean, item: { id: number, species: string, price: number, available: boolean, grams: number } | null } };

export type AdjustStockMutationVariables = Exact<{
  id: number;
  grams: number;
  reason: string;
}>;


export type AdjustStockMutation = { adjustStock: { ok: boolean, code: string | null, error: string | null, changed: boolean, item: { id: number, species: string, price: number, available: boolean, grams: number } | null } };

export type StockHistoryQueryVariables = Exact<{
  productId: number;
}>;


export type StockHistoryQuery = { stockHistory: Array<{ position: number, type: string, occurredAt: string, actor: string, actorName: string | null, gramsChange: number, gramsAfter: number, priceAfter: number, availableAfter: boolean, priceBefore: number | null, availableBefore: boolean | null, reason: string | null }> };

export type CartPickupDaysQueryVariables = Exact<{ [key: string]: never; }>;


export type CartPickupDaysQuery = { pickupDays: Array<{ date: string, label: string, slots: Array<string> }> };

export type CartMyGramsQueryVariables = Exact<{
  date: string;
}>;


export type CartMyGramsQuery = { myGrams: { month: string, usedMonth: number, leftMonth: number, usedYear: number, leftYear: number } };

export type CartOrderUserQueryVariables = Exact<{ [key: string]: never; }>;


export type CartOrderUserQuery = { me: { id: number, name: string, lastName: string, mail: string } };

export type CartPlaceOrderMutationVariables = Exact<{
  input: PlaceOrderInput;
}>;


export type CartPlaceOrderMutation = { placeOrder: { ok: boolean, msg: string, error: string | null, code: string | null, orderId: string | null, gramsPurchased: number | null, gramsLeft: number | null, period: string | null } };

export type MyOrdersQueryVariables = Exact<{ [key: string]: never; }>;


export type MyOrdersQuery = { myOrders: Array<{ id: string, date: string, time: string, status: string, grams: number, total: number, cancellable: boolean, lines: Array<{ key: string, species: string, grams: number }> }> };

export type MyOrdersGramsQueryVariables = Exact<{
  date: string;
}>;


export type MyOrdersGramsQuery = { myGrams: { usedMonth: number, leftMonth: number, limitMonth: number, usedYear: number, leftYear: number, limitYear: number } };

export type CancelOrderMutationVariables = Exact<{
  orderId: string;
}>;


export type CancelOrderMutation = { cancelOrder: { ok: boolean, code: string | null, error: string | null } };

export type StorefrontClubRulesQueryVariables = Exact<{ [key: string]: never; }>;


export type StorefrontClubRulesQuery = { clubSettings: { gramsStep: number, monthlyGramsLimit: number, yearlyGramsLimit: number, cancelCutoffHours: number } };

export type ProductSummaryFieldsFragment = { id: number, key: string, species: string, sativa: number, indica: number, thc: number, cbd: number, price: number, outOfStock: boolean };

export type StorefrontProductsQueryVariables = Exact<{ [key: string]: never; }>;


export type StorefrontProductsQuery = { products: Array<{ id: number, key: string, species: string, sativa: number, indica: number, thc: number, cbd: number, price: number, outOfStock: boolean }> };

export type StorefrontProductQueryVariables = Exact<{
  key: string;
}>;


export type StorefrontProductQuery = { product: { genetics: string, smell: string, flavor: string, description: string, id: number, key: string, species: string, sativa: number, indica: number, thc: number, cbd: number, price: number, outOfStock: boolean } | null };

export type SessionQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionQuery = { me: { isAdmin: boolean, mustChangePassword: boolean, needsSecondFactor: boolean, id: number, name: string, lastName: string, mail: string, twoFactor: { enrolled: boolean } | null }, adminCheck: { msg: string } };

export type LoginResultFieldsFragment = { ok: boolean, msg: string, code: string | null, error: string | null, authToken: string | null, mustChangePassword: boolean };

export type LoginMutationVariables = Exact<{
  mail: string;
  password: string;
}>;


export type LoginMutation = { login: { twoFactorChallenge: string | null, ok: boolean, msg: string, code: string | null, error: string | null, authToken: string | null, mustChangePassword: boolean } };

export type LoginWithCodeMutationVariables = Exact<{
  challenge: string;
  code: string;
}>;


export type LoginWithCodeMutation = { loginWithCode: { ok: boolean, msg: string, code: string | null, error: string | null, authToken: string | null, mustChangePassword: boolean } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export type ChangePasswordMutationVariables = Exact<{
  oldPass: string;
  newPass: string;
  repPass: string;
}>;


export type ChangePasswordMutation = { changePassword: { ok: boolean, msg: string, error: string | null } };

export type TwoFactorStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type TwoFactorStatusQuery = { me: { id: number, isAdmin: boolean, twoFactor: { enrolled: boolean, enrolledAt: string | null, recoveryCodesLeft: number } | null } };

export type StartTwoFactorEnrolmentMutationVariables = Exact<{ [key: string]: never; }>;


export type StartTwoFactorEnrolmentMutation = { startTwoFactorEnrolment: { ok: boolean, error: string | null, secret: string | null, qrSvg: string | null } };

export type ConfirmTwoFactorEnrolmentMutationVariables = Exact<{
  code: string;
}>;


export type ConfirmTwoFactorEnrolmentMutation = { confirmTwoFactorEnrolment: { ok: boolean, error: string | null, recoveryCodes: Array<string> | null } };

export type FooterContactQueryVariables = Exact<{ [key: string]: never; }>;


export type FooterContactQuery = { clubContact: { email: string, phone: string } };

export type SocioFieldsFragment = { id: number, name: string, lastName: string };

export type ViewerFieldsFragment = { id: number, name: string, lastName: string, mail: string };

export type DevLoginMutationVariables = Exact<{
  mail: string;
  password: string;
}>;


export type DevLoginMutation = { login: { ok: boolean, error: string | null, authToken: string | null } };

export const HarvestResultFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HarvestResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HarvestResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"harvest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<HarvestResultFieldsFragment, unknown>;
export const OrderHistoryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderHistoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LogEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}}]}}]} as unknown as DocumentNode<OrderHistoryFieldsFragment, unknown>;
export const AdminOrderFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"hour"}},{"kind":"Field","name":{"kind":"Name","value":"socio"}},{"kind":"Field","name":{"kind":"Name","value":"observations"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"grams"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"species"}},{"kind":"Field","name":{"kind":"Name","value":"grams"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderHistoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderHistoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LogEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}}]}}]} as unknown as DocumentNode<AdminOrderFieldsFragment, unknown>;
export const HandoverResultFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HandoverResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HandoverResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderHistoryFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderHistoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LogEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}}]}}]} as unknown as DocumentNode<HandoverResultFieldsFragment, unknown>;
export const SettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClubSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pickupDays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekday"}},{"kind":"Field","name":{"kind":"Name","value":"slots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"cancelCutoffHours"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyGramsLimit"}},{"kind":"Field","name":{"kind":"Name","value":"yearlyGramsLimit"}},{"kind":"Field","name":{"kind":"Name","value":"gramsStep"}},{"kind":"Field","name":{"kind":"Name","value":"maxMembers"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"closeStaleOrdersAfterDays"}},{"kind":"Field","name":{"kind":"Name","value":"adminTwoFactorRequired"}}]}}]} as unknown as DocumentNode<SettingsFieldsFragment, unknown>;
export const MemberFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"mail"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"trimmer"}},{"kind":"Field","name":{"kind":"Name","value":"technicalLead"}},{"kind":"Field","name":{"kind":"Name","value":"since"}},{"kind":"Field","name":{"kind":"Name","value":"gramsMonth"}},{"kind":"Field","name":{"kind":"Name","value":"gramsYear"}}]}}]} as unknown as DocumentNode<MemberFieldsFragment, unknown>;
export const MemberResultFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"password"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"mail"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"trimmer"}},{"kind":"Field","name":{"kind":"Name","value":"technicalLead"}},{"kind":"Field","name":{"kind":"Name","value":"since"}},{"kind":"Field","name":{"kind":"Name","value":"gramsMonth"}},{"kind":"Field","name":{"kind":"Name","value":"gramsYear"}}]}}]} as unknown as DocumentNode<MemberResultFieldsFragment, unknown>;
export const StockItemFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StockItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StockItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"species"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"grams"}}]}}]} as unknown as DocumentNode<StockItemFieldsFragment, unknown>;
export const StockChangeResultFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StockChangeResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StockChangeResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"changed"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StockItemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StockItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StockItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"species"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"grams"}}]}}]} as unknown as DocumentNode<StockChangeResultFieldsFragment, unknown>;
export const ProductSummaryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"species"}},{"kind":"Field","name":{"kind":"Name","value":"sativa"}},{"kind":"Field","name":{"kind":"Name","value":"indica"}},{"kind":"Field","name":{"kind":"Name","value":"thc"}},{"kind":"Field","name":{"kind":"Name","value":"cbd"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"outOfStock"}}]}}]} as unknown as DocumentNode<ProductSummaryFieldsFragment, unknown>;
export const LoginResultFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoginResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoginResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"msg"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"authToken"}},{"kind":"Field","name":{"kind":"Name","value":"mustChangePassword"}}]}}]} as unknown as DocumentNode<LoginResultFieldsFragment, unknown>;
export const SocioFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SocioFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Socio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]} as unknown as DocumentNode<SocioFieldsFragment, unknown>;
export const ViewerFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"mail"}}]}}]} as unknown as DocumentNode<ViewerFieldsFragment, unknown>;
export const BillSociosDocument = {"__meta__":{"hash":"sha256:f5fe47ae11ba4eafa0588efe47f0f4fbe99b00c5613c61d4e3027e912be5989a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BillSocios"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"socios"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SocioFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SocioFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Socio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]} as unknown as DocumentNode<BillSociosQuery, BillSociosQueryVariables>;
export const BillProductsDocument = {"__meta__":{"hash":"sha256:32e68d1e4d99824a47967f491478489b4c959b367309ec719043b08542e880a9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BillProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"species"}}]}}]}}]} as unknown as DocumentNode<BillProductsQuery, BillProductsQueryVariables>;
export const BillsDocument = {"__meta__":{"hash":"sha256:ba2227b9195b7f21f6c3d8aafff793f2f44e105375e894b2ecee5ceed6ecb42f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Bills"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bills"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"grams"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"species"}},{"kind":"Field","name":{"kind":"Name","value":"grams"}}]}}]}}]}}]} as unknown as DocumentNode<BillsQuery, BillsQueryVariables>;
export const AddBillDocument = {"__meta__":{"hash":"sha256:f89454a66929539a75b3161f784f36d6e30ea6304c78e2008dcfcf1e954addb3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddBill"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddBillInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addBill"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"msg"}},{"kind":"Field","name":{"kind":"Name","value":"billId"}},{"kind":"Field","name":{"kind":"Name","value":"gramsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"gramsPurchased"}}]}}]}}]} as unknown as DocumentNode<AddBillMutation, AddBillMutationVariables>;
export const DestructionProductsDocument = {"__meta__":{"hash":"sha256:cca2782491d0813822228f35299ee08939a8f9337c1c894e9119a7af5470d48f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DestructionProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"species"}},{"kind":"Field","name":{"kind":"Name","value":"grams"}}]}}]}}]} as unknown as DocumentNode<DestructionProductsQuery, DestructionProductsQueryVariables>;
export const DestructionsDocument = {"__meta__":{"hash":"sha256:8972b76ad551b1b1dfdb9436ab0f61a99851d44bc137800d327db53a9e066f90"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Destructions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"destructions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"species"}},{"kind":"Field","name":{"kind":"Name","value":"grams"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"witness"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"recordedBy"}}]}}]}}]} as unknown as DocumentNode<DestructionsQuery, DestructionsQueryVariables>;
export const DestroyStockDocument = {"__meta__":{"hash":"sha256:5ab3423775529593b0b9472261b85b14b5e2674196f5bac03d4cdaeaffc68110"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DestroyStock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DestroyStockInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"destroyStock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"destructionId"}},{"kind":"Field","name":{"kind":"Name","value":"grams"}}]}}]}}]} as unknown as DocumentNode<DestroyStockMutation, DestroyStockMutationVariables>;
export const AddExpenseDocument = {"__meta__":{"hash":"sha256:9030394cab02a7991c2b9b85a6458b8656ea28a68924f8956c79f6d71ac2d59c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddExpense"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddExpenseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addExpense"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"msg"}},{"kind":"Field","name":{"kind":"Name","value":"expense"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<AddExpenseMutation, AddExpenseMutationVariables>;
export const OpenHostedSessionDocument = {"__meta__":{"hash":"sha256:da1e3bb01e974f8e44f9bbe3791615419176d95b1930e07218c9e4db843a5793"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpenHostedSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openHostedSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}}]}}]}}]} as unknown as DocumentNode<OpenHostedSessionMutation, OpenHostedSessionMutationVariables>;
export const MonthClosesDocument = {"__meta__":{"hash":"sha256:12402669cd01e3b6bdf679a9df0501509744735de1ac5167d234d18d684fd06b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MonthCloses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"monthCloses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentMonth"}},{"kind":"Field","name":{"kind":"Name","value":"nextToClose"}},{"kind":"Field","name":{"kind":"Name","value":"technicalLead"}},{"kind":"Field","name":{"kind":"Name","value":"months"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"closed"}},{"kind":"Field","name":{"kind":"Name","value":"closable"}},{"kind":"Field","name":{"kind":"Name","value":"hash"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"pendingOrders"}},{"kind":"Field","name":{"kind":"Name","value":"signedBy"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"species"}},{"kind":"Field","name":{"kind":"Name","value":"opening"}},{"kind":"Field","name":{"kind":"Name","value":"received"}},{"kind":"Field","name":{"kind":"Name","value":"adjusted"}},{"kind":"Field","name":{"kind":"Name","value":"dispensed"}},{"kind":"Field","name":{"kind":"Name","value":"destroyed"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"closing"}},{"kind":"Field","name":{"kind":"Name","value":"ledger"}},{"kind":"Field","name":{"kind":"Name","value":"difference"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MonthClosesQuery, MonthClosesQueryVariables>;
export const CloseMonthDocument = {"__meta__":{"hash":"sha256:e086dc4e070d869afe7f2a61568b4660af41df742d30e0ed54c26a6a012d3d13"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CloseMonth"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CloseMonthInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"closeMonth"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"hash"}}]}}]}}]} as unknown as DocumentNode<CloseMonthMutation, CloseMonthMutationVariables>;
export const MonthReportCsvDocument = {"__meta__":{"hash":"sha256:27e128304d5fd2a584288b8ad1c8ff1ddc92430a218c9deb13477bb191e1f160"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MonthReportCsv"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"monthReportCsv"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}}]}]}}]} as unknown as DocumentNode<MonthReportCsvQuery, MonthReportCsvQueryVariables>;
export const MonthReportPdfDocument = {"__meta__":{"hash":"sha256:ee3a5e0cd1f8bd05b641bcb88d4b8c42dfabc6416b6f6cef0d1c41e9ebd7895c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MonthReportPdf"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"monthReportPdf"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}}]}]}}]} as unknown as DocumentNode<MonthReportPdfQuery, MonthReportPdfQueryVariables>;
export const ExpenseMonthsDocument = {"__meta__":{"hash":"sha256:5fe7c5ced789bcb610f9e1786cd33f588ddef38eba755d310c19ba9c7b336dc8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExpenseMonths"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expenseMonths"}}]}}]} as unknown as DocumentNode<ExpenseMonthsQuery, ExpenseMonthsQueryVariables>;
export const ExpensesDocument = {"__meta__":{"hash":"sha256:3700fcef56283e86d92b2c11207b2583af1bdedc1529e39d023539a95b490638"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Expenses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expenses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"receipts"}}]}}]}}]} as unknown as DocumentNode<ExpensesQuery, ExpensesQueryVariables>;
export const ExpenseTotalsDocument = {"__meta__":{"hash":"sha256:e62ad2f6537fd8f9957983112f89e152f60ae926ebe04f5e77c9a47567ee0818"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExpenseTotals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expenseTotals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"IntValue","value":"12"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<ExpenseTotalsQuery, ExpenseTotalsQueryVariables>;
export const HarvestFormDocument = {"__meta__":{"hash":"sha256:2a34bcfe9553dbccb23a7598e1575c704a5cf1cac12a96396ef0eb35b7d9221e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HarvestForm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"species"}}]}},{"kind":"Field","name":{"kind":"Name","value":"harvests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"species"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfPlants"}},{"kind":"Field","name":{"kind":"Name","value":"waste"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"lampWatts"}},{"kind":"Field","name":{"kind":"Name","value":"sketchedDate"}},{"kind":"Field","name":{"kind":"Name","value":"firstTransplantation"}},{"kind":"Field","name":{"kind":"Name","value":"secondTransplantation"}},{"kind":"Field","name":{"kind":"Name","value":"thirdTransplantation"}},{"kind":"Field","name":{"kind":"Name","value":"bloomDate"}},{"kind":"Field","name":{"kind":"Name","value":"harvestDate"}},{"kind":"Field","name":{"kind":"Name","value":"observations"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}}]}}]}}]} as unknown as DocumentNode<HarvestFormQuery, HarvestFormQueryVariables>;
export const CreateHarvestDocument = {"__meta__":{"hash":"sha256:f15cb0bf69950c2625b95ffeccd74891d49870d1bccb4bd9cc8889886c47d7de"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateHarvest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HarvestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createHarvest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HarvestResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HarvestResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HarvestResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"harvest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateHarvestMutation, CreateHarvestMutationVariables>;
export const UpdateHarvestDocument = {"__meta__":{"hash":"sha256:76f2b9622305999ba20eec2fbc7679301e18b014e65db31d41f0dd90368b3d03"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateHarvest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HarvestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateHarvest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HarvestResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HarvestResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HarvestResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"harvest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateHarvestMutation, UpdateHarvestMutationVariables>;
export const HarvestDatesDocument = {"__meta__":{"hash":"sha256:ce6d4dd0b65918612c97f2d156d48ed772d341775ca848e337d1142fbcbea8cc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HarvestDates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"harvestDates"}}]}}]} as unknown as DocumentNode<HarvestDatesQuery, HarvestDatesQueryVariables>;
export const HarvestsOnDocument = {"__meta__":{"hash":"sha256:1335f9dc07b25dd0fd06ac97719edd1cd975046b40f6a84b8273ad40a89814f2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HarvestsOn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"harvestsOn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"species"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfPlants"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"waste"}},{"kind":"Field","name":{"kind":"Name","value":"totalStock"}},{"kind":"Field","name":{"kind":"Name","value":"productionAverage"}},{"kind":"Field","name":{"kind":"Name","value":"plantPerformance"}},{"kind":"Field","name":{"kind":"Name","value":"lampWatts"}},{"kind":"Field","name":{"kind":"Name","value":"yieldHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"harvestId"}},{"kind":"Field","name":{"kind":"Name","value":"harvestDate"}},{"kind":"Field","name":{"kind":"Name","value":"productionAverage"}}]}}]}}]}}]} as unknown as DocumentNode<HarvestsOnQuery, HarvestsOnQueryVariables>;
export const TrimmersDocument = {"__meta__":{"hash":"sha256:0c45c087c755e5111a5692b08609bc017b6a9b6e8bcb63603355de84e7680ea4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Trimmers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"socios"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"trimmer"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SocioFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SocioFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Socio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]} as unknown as DocumentNode<TrimmersQuery, TrimmersQueryVariables>;
export const AddWorkDocument = {"__meta__":{"hash":"sha256:b5563dc868aebe05b50f9b7ec57d04d66968c9d8b7fb11c640c9d938e32b5dfc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddWork"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ManicureInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addWork"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"work"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<AddWorkMutation, AddWorkMutationVariables>;
export const TaskChecklistsDocument = {"__meta__":{"hash":"sha256:f2841a0e2df3c7ee8ae602cd52e3040af180920d523642ac6984b8846b5bcb6d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TaskChecklists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taskChecklists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"}}]}}]}}]} as unknown as DocumentNode<TaskChecklistsQuery, TaskChecklistsQueryVariables>;
export const TaskReportsDocument = {"__meta__":{"hash":"sha256:b93b4f3db36199ddc03bec381b96c2b8705fc7f707e3665e054f83fbe3522cab"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TaskReports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taskReports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"socioName"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"workdone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"floracion"}},{"kind":"Field","name":{"kind":"Name","value":"preparto"}},{"kind":"Field","name":{"kind":"Name","value":"crecimiento"}},{"kind":"Field","name":{"kind":"Name","value":"antes_de_salir"}}]}}]}}]}}]} as unknown as DocumentNode<TaskReportsQuery, TaskReportsQueryVariables>;
export const SendTaskReportDocument = {"__meta__":{"hash":"sha256:7b0a8445d53647a55d89b02ea64b01d1bd1aab657def0ed93c6fbee1d7564335"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendTaskReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workdone"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WorkdoneInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendTaskReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}},{"kind":"Argument","name":{"kind":"Name","value":"workdone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workdone"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]} as unknown as DocumentNode<SendTaskReportMutation, SendTaskReportMutationVariables>;
export const WorkDatesDocument = {"__meta__":{"hash":"sha256:7d7a640fe84e7b88f6ff5e025f94ecc7fe842c8d4dc6adf7c96398cb40a2758d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkDates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workDates"}}]}}]} as unknown as DocumentNode<WorkDatesQuery, WorkDatesQueryVariables>;
export const WorkDayDocument = {"__meta__":{"hash":"sha256:33a0b66e2600721df37f5cd16b34041ae8c195f087d31c218d72e36b6649e9a9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkDay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workDone"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"noSocio"}},{"kind":"Field","name":{"kind":"Name","value":"socioName"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startHour"}},{"kind":"Field","name":{"kind":"Name","value":"endHour"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}}]}}]}}]} as unknown as DocumentNode<WorkDayQuery, WorkDayQueryVariables>;
export const WorkMonthTotalsDocument = {"__meta__":{"hash":"sha256:5f0eccc8c24c5070405365187131cc6ed109321359edfcef7381df8907d1ff47"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkMonthTotals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workMonthTotals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"noSocio"}},{"kind":"Field","name":{"kind":"Name","value":"socioName"}},{"kind":"Field","name":{"kind":"Name","value":"thick"}},{"kind":"Field","name":{"kind":"Name","value":"thin"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<WorkMonthTotalsQuery, WorkMonthTotalsQueryVariables>;
export const DeleteWorkDocument = {"__meta__":{"hash":"sha256:840875fabc06caedc44aec4c0a3d773ff520a8826309151c3e606f193a895647"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteWork"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWork"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteWorkMutation, DeleteWorkMutationVariables>;
export const OrderDaysDocument = {"__meta__":{"hash":"sha256:6b69fc8f54127b03ba03684332bbdc41aaad43ad4f8fce852acffade4a0b9be2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderDays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderDays"}}]}}]} as unknown as DocumentNode<OrderDaysQuery, OrderDaysQueryVariables>;
export const AdminOrdersDocument = {"__meta__":{"hash":"sha256:548204d970b99d94969e56027f8d20254d77bb129503315895d14494c1cc8fe2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminOrderFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderHistoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LogEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"hour"}},{"kind":"Field","name":{"kind":"Name","value":"socio"}},{"kind":"Field","name":{"kind":"Name","value":"observations"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"grams"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"species"}},{"kind":"Field","name":{"kind":"Name","value":"grams"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderHistoryFields"}}]}}]}}]} as unknown as DocumentNode<AdminOrdersQuery, AdminOrdersQueryVariables>;
export const UnclosedOrdersDocument = {"__meta__":{"hash":"sha256:b3d5b7326a06a4933d85cb86542752b7263bcbbbcbb7483460182a0eb6194944"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnclosedOrders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unclosedOrders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminOrderFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderHistoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LogEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"hour"}},{"kind":"Field","name":{"kind":"Name","value":"socio"}},{"kind":"Field","name":{"kind":"Name","value":"observations"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"grams"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"species"}},{"kind":"Field","name":{"kind":"Name","value":"grams"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderHistoryFields"}}]}}]}}]} as unknown as DocumentNode<UnclosedOrdersQuery, UnclosedOrdersQueryVariables>;
export const DeliverOrderDocument = {"__meta__":{"hash":"sha256:b5e17d5f0204fb166f1fc048ca61a7014cc971318df944f3c5f493b64ccb7a13"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeliverOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deliverOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HandoverResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderHistoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LogEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HandoverResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HandoverResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderHistoryFields"}}]}}]}}]}}]} as unknown as DocumentNode<DeliverOrderMutation, DeliverOrderMutationVariables>;
export const MarkOrderNotCollectedDocument = {"__meta__":{"hash":"sha256:547fc13ac2beb91b1317659c391eee37a69c2e318437b4b544c264ffe5ac7c94"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkOrderNotCollected"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markOrderNotCollected"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HandoverResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderHistoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LogEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HandoverResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HandoverResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderHistoryFields"}}]}}]}}]}}]} as unknown as DocumentNode<MarkOrderNotCollectedMutation, MarkOrderNotCollectedMutationVariables>;
export const AdminCancelOrderDocument = {"__meta__":{"hash":"sha256:525fdb533109c84926a016ab30fdbf2bc89c2719acf1e2f0b7a65ac2d4abeec5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCancelOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCancelOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]} as unknown as DocumentNode<AdminCancelOrderMutation, AdminCancelOrderMutationVariables>;
export const DispensationsCsvDocument = {"__meta__":{"hash":"sha256:c2e93a33d0da949b1d0130a3249a3a8a3509f2c48410d0cfa8bc8bba14e0a452"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DispensationsCsv"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dispensationsCsv"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}}]}]}}]} as unknown as DocumentNode<DispensationsCsvQuery, DispensationsCsvQueryVariables>;
export const OutboxDocument = {"__meta__":{"hash":"sha256:4ec9aed035df1c1a049de63a9283a1d0e0a853f5b82b7f58c770bd3e28a1b92b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Outbox"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outbox"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"templateId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}}]}}]}}]} as unknown as DocumentNode<OutboxQuery, OutboxQueryVariables>;
export const AdminSettingsDocument = {"__meta__":{"hash":"sha256:92eee35c181fc6743a101421cd4450818d79445819b7a1b7a669d664733a9d6a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clubSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettingsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clubSettingsHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"effectiveFrom"}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettingsFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClubSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pickupDays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekday"}},{"kind":"Field","name":{"kind":"Name","value":"slots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"cancelCutoffHours"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyGramsLimit"}},{"kind":"Field","name":{"kind":"Name","value":"yearlyGramsLimit"}},{"kind":"Field","name":{"kind":"Name","value":"gramsStep"}},{"kind":"Field","name":{"kind":"Name","value":"maxMembers"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"closeStaleOrdersAfterDays"}},{"kind":"Field","name":{"kind":"Name","value":"adminTwoFactorRequired"}}]}}]} as unknown as DocumentNode<AdminSettingsQuery, AdminSettingsQueryVariables>;
export const AdminChangeSettingsDocument = {"__meta__":{"hash":"sha256:0bdafbd6c22ecc2b8640b1446a42bb71d1ecc6cd7b23335b70f4d0c599ba9d81"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminChangeSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"effectiveFrom"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"settings"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClubSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeClubSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"effectiveFrom"},"value":{"kind":"Variable","name":{"kind":"Name","value":"effectiveFrom"}}},{"kind":"Argument","name":{"kind":"Name","value":"settings"},"value":{"kind":"Variable","name":{"kind":"Name","value":"settings"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]} as unknown as DocumentNode<AdminChangeSettingsMutation, AdminChangeSettingsMutationVariables>;
export const SociosListDocument = {"__meta__":{"hash":"sha256:aeb3995c02be288f2cf9fbe935d37b699724863efb3773c990eaff8a1dea09e6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SociosList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"members"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"memberLimit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyGrams"}},{"kind":"Field","name":{"kind":"Name","value":"yearlyGrams"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"mail"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"trimmer"}},{"kind":"Field","name":{"kind":"Name","value":"technicalLead"}},{"kind":"Field","name":{"kind":"Name","value":"since"}},{"kind":"Field","name":{"kind":"Name","value":"gramsMonth"}},{"kind":"Field","name":{"kind":"Name","value":"gramsYear"}}]}}]} as unknown as DocumentNode<SociosListQuery, SociosListQueryVariables>;
export const SocioPageDocument = {"__meta__":{"hash":"sha256:c25295147000de5001ee5de92f148ff2b71dfc0417c48f9ef87b2b8a88f45b1d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SocioPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"grams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"usedMonth"}},{"kind":"Field","name":{"kind":"Name","value":"limitMonth"}},{"kind":"Field","name":{"kind":"Name","value":"usedYear"}},{"kind":"Field","name":{"kind":"Name","value":"limitYear"}}]}},{"kind":"Field","name":{"kind":"Name","value":"months"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"grams"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"orderGrams"}},{"kind":"Field","name":{"kind":"Name","value":"orderTotal"}},{"kind":"Field","name":{"kind":"Name","value":"bills"}},{"kind":"Field","name":{"kind":"Name","value":"billGrams"}},{"kind":"Field","name":{"kind":"Name","value":"billTotal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"grams"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"counted"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"species"}},{"kind":"Field","name":{"kind":"Name","value":"grams"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"who"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"mail"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"trimmer"}},{"kind":"Field","name":{"kind":"Name","value":"technicalLead"}},{"kind":"Field","name":{"kind":"Name","value":"since"}},{"kind":"Field","name":{"kind":"Name","value":"gramsMonth"}},{"kind":"Field","name":{"kind":"Name","value":"gramsYear"}}]}}]} as unknown as DocumentNode<SocioPageQuery, SocioPageQueryVariables>;
export const CreateMemberDocument = {"__meta__":{"hash":"sha256:32a445c82fb7c6d116acb14ad180995d50a2067db5476d8e1cd4ff935be6d296"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateMemberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"mail"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"trimmer"}},{"kind":"Field","name":{"kind":"Name","value":"technicalLead"}},{"kind":"Field","name":{"kind":"Name","value":"since"}},{"kind":"Field","name":{"kind":"Name","value":"gramsMonth"}},{"kind":"Field","name":{"kind":"Name","value":"gramsYear"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"password"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberFields"}}]}}]}}]} as unknown as DocumentNode<CreateMemberMutation, CreateMemberMutationVariables>;
export const UpdateMemberDocument = {"__meta__":{"hash":"sha256:59645a3c74320e7601b408be4bc1a486c955d51e0e802ce59b45554de444aba7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMemberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"mail"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"trimmer"}},{"kind":"Field","name":{"kind":"Name","value":"technicalLead"}},{"kind":"Field","name":{"kind":"Name","value":"since"}},{"kind":"Field","name":{"kind":"Name","value":"gramsMonth"}},{"kind":"Field","name":{"kind":"Name","value":"gramsYear"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"password"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberFields"}}]}}]}}]} as unknown as DocumentNode<UpdateMemberMutation, UpdateMemberMutationVariables>;
export const SetMemberTechnicalLeadDocument = {"__meta__":{"hash":"sha256:a9fa5f65a1c2d8aa6261af86b6fe4dbc6a944f6a7c60727fc0cea2b273a71e57"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetMemberTechnicalLead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"technicalLead"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setMemberTechnicalLead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"technicalLead"},"value":{"kind":"Variable","name":{"kind":"Name","value":"technicalLead"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"mail"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"trimmer"}},{"kind":"Field","name":{"kind":"Name","value":"technicalLead"}},{"kind":"Field","name":{"kind":"Name","value":"since"}},{"kind":"Field","name":{"kind":"Name","value":"gramsMonth"}},{"kind":"Field","name":{"kind":"Name","value":"gramsYear"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"password"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberFields"}}]}}]}}]} as unknown as DocumentNode<SetMemberTechnicalLeadMutation, SetMemberTechnicalLeadMutationVariables>;
export const SetMemberTrimmerDocument = {"__meta__":{"hash":"sha256:5066fc94dbc71a67ca3393ba545a9617c48e6826285b3cfbfda8b1b32be82823"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetMemberTrimmer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"trimmer"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setMemberTrimmer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"trimmer"},"value":{"kind":"Variable","name":{"kind":"Name","value":"trimmer"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"mail"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"trimmer"}},{"kind":"Field","name":{"kind":"Name","value":"technicalLead"}},{"kind":"Field","name":{"kind":"Name","value":"since"}},{"kind":"Field","name":{"kind":"Name","value":"gramsMonth"}},{"kind":"Field","name":{"kind":"Name","value":"gramsYear"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"password"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberFields"}}]}}]}}]} as unknown as DocumentNode<SetMemberTrimmerMutation, SetMemberTrimmerMutationVariables>;
export const DeactivateMemberDocument = {"__meta__":{"hash":"sha256:55ac3d60b6c7cd1850dc40d74513769536a9d79b62c627ccb233f8e8f1c39481"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeactivateMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deactivateMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"mail"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"trimmer"}},{"kind":"Field","name":{"kind":"Name","value":"technicalLead"}},{"kind":"Field","name":{"kind":"Name","value":"since"}},{"kind":"Field","name":{"kind":"Name","value":"gramsMonth"}},{"kind":"Field","name":{"kind":"Name","value":"gramsYear"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"password"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberFields"}}]}}]}}]} as unknown as DocumentNode<DeactivateMemberMutation, DeactivateMemberMutationVariables>;
export const ReactivateMemberDocument = {"__meta__":{"hash":"sha256:31695e3c81e7ef42825d38c59ef62b0daeb2900a70a6fa2601814f8d6ee660a8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReactivateMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reactivateMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"mail"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"trimmer"}},{"kind":"Field","name":{"kind":"Name","value":"technicalLead"}},{"kind":"Field","name":{"kind":"Name","value":"since"}},{"kind":"Field","name":{"kind":"Name","value":"gramsMonth"}},{"kind":"Field","name":{"kind":"Name","value":"gramsYear"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"password"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberFields"}}]}}]}}]} as unknown as DocumentNode<ReactivateMemberMutation, ReactivateMemberMutationVariables>;
export const ResetMemberPasswordDocument = {"__meta__":{"hash":"sha256:d184c6ae77fe08c78e1a7dd2f8f88f3e7014505436a99ed4ba12949681c20030"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetMemberPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetMemberPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"mail"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"trimmer"}},{"kind":"Field","name":{"kind":"Name","value":"technicalLead"}},{"kind":"Field","name":{"kind":"Name","value":"since"}},{"kind":"Field","name":{"kind":"Name","value":"gramsMonth"}},{"kind":"Field","name":{"kind":"Name","value":"gramsYear"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"password"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberFields"}}]}}]}}]} as unknown as DocumentNode<ResetMemberPasswordMutation, ResetMemberPasswordMutationVariables>;
export const MemberSecurityDocument = {"__meta__":{"hash":"sha256:a6432037e7db49d33797b3b8eff64cbce764f899ffdf9727ea8ace5b67d447ff"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberSecurity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberSecurity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lockedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"temporaryPasswordUntil"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enrolled"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodesLeft"}}]}},{"kind":"Field","name":{"kind":"Name","value":"log"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"browser"}}]}}]}}]}}]} as unknown as DocumentNode<MemberSecurityQuery, MemberSecurityQueryVariables>;
export const RemoveMemberTwoFactorDocument = {"__meta__":{"hash":"sha256:2fc05a80c7ace68e5d7ada8a1b0e449bdf9aa3c23868e4e448d7947c0319961a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveMemberTwoFactor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeMemberTwoFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]} as unknown as DocumentNode<RemoveMemberTwoFactorMutation, RemoveMemberTwoFactorMutationVariables>;
export const StockDocument = {"__meta__":{"hash":"sha256:8ff5b0bcf3654839c8c37e7f714158c9e7213bb72cfa440c5319a33cbb0bccae"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Stock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StockItemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StockItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StockItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"species"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"grams"}}]}}]} as unknown as DocumentNode<StockQuery, StockQueryVariables>;
export const EditStockDocument = {"__meta__":{"hash":"sha256:6bfeb729be8e5f3904d0b301dac052057600ed815300ae8d781c713ecbf5f886"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditStock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"price"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"available"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editStock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"price"},"value":{"kind":"Variable","name":{"kind":"Name","value":"price"}}},{"kind":"Argument","name":{"kind":"Name","value":"available"},"value":{"kind":"Variable","name":{"kind":"Name","value":"available"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StockChangeResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StockItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StockItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"species"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"grams"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StockChangeResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StockChangeResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"changed"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StockItemFields"}}]}}]}}]} as unknown as DocumentNode<EditStockMutation, EditStockMutationVariables>;
export const AdjustStockDocument = {"__meta__":{"hash":"sha256:a55c35fadc2ab1cb40359c4912360e8c8e63de49f88767f57e05d17232d970cf"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdjustStock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"grams"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adjustStock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"grams"},"value":{"kind":"Variable","name":{"kind":"Name","value":"grams"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StockChangeResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StockItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StockItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"species"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"grams"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StockChangeResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StockChangeResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"changed"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StockItemFields"}}]}}]}}]} as unknown as DocumentNode<AdjustStockMutation, AdjustStockMutationVariables>;
export const StockHistoryDocument = {"__meta__":{"hash":"sha256:a581847f6094d06cfb1ffc930eb5bc6aad855a22d10bebe8d009aa5a46e4bfee"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StockHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stockHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"30"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"gramsChange"}},{"kind":"Field","name":{"kind":"Name","value":"gramsAfter"}},{"kind":"Field","name":{"kind":"Name","value":"priceAfter"}},{"kind":"Field","name":{"kind":"Name","value":"availableAfter"}},{"kind":"Field","name":{"kind":"Name","value":"priceBefore"}},{"kind":"Field","name":{"kind":"Name","value":"availableBefore"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<StockHistoryQuery, StockHistoryQueryVariables>;
export const CartPickupDaysDocument = {"__meta__":{"hash":"sha256:c1e454648ee47e4c09af33e2a8aa67a77c45d7ce8479e610e8b81ea44c62c767"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CartPickupDays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pickupDays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"slots"}}]}}]}}]} as unknown as DocumentNode<CartPickupDaysQuery, CartPickupDaysQueryVariables>;
export const CartMyGramsDocument = {"__meta__":{"hash":"sha256:358aec7243c30d37b24a93864bf2cf57468d75c4f382463060f0cad99402b913"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CartMyGrams"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myGrams"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"usedMonth"}},{"kind":"Field","name":{"kind":"Name","value":"leftMonth"}},{"kind":"Field","name":{"kind":"Name","value":"usedYear"}},{"kind":"Field","name":{"kind":"Name","value":"leftYear"}}]}}]}}]} as unknown as DocumentNode<CartMyGramsQuery, CartMyGramsQueryVariables>;
export const CartOrderUserDocument = {"__meta__":{"hash":"sha256:550879d19f7855a73de1be266631cd899ba1437aff0764c32d256c5e703cac63"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CartOrderUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"mail"}}]}}]} as unknown as DocumentNode<CartOrderUserQuery, CartOrderUserQueryVariables>;
export const CartPlaceOrderDocument = {"__meta__":{"hash":"sha256:45faad07b7b8840425a65472b214670979d526f8e4ddd1f8fdd4965c6c974f19"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CartPlaceOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PlaceOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"placeOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"msg"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"gramsPurchased"}},{"kind":"Field","name":{"kind":"Name","value":"gramsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"period"}}]}}]}}]} as unknown as DocumentNode<CartPlaceOrderMutation, CartPlaceOrderMutationVariables>;
export const MyOrdersDocument = {"__meta__":{"hash":"sha256:723a853dbfbbcacfe80ff70bc528ef210a076d6ef474a64cf9fb881881f0fb78"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyOrders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myOrders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"grams"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"cancellable"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"species"}},{"kind":"Field","name":{"kind":"Name","value":"grams"}}]}}]}}]}}]} as unknown as DocumentNode<MyOrdersQuery, MyOrdersQueryVariables>;
export const MyOrdersGramsDocument = {"__meta__":{"hash":"sha256:ca8cdb34cff321ac783dccd11ef07f00656fccf9ae6667fdd0569bff70962ff9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyOrdersGrams"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myGrams"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usedMonth"}},{"kind":"Field","name":{"kind":"Name","value":"leftMonth"}},{"kind":"Field","name":{"kind":"Name","value":"limitMonth"}},{"kind":"Field","name":{"kind":"Name","value":"usedYear"}},{"kind":"Field","name":{"kind":"Name","value":"leftYear"}},{"kind":"Field","name":{"kind":"Name","value":"limitYear"}}]}}]}}]} as unknown as DocumentNode<MyOrdersGramsQuery, MyOrdersGramsQueryVariables>;
export const CancelOrderDocument = {"__meta__":{"hash":"sha256:583050ab994726fa5f098d2fc63f4e1d0f46b512a60590ed6c2f6ed8328d6736"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]} as unknown as DocumentNode<CancelOrderMutation, CancelOrderMutationVariables>;
export const StorefrontClubRulesDocument = {"__meta__":{"hash":"sha256:8e8463df815f5960325e164a7168942ae426b0090c7363e8752be59d05788b73"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StorefrontClubRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clubSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gramsStep"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyGramsLimit"}},{"kind":"Field","name":{"kind":"Name","value":"yearlyGramsLimit"}},{"kind":"Field","name":{"kind":"Name","value":"cancelCutoffHours"}}]}}]}}]} as unknown as DocumentNode<StorefrontClubRulesQuery, StorefrontClubRulesQueryVariables>;
export const StorefrontProductsDocument = {"__meta__":{"hash":"sha256:fbf1cfc9ab97fcaefee0f5c7e41176f126490be0ea1a3a42d2d658229c44776a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StorefrontProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductSummaryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"species"}},{"kind":"Field","name":{"kind":"Name","value":"sativa"}},{"kind":"Field","name":{"kind":"Name","value":"indica"}},{"kind":"Field","name":{"kind":"Name","value":"thc"}},{"kind":"Field","name":{"kind":"Name","value":"cbd"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"outOfStock"}}]}}]} as unknown as DocumentNode<StorefrontProductsQuery, StorefrontProductsQueryVariables>;
export const StorefrontProductDocument = {"__meta__":{"hash":"sha256:0383032e461aef9043ab9e59c5f975d1a4edcf659ca9cd0f664cfecffa1b6907"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StorefrontProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductSummaryFields"}},{"kind":"Field","name":{"kind":"Name","value":"genetics"}},{"kind":"Field","name":{"kind":"Name","value":"smell"}},{"kind":"Field","name":{"kind":"Name","value":"flavor"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"species"}},{"kind":"Field","name":{"kind":"Name","value":"sativa"}},{"kind":"Field","name":{"kind":"Name","value":"indica"}},{"kind":"Field","name":{"kind":"Name","value":"thc"}},{"kind":"Field","name":{"kind":"Name","value":"cbd"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"outOfStock"}}]}}]} as unknown as DocumentNode<StorefrontProductQuery, StorefrontProductQueryVariables>;
export const SessionDocument = {"__meta__":{"hash":"sha256:1e609367e7b329a1f9316abfd740cf57a731134c7f945adc55fadefa63836079"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerFields"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"mustChangePassword"}},{"kind":"Field","name":{"kind":"Name","value":"needsSecondFactor"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enrolled"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminCheck"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"msg"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"mail"}}]}}]} as unknown as DocumentNode<SessionQuery, SessionQueryVariables>;
export const LoginDocument = {"__meta__":{"hash":"sha256:f710ee9a053fd3c9cbe098034dab718cb4083731c12f9c529307d93a97c458f0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mail"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"mail"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mail"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoginResultFields"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorChallenge"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoginResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoginResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"msg"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"authToken"}},{"kind":"Field","name":{"kind":"Name","value":"mustChangePassword"}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const LoginWithCodeDocument = {"__meta__":{"hash":"sha256:0809b46ab4f83fb66ec3ba4311568fd2a347c40312fbe41a579e322d7d0df354"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LoginWithCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"challenge"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginWithCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"challenge"},"value":{"kind":"Variable","name":{"kind":"Name","value":"challenge"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoginResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoginResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoginResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"msg"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"authToken"}},{"kind":"Field","name":{"kind":"Name","value":"mustChangePassword"}}]}}]} as unknown as DocumentNode<LoginWithCodeMutation, LoginWithCodeMutationVariables>;
export const LogoutDocument = {"__meta__":{"hash":"sha256:cb1d14c1cc99a25294cfa4376de2402364cb32e6c038a11fb36cf0ebb3a5ce91"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const ChangePasswordDocument = {"__meta__":{"hash":"sha256:4ced6da8acd314a5b0c677e3d7d72366e255eed2c51bc9ff77e29231db808256"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"oldPass"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPass"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"repPass"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"oldPass"},"value":{"kind":"Variable","name":{"kind":"Name","value":"oldPass"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPass"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPass"}}},{"kind":"Argument","name":{"kind":"Name","value":"repPass"},"value":{"kind":"Variable","name":{"kind":"Name","value":"repPass"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"msg"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const TwoFactorStatusDocument = {"__meta__":{"hash":"sha256:bdaf6a8835841a780df2460d80ebeb8104b98e4b95a1ca8a2095cf739d55f9c0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TwoFactorStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enrolled"}},{"kind":"Field","name":{"kind":"Name","value":"enrolledAt"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodesLeft"}}]}}]}}]}}]} as unknown as DocumentNode<TwoFactorStatusQuery, TwoFactorStatusQueryVariables>;
export const StartTwoFactorEnrolmentDocument = {"__meta__":{"hash":"sha256:e45ea63c2024523b695097070afefa5a8663705df40f76477f4e140907959dfc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartTwoFactorEnrolment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startTwoFactorEnrolment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"qrSvg"}}]}}]}}]} as unknown as DocumentNode<StartTwoFactorEnrolmentMutation, StartTwoFactorEnrolmentMutationVariables>;
export const ConfirmTwoFactorEnrolmentDocument = {"__meta__":{"hash":"sha256:c50df33cf064233cefb82799925b580c2da18cb625063f44949b576a353dc868"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmTwoFactorEnrolment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmTwoFactorEnrolment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodes"}}]}}]}}]} as unknown as DocumentNode<ConfirmTwoFactorEnrolmentMutation, ConfirmTwoFactorEnrolmentMutationVariables>;
export const FooterContactDocument = {"__meta__":{"hash":"sha256:545d24e0970e8b7f1a1e77546973be326a70b81f4ceca311e5bbf933735ed603"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FooterContact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clubContact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]} as unknown as DocumentNode<FooterContactQuery, FooterContactQueryVariables>;
export const DevLoginDocument = {"__meta__":{"hash":"sha256:2ec2ff5ce1c4eecda0c760ae040b45ff6207539988b7f83a6af55fbd6aa5ef9c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DevLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mail"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"mail"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mail"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"authToken"}}]}}]}}]} as unknown as DocumentNode<DevLoginMutation, DevLoginMutationVariables>;