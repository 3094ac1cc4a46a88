import { useQuery } from '@apollo/client/react';
import { cartGrams } from '@club/domain/cart-rules';
import { loadingText } from '@club/domain/texts';
import { formatGrams } from '@club/web-kit/format/grams-format';
import { Page, RetryAlert } from '@club/web-kit/page/page.tsx';
import { Link } from 'react-router';
import { AllowanceLine, useAllowance } from '../allowance/allowance-line.tsx';
import { usePreorder } from '../preorder/use-preorder.ts';
import { useClubRules } from '../products/club-rules.ts';
import { PRODUCTS_QUERY } from '../products/product-documents.ts';
import { cartaTexts } from './carta-texts.ts';
import { ProductCard } from './product-card.tsx';
import './carta.css';

export function CartaScreen() {
  // Stock moves with every member's order: show the cached carta at once, then refresh it.
  const { data, error, loading, refetch } = useQuery(PRODUCTS_QUERY, { fetchPolicy: 'cache-and-network' });
  const { gramsStep } = useClubRules();
  const preorder = usePreorder();
  const grams = cartGrams(preorder);
  const allowance = useAllowance();

  return (
    <Page className="sf-carta page" title={cartaTexts.title} titleClassName="page-title">
      <p className="sf-carta__intro">{cartaTexts.intro}</p>
      <AllowanceLine allowance={allowance} className="sf-carta__allowance" />
      {!data && loading && (
        <p role="status" className="sf-carta__status">
          {loadingText}
        </p>
      )}
      {!data && error && (
        <RetryAlert
          className="sf-carta__error"
          message={cartaTexts.loadError}
          retryLabel={cartaTexts.retry}
          onRetry={() => void refetch()}
        />
      )}
      {data && data.products.length === 0 && <p className="sf-carta__status">{cartaTexts.empty}</p>}
      {data && data.products.length > 0 && (
        <ul className="card-grid sf-carta__grid">
          {data.products.map((product, index) => (
            <li key={product.key}>
              <ProductCard
                product={product}
                grams={preorder[product.key] ?? 0}
                step={gramsStep}
                index={index}
              />
            </li>
          ))}
        </ul>
      )}
      {grams > 0 && (
        <Link to="/cart" className="sf-carta__banner">
          <span className="sf-carta__banner-title">{cartaTexts.banner}</span>
          <span className="sf-carta__banner-action">
            {formatGrams(grams)} · {cartaTexts.bannerAction}
            <span aria-hidden="true"> →</span>
          </span>
        </Link>
      )}
    </Page>
  );
}
