import { graphql } from '@club/web-kit/graphql/gql';

// A product photo as <ProductPicture> shows it (web-kit/src/photo): the carta, the product page
// and the back office select the same fields, so each finds the others' answers in the cache.
export const PRODUCT_PHOTO_FIELDS_FRAGMENT = graphql(`
  fragment ProductPhotoFields on ProductPhoto { width height placeholder variants { url format width } }
`);
