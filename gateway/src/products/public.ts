export { addProduct, editProduct, retireProduct } from './commands.ts';
export type { CatalogueEvent } from './events.ts';
export { catalogueStream } from './events.ts';
export { productsProjection } from './projection.ts';
