import { randomUUID } from 'node:crypto';
import type { Database, Sql } from '@club/db/connection';
import { streamVersion } from '@club/db/event-store';
import { clubNow } from '@club/domain/club-clock';
import {
  asDestructionRecord,
  type DestructionProblemCode,
  destructionSchema,
} from '@club/domain/destruction-schema';
import { checkRules } from '@club/domain/rule-schema';
import { memberActor } from '../kernel/commands/actors.ts';
import { inOpenMonths } from '../kernel/commands/open-months.ts';
import { type Command, runCommand } from '../kernel/commands/pipeline.ts';
import type { Refusal } from '../kernel/refusals/refusal-table.ts';
import { destroyBatchWaste } from '../plants/public.ts';
import { adjustStockDecider, destroyStockDecider, editStockDecider, type StockDecision } from './decide.ts';
import {
  productStream,
  type StockAdjustedEvent,
  type StockDestroyedEvent,
  type StockEditedEvent,
} from './events.ts';
import { lockStock } from './stock-ledger.ts';
import { evolveStock, type StockRow, type StockState } from './stock-rows.ts';

// editStock, adjustStock and destroyStock, commands on the one write path
// (kernel/commands/pipeline.ts): the product's stock row locked by the ledger, the pure decision,
// the event appended to the product's stream with the version loaded; the stock projection writes
// the row. REST and GraphQL only translate.

export type StockChangeOutcome =
  | { ok: true; item: StockRow; changed: boolean }
  | { ok: false; error: Refusal };

interface ProductState {
  locked: ReadonlyMap<number, StockRow>;
  row: StockRow | null;
}

async function loadProduct(tx: Sql, productId: number) {
  const locked = await lockStock(tx, { ids: [productId] });
  const row = locked.get(productId) ?? null;
  const stream = productStream(productId);
  return { state: { locked, row }, stream, version: row ? await streamVersion(tx, stream) : 0 };
}

async function changeStock<E extends StockEditedEvent | StockAdjustedEvent | StockDestroyedEvent>(
  db: Database,
  adminId: number,
  productId: number,
  decide: (locked: StockState) => StockDecision<E>,
  /** The business day the change counts on, if it moves grams (null: a price edit). */
  date: string | null,
): Promise<StockChangeOutcome> {
  const command: Command<ProductState, E, { item: StockRow; changed: boolean }> = {
    actor: memberActor(adminId),
    load: (tx) => loadProduct(tx, productId),
    decide: (state: ProductState) => decide(state.locked),
    // The stock projection has written the row; the answer is the same fold of the locked row.
    project: async (_tx, events, state) => ({
      item: events.reduce(evolveStock, state.locked).get(productId) as StockRow,
      changed: events.length > 0,
    }),
  };
  const outcome =
    date === null
      ? await runCommand(db, command)
      : await runCommand(
          db,
          inOpenMonths(command, () => [date]),
        );
  return outcome.ok ? { ok: true, ...outcome.value } : outcome;
}

/** Spec §7 PATCH /admin/editStock/{id}: price and availability; appends `StockEdited` when they change. */
export function editStock(
  db: Database,
  adminId: number,
  productId: number,
  input: { price: unknown; available: unknown },
): Promise<StockChangeOutcome> {
  return changeStock(
    db,
    adminId,
    productId,
    (locked) => editStockDecider.decide({ productId, ...input }, locked),
    null,
  );
}

/**
 * An admin's correction of the grams on hand, with a reason: appends `StockAdjusted`, dated today
 * (`now`, Montevideo), so it is refused once today's month is closed.
 */
export function adjustStock(
  db: Database,
  adminId: number,
  productId: number,
  input: { grams: unknown; reason: unknown },
  now: Date = new Date(),
): Promise<StockChangeOutcome> {
  const date = clubNow(now).date;
  return changeStock(
    db,
    adminId,
    productId,
    (locked) => adjustStockDecider.decide({ productId, ...input, date }, locked),
    date,
  );
}

export type DestroyOutcome =
  /** `item`: the product's stock after it; null for a batch's waste, which moves no stock. */
  { ok: true; item: StockRow | null; destructionId: string } | { ok: false; error: Refusal };

/**
 * A destruction record (/admin/destruccion): checked by the domain's schema, then by its kind
 * either the product's grams leave through the stock ledger as `StockDestroyed` (refused when
 * more than on hand), or a batch's waste is recorded on the batch's stream as
 * `BatchWasteDestroyed` (plants/commands.ts). Both are refused when dated in a closed month.
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
  const productId = target.productId;
  const outcome = await changeStock(
    db,
    adminId,
    productId,
    (locked) => destroyStockDecider.decide({ destructionId, record: { ...record, target } }, locked),
    record.date,
  );
  return outcome.ok ? { ok: true, item: outcome.item, destructionId } : outcome;
}
