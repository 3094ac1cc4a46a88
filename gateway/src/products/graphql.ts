import { isOutOfStock } from '@club/domain/products';
import { builder, signedInViewer } from '../kernel/graphql/builder.ts';
import { outcomeResult } from '../kernel/graphql/outcome-result.ts';
import { ProductPhotoType, photoOfProduct } from '../photos/public.ts';
import { addProduct, editProduct, type ProductChangeOutcome, retireProduct } from './commands.ts';
import { findProduct, findProductById, listProducts, type Product } from './queries.ts';

const ProductType = builder.objectRef<Product>('Product').implement({
  description: 'A product of the carta with its stock.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    key: t.exposeString('key', { description: 'Species lowercased without spaces: the preorder key.' }),
    species: t.exposeString('species'),
    stock: t.exposeInt('stock', { description: 'Grams on hand.' }),
    sativa: t.exposeInt('sativa', { description: 'Percent.' }),
    indica: t.exposeInt('indica', { description: 'Percent.' }),
    thc: t.exposeFloat('thc', { description: 'Percent.' }),
    cbd: t.exposeFloat('cbd', { description: 'Percent.' }),
    price: t.exposeInt('price', { description: 'Integer pesos per gram.' }),
    genetics: t.exposeString('genetics'),
    smell: t.exposeString('smell'),
    flavor: t.exposeString('flavor'),
    description: t.exposeString('description'),
    available: t.exposeBoolean('available'),
    retired: t.exposeBoolean('retired', {
      description: 'Retired from the carta for good; only catalogueProduct answers such a product.',
    }),
    outOfStock: t.boolean({
      description: 'Not available, or 40 g or less on hand (kief aside): the carta shows the overlay.',
      resolve: (product) => isOutOfStock(product),
    }),
    photo: t.field({
      type: ProductPhotoType,
      nullable: true,
      description: 'Null: no photo yet (the carta shows the illustration).',
      resolve: (product, _args, ctx) => photoOfProduct(ctx, product.key),
    }),
  }),
});

builder.queryFields((t) => ({
  products: t.field({
    type: [ProductType],
    description: 'The carta: every product not retired, by id.',
    authScopes: { member: true },
    resolve: (_root, _args, ctx) => listProducts(ctx.db),
  }),
  product: t.field({
    type: ProductType,
    nullable: true,
    description: "By key or species: 'ogkush' and 'OG Kush' both work. Null when unknown.",
    authScopes: { member: true },
    args: { key: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => findProduct(ctx.db, args.key),
  }),
}));

// The back office's catalogue: a product with all its data for its edit form, and adding, editing
// and retiring products. Expected refusals are typed results, never GraphQL errors.

const ProductChangeResultType = outcomeResult<ProductChangeOutcome>('ProductChangeResult', {
  codes:
    'NOMBRE_PRODUCTO_REQUERIDO, NOMBRE_PRODUCTO_INVALIDO, PORCENTAJE_INVALIDO, CANNABINOIDE_INVALIDO, TEXTO_LARGO, PRECIO_INVALIDO, DISPONIBLE_INVALIDO, PRODUCTO_DUPLICADO, CLAVE_NO_EDITABLE, PRODUCTO_DESCONOCIDO, PRODUCTO_RETIRADO, PRODUCTO_CON_PEDIDOS or CAMBIO_CONCURRENTE.',
  fields: (t) => ({
    changed: t.boolean({
      description: 'False when it changed nothing (no event appended).',
      resolve: (r) => r.ok && r.changed,
    }),
    product: t.field({ type: ProductType, nullable: true, resolve: (r) => (r.ok ? r.product : null) }),
  }),
});

const TEXT = 'Optional; trimmed.';

// biome-ignore lint/suspicious/noExplicitAny: Pothos input field builders are typed by the builder
const productDataFields = (t: any) => ({
  species: t.string({
    required: true,
    description: "The name; its key (spec §3: lowercased, spaces removed) is the product's for good.",
  }),
  sativa: t.int({ required: true, description: 'Whole percent, 0..100; sativa + indica = 100.' }),
  indica: t.int({ required: true, description: 'Whole percent, 0..100; sativa + indica = 100.' }),
  thc: t.float({ required: true, description: 'Declared percent, 0..100.' }),
  cbd: t.float({ required: true, description: 'Declared percent, 0..100.' }),
  genetics: t.string({ description: TEXT }),
  smell: t.string({ description: `The aroma. ${TEXT}` }),
  flavor: t.string({ description: TEXT }),
  description: t.string({ description: TEXT }),
});

const ProductDataInput = builder.inputType('ProductDataInput', {
  description: "A product's data: what the carta and the product page show, besides its price and stock.",
  fields: (t) => productDataFields(t),
});

const NewProductInput = builder.inputType('NewProductInput', {
  description: 'A product added to the carta: its data, its price and whether it is for sale.',
  fields: (t) => ({
    ...productDataFields(t),
    price: t.int({ required: true, description: 'Integer pesos per gram, 1..100000.' }),
    available: t.boolean({ required: true }),
  }),
});

builder.queryFields((t) => ({
  catalogueProduct: t.field({
    type: ProductType,
    nullable: true,
    description: 'Any product by id, retired or not, with all its data (the edit form). Null when unknown.',
    authScopes: { permission: 'stock.manage' },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => findProductById(ctx.db, args.id),
  }),
}));

builder.mutationFields((t) => ({
  addProduct: t.field({
    type: ProductChangeResultType,
    description:
      "The twin of POST /admin/products: ProductAdded on the new key's stream; the product starts with 0 g.",
    authScopes: { permission: 'stock.manage' },
    args: { input: t.arg({ type: NewProductInput, required: true }) },
    resolve: (_root, { input }, ctx) => addProduct(ctx.db, signedInViewer(ctx).memberId, input),
  }),
  editProduct: t.field({
    type: ProductChangeResultType,
    description:
      'The twin of PATCH /admin/products/{id}: ProductEdited when the data changes. The name may change only where the key stays.',
    authScopes: { permission: 'stock.manage' },
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: ProductDataInput, required: true }) },
    resolve: (_root, { id, input }, ctx) => editProduct(ctx.db, signedInViewer(ctx).memberId, id, input),
  }),
  retireProduct: t.field({
    type: ProductChangeResultType,
    description:
      'The twin of POST /admin/products/{id}/retire: ProductRetired, off the carta for good (its history and orders kept); refused while orders for it are pending.',
    authScopes: { permission: 'stock.manage' },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, { id }, ctx) => retireProduct(ctx.db, signedInViewer(ctx).memberId, id),
  }),
}));
