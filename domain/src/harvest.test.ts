import { describe, expect, it } from 'vitest';
import {
  harvestFigures,
  harvestStockMoves,
  plantPerformance,
  productionAverage,
  totalStock,
} from './harvest.ts';

describe('harvest figures', () => {
  it("computes the issue's example: 12 plants, 1,800 g, 300 g waste, 1,200 W → 2,100 g, 150 g/plant, 1.5 g/W", () => {
    expect(totalStock(1800, 300)).toBe(2100);
    expect(productionAverage(1800, 12)).toBe(150);
    expect(plantPerformance(1800, 1200)).toBe(1.5);
    expect(harvestFigures({ stock: 1800, waste: 300, numberOfPlants: 12, lampWatts: 1200 })).toEqual({
      totalStock: 2100,
      productionAverage: 150,
      plantPerformance: 1.5,
    });
  });

  it('rounds to two decimals and has no g/W without watts', () => {
    expect(productionAverage(1000, 3)).toBe(333.33);
    expect(plantPerformance(1000, 600)).toBe(1.67);
    expect(plantPerformance(1000, null)).toBeNull();
  });
});

describe('harvestStockMoves', () => {
  it('Given a new harvest, Then its stock goes into its product', () => {
    expect(harvestStockMoves(null, { productId: 8, stock: 1800 })).toEqual([{ productId: 8, grams: 1800 }]);
  });

  it('Given a correction, Then only the difference, positive or negative', () => {
    expect(harvestStockMoves({ productId: 8, stock: 1800 }, { productId: 8, stock: 2000 })).toEqual([
      { productId: 8, grams: 200 },
    ]);
    expect(harvestStockMoves({ productId: 8, stock: 1800 }, { productId: 8, stock: 1500 })).toEqual([
      { productId: 8, grams: -300 },
    ]);
    expect(harvestStockMoves({ productId: 8, stock: 1800 }, { productId: 8, stock: 1800 })).toEqual([]);
    expect(harvestStockMoves(null, { productId: 8, stock: 0 })).toEqual([]);
  });

  it('Given the species changed, Then the old product gives its grams back, in product id order', () => {
    expect(harvestStockMoves({ productId: 8, stock: 1800 }, { productId: 3, stock: 1700 })).toEqual([
      { productId: 3, grams: 1700 },
      { productId: 8, grams: -1800 },
    ]);
  });
});
