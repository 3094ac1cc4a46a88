import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A link to another screen that looks like a button: the main way on, or a `secondary` one. */
export function LinkButton({
  to,
  secondary = false,
  children,
}: {
  to: string;
  secondary?: boolean;
  children: ReactNode;
}) {
  return (
    <Link to={to} className={secondary ? 'button button--secondary' : 'button'}>
      {children}
    </Link>
  );
}
