import { formatGrams } from '@club/web-kit/format/grams-format';

// What a member has left to order, on the carta, the product page and the cart.
export const allowanceTexts = {
  left: (month: number, year: number) =>
    `Te quedan ${formatGrams(month)} este mes y ${formatGrams(year)} este año`,
} as const;
