import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import type { IconProps } from '../icons/icons.tsx';
import './menu-tiles.css';

/** A back-office menu screen (Gastos, Cosecha): its title over a grid of large tiles. */
export function MenuTiles({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="kit-menu" aria-labelledby={id}>
      <h1 id={id} className="kit-menu__title">
        {title}
      </h1>
      <ul className="kit-menu__list">{children}</ul>
    </section>
  );
}

/** A tile that goes to a route. */
export function MenuTileLink({
  to,
  icon: Icon,
  children,
}: {
  to: string;
  icon: ComponentType<IconProps>;
  children: ReactNode;
}) {
  return (
    <li>
      <Link className="kit-menu__button" to={to}>
        <Icon className="kit-menu__icon" />
        {children}
      </Link>
    </li>
  );
}

/** A tile that opens a dialog on the menu itself. */
export function MenuTileButton({
  onClick,
  icon: Icon,
  children,
}: {
  onClick: () => void;
  icon: ComponentType<IconProps>;
  children: ReactNode;
}) {
  return (
    <li>
      <button type="button" className="kit-menu__button" aria-haspopup="dialog" onClick={onClick}>
        <Icon className="kit-menu__icon" />
        {children}
      </button>
    </li>
  );
}
