import { TEMPORARY_PASSWORD_HOURS } from '@club/domain/account-security';
import { fillText } from '@club/domain/fill-text';
import { useState } from 'react';
import { sociosTexts } from './socios-texts.ts';

/** A password the gateway answered once: shown here, never again. */
export function PasswordNotice({ label, password }: { label: string; password: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(password);
      setCopied(true);
    } catch {
      // No clipboard (plain http, old browser): the password stays on screen to copy by hand.
    }
  };
  return (
    <div className="or-password" role="status">
      <p className="or-password__label">{label}</p>
      <p className="or-password__row">
        <code className="or-password__value">{password}</code>
        <button
          type="button"
          className="button button--secondary or-button--small"
          onClick={() => void copy()}
        >
          {copied ? sociosTexts.copied : sociosTexts.copy}
        </button>
      </p>
      <p className="or-password__hint">{sociosTexts.passwordOnce}</p>
      <p className="or-password__hint">
        {fillText(sociosTexts.temporaryHint, { N: TEMPORARY_PASSWORD_HOURS })}
      </p>
    </div>
  );
}
