import { graphql } from '@club/web-kit/graphql/gql';
import type { DestructionsQuery } from '@club/web-kit/graphql/graphql';

// /admin/destruccion's GraphQL (gateway/src/close/graphql.ts).

export const DESTRUCTION_PRODUCTS_QUERY = graphql(`query DestructionProducts { stock { id species grams } }`);

export type Destruction = DestructionsQuery['destructions'][number];
export const DESTRUCTIONS_QUERY = graphql(`
  query Destructions { destructions { id kind species grams reason method witness date recordedBy } }
`);

export const DESTROY_STOCK_MUTATION = graphql(`
  mutation DestroyStock($input: DestroyStockInput!) {
    destroyStock(input: $input) { ok code error field destructionId grams }
  }
`);
