import { setupTexts } from '@club/domain/club-setup';
import { builder } from '../kernel/graphql/builder.ts';
import { outcomeResult } from '../kernel/graphql/outcome-result.ts';
import { attemptKeys, type RateRule, takeAttempt } from '../kernel/http/rate-limit.ts';
import type { Refusal } from '../kernel/refusals/refusal-table.ts';
import { type SetupOutcome, setUpClub } from './commands.ts';
import { checkSetupCode, setupNeeded } from './setup-code.ts';

// The first run's three public operations: whether the club needs setting up, whether a typed
// code is the live one, and the setup itself. The code is the key; besides its own count of wrong
// guesses, each address gets a few tries an hour.

/** Setup calls from one address an hour: a person needs a handful. */
export const SETUP_RULE: RateRule = { name: 'setup', limit: 30, windowSeconds: 3600 };

const tooMany: Refusal = { code: 'DEMASIADOS_INTENTOS', message: setupTexts.tooMany };

const SetupStatusType = builder
  .objectRef<{ needed: boolean; mailConfigured: boolean | null }>('SetupStatus')
  .implement({
    description: 'Whether this club is on its first run, with nobody and no profile yet.',
    fields: (t) => ({
      needed: t.exposeBoolean('needed'),
      mailConfigured: t.exposeBoolean('mailConfigured', {
        nullable: true,
        description:
          'On a first run only (null after): whether an SMTP server is set, for the setup screen to say.',
      }),
    }),
  });

const SetupCodeResultType = outcomeResult<{ ok: true } | { ok: false; error: Refusal }>('SetupCodeResult', {
  codes: 'CODIGO_INCORRECTO, CODIGO_VENCIDO, YA_CONFIGURADO, DEMASIADOS_INTENTOS.',
});

const SetupResultType = outcomeResult<SetupOutcome>('ClubSetupResult', {
  okMsg: 'Created',
  codes:
    'the form’s (CLUB_INVALIDO, REGISTRO_INVALIDO, DIRECCION_INVALIDA, NOMBRE_INVALIDO, CEDULA_INVALIDA, MENOR_DE_EDAD, CONTRASENA_INVALIDA, CONFIGURACION_INVALIDA…), the code’s (CODIGO_INCORRECTO, CODIGO_VENCIDO), YA_CONFIGURADO, DEMASIADOS_INTENTOS.',
  fields: (t) => ({
    authToken: t.string({
      nullable: true,
      description: 'A session of the new admin, to enrol the second factor at once.',
      resolve: (r) => (r.ok ? r.authToken : null),
    }),
  }),
});

const PickupSlotInput = builder.inputType('SetupSlotInput', {
  fields: (t) => ({ time: t.string({ required: true }) }),
});

const PickupDayInput = builder.inputType('SetupPickupDayInput', {
  fields: (t) => ({
    weekday: t.int({ required: true, description: '0 = Sunday … 6 = Saturday.' }),
    slots: t.field({ type: [PickupSlotInput], required: true }),
  }),
});

const ClubSetupInput = builder.inputType('ClubSetupInput', {
  description: 'The first run’s form; blanks are empty strings.',
  fields: (t) => ({
    code: t.string({ required: true, description: 'The code the server printed in its log.' }),
    clubName: t.string({ required: true }),
    irccaRegistration: t.string({ required: true }),
    address: t.string({ required: true }),
    contactEmail: t.string({ required: true }),
    contactPhone: t.string({ required: true }),
    name: t.string({ required: true }),
    lastName: t.string({ required: true }),
    mail: t.string({ required: true }),
    cedula: t.string({ required: true }),
    birthDate: t.string({ required: true, description: 'YYYY-MM-DD.' }),
    residency: t.string({ required: true, description: "'ciudadania' or 'residencia'." }),
    phone: t.string({ required: true }),
    password: t.string({ required: true }),
    pickupDays: t.field({ type: [PickupDayInput], required: true }),
  }),
});

async function withinLimit(ctx: { db: Parameters<typeof takeAttempt>[0]; clientIp: string }) {
  const attempt = await takeAttempt(ctx.db, SETUP_RULE, attemptKeys(SETUP_RULE, ctx.clientIp, undefined));
  return attempt.allowed;
}

builder.queryFields((t) => ({
  setupStatus: t.field({
    type: SetupStatusType,
    description: 'Public: whether the club needs its first-run setup.',
    resolve: async (_root, _args, ctx) => {
      const needed = await setupNeeded(ctx.db);
      return { needed, mailConfigured: needed ? Boolean(ctx.config.smtpUrl) : null };
    },
  }),
}));

builder.mutationFields((t) => ({
  checkSetupCode: t.field({
    type: SetupCodeResultType,
    description: 'Public: whether a typed setup code is the live one (a wrong one counts as a guess).',
    args: { code: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) =>
      (await withinLimit(ctx)) ? checkSetupCode(ctx.db, args.code) : { ok: false as const, error: tooMany },
  }),
  setUpClub: t.field({
    type: SetupResultType,
    description: 'Public, once: the club, its settings and its first Administración account.',
    args: { input: t.arg({ type: ClubSetupInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      if (!(await withinLimit(ctx))) return { ok: false as const, error: tooMany };
      const pickupDays = input.pickupDays.map((day) => ({
        weekday: day.weekday,
        slots: day.slots.map((slot) => ({ time: slot.time, capacity: null })),
      }));
      return setUpClub(
        ctx.db,
        { ...input, pickupDays },
        { now: ctx.now(), tokenTtlHours: ctx.config.tokenTtlHours },
      );
    },
  }),
}));
