import { isOutOfStock } from '@club/domain/products';
import { builder } from '../kernel/graphql/builder.ts';
import { findProduct, listProducts, type Product } from './queries.ts';

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
    outOfStock: t.boolean({
      description: 'Not available, or 40 g or less on hand (kief aside): the carta shows the overlay.',
      resolve: (product) => isOutOfStock(product),
    }),
  }),
});

builder.queryFields((t) => ({
  products: t.field({
    type: [ProductType],
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
