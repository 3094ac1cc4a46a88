import { randomUUID } from 'node:crypto';
import type { Database } from '@club/db/connection';
import { clubNow } from '@club/domain/club-clock';
import {
  asDestructionRecord,
  type DestructionProblemCode,
  destructionSchema,
} from '@club/domain/destruction-schema';
import { checkRules } from '@club/domain/rule-schema';
import type { Refusal } from '../kernel/refusals/refusal-table.ts';
import { destroyBatchWaste } from '../plants/public.ts';
import { destroyProductStock, type StockRow } from '../stock/public.ts';

// A destruction record (/admin/destruccion), one command for both kinds: a product's grams leave
// the stock on the product's stream (stock's command), or a batch's waste is
// recorded on the batch's stream (plants' command). Both are refused when dated in a closed month.

export type DestroyOutcome =
  /** `item`: the product's stock after it; null for a batch's waste, which moves no stock. */
  { ok: true; item: StockRow | null; destructionId: string } | { ok: false; error: Refusal };

/**
 * Records a destruction checked by the domain's schema: by its kind either the product's grams
 * leave through the stock ledger as `StockDestroyed` (refused when more than on hand), or a
 * batch's waste is recorded as `BatchWasteDestroyed`.
 */
export async function destroyStock(
  db: Database,
  adminId: number,
  input: unknown,
  now: Date,
): Promise<DestroyOutcome> {
  const checked = checkRules<ReturnType<typeof destructionSchema>, DestructionProblemCode>(
    destructionSchema(clubNow(now).date),
    input,
  );
  if (!checked.ok) {
    const { code, message, field } = checked.problem;
    return { ok: false, error: field ? { code, message, field } : { code, message } };
  }
  const record = asDestructionRecord(checked.value);
  const destructionId = randomUUID();
  const { target } = record;
  if (target.kind === 'batch-waste') {
    const outcome = await destroyBatchWaste(db, adminId, { destructionId, batchId: target.batchId, record });
    return outcome.ok ? { ok: true, item: null, destructionId } : outcome;
  }
  const outcome = await destroyProductStock(db, adminId, { destructionId, record: { ...record, target } });
  return outcome.ok ? { ok: true, item: outcome.item, destructionId } : outcome;
}
