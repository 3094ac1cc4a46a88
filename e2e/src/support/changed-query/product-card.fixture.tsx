// mf-storefront's carta card showing the field the changed query adds (product-documents.fixture.ts).
import { formatPesos } from '@club/domain/pesos';
import { Link } from 'react-router';
import { AddToCart } from '../../../../mf-storefront/src/carta/add-to-cart.tsx';
import { cartaTexts } from '../../../../mf-storefront/src/carta/carta-texts.ts';
import { ProductImage } from '../../../../mf-storefront/src/carta/product-image.tsx';
import { formatPercent, potencySource } from '../../../../mf-storefront/src/products/product-format.ts';
import type { ProductSummary } from './product-documents.fixture.ts';

interface ProductCardProps {
  product: ProductSummary;
  /** Grams of this product in the preorder. */
  grams: number;
  /** What 'Agregar' puts in: the club's grams step. */
  step: number;
  /** The card's place in the carta: the first ones are above the fold. */
  index?: number;
}

/** The carta's columns (carta.css, theme.css `.card-grid`): how wide a card's image shows. */
const CARD_IMAGE_SIZES =
  '(max-width: 35.99rem) 38vw, (max-width: 47.99rem) 48vw, (max-width: 63.99rem) 32vw, 15rem';

/** Spec §2 "Carta": image → detail, name, percentages, price, add button or 'Agregado!'. */
export function ProductCard({ product, grams, step, index = 0 }: ProductCardProps) {
  const { key, species, outOfStock } = product;
  const titleId = `sf-card-${key}`;
  return (
    <article className={`sf-card${outOfStock ? ' sf-card--out' : ''}`} aria-labelledby={titleId}>
      <div className="sf-card__body" inert={outOfStock}>
        <Link to={`/products/${key}`} className="sf-card__media">
          <ProductImage
            productKey={key}
            photo={product.photo}
            alt={cartaTexts.seeProduct(species)}
            className="sf-card__image"
            sizes={CARD_IMAGE_SIZES}
            priority={index === 0 ? 'high' : index < 4 ? 'eager' : 'lazy'}
          />
        </Link>
        <div className="sf-card__content">
          <h2 id={titleId} className="sf-card__title">
            {species}
          </h2>
          <dl className="sf-card__facts">
            <div>
              <dt>{cartaTexts.sativa}</dt>
              <dd>{formatPercent(product.sativa)}</dd>
            </div>
            <div>
              <dt>{cartaTexts.indica}</dt>
              <dd>{formatPercent(product.indica)}</dd>
            </div>
            <div>
              <dt>{cartaTexts.thc}</dt>
              <dd>{formatPercent(product.potency.thc)}</dd>
            </div>
            <div>
              <dt>{cartaTexts.cbd}</dt>
              <dd>{formatPercent(product.potency.cbd)}</dd>
            </div>
          </dl>
          <p className="sf-card__potency">{potencySource(product.potency)}</p>
          <p className="sf-card__genetics">Genética: {product.genetics}</p>
          <p className="sf-card__price">
            <strong>{formatPesos(product.price)}</strong> {cartaTexts.perGram}
          </p>
          <AddToCart
            productKey={key}
            grams={grams}
            step={step}
            outOfStock={outOfStock}
            className="sf-card__action"
          />
        </div>
      </div>
      {outOfStock && (
        <div className="sf-card__overlay">
          <span className="sf-card__stamp">{cartaTexts.outOfStock}</span>
        </div>
      )}
    </article>
  );
}
