import type { ReactNode } from 'react';

/**
 * A box that scrolls a wide table sideways (a phone): it takes focus, so a keyboard user reaches it
 * and scrolls with the arrow keys, and it is a named region (a labelled section), so a screen
 * reader says what the focus landed on. Its name must differ from the section around it: two
 * regions of one name cannot be told apart. `kit-table-wrap` (back-office.css) by default.
 */
export function ScrollRegion({
  label,
  className = 'kit-table-wrap',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box needs focus to be scrolled by keyboard
    <section className={className} aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
