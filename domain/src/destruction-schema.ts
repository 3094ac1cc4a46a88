import * as z from 'zod/mini';
import { isIsoDate } from './club-clock.ts';
import { rule } from './rule-schema.ts';
import { parseWholeNumber } from './stock-rules.ts';
import { fillText, texts } from './texts.ts';

// A destruction record (issue 17, IRCCA's waste records): what is destroyed, how many grams, why,
// how, who witnessed it, and the day. The form (/admin/destruccion) and the gateway share it.
//
// What is destroyed is a tagged `target`. Today one kind exists: grams of a product on hand,
// which leave through the stock ledger. The plants/batches work adds 'batch-waste' (a batch's
// waste) as a second member of DESTRUCTION_TARGET_KINDS and of the target union below; the rest
// of the record (grams, reason, method, witness, date) is the same for both.

export const DESTRUCTION_TARGET_KINDS = ['product'] as const;
export type DestructionTargetKind = (typeof DESTRUCTION_TARGET_KINDS)[number];

export type DestructionTarget = { kind: 'product'; productId: number };

/** Each free-text field's length limit. */
export const DESTRUCTION_TEXT_MAX_LENGTH = 250;

export type DestructionProblemCode =
  | 'DESTINO_INVALIDO'
  | 'GRAMOS_INVALIDOS'
  | 'MOTIVO_INVALIDO'
  | 'METODO_INVALIDO'
  | 'TESTIGO_INVALIDO'
  | 'FECHA_REQUERIDA'
  | 'FECHA_FUTURA';

const destructionRule = rule<unknown, DestructionProblemCode>;

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const fits = (value: unknown) => (value as string).trim().length <= DESTRUCTION_TEXT_MAX_LENGTH;
const tooLong = fillText(texts.destruction.tooLong, { max: DESTRUCTION_TEXT_MAX_LENGTH });

function textField(code: DestructionProblemCode, required: string) {
  return z.unknown().check(destructionRule(code, required, isText), destructionRule(code, tooLong, fits));
}

const isTarget = (target: unknown): target is DestructionTarget => {
  if (typeof target !== 'object' || target === null) return false;
  const { kind, productId } = target as { kind?: unknown; productId?: unknown };
  return (
    kind === 'product' && typeof productId === 'number' && Number.isSafeInteger(productId) && productId > 0
  );
};

/** The record as the gateway takes it, or its first problem; `today` (YYYY-MM-DD) bounds the date. */
export function destructionSchema(today: string) {
  return z.object({
    target: z
      .unknown()
      .check(destructionRule('DESTINO_INVALIDO', texts.destruction.targetRequired, isTarget)),
    grams: z
      .unknown()
      .check(
        destructionRule(
          'GRAMOS_INVALIDOS',
          texts.destruction.gramsInvalid,
          (grams) => typeof grams === 'number' && Number.isSafeInteger(grams) && grams > 0,
        ),
      ),
    reason: textField('MOTIVO_INVALIDO', texts.destruction.reasonRequired),
    method: textField('METODO_INVALIDO', texts.destruction.methodRequired),
    witness: textField('TESTIGO_INVALIDO', texts.destruction.witnessRequired),
    date: z.unknown().check(
      destructionRule(
        'FECHA_REQUERIDA',
        texts.destruction.dateRequired,
        (date) => typeof date === 'string' && isIsoDate(date),
      ),
      destructionRule('FECHA_FUTURA', texts.destruction.dateInFuture, (date) => (date as string) <= today),
    ),
  });
}

/** A checked record, texts trimmed. */
export interface DestructionRecord {
  target: DestructionTarget;
  grams: number;
  reason: string;
  method: string;
  witness: string;
  date: string;
}

/** The checked input as the record it is (the schema's output keeps `unknown` fields). */
export function asDestructionRecord(
  value: z.output<ReturnType<typeof destructionSchema>>,
): DestructionRecord {
  return {
    target: value.target as DestructionTarget,
    grams: value.grams as number,
    reason: (value.reason as string).trim(),
    method: (value.method as string).trim(),
    witness: (value.witness as string).trim(),
    date: value.date as string,
  };
}

/** The form's fields as typed (a select gives the product id as text). */
export interface DestructionFormDraft {
  kind: DestructionTargetKind;
  productId: string;
  grams: string;
  reason: string;
  method: string;
  witness: string;
  date: string;
}

/** The form's draft through the same rules, giving the gateway's input. */
export function destructionFormSchema(today: string) {
  return z.pipe(
    z.object({
      kind: z.string(),
      productId: z.string(),
      grams: z.string(),
      reason: z.string(),
      method: z.string(),
      witness: z.string(),
      date: z.string(),
    }),
    z.pipe(
      z.transform(
        (draft: DestructionFormDraft): z.input<ReturnType<typeof destructionSchema>> => ({
          target: /^\d+$/.test(draft.productId)
            ? { kind: draft.kind, productId: Number(draft.productId) }
            : null,
          grams: parseWholeNumber(draft.grams),
          reason: draft.reason,
          method: draft.method,
          witness: draft.witness,
          date: draft.date,
        }),
      ),
      z.pipe(destructionSchema(today), z.transform(asDestructionRecord)),
    ),
  );
}
