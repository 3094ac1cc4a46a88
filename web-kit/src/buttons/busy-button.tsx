import type { ButtonHTMLAttributes, ReactNode } from 'react';

/**
 * A button whose action takes a while: disabled while `busy`, and showing `busyLabel` then (when
 * there is one) so a second press cannot send twice.
 */
export function BusyButton({
  busy,
  busyLabel,
  type = 'button',
  className = 'button',
  disabled = false,
  children,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  busy: boolean;
  busyLabel?: ReactNode;
  type?: 'button' | 'submit';
}) {
  return (
    <button {...rest} type={type} className={className} disabled={busy || disabled}>
      {busy && busyLabel !== undefined ? busyLabel : children}
    </button>
  );
}

/**
 * A confirmation's two buttons: the one that does it (a submit when there is no `onConfirm`),
 * busy while it runs, and the secondary one that goes back; both disabled meanwhile.
 */
export function ConfirmButtons({
  confirmLabel,
  busyLabel,
  backLabel,
  onConfirm,
  onBack,
  busy,
  disabled = busy,
  danger = false,
}: {
  confirmLabel: ReactNode;
  busyLabel: ReactNode;
  backLabel: ReactNode;
  onConfirm?: () => void;
  onBack: () => void;
  /** This confirmation is running. */
  busy: boolean;
  /** Both buttons off (another action on the same thing may be running too). */
  disabled?: boolean;
  danger?: boolean;
}) {
  return (
    <>
      <BusyButton
        type={onConfirm ? 'button' : 'submit'}
        className={danger ? 'button button--danger' : 'button'}
        busy={busy}
        busyLabel={busyLabel}
        disabled={disabled}
        onClick={onConfirm}
      >
        {confirmLabel}
      </BusyButton>
      <button type="button" className="button button--secondary" disabled={disabled} onClick={onBack}>
        {backLabel}
      </button>
    </>
  );
}
