import { gql, type TypedDocumentNode } from '@apollo/client';

export interface StockItem {
  id: string | number;
  species: string;
  /** Integer pesos per gram. */
  price: number;
  available: boolean;
  grams: number;
}

export interface StockQueryData {
  stock: StockItem[];
}

export const STOCK_QUERY: TypedDocumentNode<StockQueryData, Record<string, never>> = gql`
  query Stock {
    stock {
      id
      species
      price
      available
      grams
    }
  }
`;

/** Answer of editStock and adjustStock: a refusal carries the gateway's Spanish `error`. */
export interface StockChangeResult {
  ok: boolean;
  code: string | null;
  error: string | null;
  changed: boolean;
  item: StockItem | null;
}

export const EDIT_STOCK_MUTATION: TypedDocumentNode<
  { editStock: StockChangeResult },
  { id: number; price: number; available: boolean }
> = gql`
  mutation EditStock($id: Int!, $price: Int!, $available: Boolean!) {
    editStock(id: $id, price: $price, available: $available) {
      ok
      code
      error
      changed
      item {
        id
        species
        price
        available
        grams
      }
    }
  }
`;

export const ADJUST_STOCK_MUTATION: TypedDocumentNode<
  { adjustStock: StockChangeResult },
  { id: number; grams: number; reason: string }
> = gql`
  mutation AdjustStock($id: Int!, $grams: Int!, $reason: String!) {
    adjustStock(id: $id, grams: $grams, reason: $reason) {
      ok
      code
      error
      changed
      item {
        id
        species
        price
        available
        grams
      }
    }
  }
`;

export interface StockHistoryEntry {
  position: number;
  type: string;
  occurredAt: string;
  actor: string;
  actorName: string | null;
  gramsChange: number;
  gramsAfter: number;
  priceAfter: number;
  availableAfter: boolean;
  priceBefore: number | null;
  availableBefore: boolean | null;
  reason: string | null;
}

export const STOCK_HISTORY_QUERY: TypedDocumentNode<
  { stockHistory: StockHistoryEntry[] },
  { productId: number }
> = gql`
  query StockHistory($productId: Int!) {
    stockHistory(productId: $productId, limit: 30) {
      position
      type
      occurredAt
      actor
      actorName
      gramsChange
      gramsAfter
      priceAfter
      availableAfter
      priceBefore
      availableBefore
      reason
    }
  }
`;
