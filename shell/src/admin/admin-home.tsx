import { texts } from '@club/domain/texts';
import { Link } from 'react-router';
import { useRuntimeConfig } from '../config/config-context.tsx';
import { menuLinks } from '../routing/route-table.ts';
import './admin-home.css';

/**
 * /admin for admins (AdminOnly shows the 401 text to everyone else): links drawn as buttons, one
 * per remote route that asks for a tile, in the order the routes give.
 */
export function AdminHome() {
  const { routes } = useRuntimeConfig();
  return (
    <section className="page admin-home">
      <h1 className="page-title">{texts.menu.admin}</h1>
      <nav className="admin-home__grid" aria-label={texts.menu.admin}>
        {menuLinks(routes, 'admin', true).map((link) => (
          <Link key={link.path} to={link.path} className="button admin-home__button">
            {link.menu?.label}
          </Link>
        ))}
      </nav>
    </section>
  );
}
