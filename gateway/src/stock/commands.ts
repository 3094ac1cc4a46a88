import type { Database, Sql } from '@club/db/connection';
import { streamVersion } from '@club/db/event-store';
import { clubNow } from '@club/domain/club-clock';
import { memberActor } from '../kernel/commands/actors.ts';
import { inOpenMonths } from '../kernel/commands/open-months.ts';
import { type Command, runCommand } from '../kernel/commands/pipeline.ts';
import { type Sealed, sealFor } from '../kernel/privacy/subject-keys.ts';
import { destructionSubject } from '../kernel/privacy/subjects.ts';
import type { Refusal } from '../kernel/refusals/refusal-table.ts';
import {
  adjustStockDecider,
  type DestroyStockCommand,
  destroyStockDecider,
  editStockDecider,
  receiveStockDecider,
  type StockDecision,
} from './decide.ts';
import {
  productStream,
  type StockAdjustedEvent,
  type StockDestroyedEvent,
  type StockEditedEvent,
  type StockReceivedEvent,
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
  /** A name the change records, sealed in the command's transaction. */
  sealed: Sealed | null;
}

/** A person's name the change records, and the subject it is sealed under. */
interface NameToSeal {
  subject: string;
  name: string;
}

async function loadProduct(tx: Sql, productId: number, toSeal: NameToSeal | null) {
  const locked = await lockStock(tx, { ids: [productId] });
  const row = locked.get(productId) ?? null;
  const stream = productStream(productId);
  const sealed = toSeal ? await sealFor(tx, toSeal.subject, toSeal.name) : null;
  return { state: { locked, row, sealed }, stream, version: row ? await streamVersion(tx, stream) : 0 };
}

async function changeStock<
  E extends StockEditedEvent | StockAdjustedEvent | StockDestroyedEvent | StockReceivedEvent,
>(
  db: Database,
  adminId: number,
  productId: number,
  decide: (locked: StockState, sealed: Sealed | null) => StockDecision<E>,
  /** The business day the change counts on, if it moves grams (null: a price edit). */
  date: string | null,
  toSeal: NameToSeal | null = null,
): Promise<StockChangeOutcome> {
  const command: Command<ProductState, E, { item: StockRow; changed: boolean }> = {
    actor: memberActor(adminId),
    load: (tx) => loadProduct(tx, productId, toSeal),
    decide: (state: ProductState) => decide(state.locked, state.sealed),
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

/**
 * A product's grams destroyed (the destruction feature's product case): `StockDestroyed` on the
 * product's stream, refused when more than on hand or dated in a closed month.
 */
export function destroyProductStock(
  db: Database,
  adminId: number,
  command: Omit<DestroyStockCommand, 'witness'>,
): Promise<StockChangeOutcome> {
  const target = command.record.target;
  if (target.kind !== 'product') throw new Error('destroyProductStock destroys a product');
  return changeStock(
    db,
    adminId,
    target.productId,
    (locked, witness) => {
      if (witness === null) throw new Error('the load seals the witness');
      return destroyStockDecider.decide({ ...command, witness }, locked);
    },
    command.record.date,
    { subject: destructionSubject(command.destructionId), name: command.record.witness },
  );
}

/**
 * The grams of a product on hand when the club starts keeping its stock here, loaded on `date`
 * (`StockReceived` from no harvest): the demo club's first stock, written as a club's would be.
 */
export function receiveOpeningStock(
  db: Database,
  adminId: number,
  productId: number,
  grams: number,
  date: string,
): Promise<StockChangeOutcome> {
  return changeStock(
    db,
    adminId,
    productId,
    (locked) => receiveStockDecider.decide({ productId, grams, harvestId: null, date }, locked),
    date,
  );
}
