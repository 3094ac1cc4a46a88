import { Link } from 'react-router';
import { CheckIcon, EyeIcon, PlusIcon, ScissorsIcon } from './harvest-menu-icons.tsx';
import './harvest-menu.css';

// Spec §2 "Harvest menu", in the spec's order.
export function HarvestMenuScreen() {
  return (
    <section className="hv-menu" aria-labelledby="hv-menu-title">
      <h1 id="hv-menu-title" className="hv-menu__title">
        Cosecha
      </h1>
      <ul className="hv-menu__list">
        <li>
          <Link className="hv-menu__button" to="/admin/harvests">
            <EyeIcon />
            Ver Cosecha
          </Link>
        </li>
        <li>
          <Link className="hv-menu__button" to="/admin/harvests/form">
            <PlusIcon />
            Agregar Cosecha
          </Link>
        </li>
        <li>
          {/* Opens the manicure modal (spec §2 "Manicure modal"), which its own issue delivers.
              Until then the button is shown disabled rather than opening a stand-in. */}
          <button type="button" className="hv-menu__button" disabled>
            <ScissorsIcon />
            Trabajo de manicura
          </button>
        </li>
        <li>
          <Link className="hv-menu__button" to="/admin/workdone">
            <CheckIcon />
            Trabajo hecho
          </Link>
        </li>
      </ul>
    </section>
  );
}
