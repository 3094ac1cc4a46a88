import type { ReactNode } from 'react';
import '../back-office/back-office.css';

/**
 * The last rows of a back-office form: the error line (always in the page, so screen readers
 * hear what lands in it), anything the form adds below it, the submit button (its pending label
 * while sending) and the success notice beside it once saved.
 */
export function FormFooter({
  error,
  errorId,
  sending,
  submitLabel,
  sendingLabel = submitLabel,
  notice,
  disabled = false,
  danger = false,
  boxed = false,
  children,
}: {
  error: string;
  /** For the fields' aria-describedby. */
  errorId?: string;
  sending: boolean;
  submitLabel: string;
  sendingLabel?: string;
  /** Shown beside the button after a save; null or '' hides it. */
  notice: string | null;
  /** Disabled for another reason than sending. */
  disabled?: boolean;
  /** The button in the danger colour (a form that cannot be sent as it is). */
  danger?: boolean;
  /**
   * The error in a tinted box that takes no room while empty (the harvest screens' look), instead
   * of the line that always keeps its height so the button does not move under a finger.
   */
  boxed?: boolean;
  children?: ReactNode;
}) {
  return (
    <>
      <p
        id={errorId}
        className={boxed ? (error ? 'kit-notice kit-notice--error' : 'kit-form__quiet-alert') : 'error-line'}
        role="alert"
      >
        {error}
      </p>
      {children}
      <div className="kit-form__actions">
        <button
          type="submit"
          className={danger ? 'button button--danger' : 'button'}
          disabled={sending || disabled}
        >
          {sending ? sendingLabel : submitLabel}
        </button>
        {notice ? (
          <p role="status" className="kit-notice kit-notice--ok">
            {notice}
          </p>
        ) : null}
      </div>
    </>
  );
}
