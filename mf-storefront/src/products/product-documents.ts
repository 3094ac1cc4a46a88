import { gql, type TypedDocumentNode } from '@apollo/client';

// The catalogue as the gateway serves it (GraphQL `products`, `product(key:)`). Percentages are
// numbers (21 → 21 %), prices integer pesos per gram, stock grams.

export interface ProductSummary {
  id: string | number;
  key: string;
  species: string;
  sativa: number;
  indica: number;
  thc: number;
  cbd: number;
  price: number;
  /** The carta's overlay: stock of 40 g or less (kief aside) or marked unavailable. */
  outOfStock: boolean;
}

export interface ProductDetail extends ProductSummary {
  genetics: string;
  smell: string;
  flavor: string;
  description: string;
}

/** One document for the carta and the cart, so either screen finds the other's answer cached. */
export const PRODUCTS_QUERY: TypedDocumentNode<{ products: ProductSummary[] }, Record<string, never>> = gql`
  query StorefrontProducts {
    products {
      id
      key
      species
      sativa
      indica
      thc
      cbd
      price
      outOfStock
    }
  }
`;

export const PRODUCT_QUERY: TypedDocumentNode<{ product: ProductDetail | null }, { key: string }> = gql`
  query StorefrontProduct($key: String!) {
    product(key: $key) {
      id
      key
      species
      sativa
      indica
      thc
      cbd
      price
      outOfStock
      genetics
      smell
      flavor
      description
    }
  }
`;
