import { texts } from '@club/domain/texts';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useSession } from '../auth/use-session.ts';
import { useRuntimeConfig } from '../config/config-context.tsx';
import { menuLinks } from '../routing/route-table.ts';
import './admin-home.css';

const TodayTiles = lazy(() => import('./today-tiles.tsx').then((m) => ({ default: m.TodayTiles })));

/**
 * /admin for back-office people (AdminOnly shows the 401 text to everyone else): first what needs
 * doing today (counts, each as the person's permissions allow), then links drawn as buttons, one
 * per remote route that asks for a tile and whose permission the person holds, in the order the
 * routes give.
 */
export function AdminHome() {
  const { routes } = useRuntimeConfig();
  const { permissions } = useSession();
  return (
    <section className="page admin-home">
      <h1 className="page-title">{texts.menu.admin}</h1>
      <Suspense fallback={null}>
        <TodayTiles />
      </Suspense>
      <nav className="admin-home__grid" aria-label={texts.menu.admin}>
        {menuLinks(routes, 'admin', true, permissions).map((link) => (
          <Link key={link.path} to={link.path} className="button admin-home__button">
            {link.menu?.label}
          </Link>
        ))}
      </nav>
    </section>
  );
}
