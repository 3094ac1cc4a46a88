export { adjustStock, destroyProductStock, editStock, receiveOpeningStock } from './commands.ts';
export { receiveStockDecider } from './decide.ts';
export type { ProductEvent, StockDestroyed } from './events.ts';
export { productStream } from './events.ts';
export { stockProjection } from './projection.ts';
export { stockHistory } from './queries.ts';
export { listStock, lockStock } from './stock-ledger.ts';
export type { StockRow, StockState } from './stock-rows.ts';
export { evolveStock, projectStock } from './stock-rows.ts';
