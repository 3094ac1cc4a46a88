import type { Sql } from '@club/db/connection';
import { PRODUCT_DATA_FIELDS, type ProductData } from '@club/domain/product-schema';
import { unhandledEvent } from '../kernel/events/club-event.ts';
import { defineProjection, type LoggedEvent } from '../kernel/events/projections.ts';
import { insertRows, type RowsInsert } from '../kernel/events/read-model-writer.ts';
import type { CatalogueEvent } from './events.ts';

// The `products` read model: each product's key and data, from its catalogue stream. A retired
// product keeps its row (its orders, stock and history name it) with the time it was retired:
// now() of the retiring transaction live, the event's occurred_at on replay, the same instant.
// Registered before the stock projection: a new product's stock row refers to its row.

interface ProductRow extends ProductData {
  id: number;
  key: string;
  /** occurred_at of its ProductRetired, as the log prints it; null while on the carta. */
  retiredAt: string | null;
}

/** The columns are named as the fields are. */
const DATA_COLUMNS = PRODUCT_DATA_FIELDS;

const PRODUCT_ROWS: RowsInsert<ProductRow> = {
  columns: [
    ['id', 'integer', (row) => row.id],
    ['key', 'text', (row) => row.key],
    ['species', 'text', (row) => row.species],
    ['sativa', 'integer', (row) => row.sativa],
    ['indica', 'integer', (row) => row.indica],
    ['thc', 'double precision', (row) => row.thc],
    ['cbd', 'double precision', (row) => row.cbd],
    ['genetics', 'text', (row) => row.genetics],
    ['smell', 'text', (row) => row.smell],
    ['flavor', 'text', (row) => row.flavor],
    ['description', 'text', (row) => row.description],
    ['retired_at', 'timestamptz', (row) => row.retiredAt],
  ],
};

const dataOf = (data: ProductData): ProductData => ({
  species: data.species,
  sativa: data.sativa,
  indica: data.indica,
  thc: data.thc,
  cbd: data.cbd,
  genetics: data.genetics,
  smell: data.smell,
  flavor: data.flavor,
  description: data.description,
});

/** The rows after one more catalogue event (`retiredAt`: when it happened). */
function evolveProducts(
  rows: Map<number, ProductRow>,
  event: CatalogueEvent,
  retiredAt: string,
): Map<number, ProductRow> {
  const { productId } = event.payload;
  const row = rows.get(productId);
  switch (event.type) {
    case 'ProductAdded':
      return rows.set(productId, {
        id: productId,
        key: event.payload.key,
        ...dataOf(event.payload),
        retiredAt: null,
      });
    case 'ProductEdited':
      return row ? rows.set(productId, { ...row, ...dataOf(event.payload) }) : rows;
    case 'ProductRetired':
      return row ? rows.set(productId, { ...row, retiredAt }) : rows;
    default:
      return unhandledEvent(event);
  }
}

/** The live write of one command's catalogue events. */
async function writeProducts(tx: Sql, events: readonly CatalogueEvent[]): Promise<void> {
  for (const event of events) {
    switch (event.type) {
      case 'ProductAdded':
        await insertRows(tx, 'products', PRODUCT_ROWS, [
          { id: event.payload.productId, key: event.payload.key, ...dataOf(event.payload), retiredAt: null },
        ]);
        break;
      case 'ProductEdited': {
        const data = dataOf(event.payload);
        await tx.query(
          `update products set ${DATA_COLUMNS.map((column, index) => `${column} = $${index + 2}`).join(', ')}
            where id = $1`,
          [event.payload.productId, ...DATA_COLUMNS.map((column) => data[column])],
        );
        break;
      }
      case 'ProductRetired':
        // now() of this transaction: the event's occurred_at.
        await tx.query('update products set retired_at = now() where id = $1', [event.payload.productId]);
        break;
      default:
        unhandledEvent(event);
    }
  }
}

export const productsProjection = defineProjection({
  name: 'products',
  streams: ['catalogue'],
  project: writeProducts,
  rebuild: {
    initial: () => new Map<number, ProductRow>(),
    evolve: (rows, event: LoggedEvent<CatalogueEvent>) => evolveProducts(rows, event, event.occurredAt),
    tables: [
      {
        table: 'products',
        columns:
          'id, key, species, sativa, indica, thc, cbd, genetics, smell, flavor, description, retired_at',
        key: 'id::text',
      },
    ],
    write: (sql, rows) => insertRows(sql, 'replay_products', PRODUCT_ROWS, [...rows.values()]),
  },
});
