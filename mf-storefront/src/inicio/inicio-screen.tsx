import { useQuery } from '@apollo/client/react';
import { fillText } from '@club/domain/fill-text';
import { formatPesos } from '@club/domain/pesos';
import { Link } from 'react-router';
import { Carousel, type CarouselSlide } from '../carousel/carousel.tsx';
import { ProductImage } from '../carta/product-image.tsx';
import { PRODUCTS_QUERY, type ProductSummary } from '../products/product-documents.ts';
import { formatPercent } from '../products/product-format.ts';
import { inicioTexts } from './inicio-texts.ts';
import './inicio.css';

/** How many of the carta's varieties the carousel promotes. */
export const PROMOTED_VARIETIES = 3;

// Resolved by rspack (and vitest) as asset files, served from the remote's own origin.
const clubPromos = [
  {
    id: 'dias-de-retiro',
    src: new URL('./assets/dias-de-retiro.svg', import.meta.url).href,
    alt: inicioTexts.pickupDays,
  },
  {
    id: 'calidad-y-buen-sabor',
    src: new URL('./assets/calidad-y-buen-sabor.svg', import.meta.url).href,
    alt: inicioTexts.quality,
  },
];

const clubSlides: CarouselSlide[] = clubPromos.map((promo) => ({
  id: promo.id,
  content: (
    <img
      className="sf-inicio__promo"
      src={promo.src}
      alt={promo.alt}
      width={1200}
      height={600}
      decoding="async"
    />
  ),
}));

/**
 * The varieties of the month: only what a member can order now (on the carta and in stock), the
 * latest added first, so a new strain is the first thing members see.
 */
export function promotedVarieties(products: readonly ProductSummary[]): ProductSummary[] {
  return products
    .filter((product) => !product.outOfStock)
    .sort((a, b) => b.id - a.id)
    .slice(0, PROMOTED_VARIETIES);
}

/** One variety in the promo: its picture, name, figures and price, a link to its page. */
function Variety({ product, first }: { product: ProductSummary; first: boolean }) {
  return (
    <li className="sf-inicio__variety">
      <Link to={`/products/${product.key}`} className="sf-inicio__variety-link">
        <ProductImage
          productKey={product.key}
          photo={product.photo}
          alt=""
          className="sf-inicio__variety-image"
          sizes="(min-width: 48rem) 12rem, 33vw"
          priority={first ? 'eager' : 'lazy'}
        />
        <span className="sf-inicio__variety-name">{product.species}</span>
      </Link>
      <span className="sf-inicio__variety-figures">
        {fillText(inicioTexts.figures, {
          sativa: formatPercent(product.sativa),
          indica: formatPercent(product.indica),
          thc: formatPercent(product.thc),
        })}
      </span>
      <span className="sf-inicio__variety-price">
        {fillText(inicioTexts.price, { price: formatPesos(product.price) })}
      </span>
    </li>
  );
}

/** The first promo, at the club promos' size: the varieties of the month, from the carta. */
function VarietiesPromo({ varieties }: { varieties: readonly ProductSummary[] | null }) {
  return (
    <section className="sf-inicio__promo sf-inicio__varieties" aria-labelledby="sf-inicio-varieties">
      <h2 id="sf-inicio-varieties" className="sf-inicio__varieties-title">
        {inicioTexts.varieties}
      </h2>
      {varieties === null ? (
        <p role="status" className="sf-inicio__varieties-status">
          {inicioTexts.loading}
        </p>
      ) : (
        <ul className="sf-inicio__varieties-list">
          {varieties.map((product, index) => (
            <Variety key={product.key} product={product} first={index === 0} />
          ))}
        </ul>
      )}
      <Link to="/carta" className="sf-inicio__varieties-action">
        {inicioTexts.reserve}
      </Link>
    </section>
  );
}

export function InicioScreen() {
  // The carta's own query: the Catálogo then finds it answered.
  const { data, error } = useQuery(PRODUCTS_QUERY);
  const varieties = data ? promotedVarieties(data.products) : null;
  // Until the carta answers, the first slide holds its place; with nothing to order, it goes.
  const promo: CarouselSlide[] =
    varieties === null
      ? error
        ? []
        : [{ id: 'variedades', content: <VarietiesPromo varieties={null} /> }]
      : varieties.length > 0
        ? [{ id: 'variedades', content: <VarietiesPromo varieties={varieties} /> }]
        : [];
  return (
    <div className="sf-inicio">
      <h1 className="sf-inicio__title">{inicioTexts.title}</h1>
      <Carousel slides={[...promo, ...clubSlides]} label={inicioTexts.carousel} />
    </div>
  );
}
