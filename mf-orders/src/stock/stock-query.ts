import { graphql } from '@club/web-kit/graphql/gql';
import type {
  CatalogueProductQuery,
  ProductChangeResultFieldsFragment,
  ProductPhotosQuery,
  StockChangeResultFieldsFragment,
  StockHistoryQuery,
  StockItemFieldsFragment,
} from '@club/web-kit/graphql/graphql';

/** `price` is integer pesos per gram. */
export type StockItem = StockItemFieldsFragment;
export const STOCK_ITEM_FRAGMENT = graphql(`
  fragment StockItemFields on StockItem { id key species price available grams retired }
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

/** A product's data as its edit form shows it. */
export type CatalogueProduct = NonNullable<CatalogueProductQuery['catalogueProduct']>;
export const CATALOGUE_PRODUCT_QUERY = graphql(`
  query CatalogueProduct($id: Int!) {
    catalogueProduct(id: $id) { id key species sativa indica thc cbd genetics smell flavor description }
  }
`);

export type ProductChangeResult = ProductChangeResultFieldsFragment;
/** Answer of addProduct, editProduct and retireProduct: a refusal carries the gateway's Spanish `error`. */
export const PRODUCT_CHANGE_RESULT_FRAGMENT = graphql(`
  fragment ProductChangeResultFields on ProductChangeResult {
    ok code error field changed
    product { id key species }
  }
`);

export const ADD_PRODUCT_MUTATION = graphql(`
  mutation AddProduct($input: NewProductInput!) {
    addProduct(input: $input) { ...ProductChangeResultFields }
  }
`);

export const EDIT_PRODUCT_MUTATION = graphql(`
  mutation EditProduct($id: Int!, $input: ProductDataInput!) {
    editProduct(id: $id, input: $input) { ...ProductChangeResultFields }
  }
`);

export const RETIRE_PRODUCT_MUTATION = graphql(`
  mutation RetireProduct($id: Int!) {
    retireProduct(id: $id) { ...ProductChangeResultFields }
  }
`);

export type ProductPhotoEntry = ProductPhotosQuery['productPhotos'][number];
/** Each product's key (the upload's path names it) and current photo. */
export const PRODUCT_PHOTOS_QUERY = graphql(`
  query ProductPhotos { productPhotos { productId key photo { ...ProductPhotoFields } } }
`);
