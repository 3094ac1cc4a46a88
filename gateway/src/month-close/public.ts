export { closeMonth, closeOverview, readCloses, readStockEvents } from './commands.ts';
export type { MonthClosedEvent } from './events.ts';
export { monthBalances, nextMonth } from './month-balance.ts';
export { monthHash } from './month-hash.ts';
