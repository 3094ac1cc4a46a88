export { adjustStock, editStock } from './commands.ts';
export { decideDestroyStock, decideReceiveStock } from './decide.ts';
export type { ProductEvent, StockDestroyed } from './events.ts';
export { productStream } from './events.ts';
export type { StockRow, StockState } from './projection.ts';
export { evolveStock, projectStock } from './projection.ts';
export { stockHistory } from './queries.ts';
export { listStock, lockStock, moveStock, writeStock } from './stock-ledger.ts';
