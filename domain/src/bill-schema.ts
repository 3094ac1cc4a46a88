import * as z from 'zod/mini';
import type { BillDraftProblemCode, BillLineDraft, ValidBillDraft } from './bills.ts';
import { isIsoDate } from './club-clock.ts';
import { fillText } from './fill-text.ts';
import { productKey } from './products.ts';
import { crossRule, rule } from './rule-schema.ts';
import { texts } from './texts.ts';

// A bill draft's rules (spec §3 "Bill draft", §5), for the bills form and the gateway alike; the
// gateway's decision (gateway/src/bills/decide.ts) then adds member, stock and limits.

/** Refuses typos such as 0202-09-03; the club keeps no records from before. */
const FIRST_DATE = '2000-01-01';

const billRule = rule<unknown, BillDraftProblemCode>;

const isWholeGrams = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

const billLine = z.pipe(
  z
    .unknown()
    .check(
      billRule(
        'LINEA_INVALIDA',
        texts.bills.invalidLine,
        (line) => typeof line === 'object' && line !== null,
      ),
    ),
  z
    .object({
      product: z
        .unknown()
        .check(
          billRule(
            'LINEA_INVALIDA',
            texts.bills.invalidLine,
            (product) => typeof product === 'string' && productKey(product) !== '',
          ),
        ),
      amount: z.optional(z.unknown()),
    })
    .check(
      // Named by its species, so the message says 'OG Kush' where the form shows it.
      crossRule<{ product: unknown; amount?: unknown }, BillDraftProblemCode>(
        'amount',
        'GRAMOS_INVALIDOS',
        ({ product }) => fillText(texts.bills.invalidGrams, { species: String(product) }),
        ({ amount }) => isWholeGrams(amount),
      ),
    ),
);

/**
 * The draft as the gateway takes it, or the first problem: a member chosen, a real date not after
 * `today` (YYYY-MM-DD, Montevideo), at least one species, each once, with whole positive grams.
 */
export function billDraftSchema(today: string) {
  return z.pipe(
    z.object({
      socio_id: z
        .unknown()
        .check(
          billRule(
            'FALTA_SOCIO',
            texts.bills.chooseMember,
            (id) => typeof id === 'number' && Number.isSafeInteger(id) && id > 0,
          ),
        ),
      date: z.unknown().check(
        billRule(
          'FECHA_INVALIDA',
          texts.bills.invalidDate,
          (date) => typeof date === 'string' && isIsoDate(date) && date >= FIRST_DATE,
        ),
        billRule(
          'FECHA_FUTURA',
          fillText(texts.bills.futureDate, { today }),
          (date) => (date as string) <= today,
        ),
      ),
      species: z.pipe(
        z
          .unknown()
          .check(
            billRule(
              'SIN_ESPECIES',
              texts.bills.noSpecies,
              (lines) => Array.isArray(lines) && lines.length > 0,
            ),
          ),
        z
          .array(billLine)
          .check(
            rule<Array<{ product: unknown }>, BillDraftProblemCode>(
              'ESPECIE_REPETIDA',
              texts.bills.repeatedSpecies,
              (lines) => new Set(lines.map((line) => productKey(String(line.product)))).size === lines.length,
            ),
          ),
      ),
    }),
    z.transform(
      ({ socio_id, date, species }): ValidBillDraft => ({
        socioId: socio_id as number,
        date: date as string,
        lines: species.map(
          (line): BillLineDraft => ({
            product: productKey(String(line.product)),
            grams: line.amount as number,
          }),
        ),
      }),
    ),
  );
}

/** A line of the bills form as typed. */
export interface BillFormLine {
  /** Product key. */
  key: string;
  species: string;
  /** Grams as typed. */
  amount: string;
}

/** The bills form as typed. */
export interface BillFormDraft {
  socioId: string;
  /** YYYY-MM-DD */
  date: string;
  lines: BillFormLine[];
}

/** The same rules on what the bills form holds; grams must be typed as a whole number. */
export function billFormSchema(today: string) {
  return z.pipe(
    z.object({
      socioId: z.string(),
      date: z.string(),
      lines: z.array(z.object({ key: z.string(), species: z.string(), amount: z.string() })),
    }),
    z.pipe(
      z.transform(
        (draft: BillFormDraft): z.input<ReturnType<typeof billDraftSchema>> => ({
          socio_id: draft.socioId === '' ? null : Number(draft.socioId),
          date: draft.date,
          // The species' names, so a message names 'OG Kush' rather than its key.
          species: draft.lines.map((line) => ({
            product: line.species,
            amount: /^\s*\d+\s*$/.test(line.amount) ? Number(line.amount) : Number.NaN,
          })),
        }),
      ),
      billDraftSchema(today),
    ),
  );
}
