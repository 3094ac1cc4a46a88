import { clubNow, isIsoDate } from '@club/domain/club-clock';
import type {
  ClosedDay,
  ClubSettings,
  PickupDaySetting,
  SettingsVersion,
  SlotSetting,
} from '@club/domain/club-settings';
import { settingsOn } from '@club/domain/club-settings';
import { texts } from '@club/domain/texts';
import { createGraphQLError } from 'graphql-yoga';
import { builder, signedInViewer } from '../kernel/graphql/builder.ts';
import { outcomeResult } from '../kernel/graphql/outcome-result.ts';
import { settingsTimeline } from '../kernel/settings/club-settings.ts';
import { type ChangeSettingsOutcome, changeClubSettings, SETTINGS_CHANGED_MSG } from './commands.ts';

// The club settings over GraphQL: what members need of them (the caps, the step, the cut-off),
// the contact for everyone, and the whole history and its changes for admins.

const SlotSettingType = builder.objectRef<SlotSetting>('SlotSetting').implement({
  fields: (t) => ({
    time: t.exposeString('time', { description: 'HH:MM, 24 h, Montevideo time.' }),
    capacity: t.exposeInt('capacity', {
      nullable: true,
      description: 'Orders the slot takes; null: no limit.',
    }),
  }),
});

const PickupDaySettingType = builder.objectRef<PickupDaySetting>('PickupDaySetting').implement({
  fields: (t) => ({
    weekday: t.exposeInt('weekday', { description: '0 = Sunday … 6 = Saturday.' }),
    slots: t.field({ type: [SlotSettingType], resolve: (day) => day.slots }),
  }),
});

const ClosedDayType = builder.objectRef<ClosedDay>('ClosedDay').implement({
  description: 'A day the club takes no pickups, whatever its weekly schedule says.',
  fields: (t) => ({
    date: t.exposeString('date', { description: 'YYYY-MM-DD, Montevideo.' }),
    reason: t.exposeString('reason', {
      nullable: true,
      description: "Shown with it ('Vacaciones'); null: none.",
    }),
  }),
});

const ClubSettingsType = builder.objectRef<ClubSettings>('ClubSettings').implement({
  description: "The club's rules in force on a day; the spec's values until an admin changes them.",
  fields: (t) => ({
    pickupDays: t.field({ type: [PickupDaySettingType], resolve: (s) => s.pickupDays }),
    cancelCutoffHours: t.exposeInt('cancelCutoffHours'),
    monthlyGramsLimit: t.exposeInt('monthlyGramsLimit'),
    yearlyGramsLimit: t.exposeInt('yearlyGramsLimit'),
    gramsStep: t.exposeInt('gramsStep'),
    maxMembers: t.exposeInt('maxMembers'),
    contactEmail: t.exposeString('contactEmail'),
    contactPhone: t.exposeString('contactPhone'),
    closeStaleOrdersAfterDays: t.exposeInt('closeStaleOrdersAfterDays', {
      nullable: true,
      description: 'Pending orders this many days past their pickup day close as not collected; null: never.',
    }),
    adminTwoFactorRequired: t.exposeBoolean('adminTwoFactorRequired', {
      description: 'Admins without two-factor (TOTP) enrolled are refused the back office until they enrol.',
    }),
    maxFloweringPlants: t.exposeInt('maxFloweringPlants', {
      description: 'Plants the club may have in flowering at once, over every batch (at most 99, the law).',
    }),
    memberRetentionYears: t.exposeInt('memberRetentionYears', {
      description: 'Years after a baja before an admin may forget a member (record keeping first).',
    }),
    sellOnlyAnalysedBatches: t.exposeBoolean('sellOnlyAnalysedBatches', {
      description:
        "Only grams of batches with a lab analysis reach the carta ('Vender solo lotes analizados').",
    }),
    closedDays: t.field({
      type: [ClosedDayType],
      description: "Days with no pickups, in date order, from this version's effective date on.",
      resolve: (s) => s.closedDays,
    }),
    closedOnHolidays: t.exposeBoolean('closedOnHolidays', {
      description: "No pickups on Uruguay's non-working national holidays (1/1, 1/5, 18/7, 25/8, 25/12).",
    }),
  }),
});

const ClubSettingsVersionType = builder.objectRef<SettingsVersion>('ClubSettingsVersion').implement({
  fields: (t) => ({
    effectiveFrom: t.exposeString('effectiveFrom', { description: 'YYYY-MM-DD: the first day it rules.' }),
    settings: t.field({ type: ClubSettingsType, resolve: (v) => v.settings }),
  }),
});

const ClubContactType = builder
  .objectRef<Pick<ClubSettings, 'contactEmail' | 'contactPhone'>>('ClubContact')
  .implement({
    fields: (t) => ({
      email: t.exposeString('contactEmail'),
      phone: t.exposeString('contactPhone'),
    }),
  });

const SlotSettingInput = builder.inputType('SlotSettingInput', {
  fields: (t) => ({
    time: t.string({ required: true }),
    capacity: t.int({ description: 'Left out or null: no limit.' }),
  }),
});

const PickupDaySettingInput = builder.inputType('PickupDaySettingInput', {
  fields: (t) => ({
    weekday: t.int({ required: true }),
    slots: t.field({ type: [SlotSettingInput], required: true }),
  }),
});

const ClosedDayInput = builder.inputType('ClosedDayInput', {
  fields: (t) => ({
    date: t.string({ required: true, description: 'YYYY-MM-DD.' }),
    reason: t.string({ description: 'Up to 60 characters; left out, null or blank: none.' }),
  }),
});

const ClubSettingsInput = builder.inputType('ClubSettingsInput', {
  fields: (t) => ({
    pickupDays: t.field({ type: [PickupDaySettingInput], required: true }),
    cancelCutoffHours: t.int({ required: true }),
    monthlyGramsLimit: t.int({ required: true, description: 'At most 40 (the law).' }),
    yearlyGramsLimit: t.int({ required: true, description: 'At most 480 (the law).' }),
    gramsStep: t.int({ required: true, description: 'Must divide the monthly cap.' }),
    maxMembers: t.int({ required: true, description: 'At most 45 (the law).' }),
    contactEmail: t.string({ required: true }),
    contactPhone: t.string({ required: true }),
    closeStaleOrdersAfterDays: t.int(),
    adminTwoFactorRequired: t.boolean({
      required: true,
      description: 'Required: a client that leaves it out must not turn the demand off by omission.',
    }),
    maxFloweringPlants: t.int({ required: true, description: 'At most 99 (the law).' }),
    memberRetentionYears: t.int({
      description:
        'Years after a baja before a member may be forgotten (5 to 30). Left out: the value in force stays.',
    }),
    sellOnlyAnalysedBatches: t.boolean({
      description: 'Only analysed batches reach the carta. Left out: the value in force stays.',
    }),
    closedDays: t.field({
      type: [ClosedDayInput],
      description:
        'Every closed day from effectiveFrom on (at most 366, no date twice); earlier ones are dropped. Left out: the days in force stay.',
    }),
    closedOnHolidays: t.boolean({
      description: 'Closed on the non-working national holidays. Left out: the value in force stays.',
    }),
  }),
});

const ChangeClubSettingsResultType = outcomeResult<ChangeSettingsOutcome>('ChangeClubSettingsResult', {
  okMsg: SETTINGS_CHANGED_MSG,
  codes:
    'VIGENCIA_INVALIDA, CONFIGURACION_INVALIDA (field: the dotted path of the setting) or CAMBIO_CONCURRENTE.',
  fields: (t) => ({
    version: t.field({
      type: ClubSettingsVersionType,
      nullable: true,
      resolve: (r) => (r.ok ? r.version : null),
    }),
  }),
});

builder.queryFields((t) => ({
  clubSettings: t.field({
    type: ClubSettingsType,
    description: 'The settings in force on `date` (YYYY-MM-DD; today, Montevideo, when left out).',
    authScopes: { member: true },
    args: { date: t.arg.string() },
    resolve: async (_root, args, ctx) => {
      const date = args.date ?? clubNow(ctx.now()).date;
      if (!isIsoDate(date)) {
        throw createGraphQLError(texts.order.invalidDate, { extensions: { code: 'BAD_USER_INPUT' } });
      }
      return settingsOn(await settingsTimeline(ctx.db), date);
    },
  }),
  clubContact: t.field({
    type: ClubContactType,
    description: "The footer's contact, in force today; public, as the footer shows on the sign-in page.",
    resolve: async (_root, _args, ctx) => settingsOn(await settingsTimeline(ctx.db), clubNow(ctx.now()).date),
  }),
  clubSettingsHistory: t.field({
    type: [ClubSettingsVersionType],
    description: 'Every version an admin saved, oldest first; before the first, the spec values rule.',
    authScopes: { permission: 'settings.manage' },
    resolve: (_root, _args, ctx) => settingsTimeline(ctx.db),
  }),
}));

builder.mutationFields((t) => ({
  changeClubSettings: t.field({
    type: ChangeClubSettingsResultType,
    description:
      'Appends ClubSettingsChanged: the whole set of settings in force from effectiveFrom (today or later) on. A second change for the same day replaces the first.',
    authScopes: { permission: 'settings.manage' },
    args: {
      effectiveFrom: t.arg.string({ required: true }),
      settings: t.arg({ type: ClubSettingsInput, required: true }),
    },
    resolve: (_root, args, ctx) =>
      changeClubSettings(
        ctx.db,
        signedInViewer(ctx).memberId,
        {
          effectiveFrom: args.effectiveFrom,
          settings: {
            ...args.settings,
            pickupDays: args.settings.pickupDays.map((day) => ({
              weekday: day.weekday,
              slots: day.slots.map((slot) => ({ time: slot.time, capacity: slot.capacity ?? null })),
            })),
            closeStaleOrdersAfterDays: args.settings.closeStaleOrdersAfterDays ?? null,
            memberRetentionYears: args.settings.memberRetentionYears ?? undefined,
            sellOnlyAnalysedBatches: args.settings.sellOnlyAnalysedBatches ?? undefined,
            closedDays:
              args.settings.closedDays?.map((day) => ({ date: day.date, reason: day.reason ?? null })) ??
              undefined,
            closedOnHolidays: args.settings.closedOnHolidays ?? undefined,
          },
        },
        ctx.now(),
      ),
  }),
}));
