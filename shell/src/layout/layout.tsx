import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useToken } from '../auth/token-store.ts';
import { TwoFactorBanner } from '../auth/two-factor-banner.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import './layout.css';

export function Layout() {
  const { pathname } = useLocation();
  // Without a session (the sign-in, an inspector's link, the club's setup) the header is the brand
  // alone: a cart or a sign-out would only lead to the sign-in.
  const signedOut = !useToken();
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the path on purpose, for the cleanup that runs when it changes
  useEffect(
    // On leaving a path (never on the first render): the next screen starts at its top, as a full
    // page load would, and the screen the page server drew of the first path (decision 060) goes.
    () => () => {
      scrollTo(0, 0);
      document.getElementById('server-view')?.remove();
    },
    [pathname],
  );

  return (
    <div className="app">
      <Header signedOut={signedOut} />
      {!signedOut && <TwoFactorBanner />}
      <main id="main" className="app__main">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
