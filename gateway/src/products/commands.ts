import type { Database, Sql } from '@club/db/connection';
import { streamVersion } from '@club/db/event-store';
import { newProductSchema, type ProductData } from '@club/domain/product-schema';
import { productKey } from '@club/domain/products';
import { checkRules } from '@club/domain/rule-schema';
import { memberActor } from '../kernel/commands/actors.ts';
import { type Command, runCommand } from '../kernel/commands/pipeline.ts';
import type { ClubEvent } from '../kernel/events/club-event.ts';
import type { Refusal } from '../kernel/refusals/refusal-table.ts';
import { lockStock } from '../stock/public.ts';
import {
  addProductDecider,
  type CatalogueProduct,
  type CatalogueRefusal,
  type CatalogueState,
  editProductDecider,
  retireProductDecider,
} from './decide.ts';
import { catalogueStream } from './events.ts';
import { findProductById, type Product } from './queries.ts';

// addProduct, editProduct and retireProduct, commands on the one write path
// (kernel/commands/pipeline.ts): the product's catalogue stream loaded with its version, the pure
// decision, the event appended; the products and stock projections write the rows. REST and
// GraphQL only translate.

export type ProductChangeOutcome =
  | { ok: true; product: Product; changed: boolean }
  | { ok: false; error: CatalogueRefusal | Refusal };

interface CatalogueRow extends ProductData {
  id: number;
  key: string;
  retired: boolean;
}

/** The product with that key or id as its stream left it, retired or not. */
async function catalogueProduct(tx: Sql, where: 'key' | 'id', value: string | number) {
  const { rows } = await tx.query<CatalogueRow>(
    `select id, key, species, sativa, indica, thc, cbd, genetics, smell, flavor, description,
            retired_at is not null as retired
       from products where ${where} = $1`,
    [value],
  );
  const row = rows[0];
  if (!row) return null;
  const { id, ...rest } = row;
  const product: CatalogueProduct = {
    ...rest,
    productId: Number(id),
    sativa: Number(row.sativa),
    indica: Number(row.indica),
    thc: Number(row.thc),
    cbd: Number(row.cbd),
  };
  return product;
}

const catalogueOf = (product: CatalogueProduct | null, pending: readonly string[] = []): CatalogueState => {
  const state = addProductDecider.initialState();
  if (!product) return state;
  return {
    products: new Map([[product.key, product]]),
    pendingOrders: new Map([[product.productId, new Set(pending)]]),
  };
};

/** The product's stream and version; a stream nothing is ever appended to when there is no product. */
async function streamOf(tx: Sql, product: CatalogueProduct | null) {
  if (!product) return { stream: catalogueStream(''), version: 0 };
  const stream = catalogueStream(product.key);
  return { stream, version: await streamVersion(tx, stream) };
}

/** Runs a catalogue command and answers with the product as the back office sees it after it. */
async function changeCatalogue<S extends { catalogue: CatalogueState }, E extends ClubEvent>(
  db: Database,
  command: Omit<Command<S, E, Product>, 'project'> & {
    productIdOf: (events: readonly E[], state: S) => number;
  },
): Promise<ProductChangeOutcome> {
  let changed = false;
  const outcome = await runCommand(db, {
    ...command,
    async project(tx, events, state) {
      changed = events.length > 0;
      const product = await findProductById(tx, command.productIdOf(events, state));
      if (!product) throw new Error('a catalogue command left no product behind');
      return product;
    },
  });
  return outcome.ok ? { ok: true, product: outcome.value, changed } : outcome;
}

/**
 * Adds a product to the carta: `ProductAdded` on its key's new stream, with an id drawn from the
 * products' sequence. Its stock row starts at 0 g, at its price and availability.
 */
export function addProduct(db: Database, adminId: number, input: unknown): Promise<ProductChangeOutcome> {
  return changeCatalogue(db, {
    actor: memberActor(adminId),
    async load(tx) {
      const checked = checkRules(newProductSchema, input);
      const key = checked.ok ? productKey(checked.value.species) : null;
      // Only a valid product gets an id or a stream; the decision refuses the rest.
      if (key === null)
        return { state: { catalogue: catalogueOf(null), productId: 0 }, stream: '', version: 0 };
      const taken = await catalogueProduct(tx, 'key', key);
      const stream = catalogueStream(key);
      const [version, productId] = await Promise.all([
        streamVersion(tx, stream),
        taken ? 0 : nextProductId(tx),
      ]);
      return { state: { catalogue: catalogueOf(taken), productId }, stream, version };
    },
    decide: ({ catalogue, productId }) => addProductDecider.decide({ productId, input }, catalogue),
    productIdOf: (_events, { productId }) => productId,
  });
}

async function nextProductId(tx: Sql): Promise<number> {
  const { rows } = await tx.query<{ id: string }>(
    `select nextval(pg_get_serial_sequence('products', 'id')) as id`,
  );
  return Number(rows[0]?.id);
}

/** Edits a product's data (not its key): `ProductEdited` with what changed; nothing when nothing did. */
export function editProduct(
  db: Database,
  adminId: number,
  productId: number,
  input: unknown,
): Promise<ProductChangeOutcome> {
  return changeCatalogue(db, {
    actor: memberActor(adminId),
    async load(tx) {
      const product = await catalogueProduct(tx, 'id', productId);
      return { state: { catalogue: catalogueOf(product) }, ...(await streamOf(tx, product)) };
    },
    decide: ({ catalogue }) => editProductDecider.decide({ productId, input }, catalogue),
    productIdOf: () => productId,
  });
}

/**
 * Takes a product off the carta for good (`ProductRetired`), unless orders for it wait to be
 * handed over. Its stock row is locked first, as an order locks it: an order and the retirement
 * of its product queue, and whichever comes second sees the first.
 */
export function retireProduct(
  db: Database,
  adminId: number,
  productId: number,
): Promise<ProductChangeOutcome> {
  return changeCatalogue(db, {
    actor: memberActor(adminId),
    lock: async (tx) => {
      await lockStock(tx, { ids: [productId] });
    },
    async load(tx) {
      const product = await catalogueProduct(tx, 'id', productId);
      const pending = product ? await pendingOrders(tx, product.productId) : [];
      return { state: { catalogue: catalogueOf(product, pending) }, ...(await streamOf(tx, product)) };
    },
    decide: ({ catalogue }) => retireProductDecider.decide({ productId }, catalogue),
    productIdOf: () => productId,
  });
}

/** The orders placed and not yet handed over, cancelled or closed that name the product. */
async function pendingOrders(tx: Sql, productId: number): Promise<string[]> {
  const { rows } = await tx.query<{ id: string }>(
    `select id::text as id from orders where status = 'placed' and lines @> $1::jsonb`,
    [JSON.stringify([{ productId }])],
  );
  return rows.map((row) => row.id);
}
