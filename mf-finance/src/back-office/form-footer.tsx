import type { ReactNode } from 'react';

/**
 * The last rows of a finance form: the error line, anything the form adds below it, the submit
 * button (its pending label while sending) and the success notice once saved.
 */
export function FormFooter(props: {
  error: string;
  sending: boolean;
  submitLabel: string;
  sendingLabel: string;
  /** Shown beside the button after a save; null hides it. */
  notice: string | null;
  noticeClassName: string;
  children?: ReactNode;
}) {
  return (
    <>
      <p className="error-line" role="alert">
        {props.error}
      </p>
      {props.children}
      <div className="fi-form__actions">
        <button type="submit" className="button" disabled={props.sending}>
          {props.sending ? props.sendingLabel : props.submitLabel}
        </button>
        {props.notice !== null && (
          <p role="status" className={`fi-notice fi-notice--ok ${props.noticeClassName}`}>
            {props.notice}
          </p>
        )}
      </div>
    </>
  );
}
