import * as z from 'zod/mini';
import { isIsoDate } from './club-clock.ts';
import { fillText } from './fill-text.ts';
import {
  type CompoundShare,
  cannabinoidsSum,
  type LabResultValues,
  labResultTexts,
  MAX_COMPOUNDS,
  roundPercent,
} from './lab-results.ts';
import { crossRule, isBlank, rule } from './rule-schema.ts';

// A batch's analysis as the batch page's form and the gateway check it (decision 027: one schema).
// Percentages arrive as the inputs' text ('21,5' or '21.5') or as numbers. What needs the data
// (the batch, today, the certificate's bytes) is the gateway's decision (lab-results/decide.ts).

export type LabResultProblemCode =
  | 'LABORATORIO_REQUERIDO'
  | 'FECHA_REQUERIDA'
  | 'FECHA_INVALIDA'
  | 'MUESTRA_REQUERIDA'
  | 'THC_INVALIDO'
  | 'CBD_INVALIDO'
  | 'COMPUESTO_INVALIDO'
  | 'COMPUESTO_REPETIDO'
  | 'SUMA_CANNABINOIDES'
  | 'SUMA_TOTAL';

type Code = LabResultProblemCode;

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A percentage from a number or its text with a comma or a point; null when it is none. */
export function percentOf(value: unknown): number | null {
  const text =
    typeof value === 'number'
      ? String(value)
      : typeof value === 'string'
        ? value.trim().replace(',', '.')
        : '';
  if (!/^\d{1,3}(\.\d{1,3})?$/.test(text)) return null;
  const number = Number(text);
  return number >= 0 && number <= 100 ? number : null;
}

const requiredText = (code: Code, message: string, max: number) =>
  z.unknown().check(
    rule<unknown, Code>(code, message, (value) => {
      const text = trimmed(value);
      return typeof value === 'string' && text.length >= 1 && text.length <= max;
    }),
  );

const percent = (code: Code, message: string) =>
  z.unknown().check(rule<unknown, Code>(code, message, (value) => percentOf(value) !== null));

/** A row the form left empty (both inputs blank) is no row. */
const isEmptyRow = (row: unknown) =>
  typeof row === 'object' &&
  row !== null &&
  isBlank((row as { name?: unknown }).name) &&
  isBlank((row as { percent?: unknown }).percent);

function rowsOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value.filter((row) => !isEmptyRow(row)) : [];
}

function compoundOf(row: unknown): CompoundShare | null {
  if (typeof row !== 'object' || row === null) return null;
  const { name, percent: share } = row as { name?: unknown; percent?: unknown };
  const text = trimmed(name);
  const value = percentOf(share);
  if (typeof name !== 'string' || text.length < 1 || text.length > 40 || value === null) return null;
  return { name: text, percent: value };
}

const compounds = z.optional(
  z.unknown().check(
    rule<unknown, Code>(
      'COMPUESTO_INVALIDO',
      labResultTexts.tooManyCompounds,
      (value) => isBlank(value) || (Array.isArray(value) && rowsOf(value).length <= MAX_COMPOUNDS),
    ),
    rule<unknown, Code>('COMPUESTO_INVALIDO', labResultTexts.compoundInvalid, (value) =>
      rowsOf(value).every((row) => compoundOf(row) !== null),
    ),
  ),
);

const compoundsOf = (value: unknown) => rowsOf(value).map((row) => compoundOf(row) as CompoundShare);

/** The first name listed twice (THC and CBD count as listed), or null. */
function repeatedName(draft: Record<string, unknown>): string | null {
  const seen = new Set(['thc', 'cbd']);
  for (const compound of [...compoundsOf(draft.otherCannabinoids), ...compoundsOf(draft.terpenes)]) {
    const key = compound.name.toLowerCase().replace(/[\s-]+/g, '');
    if (seen.has(key)) return compound.name;
    seen.add(key);
  }
  return null;
}

const valuesOf = (draft: Record<string, unknown>): LabResultValues => ({
  laboratory: trimmed(draft.laboratory),
  analysedOn: trimmed(draft.analysedOn),
  sampleId: trimmed(draft.sampleId),
  thc: percentOf(draft.thc) as number,
  cbd: percentOf(draft.cbd) as number,
  otherCannabinoids: compoundsOf(draft.otherCannabinoids),
  terpenes: compoundsOf(draft.terpenes),
});

/** 100,5 as a Spanish text writes it. */
const decimalText = (value: number) => String(value).replace('.', ',');

const terpenesSum = (values: LabResultValues) =>
  roundPercent(values.terpenes.reduce((sum, t) => sum + t.percent, cannabinoidsSum(values)));

export const labResultSchema = z.pipe(
  z
    .looseObject({
      laboratory: requiredText('LABORATORIO_REQUERIDO', labResultTexts.laboratoryRequired, 120),
      // Not optional: an absent date fails its first rule rather than being skipped.
      analysedOn: z.unknown().check(
        rule<unknown, Code>('FECHA_REQUERIDA', labResultTexts.dateRequired, (value) => !isBlank(value)),
        rule<unknown, Code>('FECHA_INVALIDA', labResultTexts.dateInvalid, (value) =>
          isIsoDate(trimmed(value)),
        ),
      ),
      sampleId: requiredText('MUESTRA_REQUERIDA', labResultTexts.sampleRequired, 60),
      thc: percent('THC_INVALIDO', labResultTexts.thcInvalid),
      cbd: percent('CBD_INVALIDO', labResultTexts.cbdInvalid),
      otherCannabinoids: compounds,
      terpenes: compounds,
    })
    .check(
      crossRule<Record<string, unknown>, Code>(
        'otherCannabinoids',
        'COMPUESTO_REPETIDO',
        (draft) => fillText(labResultTexts.compoundRepeated, { name: repeatedName(draft) ?? '' }),
        (draft) => repeatedName(draft) === null,
      ),
      crossRule<Record<string, unknown>, Code>(
        'thc',
        'SUMA_CANNABINOIDES',
        (draft) =>
          fillText(labResultTexts.cannabinoidsOver100, {
            sum: decimalText(cannabinoidsSum(valuesOf(draft))),
          }),
        (draft) => cannabinoidsSum(valuesOf(draft)) <= 100,
      ),
      crossRule<Record<string, unknown>, Code>(
        'terpenes',
        'SUMA_TOTAL',
        (draft) => fillText(labResultTexts.totalOver100, { sum: decimalText(terpenesSum(valuesOf(draft))) }),
        (draft) => terpenesSum(valuesOf(draft)) <= 100,
      ),
    ),
  z.transform((draft) => valuesOf(draft)),
);
