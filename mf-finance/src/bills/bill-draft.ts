import { checkBillDraft } from '@club/domain/bills';

export interface BillProduct {
  id: number;
  /** Species lowercased without spaces: what addBill takes as `product`. */
  key: string;
  species: string;
}

export interface BillLineDraft {
  key: string;
  species: string;
  /** Grams as typed. */
  amount: string;
}

export interface BillDraft {
  socioId: string;
  /** YYYY-MM-DD */
  date: string;
  lines: readonly BillLineDraft[];
}

/** Spec §5 "Bill species can be added once each": what 'Agregar' still offers. */
export function addableProducts<T extends { key: string }>(
  products: readonly T[],
  lines: readonly { key: string }[],
): T[] {
  const added = new Set(lines.map((line) => line.key));
  return products.filter((product) => !added.has(product.key));
}

/** Adds a species (once) with an empty quantity. */
export function addLine(lines: readonly BillLineDraft[], product: BillProduct): BillLineDraft[] {
  if (lines.some((line) => line.key === product.key)) return [...lines];
  return [...lines, { key: product.key, species: product.species, amount: '' }];
}

/**
 * The spec's bill draft as `addBill` takes it, or the first problem, by the rule the gateway
 * applies too (domain/src/bills.ts): a member, a real date not after `today`, at least one
 * species, each with whole grams above 0.
 */
export function checkBill(
  draft: BillDraft,
  today: string,
):
  | { ok: true; input: { socioId: number; date: string; species: { product: string; amount: number }[] } }
  | { ok: false; error: string } {
  const checked = checkBillDraft(
    {
      socio_id: draft.socioId === '' ? null : Number(draft.socioId),
      date: draft.date,
      // The species' names, so a message names 'OG Kush' rather than its key.
      species: draft.lines.map((line) => ({
        product: line.species,
        amount: /^\s*\d+\s*$/.test(line.amount) ? Number(line.amount) : Number.NaN,
      })),
    },
    today,
  );
  if (!checked.ok) return { ok: false, error: checked.error.message };
  return {
    ok: true,
    input: {
      socioId: checked.bill.socioId,
      date: checked.bill.date,
      species: draft.lines.map((line, index) => ({
        product: line.key,
        amount: checked.bill.lines[index]?.grams ?? 0,
      })),
    },
  };
}

/** Sum of the typed grams that are numbers (the table's total while typing). */
export function draftGrams(lines: readonly BillLineDraft[]): number {
  return lines.reduce((sum, line) => {
    const grams = Number(line.amount);
    return Number.isFinite(grams) && grams > 0 ? sum + grams : sum;
  }, 0);
}
