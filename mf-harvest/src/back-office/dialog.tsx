import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';

/**
 * A modal dialog over the screen: Escape or a click on the backdrop closes it, focus moves into
 * it on open and back to where it was on close.
 */
export function Dialog({
  title,
  onClose,
  children,
  className = '',
  closeButton,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
  /** A close control in the corner (the manicure modal's 'X'). */
  closeButton?: { text: string; label: string };
}) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const first = panel.current?.querySelector<HTMLElement>(
      'input, select, textarea, button:not(.hv-dialog__close)',
    );
    (first ?? panel.current)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus?.();
    };
  }, []);

  // In a portal: above the shell's header and out of any card's stacking context.
  return createPortal(
    <div
      className="hv-dialog__backdrop"
      onPointerDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`hv-dialog ${className}`.trim()}
      >
        <div className="hv-dialog__header">
          <h2 id={titleId} className="hv-dialog__title">
            {title}
          </h2>
          {closeButton && (
            <button
              type="button"
              className="hv-dialog__close"
              aria-label={closeButton.label}
              onClick={onClose}
            >
              {closeButton.text}
            </button>
          )}
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
