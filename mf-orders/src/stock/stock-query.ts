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
