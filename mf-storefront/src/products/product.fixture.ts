import type { ProductSummary } from './product-documents.ts';

/**
 * A product as the gateway's `products` answers it, for the screens' tests: no photo, and the
 * declared figures as its potency unless `overrides` says otherwise.
 */
export function productSummary(
  overrides: Partial<ProductSummary> & Pick<ProductSummary, 'id' | 'key' | 'species'>,
): ProductSummary & { __typename: 'Product' } {
  const thc = overrides.thc ?? 20;
  const cbd = overrides.cbd ?? 0.5;
  return {
    __typename: 'Product',
    sativa: 50,
    indica: 50,
    price: 45,
    outOfStock: false,
    photo: null,
    ...overrides,
    thc,
    cbd,
    potency: overrides.potency ?? {
      __typename: 'ProductPotency',
      thc,
      cbd,
      declared: true,
      analysedOn: null,
    },
  };
}
