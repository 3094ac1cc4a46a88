import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { TwoFactorBanner } from '../auth/two-factor-banner.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import './layout.css';

export function Layout() {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);

  useEffect(() => {
    // A new screen starts at its top, as a full page load would.
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className="app">
      <Header signedOut={pathname === '/login'} />
      {pathname !== '/login' && <TwoFactorBanner />}
      <main id="main" className="app__main">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
