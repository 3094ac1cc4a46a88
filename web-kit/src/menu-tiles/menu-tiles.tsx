import type { ComponentType } from 'react';
import { Link } from 'react-router';
import type { IconProps } from '../icons/icons.tsx';
import './menu-tiles.css';

/** A tile: a link to a screen, or a button that opens a dialog on the menu itself. */
export type MenuTile = { label: string; icon: ComponentType<IconProps> } & (
  | { to: string }
  | { onClick: () => void }
);

/** A back-office menu screen (Gastos, Cosecha): its title over a grid of large tiles, in order. */
export function MenuTiles({ id, title, tiles }: { id: string; title: string; tiles: readonly MenuTile[] }) {
  return (
    <section className="kit-menu" aria-labelledby={id}>
      <h1 id={id} className="kit-menu__title">
        {title}
      </h1>
      <ul className="kit-menu__list">
        {tiles.map(({ label, icon: Icon, ...action }) => (
          <li key={label}>
            {'to' in action ? (
              <Link className="kit-menu__button" to={action.to}>
                <Icon className="kit-menu__icon" />
                {label}
              </Link>
            ) : (
              <button
                type="button"
                className="kit-menu__button"
                aria-haspopup="dialog"
                onClick={action.onClick}
              >
                <Icon className="kit-menu__icon" />
                {label}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
