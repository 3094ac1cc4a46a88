import { cartGrams } from '@club/domain/cart-rules';
import { texts } from '@club/domain/texts';
import { BackIcon, CartIcon, LogoutIcon } from '@club/web-kit/icons/icons.tsx';
import { readPreorder, subscribePreorder } from '@club/web-kit/preorder/preorder';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useSession } from '../auth/use-session.ts';
import { Logo } from '../brand/logo.tsx';
import { parentOf, showsBackArrow } from './back-arrow.ts';
import { MenuDropdown } from './menu-dropdown.tsx';

const LogoutModal = lazy(() => import('./logout-modal.tsx').then((m) => ({ default: m.LogoutModal })));

/** False when this tab opened straight on this page (a shared deep link): nothing to go back to. */
function hasEarlierPage(): boolean {
  return window.history.length > 1;
}

/** Grams in the member's preorder (session storage), kept current as the storefront changes it. */
function useCartGrams(): number {
  return cartGrams(useSyncExternalStore(subscribePreorder, readPreorder, readPreorder));
}

/** Header on every screen; on the login screen only the brand (nothing else works signed out). */
export function Header({ signedOut = false }: { signedOut?: boolean }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { isAdmin } = useSession();
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const grams = useCartGrams();

  const goBack = () => {
    if (hasEarlierPage()) navigate(-1);
    else navigate(parentOf(pathname));
  };

  return (
    <header className="header">
      <div className="header__bar">
        <div className="header__side">
          {!signedOut && <MenuDropdown isAdmin={isAdmin} />}
          {!signedOut && showsBackArrow(pathname) && (
            <button type="button" className="header__button" aria-label={texts.header.back} onClick={goBack}>
              <BackIcon />
            </button>
          )}
        </div>
        <Link to="/" className="header__brand" aria-label={`${texts.brand.title}, ${texts.header.home}`}>
          <Logo size={36} />
          <span className="header__title" aria-hidden="true">
            {texts.brand.title}
          </span>
        </Link>
        <div className="header__side header__side--end">
          {!signedOut && (
            <>
              <Link
                to="/cart"
                className="header__button header__cart"
                aria-label={grams > 0 ? `${texts.header.cart}: ${grams} g` : texts.header.cart}
              >
                <CartIcon />
                {grams > 0 && (
                  <span className="header__badge" aria-hidden="true">
                    {grams} g
                  </span>
                )}
              </Link>
              <button
                type="button"
                className="header__button"
                aria-label={texts.header.logout}
                onClick={() => setConfirmingLogout(true)}
              >
                <LogoutIcon />
              </button>
            </>
          )}
        </div>
      </div>
      {confirmingLogout && (
        <Suspense fallback={null}>
          <LogoutModal labels={texts.logout} onClose={() => setConfirmingLogout(false)} />
        </Suspense>
      )}
    </header>
  );
}
