import { formatPesos } from '@club/domain/pesos';
import { formatGrams } from '@club/web-kit/format/grams-format';
import { setGrams } from '@club/web-kit/preorder/preorder';
import { ProductImage } from '../carta/product-image.tsx';
import { cartTexts } from './cart-texts.ts';

export interface CartLineData {
  key: string;
  species: string;
  price: number;
  grams: number;
  outOfStock: boolean;
}

/** One product in the cart: - and + change one step (5 g by default; down to 0, which hides the line), X removes it. */
export function CartLine({ line, step }: { line: CartLineData; step: number }) {
  const { key, species, grams } = line;
  return (
    <li className="sf-cart-line">
      <ProductImage productKey={key} alt="" className="sf-cart-line__image" />
      <div className="sf-cart-line__name">
        <strong>{species}</strong>
        <span className="sf-cart-line__price">{cartTexts.perGram(formatPesos(line.price))}</span>
        {line.outOfStock && <span className="sf-cart-line__out">{cartTexts.outOfStock}</span>}
      </div>
      <fieldset className="sf-cart-line__counter">
        <legend className="visually-hidden">{species}</legend>
        <button
          type="button"
          className="sf-cart-line__step"
          aria-label={cartTexts.less(species, step)}
          onClick={() => setGrams(key, grams - step)}
        >
          −
        </button>
        <output className="sf-cart-line__grams" aria-live="polite">
          {formatGrams(grams)}
        </output>
        <button
          type="button"
          className="sf-cart-line__step"
          aria-label={cartTexts.more(species, step)}
          onClick={() => setGrams(key, grams + step)}
        >
          +
        </button>
      </fieldset>
      <span className="sf-cart-line__subtotal">{formatPesos(line.price * grams)}</span>
      <button
        type="button"
        className="sf-cart-line__remove"
        aria-label={cartTexts.remove(species)}
        onClick={() => setGrams(key, 0)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      </button>
    </li>
  );
}
