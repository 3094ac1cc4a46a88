import { texts } from '@club/domain/texts';
import { ChevronIcon, MenuIcon } from '@club/web-kit/icons/icons.tsx';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useRuntimeConfig } from '../config/config-context.tsx';
import { TWO_FACTOR_PATH } from '../routing/paths.ts';
import { menuLinks } from '../routing/route-table.ts';

/**
 * Spec §2 navigation menu; admin-only entries exist only for admins. The entries are the routes'
 * (the storefront's, the shell's 'Administrar'), so a remote adds one without a shell build.
 */
export function MenuDropdown({ isAdmin }: { isAdmin: boolean }) {
  const { routes } = useRuntimeConfig();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const close = () => setOpen(false);

  return (
    <div className="menu" ref={rootRef}>
      <button
        type="button"
        className="header__button menu__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <MenuIcon />
        <span className="menu__label">{texts.header.menu}</span>
        <ChevronIcon />
      </button>
      {open && (
        <nav id={listId} className="menu__panel" aria-label={texts.header.menu}>
          <ul className="menu__list">
            {menuLinks(routes, 'header', isAdmin).map((item) => (
              <li key={item.path}>
                <Link
                  to={item.path}
                  className="menu__item"
                  aria-current={pathname === item.path ? 'page' : undefined}
                  onClick={close}
                >
                  {item.menu?.label}
                </Link>
              </li>
            ))}
          </ul>
          <ul className="menu__list menu__list--secondary">
            <li>
              <Link to="/changepassword" className="menu__item" onClick={close}>
                {texts.menu.changePassword}
              </Link>
            </li>
            {isAdmin && (
              <li>
                <Link to={TWO_FACTOR_PATH} className="menu__item" onClick={close}>
                  {texts.menu.twoFactor}
                </Link>
              </li>
            )}
          </ul>
        </nav>
      )}
    </div>
  );
}
