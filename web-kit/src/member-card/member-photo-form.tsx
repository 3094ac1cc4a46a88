import { memberCardTexts as t } from '@club/domain/member-card';
import { PHOTO_INPUT_ACCEPT, photoFileProblem } from '@club/domain/product-photos';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import './member-photo-form.css';
import { gatewayFetch, refusalOf } from '../gateway-files/gateway-files.ts';

// A member's photo, sent as it is chosen: the member's own on Mi carnet (`/mi-carnet/foto`) or an
// admin's for a member (`/admin/members/{id}/photo`). The gateway makes the square and strips the
// phone's metadata; a refusal comes back in Spanish and is shown as it is.

type Answer = { ok: true; photo: string | null } | { ok: false; error: string };

async function send(path: string, method: 'POST' | 'DELETE', file?: File): Promise<Answer> {
  const form = new FormData();
  if (file) form.append('photo', file);
  try {
    const response = await gatewayFetch(path, { method, ...(file ? { body: form } : {}) });
    if (!response.ok) return { ok: false, error: (await refusalOf(response))?.error ?? t.photoError };
    const body = (await response.json()) as { photo?: string | null };
    return { ok: true, photo: body.photo ?? null };
  } catch {
    return { ok: false, error: t.photoError };
  }
}

export function MemberPhotoForm({
  path,
  hasPhoto,
  onChange,
}: {
  path: string;
  hasPhoto: boolean;
  /** The photo kept now (a data URL), or null once taken away. */
  onChange: (photo: string | null) => void;
}) {
  const ids = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);

  const finish = (answer: Answer, done: string) => {
    setBusy(false);
    if (input.current) input.current.value = '';
    if (!answer.ok) {
      setMessage({ error: true, text: answer.error });
      return;
    }
    setMessage({ error: false, text: done });
    onChange(answer.photo);
  };

  const chosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const problem = photoFileProblem(file);
    if (problem) {
      setMessage({ error: true, text: problem });
      return;
    }
    setBusy(true);
    finish(await send(path, 'POST', file), t.photoSaved);
  };

  return (
    <div className="member-photo-form" aria-busy={busy}>
      <label className="member-photo-form__label" htmlFor={`${ids}-file`}>
        {hasPhoto ? t.photoChange : t.photoUpload}
      </label>
      <input
        id={`${ids}-file`}
        ref={input}
        type="file"
        accept={PHOTO_INPUT_ACCEPT}
        disabled={busy}
        onChange={(event) => void chosen(event)}
      />
      {hasPhoto && (
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            finish(await send(path, 'DELETE'), t.photoRemoved);
          }}
        >
          {t.photoRemove}
        </button>
      )}
      <p role={message?.error ? 'alert' : 'status'} className={message?.error ? 'error-line' : undefined}>
        {message?.text}
      </p>
    </div>
  );
}
