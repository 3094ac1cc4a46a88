import { useQuery } from '@apollo/client/react';
import { orderTexts } from '@club/domain/order-texts';
import { formatPesos } from '@club/domain/pesos';
import { productKey } from '@club/domain/products';
import { loadingText } from '@club/domain/texts';
import type { CSSProperties } from 'react';
import { Link, useParams } from 'react-router';
import { AllowanceLine, useAllowance } from '../allowance/allowance-line.tsx';
import { AddToCart } from '../carta/add-to-cart.tsx';
import { cartaTexts } from '../carta/carta-texts.ts';
import { ProductImage } from '../carta/product-image.tsx';
import { usePreorder } from '../preorder/use-preorder.ts';
import { useClubRules } from '../products/club-rules.ts';
import { PRODUCT_QUERY } from '../products/product-documents.ts';
import { formatPercent, potencySource } from '../products/product-format.ts';
import { productTexts } from './product-texts.ts';
import './product.css';

/** /products/:product: the key is the species lowercased without spaces, so '/products/OG Kush' works too. */
export function ProductScreen() {
  const key = productKey(useParams().product ?? '');
  const { data, error, loading } = useQuery(PRODUCT_QUERY, { variables: { key }, skip: key === '' });
  const product = data?.product;
  const preorder = usePreorder();
  const { gramsStep } = useClubRules();
  const allowance = useAllowance();

  if (!data && loading) {
    return (
      <p role="status" className="page sf-product__status">
        {loadingText}
      </p>
    );
  }
  if (!product) {
    return (
      <section className="page sf-product__missing" role={error ? 'alert' : undefined}>
        <p>{error ? productTexts.loadError : orderTexts.productNotFound}</p>
        <Link to="/carta" className="button button--secondary">
          {productTexts.backToCarta}
        </Link>
      </section>
    );
  }

  const balance = { '--sf-sativa': `${product.sativa}%` } as CSSProperties;
  return (
    <article className="page sf-product" aria-labelledby="sf-product-title">
      <div className="sf-product__media">
        <ProductImage
          productKey={product.key}
          photo={product.photo}
          alt={(product.photo ? productTexts.photoAlt : productTexts.imageAlt)(product.species)}
          className="sf-product__image"
          sizes="(min-width: 48rem) min(52vw, 32rem), calc(100vw - 2rem)"
          priority="high"
        />
        {product.outOfStock && <span className="sf-product__badge">{productTexts.outOfStock}</span>}
      </div>
      <div className="sf-product__info">
        <h1 id="sf-product-title" className="sf-product__title">
          {product.species}
        </h1>
        <div className="sf-product__balance">
          <p className="sf-product__balance-labels">
            <span>
              {productTexts.sativa} <strong>{formatPercent(product.sativa)}</strong>
            </span>
            <span>
              {productTexts.indica} <strong>{formatPercent(product.indica)}</strong>
            </span>
          </p>
          <div className="sf-product__bar" style={balance} aria-hidden="true" />
        </div>
        <p className="sf-product__chips">
          <span className="sf-product__chip">
            {productTexts.thc} <strong>{formatPercent(product.potency.thc)}</strong>
          </span>
          <span className="sf-product__chip">
            {productTexts.cbd} <strong>{formatPercent(product.potency.cbd)}</strong>
          </span>
        </p>
        <p className="sf-product__potency">{potencySource(product.potency)}</p>
        <div className="sf-product__buy">
          <p className="sf-product__price">
            <strong>{formatPesos(product.price)}</strong> {cartaTexts.perGram}
          </p>
          <AddToCart
            productKey={product.key}
            grams={preorder[product.key] ?? 0}
            step={gramsStep}
            outOfStock={product.outOfStock}
            className="sf-product__add"
          />
          <AllowanceLine allowance={allowance} />
        </div>
        <dl className="sf-product__facts">
          <div>
            <dt>{productTexts.genetics}</dt>
            <dd>{product.genetics}</dd>
          </div>
          <div>
            <dt>{productTexts.smell}</dt>
            <dd>{product.smell}</dd>
          </div>
          <div>
            <dt>{productTexts.flavor}</dt>
            <dd>{product.flavor}</dd>
          </div>
        </dl>
        <h2 className="sf-product__subtitle">{productTexts.description}</h2>
        <p className="sf-product__description">{product.description}</p>
      </div>
    </article>
  );
}
