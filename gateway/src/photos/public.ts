export { removeProductPhoto, setProductPhoto } from './commands.ts';
export type { ProductPhotoEvent } from './events.ts';
export { ProductPhotoType } from './graphql.ts';
export { inPhotoTurn, makePhotoVariants, uprightPhoto } from './photo-variants.ts';
export { productPhotosProjection } from './projection.ts';
export { photoOfProduct } from './queries.ts';
export {
  isPhotoUpload,
  PHOTO_UPLOAD_BODY_LIMIT,
  photoAdminRoutes,
  photoRoutes,
  uploadedPhoto,
} from './routes.ts';
