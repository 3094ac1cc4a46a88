import type { Sql } from '@club/db/connection';
import { defineProjection } from '../kernel/events/projections.ts';
import { insertRows, type RowsInsert } from '../kernel/events/read-model-writer.ts';
import { moveStock } from './stock-ledger.ts';
import { evolveStock, type StockRow, type StockState } from './stock-rows.ts';

// The `stock` read model: each product's price, availability and grams on hand. Products' own
// facts set it (the catalogue's and the stock stream's), orders and bills take grams out and give them back (by productId, without a
// product event: docs/decisions/005-orders-as-events.md). The live write goes through the ledger,
// from the rows the command locked; the rebuild folds the log with the same evolveStock.

const STOCK_ROWS: RowsInsert<StockRow> = {
  columns: [
    ['product_id', 'integer', (row) => row.productId],
    ['price', 'integer', (row) => row.price],
    ['available', 'boolean', (row) => row.available],
    ['grams', 'integer', (row) => row.grams],
  ],
};

export const stockProjection = defineProjection({
  name: 'stock',
  streams: ['product', 'catalogue', 'order', 'bill'],
  project: (tx, events) => moveStock(tx, events),
  rebuild: {
    initial: (): StockState => new Map(),
    evolve: evolveStock,
    tables: [{ table: 'stock', columns: 'product_id, price, available, grams', key: 'product_id::text' }],
    write: (sql: Sql, stock) => insertRows(sql, 'replay_stock', STOCK_ROWS, [...stock.values()]),
  },
});
