import { type ReactNode, useEffect, useId, useRef } from 'react';
import './dialog.css';

/** Where focus goes on open: a `data-autofocus` control, else the first field or button. */
const FIRST_CONTROL = ':is(input, select, textarea, button):not([data-dialog-close])';

function closeUnlessBusy({ onClose, busy }: { onClose: () => void; busy: boolean }) {
  if (!busy) onClose();
}

/**
 * Every modal of the app: a native `<dialog>` opened with showModal() (top layer: above the
 * shell's header, out of any card's stacking context, the page behind it inert), labelled by its
 * title. Escape or a press on the backdrop closes it unless `busy`; focus moves into it on open
 * and back to where it was on close. The parent decides whether it is shown: `onClose` asks it
 * to unmount the dialog.
 */
export function Dialog({
  title,
  onClose,
  busy = false,
  className = '',
  closeButton,
  children,
}: {
  title: string;
  onClose: () => void;
  busy?: boolean;
  /** A modifier class for the `<dialog>` (its size or alignment). */
  className?: string;
  /** A close control in the corner (the manicure modal's 'X'). */
  closeButton?: { text: string; label: string };
  children: ReactNode;
}) {
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const latest = useRef({ onClose, busy });
  latest.current = { onClose, busy };
  const requestClose = () => closeUnlessBusy(latest.current);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    let mounted = true;
    if (!dialog.open) dialog.showModal();
    const first =
      dialog.querySelector<HTMLElement>('[data-autofocus]') ??
      dialog.querySelector<HTMLElement>(FIRST_CONTROL);
    (first ?? dialog).focus();

    // Escape: the parent unmounts the dialog, never the browser on its own.
    const onCancel = (event: Event) => {
      event.preventDefault();
      closeUnlessBusy(latest.current);
    };
    // A browser may close it anyway (a second Escape with no click between): the parent follows,
    // or, while busy, the dialog opens again.
    const onNativeClose = () => {
      if (!mounted) return;
      if (latest.current.busy) dialog.showModal();
      else latest.current.onClose();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    return () => {
      mounted = false;
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      tabIndex={-1}
      className={`kit-dialog ${className}`.trim()}
      // The panel fills the dialog's box: a press on the dialog element itself is on its ::backdrop.
      onPointerDown={(event) => {
        if (event.target === event.currentTarget) requestClose();
      }}
    >
      <div className="kit-dialog__panel">
        <div className="kit-dialog__header">
          <h2 id={titleId} className="kit-dialog__title">
            {title}
          </h2>
          {closeButton && (
            <button
              type="button"
              className="kit-dialog__close"
              aria-label={closeButton.label}
              data-dialog-close=""
              onClick={requestClose}
            >
              {closeButton.text}
            </button>
          )}
        </div>
        {children}
      </div>
    </dialog>
  );
}
