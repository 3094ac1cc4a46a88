import { useApolloClient, useMutation } from '@apollo/client/react';
import type { texts } from '@club/domain/texts';
import { Dialog } from '@club/web-kit/dialog/dialog.tsx';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LOGOUT_MUTATION } from '../auth/auth-documents.ts';
import { dropPageSession } from '../auth/page-session.ts';
import { clearToken, endHostedSession } from '../auth/token-store.ts';

/**
 * '¿Querés cerrar sesión?'. Loaded on the first click on 'Salir', so it stays out of the first
 * view; its words come from the header, so this chunk does not pull the whole `texts` object in.
 */
export function LogoutModal({ labels, onClose }: { labels: (typeof texts)['logout']; onClose: () => void }) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [logout] = useMutation(LOGOUT_MUTATION);
  const [busy, setBusy] = useState(false);

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
    dropPageSession();
    navigate('/login', { replace: true });
    onClose();
  }

  return (
    <Dialog title={labels.question} onClose={onClose} busy={busy} className="logout-modal">
      <div className="kit-dialog__actions kit-dialog__actions--fill">
        <button type="button" className="button button--secondary" onClick={onClose} disabled={busy}>
          {labels.cancel}
        </button>
        <button
          data-autofocus
          type="button"
          className="button button--danger"
          onClick={confirm}
          disabled={busy}
        >
          {labels.confirm}
        </button>
      </div>
    </Dialog>
  );
}
