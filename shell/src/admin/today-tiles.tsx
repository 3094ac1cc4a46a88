import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { TODAY_QUERY } from './today-documents.ts';

// What needs doing today, first on /admin: a tile per kind of work with its count, linking to the
// screen where it is done. The gateway answers null for a count the viewer may not open: no tile.
// Loaded lazily with /admin (app-routes.tsx), so no first view of the storefront carries it.

const todayTexts = {
  title: 'Hoy',
  loadError: 'No pudimos cargar lo pendiente de hoy.',
  toPrepare: 'Pedidos para preparar',
  toHandOver: 'Pedidos para entregar hoy',
  unclosed: 'Sin cerrar',
  lowStock: 'Productos con poco stock',
  monthsToClose: 'Meses por cerrar',
  failingMails: 'Correos que no salieron',
} as const;

type Count = keyof Omit<typeof todayTexts, 'title' | 'loadError'>;

const TILES: ReadonlyArray<{ count: Count; to: string }> = [
  { count: 'toPrepare', to: '/admin/orders' },
  { count: 'toHandOver', to: '/admin/orders' },
  { count: 'unclosed', to: '/admin/orders#sin-cerrar' },
  { count: 'lowStock', to: '/admin/stock' },
  { count: 'monthsToClose', to: '/admin/cierre' },
  { count: 'failingMails', to: '/admin/correos' },
];

export function TodayTiles() {
  const { data, error } = useQuery(TODAY_QUERY, { fetchPolicy: 'cache-and-network' });
  const today = data?.todayAtAGlance;
  const tiles = today ? TILES.filter(({ count }) => typeof today[count] === 'number') : [];
  return (
    <section className="admin-today" aria-labelledby="admin-today-title">
      <h2 id="admin-today-title" className="admin-today__title">
        {todayTexts.title}
      </h2>
      {error && !today && <p role="alert">{todayTexts.loadError}</p>}
      <ul className="admin-today__grid">
        {tiles.map(({ count, to }) => {
          const n = today?.[count] ?? 0;
          return (
            <li key={count}>
              <Link to={to} className={`admin-today__tile${n > 0 ? ' admin-today__tile--due' : ''}`}>
                <strong className="admin-today__count">{n}</strong>
                <span className="admin-today__label">{todayTexts[count]}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
