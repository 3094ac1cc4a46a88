import { useApolloClient, useMutation } from '@apollo/client/react';
import { texts } from '@club/domain/texts';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router';
import { LOGOUT_MUTATION } from '../auth/auth-documents.ts';
import { clearToken, endHostedSession } from '../auth/token-store.ts';

export function LogoutModal({ onClose }: { onClose: () => void }) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [logout] = useMutation(LOGOUT_MUTATION);
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    confirmRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  async function confirm() {
    setBusy(true);
    // The hosted session first: one the club token opened ends with it (decision 021), and
    // ending it afterwards would only be refused.
    await endHostedSession();
    try {
      // The server revokes the token; the browser forgets it whatever the answer.
      await logout();
    } catch (error) {
      console.error('logout failed', error);
    }
    await client.clearStore().catch(() => undefined);
    clearToken();
    navigate('/login', { replace: true });
    onClose();
  }

  return createPortal(
    <div
      className="modal"
      onPointerDown={(event) => {
        if (event.target === event.currentTarget && !busy) onClose();
      }}
    >
      <div className="modal__dialog" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId} className="modal__title">
          {texts.logout.question}
        </h2>
        <div className="modal__actions">
          <button type="button" className="button button--secondary" onClick={onClose} disabled={busy}>
            {texts.logout.cancel}
          </button>
          <button
            ref={confirmRef}
            type="button"
            className="button button--danger"
            onClick={confirm}
            disabled={busy}
          >
            {texts.logout.confirm}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
