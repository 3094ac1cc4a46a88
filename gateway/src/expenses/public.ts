export { addExpense, attachReceipt } from './commands.ts';
export { recordExpenseDecider } from './decide.ts';
export type { ExpenseEvent, ExpenseRecordedEvent } from './events.ts';
export { expensesProjection } from './projection.ts';
