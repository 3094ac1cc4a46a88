import { builder } from '../graphql/builder.ts';
import { listStock, type StockItem } from './service.ts';

const StockItemType = builder.objectRef<StockItem>('StockItem').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    species: t.exposeString('species'),
    price: t.exposeInt('price', { description: 'Integer pesos per gram.' }),
    available: t.exposeBoolean('available'),
    grams: t.exposeInt('grams'),
  }),
});

builder.queryFields((t) => ({
  stock: t.field({
    type: [StockItemType],
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => listStock(ctx.db),
  }),
}));
