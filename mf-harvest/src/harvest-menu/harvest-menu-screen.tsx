import { useState } from 'react';
import { Link } from 'react-router';
import { ManicureModal } from '../manicure/manicure-modal.tsx';
import { CheckIcon, EyeIcon, PlusIcon, ScissorsIcon } from './harvest-menu-icons.tsx';
import './harvest-menu.css';

// Spec §2 "Harvest menu", in the spec's order; 'Trabajo de manicura' opens the manicure modal.
export function HarvestMenuScreen() {
  const [manicureOpen, setManicureOpen] = useState(false);
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
          <button
            type="button"
            className="hv-menu__button"
            aria-haspopup="dialog"
            onClick={() => setManicureOpen(true)}
          >
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
      {manicureOpen && <ManicureModal onClose={() => setManicureOpen(false)} />}
    </section>
  );
}
