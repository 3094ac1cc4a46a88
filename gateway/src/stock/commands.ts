import type { Database, Sql } from '@club/db/connection';
import { streamVersion } from '@club/db/event-store';
import { clubNow } from '@club/domain/club-clock';
import { memberActor } from '../kernel/commands/actors.ts';
import { inOpenMonths } from '../kernel/commands/open-months.ts';
import { type Command, runCommand } from '../kernel/commands/pipeline.ts';
import type { Refusal } from '../kernel/refusals/refusal-table.ts';
import { decideAdjustStock, decideEditStock, type StockDecision } from './decide.ts';
import { productStream, type StockAdjustedEvent, type StockEditedEvent } from './events.ts';
import type { StockRow } from './projection.ts';
import { lockStock, writeStock } from './stock-ledger.ts';

// editStock and adjustStock, commands on the one write path (commands/command-pipeline.ts):
// the product's stock row locked by the ledger, the pure decision, the event appended to the
// product's stream with the version loaded, the row written through the ledger. REST and GraphQL
// only translate.

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

async function changeStock<E extends StockEditedEvent | StockAdjustedEvent>(
  db: Database,
  adminId: number,
  productId: number,
  decide: (row: StockRow | null) => StockDecision<E>,
  /** The business day the change counts on, if it moves grams (null: a price edit). */
  date: string | null,
): Promise<StockChangeOutcome> {
  const command: Command<ProductState, E, { item: StockRow; changed: boolean }> = {
    actor: memberActor(adminId),
    load: (tx) => loadProduct(tx, productId),
    decide: (state: ProductState) => decide(state.row),
    async project(tx, events, state) {
      const after = await writeStock(tx, state.locked, events);
      return { item: after.get(productId) as StockRow, changed: events.length > 0 };
    },
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
  return changeStock(db, adminId, productId, (row) => decideEditStock(row, { productId, ...input }), null);
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
    (row) => decideAdjustStock(row, { productId, ...input, date }),
    date,
  );
}
