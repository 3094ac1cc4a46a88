import { setGrams } from '@club/web-kit/preorder/preorder';
import { Link } from 'react-router';
import { cartaTexts } from './carta-texts.ts';

interface AddToCartProps {
  productKey: string;
  /** Grams of this product in the preorder. */
  grams: number;
  /** What 'Agregar' puts in: the club's grams step. */
  step: number;
  outOfStock: boolean;
  className: string;
}

/** Spec §2/§4: 'AGREGAR AL CARRITO' puts in one step; once added, 'Agregado!' leads to the cart. */
export function AddToCart({ productKey, grams, step, outOfStock, className }: AddToCartProps) {
  return grams > 0 ? (
    <Link to="/cart" className={`button button--secondary ${className}`}>
      {cartaTexts.added}
    </Link>
  ) : (
    <button
      type="button"
      className={`button ${className}`}
      disabled={outOfStock}
      onClick={() => setGrams(productKey, step)}
    >
      {cartaTexts.add}
    </button>
  );
}
