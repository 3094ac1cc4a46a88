import { graphql } from '@club/web-kit/graphql/gql';
import type { DestructionsQuery } from '@club/web-kit/graphql/graphql';

// /admin/destruccion's GraphQL (gateway/src/month-close/graphql.ts).

/** What can be destroyed: products with their grams on hand, and batches (for their waste). */
export const DESTRUCTION_TARGETS_QUERY = graphql(`
  query DestructionTargets { stock { id species grams } batches { id species motherName stage } }
`);

export type Destruction = DestructionsQuery['destructions'][number];
export const DESTRUCTIONS_QUERY = graphql(`
  query Destructions { destructions { id kind batchId species grams reason method witness date recordedBy } }
`);

export const DESTROY_STOCK_MUTATION = graphql(`
  mutation DestroyStock($input: DestroyStockInput!) {
    destroyStock(input: $input) { ok code error field destructionId grams }
  }
`);
