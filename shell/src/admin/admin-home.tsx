import { texts } from '@club/domain/texts';
import { Link } from 'react-router';
import './admin-home.css';

const buttons = [
  { label: texts.adminHome.todos, to: '/admin/todos' },
  { label: texts.adminHome.orders, to: '/admin/orders' },
  { label: texts.adminHome.harvest, to: '/admin/harvestfile' },
  { label: texts.adminHome.expenses, to: '/admin/expensefile' },
  { label: texts.adminHome.stock, to: '/admin/stock' },
  { label: texts.adminHome.socios, to: '/admin/socios' },
  { label: texts.adminHome.mail, to: '/admin/correos' },
  { label: texts.adminHome.settings, to: '/admin/ajustes' },
] as const;

/** /admin for admins (AdminOnly shows the 401 text to everyone else): links drawn as buttons. */
export function AdminHome() {
  return (
    <section className="page admin-home">
      <h1 className="page-title">{texts.menu.admin}</h1>
      <nav className="admin-home__grid" aria-label={texts.menu.admin}>
        {buttons.map((button) => (
          <Link key={button.to} to={button.to} className="button admin-home__button">
            {button.label}
          </Link>
        ))}
      </nav>
    </section>
  );
}
