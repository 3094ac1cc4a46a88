import { EXPENSE_CATEGORIES } from '@club/domain/expenses';

/** 'Total Mensual': the integer sum of the month's amounts (spec §2, §9). */
export function monthTotal(expenses: readonly { amount: number }[]): number {
  return expenses.reduce((sum, expense) => sum + expense.amount, 0);
}

/** The month's sum per category with any spending, in the categories' fixed order. */
export function totalsByCategory(
  expenses: readonly { name: string; amount: number }[],
): { category: string; total: number }[] {
  const sums = new Map<string, number>();
  for (const expense of expenses) sums.set(expense.name, (sums.get(expense.name) ?? 0) + expense.amount);
  const known: readonly string[] = EXPENSE_CATEGORIES;
  const order = [...known, ...[...sums.keys()].filter((name) => !known.includes(name)).sort()];
  return order
    .filter((category) => sums.has(category))
    .map((category) => ({ category, total: sums.get(category) ?? 0 }));
}
