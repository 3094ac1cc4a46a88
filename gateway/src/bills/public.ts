export { addBill } from './commands.ts';
export type { IssueBillState } from './decide.ts';
export { countedKey, issueBillDecider } from './decide.ts';
export type { BillEvent } from './events.ts';
export { billStream } from './events.ts';
export { billsProjection } from './projection.ts';
