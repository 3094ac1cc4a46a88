import { Dialog } from '@club/web-kit/dialog/dialog.tsx';
import { type ReactNode, useState } from 'react';

// What a reporting key and an inspector's link share on /admin/claves: the secret shown once, and
// the confirmation before revoking.

/** Active, revoked or expired, as of `now`. */
export function credentialState<S>(
  credential: { revokedAt?: string | null; expiresAt: string },
  now: number,
  states: { revoked: S; expired: S; active: S },
): S {
  if (credential.revokedAt) return states.revoked;
  return Date.parse(credential.expiresAt) <= now ? states.expired : states.active;
}

/** The new key or link, shown this once, with a button that copies it. */
export function ShownOnce({
  id,
  intro,
  label,
  value,
  copy,
  copied,
}: {
  id: string;
  intro: string;
  label: string;
  value: string;
  copy: string;
  copied: string;
}) {
  const [done, setDone] = useState(false);
  return (
    <div className="or-keys__secret" role="status">
      <p>{intro}</p>
      <label htmlFor={id}>{label}</label>
      <div className="or-keys__copy">
        <input id={id} readOnly value={value} onFocus={(event) => event.target.select()} />
        <button
          type="button"
          className="button button--secondary"
          onClick={async () => {
            await navigator.clipboard?.writeText(value).catch(() => undefined);
            setDone(true);
          }}
        >
          {done ? copied : copy}
        </button>
      </div>
    </div>
  );
}

/** Asks before revoking: what stops working, and the two choices. */
export function RevokeDialog({
  title,
  children,
  revoke,
  cancel,
  onRevoke,
  onClose,
}: {
  title: string;
  children: ReactNode;
  revoke: string;
  cancel: string;
  onRevoke: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog title={title} onClose={onClose}>
      <p>{children}</p>
      <div className="or-keys__confirm">
        <button type="button" className="button" onClick={onRevoke}>
          {revoke}
        </button>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {cancel}
        </button>
      </div>
    </Dialog>
  );
}
