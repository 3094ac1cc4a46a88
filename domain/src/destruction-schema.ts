import * as z from 'zod/mini';
import { isIsoDate } from './club-clock.ts';
import { fillText } from './fill-text.ts';
import { rule } from './rule-schema.ts';
import { parseWholeNumber } from './stock-rules.ts';
import { texts } from './texts.ts';

// A destruction record (issue 17, IRCCA's waste records): what is destroyed, how many grams, why,
// how, who witnessed it, and the day. The form (/admin/destruccion) and the gateway share it.
//
// What is destroyed is a tagged `target`: grams of a product on hand ('product'), which leave
// through the stock ledger, or a batch's waste ('batch-waste': leaves, stems, discarded plants),
// which never entered stock and is recorded on the batch's stream. The rest of the record
// (grams, reason, method, witness, date) is the same for both.

export const DESTRUCTION_TARGET_KINDS = ['product', 'batch-waste'] as const;
export type DestructionTargetKind = (typeof DESTRUCTION_TARGET_KINDS)[number];

export type DestructionTarget =
  | { kind: 'product'; productId: number }
  | { kind: 'batch-waste'; batchId: number };

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

const isId = (id: unknown): id is number => typeof id === 'number' && Number.isSafeInteger(id) && id > 0;

/** The target as its kind names it (other keys dropped, e.g. GraphQL's null productId), or null. */
function targetOf(target: unknown): DestructionTarget | null {
  if (typeof target !== 'object' || target === null) return null;
  const { kind, productId, batchId } = target as { kind?: unknown; productId?: unknown; batchId?: unknown };
  if (kind === 'product' && isId(productId)) return { kind, productId };
  if (kind === 'batch-waste' && isId(batchId)) return { kind, batchId };
  return null;
}

const isTarget = (target: unknown) => targetOf(target) !== null;

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
    target: targetOf(value.target) as DestructionTarget,
    grams: value.grams as number,
    reason: (value.reason as string).trim(),
    method: (value.method as string).trim(),
    witness: (value.witness as string).trim(),
    date: value.date as string,
  };
}

/** The form's fields as typed (a select gives the product or batch id as text). */
export interface DestructionFormDraft {
  kind: DestructionTargetKind;
  productId: string;
  /** The batch whose waste it is, when kind is 'batch-waste'. */
  batchId: string;
  grams: string;
  reason: string;
  method: string;
  witness: string;
  date: string;
}

/** The draft's target: the id of the select its kind shows, or null when none is chosen. */
function draftTarget(draft: DestructionFormDraft): DestructionTarget | null {
  const id = draft.kind === 'batch-waste' ? draft.batchId : draft.productId;
  if (!/^\d+$/.test(id)) return null;
  if (draft.kind === 'batch-waste') return { kind: 'batch-waste', batchId: Number(id) };
  return draft.kind === 'product' ? { kind: 'product', productId: Number(id) } : null;
}

/** The form's draft through the same rules, giving the gateway's input. */
export function destructionFormSchema(today: string) {
  return z.pipe(
    z.object({
      kind: z.string(),
      productId: z.string(),
      batchId: z.string(),
      grams: z.string(),
      reason: z.string(),
      method: z.string(),
      witness: z.string(),
      date: z.string(),
    }),
    z.pipe(
      z.transform(
        (draft: DestructionFormDraft): z.input<ReturnType<typeof destructionSchema>> => ({
          target: draftTarget(draft),
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
