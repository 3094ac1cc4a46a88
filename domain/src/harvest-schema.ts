import * as z from 'zod/mini';
import { isIsoDate } from './club-clock.ts';
import { fillText } from './fill-text.ts';
import {
  formatIsoDate,
  HARVEST_DATE_FIELDS,
  type HarvestDateField,
  type HarvestProblem,
  type HarvestValues,
  OBSERVATIONS_MAX_LENGTH,
} from './harvest.ts';
import { plantTexts } from './plants.ts';
import { inOrder, isBlank, rule } from './rule-schema.ts';
import { texts } from './texts.ts';

// The harvest form's rules (issue 5), for the form and the gateway alike: plants ≥ 1, grams and
// watts whole and not negative, a cuttings date, every date real and in the grow's order, a
// harvest date before dry stock or 'finished', the observations' length. Fields arrive as numbers
// or as the inputs' text; blanks are '', null or absent.

type Code = HarvestProblem['code'];
const harvestRule = rule<unknown, Code>;

const dateLabels: Record<HarvestDateField, string> = {
  sketchedDate: texts.harvest.sketchedDate,
  firstTransplantation: texts.harvest.firstTransplantation,
  secondTransplantation: texts.harvest.secondTransplantation,
  thirdTransplantation: texts.harvest.thirdTransplantation,
  bloomDate: texts.harvest.bloomDate,
  harvestDate: texts.harvest.harvestDate,
};

/** A whole number from a number or a numeric string ('12'); NaN for anything else; null when blank. */
function wholeNumber(value: unknown): number | null {
  if (isBlank(value)) return null;
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : Number.NaN;
  if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) return Number(value.trim());
  return Number.NaN;
}

function booleanValue(value: unknown): boolean | null {
  if (isBlank(value)) return false;
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return null;
}

const dateOf = (value: unknown): string | null => (isBlank(value) ? null : String(value).trim());

const grams = (label: string) =>
  z.optional(
    z.unknown().check(
      harvestRule('GRAMOS_INVALIDOS', fillText(texts.harvest.gramsInvalid, { field: label }), (value) => {
        const number = wholeNumber(value);
        return number === null || number >= 0;
      }),
    ),
  );

const validDate = (field: HarvestDateField) =>
  harvestRule(
    'FECHA_INVALIDA',
    fillText(texts.harvest.dateInvalid, { field: dateLabels[field] }),
    (value) => isBlank(value) || (typeof value === 'string' && isIsoDate(value.trim())),
  );

// The cuttings date is required: not optional, so an absent one fails its rule rather than being skipped.
const date = (field: HarvestDateField) =>
  field === 'sketchedDate'
    ? z.unknown().check(
        harvestRule('FECHA_REQUERIDA', texts.harvest.dateRequired, (value) => !isBlank(value)),
        validDate(field),
      )
    : z.optional(z.unknown().check(validDate(field)));

/** Stage 1: the figures and the dates, then the dates' order (cuttings ≤ transplants ≤ bloom ≤ harvest). */
const figuresAndDates = z
  .looseObject({
    numberOfPlants: z
      .unknown()
      .check(
        harvestRule(
          'PLANTAS_INVALIDAS',
          texts.harvest.plantsInvalid,
          (value) => (wholeNumber(value) ?? 0) >= 1,
        ),
      ),
    waste: grams('El desperdicio'),
    stock: grams('El stock seco'),
    lampWatts: z.optional(
      z.unknown().check(
        harvestRule('WATTS_INVALIDOS', texts.harvest.wattsInvalid, (value) => {
          const watts = wholeNumber(value);
          return watts === null || watts >= 1;
        }),
      ),
    ),
    ...Object.fromEntries(HARVEST_DATE_FIELDS.map((field) => [field, date(field)])),
  })
  .check(
    // The message names the later date and the earlier one it precedes, skipping blanks.
    z.superRefine((draft, context) => {
      let earlier: HarvestDateField | null = null;
      for (const field of HARVEST_DATE_FIELDS) {
        const current = dateOf(draft[field]);
        if (current === null) continue;
        const before = earlier === null ? null : dateOf(draft[earlier]);
        if (earlier !== null && before !== null && current < before) {
          context.addIssue({
            code: 'custom',
            path: [field],
            input: draft[field],
            params: { code: 'FECHAS_DESORDENADAS' satisfies Code },
            message: fillText(texts.harvest.datesOutOfOrder, {
              later: dateLabels[field],
              laterDate: formatIsoDate(current),
              earlier: dateLabels[earlier],
              earlierDate: formatIsoDate(before),
            }),
          });
          return;
        }
        earlier = field;
      }
    }),
  );

/** Stage 2: 'Terminada', then the harvest date that dry stock or 'finished' needs. */
const finishedAndHarvestDate = z
  .looseObject({
    finished: z.optional(
      z
        .unknown()
        .check(
          harvestRule(
            'TERMINADA_INVALIDA',
            texts.harvest.finishedInvalid,
            (value) => booleanValue(value) !== null,
          ),
        ),
    ),
  })
  .check(
    z.superRefine((draft, context) => {
      const needsDate = (wholeNumber(draft.stock) ?? 0) > 0 || booleanValue(draft.finished) === true;
      if (needsDate && dateOf(draft.harvestDate) === null) {
        context.addIssue({
          code: 'custom',
          path: ['harvestDate'],
          input: draft.harvestDate,
          params: { code: 'FALTA_FECHA_COSECHA' satisfies Code },
          message: texts.harvest.harvestDateRequired,
        });
      }
    }),
  );

/** Stage 3: the observations' length. */
const observations = z.looseObject({
  observations: z.optional(
    z
      .unknown()
      .check(
        harvestRule(
          'OBSERVACIONES_LARGAS',
          fillText(texts.harvest.observationsTooLong, { max: OBSERVATIONS_MAX_LENGTH }),
          (value) => (isBlank(value) ? '' : String(value).trim()).length <= OBSERVATIONS_MAX_LENGTH,
        ),
      ),
  ),
});

/** Every rule of a harvest, in the form's order; its value is the harvest as stored (species aside). */
export const harvestSchema = z.pipe(
  inOrder(figuresAndDates, finishedAndHarvestDate, observations),
  z.transform(
    (draft): HarvestValues => ({
      numberOfPlants: wholeNumber(draft.numberOfPlants) as number,
      waste: wholeNumber(draft.waste) ?? 0,
      stock: wholeNumber(draft.stock) ?? 0,
      lampWatts: wholeNumber(draft.lampWatts),
      sketchedDate: dateOf(draft.sketchedDate) as string,
      firstTransplantation: dateOf(draft.firstTransplantation),
      secondTransplantation: dateOf(draft.secondTransplantation),
      thirdTransplantation: dateOf(draft.thirdTransplantation),
      bloomDate: dateOf(draft.bloomDate),
      harvestDate: dateOf(draft.harvestDate),
      observations: isBlank(draft.observations) ? '' : String(draft.observations).trim(),
      finished: booleanValue(draft.finished) as boolean,
    }),
  ),
);

/** The harvest form as typed: the species chosen (a product id) and every field as its input holds it. */
// A type, not an interface: an object type the harvest rules (which take any fields) accept.
export type HarvestFormState = {
  productId: string;
  /** The batch it was grown from: its id, '' while not chosen, or the form's own word for none. */
  batchId: string;
  numberOfPlants: string;
  waste: string;
  stock: string;
  lampWatts: string;
  sketchedDate: string;
  firstTransplantation: string;
  secondTransplantation: string;
  thirdTransplantation: string;
  bloomDate: string;
  harvestDate: string;
  observations: string;
  finished: boolean;
};

const text = z.string();

/**
 * The form's rules: a species first (the gateway asks for it too), then, once the club has
 * batches, a batch or 'Sin lote' chosen on purpose (the form's own rule: a harvest sent without a
 * batch is one of none), then the harvest's.
 */
export const harvestFormSchema = ({ batchRequired }: { batchRequired: boolean }) =>
  z.pipe(
    z.object({
      productId: z
        .string()
        .check(rule<string, Code>('ESPECIE_REQUERIDA', texts.harvest.speciesRequired, (id) => id !== '')),
      batchId: z
        .string()
        .check(
          rule<string, 'LOTE_REQUERIDO'>(
            'LOTE_REQUERIDO',
            plantTexts.batchChoiceRequired,
            (id) => !batchRequired || id !== '',
          ),
        ),
      numberOfPlants: text,
      waste: text,
      stock: text,
      lampWatts: text,
      sketchedDate: text,
      firstTransplantation: text,
      secondTransplantation: text,
      thirdTransplantation: text,
      bloomDate: text,
      harvestDate: text,
      observations: text,
      finished: z.boolean(),
    }),
    z.pipe(
      z.transform((state: HarvestFormState): z.input<typeof harvestSchema> => state),
      harvestSchema,
    ),
  );
