import { graphql } from '@club/web-kit/graphql/gql';
import type {
  StockChangeResultFieldsFragment,
  StockHistoryQuery,
  StockItemFieldsFragment,
} from '@club/web-kit/graphql/graphql';

/** `price` is integer pesos per gram. */
export type StockItem = StockItemFieldsFragment;
export const STOCK_ITEM_FRAGMENT = graphql(`
  fragment StockItemFields on StockItem { id species price available grams }
`);

export type StockChangeResult = StockChangeResultFieldsFragment;
/** Answer of editStock and adjustStock: a refusal carries the gateway's Spanish `error`. */
export const STOCK_CHANGE_RESULT_FRAGMENT = graphql(`
  fragment StockChangeResultFields on StockChangeResult {
    ok code error changed
    item { ...StockItemFields }
  }
`);

export const STOCK_QUERY = graphql(`query Stock { stock { ...StockItemFields } }`);

export const EDIT_STOCK_MUTATION = graphql(`
  mutation EditStock($id: Int!, $price: Int!, $available: Boolean!) {
    editStock(id: $id, price: $price, available: $available) { ...StockChangeResultFields }
  }
`);

export const ADJUST_STOCK_MUTATION = graphql(`
  mutation AdjustStock($id: Int!, $grams: Int!, $reason: String!) {
    adjustStock(id: $id, grams: $grams, reason: $reason) { ...StockChangeResultFields }
  }
`);

export type StockHistoryEntry = StockHistoryQuery['stockHistory'][number];
export const STOCK_HISTORY_QUERY = graphql(`
  query StockHistory($productId: Int!) {
    stockHistory(productId: $productId, limit: 30) {
      position type occurredAt actor actorName
      gramsChange gramsAfter priceAfter availableAfter priceBefore availableBefore reason
    }
  }
`);
