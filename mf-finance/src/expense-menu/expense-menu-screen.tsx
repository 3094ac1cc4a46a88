import { Link } from 'react-router';
import { CoinIcon, ListIcon, ReceiptIcon } from './expense-menu-icons.tsx';
import './expense-menu.css';

// Spec §2 "Expense menu", in the spec's order.
export function ExpenseMenuScreen() {
  return (
    <section className="fi-menu" aria-labelledby="fi-menu-title">
      <h1 id="fi-menu-title" className="fi-menu__title">
        Gastos
      </h1>
      <ul className="fi-menu__list">
        <li>
          <Link className="fi-menu__button" to="/admin/expense">
            <CoinIcon />
            Gastos
          </Link>
        </li>
        <li>
          <Link className="fi-menu__button" to="/admin/showExpenses">
            <ListIcon />
            Ver Gastos
          </Link>
        </li>
        <li>
          <Link className="fi-menu__button" to="/admin/bills">
            <ReceiptIcon />
            Agregar Recibos
          </Link>
        </li>
      </ul>
    </section>
  );
}
