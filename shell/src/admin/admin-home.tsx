import { Link } from 'react-router';
import { TodayTiles } from './today-tiles.tsx';
import './admin-home.css';

/** One of the back office's buttons: a remote route that asks for a tile. */
export interface AdminHomeLink {
  path: string;
  label: string;
}

/**
 * /admin for back-office people (AdminOnly shows the 401 text to everyone else): first what needs
 * doing today (counts, each as the person's permissions allow), then links drawn as buttons, one
 * per remote route that asks for a tile and whose permission the person holds, in the order the
 * routes give. Loaded lazily: the route table and the texts come as props, so they stay in the
 * first view's module group (app-routes.tsx).
 */
export function AdminHome({ title, links }: { title: string; links: readonly AdminHomeLink[] }) {
  return (
    <section className="page admin-home">
      <h1 className="page-title">{title}</h1>
      <TodayTiles />
      <nav className="admin-home__grid" aria-label={title}>
        {links.map((link) => (
          <Link key={link.path} to={link.path} className="button admin-home__button">
            {link.label}
          </Link>
        ))}
      </nav>
    </section>
  );
}
