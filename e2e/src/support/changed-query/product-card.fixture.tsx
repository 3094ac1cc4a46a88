// mf-storefront's carta card with the field the changed query adds (product-documents.fixture.ts)
// under it. Built in place of product-card.tsx by the test's build of the remote only.
import type { ComponentProps } from 'react';
import { ProductCard as CommittedCard } from '../../../../mf-storefront/src/carta/product-card.tsx';
import type { ProductSummary } from './product-documents.fixture.ts';

export function ProductCard(props: ComponentProps<typeof CommittedCard> & { product: ProductSummary }) {
  return (
    <div>
      <CommittedCard {...props} />
      <p className="sf-card__genetics">Genética: {props.product.genetics}</p>
    </div>
  );
}
