// mf-storefront's product documents with one more field on the carta's products: `genetics`,
// which the schema has and the committed documents select only on the product's own page. Built
// in place of product-documents.ts by the test's build of the remote, never by a normal build.
import { graphql } from '@club/web-kit/graphql/gql';
import type { ProductSummaryFieldsFragment } from '@club/web-kit/graphql/graphql';

// The catalogue as the gateway serves it (GraphQL `products`, `product(key:)`). Percentages are
// numbers (21 → 21 %), prices integer pesos per gram, stock grams. `potency` is what the carta
// shows: the lab's figures for the batch in stock, or the declared ones when it has no analysis.

export type ProductSummary = ProductSummaryFieldsFragment & { genetics?: string };
/** `outOfStock` is the carta's overlay: stock of 40 g or less (kief aside) or marked unavailable. */
export const PRODUCT_SUMMARY_FRAGMENT = graphql(`
  fragment ProductSummaryFields on Product {
    id key species genetics sativa indica thc cbd price outOfStock photo { ...ProductPhotoFields }
    potency { thc cbd declared analysedOn }
  }
`);

/** One document for the carta and the cart, so either screen finds the other's answer cached. */
export const PRODUCTS_QUERY = graphql(`query StorefrontProducts { products { ...ProductSummaryFields } }`);

export const PRODUCT_QUERY = graphql(`
  query StorefrontProduct($key: String!) {
    product(key: $key) { ...ProductSummaryFields genetics smell flavor description }
  }
`);
