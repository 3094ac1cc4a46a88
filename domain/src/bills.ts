import { isIsoDate } from './club-clock.ts';
import { productKey } from './products.ts';
import { fillText, texts } from './texts.ts';

// Bills (spec §3 "Bill draft"): a handover to a member outside the online orders, entered in the
// bills form. The checks on the draft itself, shared by the form (before sending) and the gateway,
// whose decision (gateway/src/finance/bill-decide.ts) adds member, stock and limits.

/** Spec §3 "Bill draft": `product` is the species lowercased without spaces, `amount` grams. */
export interface BillDraft {
  socio_id: unknown;
  date: unknown;
  species: unknown;
}

export interface BillLineDraft {
  /** Product key. */
  product: string;
  grams: number;
}

export type BillDraftProblemCode =
  | 'FALTA_SOCIO'
  | 'FECHA_INVALIDA'
  | 'FECHA_FUTURA'
  | 'SIN_ESPECIES'
  | 'LINEA_INVALIDA'
  | 'GRAMOS_INVALIDOS'
  | 'ESPECIE_REPETIDA';

export interface BillDraftProblem {
  code: BillDraftProblemCode;
  message: string;
}

/** Refuses typos such as 0202-09-03; the club keeps no records from before. */
const FIRST_DATE = '2000-01-01';

export interface ValidBillDraft {
  socioId: number;
  date: string;
  lines: BillLineDraft[];
}

/**
 * The draft as the gateway takes it, or the first problem: a member chosen, a real date not after
 * `today` (YYYY-MM-DD, Montevideo), at least one species, each once, with whole positive grams.
 */
export function checkBillDraft(
  draft: BillDraft,
  today: string,
): { ok: true; bill: ValidBillDraft } | { ok: false; error: BillDraftProblem } {
  const refuse = (code: BillDraftProblemCode, message: string) => ({
    ok: false as const,
    error: { code, message },
  });
  const { socio_id: socioId, date, species } = draft;
  if (typeof socioId !== 'number' || !Number.isSafeInteger(socioId) || socioId <= 0) {
    return refuse('FALTA_SOCIO', texts.bills.chooseMember);
  }
  if (typeof date !== 'string' || !isIsoDate(date) || date < FIRST_DATE) {
    return refuse('FECHA_INVALIDA', texts.bills.invalidDate);
  }
  if (date > today) return refuse('FECHA_FUTURA', fillText(texts.bills.futureDate, { today }));
  if (!Array.isArray(species) || species.length === 0) return refuse('SIN_ESPECIES', texts.bills.noSpecies);
  const lines: BillLineDraft[] = [];
  const keys = new Set<string>();
  for (const line of species as unknown[]) {
    const { product, amount } = (line ?? {}) as { product?: unknown; amount?: unknown };
    if (
      line === null ||
      typeof line !== 'object' ||
      typeof product !== 'string' ||
      productKey(product) === ''
    ) {
      return refuse('LINEA_INVALIDA', texts.bills.invalidLine);
    }
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) {
      return refuse('GRAMOS_INVALIDOS', fillText(texts.bills.invalidGrams, { species: product }));
    }
    const key = productKey(product);
    if (keys.has(key)) return refuse('ESPECIE_REPETIDA', texts.bills.repeatedSpecies);
    keys.add(key);
    lines.push({ product: key, grams: amount });
  }
  return { ok: true, bill: { socioId, date, lines } };
}
