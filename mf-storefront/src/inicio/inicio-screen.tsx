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
 * The varieties to promote: only what a member can order now (on the carta and in stock), the
 * latest added first, so a new strain is the first thing members see.
 */
export function promotedVarieties(products: readonly ProductSummary[]): ProductSummary[] {
  return products
    .filter((product) => !product.outOfStock)
    .sort((a, b) => b.id - a.id)
    .slice(0, PROMOTED_VARIETIES);
}

function VarietyPromo({ product, first }: { product: ProductSummary; first: boolean }) {
  const titleId = `sf-promo-${product.key}`;
  return (
    <article className="sf-inicio__promo sf-inicio__variety" aria-labelledby={titleId}>
      <div className="sf-inicio__variety-text">
        <p className="sf-inicio__eyebrow">{inicioTexts.eyebrow}</p>
        <h2 id={titleId} className="sf-inicio__variety-name">
          {product.species}
        </h2>
        <p className="sf-inicio__variety-figures">
          {fillText(inicioTexts.figures, {
            sativa: formatPercent(product.sativa),
            indica: formatPercent(product.indica),
            thc: formatPercent(product.thc),
          })}
        </p>
        <p className="sf-inicio__variety-price">
          {fillText(inicioTexts.price, { price: formatPesos(product.price) })}
        </p>
        <Link
          to={`/products/${product.key}`}
          className="button sf-inicio__variety-action"
          aria-label={fillText(inicioTexts.reserveLabel, { species: product.species })}
        >
          {inicioTexts.reserve}
        </Link>
      </div>
      <ProductImage productKey={product.key} alt="" className="sf-inicio__variety-image" eager={first} />
    </article>
  );
}

/** Holds the first slide's place, at its size, until the carta answers. */
const loadingSlide: CarouselSlide = {
  id: 'variedades',
  content: (
    <div className="sf-inicio__promo sf-inicio__variety" role="status">
      <div className="sf-inicio__variety-text">
        <p className="sf-inicio__eyebrow">{inicioTexts.loading}</p>
        <p className="sf-inicio__variety-figures">{inicioTexts.loadingText}</p>
      </div>
    </div>
  ),
};

export function InicioScreen() {
  // The carta's own query: the Catálogo then finds it answered.
  const { data, error } = useQuery(PRODUCTS_QUERY);
  const varieties = data ? promotedVarieties(data.products) : [];
  const slides: CarouselSlide[] = [
    ...(data || error
      ? varieties.map((product, index) => ({
          id: `variedad-${product.key}`,
          content: <VarietyPromo product={product} first={index === 0} />,
        }))
      : [loadingSlide]),
    ...clubSlides,
  ];
  return (
    <div className="sf-inicio">
      <h1 className="sf-inicio__title">{inicioTexts.title}</h1>
      <Carousel slides={slides} label={inicioTexts.carousel} />
    </div>
  );
}
