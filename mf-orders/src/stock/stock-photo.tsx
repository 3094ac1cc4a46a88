import { useQuery } from '@apollo/client/react';
import { fillText } from '@club/domain/fill-text';
import { PHOTO_INPUT_ACCEPT, photoFileProblem } from '@club/domain/product-photos';
import { Field } from '@club/web-kit/field/field.tsx';
import { gatewayFetch, refusalOf } from '@club/web-kit/gateway-files/gateway-files';
import { ProductPicture } from '@club/web-kit/photo/product-picture.tsx';
import { type FormEvent, useRef, useState } from 'react';
import { PRODUCT_PHOTOS_QUERY } from './stock-query.ts';
import { stockTexts } from './stock-texts.ts';

// The product's photo in its stock modal: the current one (or the note that the carta shows the
// illustration), a file to upload in its place, and removing it. The gateway makes the photo's
// variants and strips its metadata (POST /admin/products/{key}/photo, multipart `photo`); a
// refusal comes back in Spanish and is shown as it is.

const texts = stockTexts.photo;

type Answer = { ok: true } | { ok: false; error: string };

/** A photo REST call to the gateway with the session's token. */
async function photoRequest(method: 'POST' | 'DELETE', key: string, body?: FormData): Promise<Answer> {
  try {
    const response = await gatewayFetch(`/admin/products/${encodeURIComponent(key)}/photo`, {
      method,
      ...(body ? { body } : {}),
    });
    if (response.ok) return { ok: true };
    return { ok: false, error: (await refusalOf(response))?.error ?? stockTexts.serverError };
  } catch {
    return { ok: false, error: stockTexts.serverError };
  }
}

export function StockPhoto({ productId, name }: { productId: number; name: string }) {
  const { data, refetch } = useQuery(PRODUCT_PHOTOS_QUERY, { fetchPolicy: 'cache-and-network' });
  const entry = data?.productPhotos.find((product) => product.productId === productId);
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  if (!entry) return null;
  const { key, photo } = entry;

  const finish = async (answer: Answer, success: string) => {
    if (answer.ok) {
      await refetch().catch(() => undefined);
      setDone(success);
      setFile(null);
      if (input.current) input.current.value = '';
    } else setError(answer.error);
    setBusy(null);
  };

  const upload = async (event: FormEvent) => {
    event.preventDefault();
    setDone('');
    const problem = file ? photoFileProblem(file) : stockTexts.photo.field;
    if (!file || problem) {
      setError(problem ?? '');
      return;
    }
    setError('');
    setBusy('upload');
    const form = new FormData();
    form.append('photo', file);
    await finish(await photoRequest('POST', key, form), texts.saved);
  };

  const remove = async () => {
    setDone('');
    setError('');
    setBusy('remove');
    await finish(await photoRequest('DELETE', key), texts.removed);
  };

  return (
    <form className="or-modal__form or-modal__adjust" onSubmit={(event) => void upload(event)} noValidate>
      <fieldset className="or-modal__fieldset" aria-busy={busy !== null}>
        <legend className="or-modal__legend">{texts.title}</legend>
        {photo ? (
          <ProductPicture
            photo={photo}
            alt={fillText(texts.current, { name })}
            sizes="16rem"
            className="or-stock-photo__image"
            priority="eager"
          />
        ) : (
          <p className="or-modal__help">{texts.none}</p>
        )}
        <Field label={texts.field} hint={texts.hint}>
          <input
            ref={input}
            type="file"
            accept={PHOTO_INPUT_ACCEPT}
            disabled={busy !== null}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setError('');
              setDone('');
            }}
          />
        </Field>
        <p className="error-line" role="alert">
          {error}
        </p>
        <p className="or-modal__help" role="status">
          {busy === 'upload' ? texts.uploading : done}
        </p>
        <div className="or-stock-photo__actions">
          <button
            type="submit"
            className="button button--secondary"
            disabled={busy !== null || file === null}
          >
            {photo ? texts.replace : texts.upload}
          </button>
          {photo && (
            <button
              type="button"
              className="button button--secondary"
              disabled={busy !== null}
              onClick={() => void remove()}
            >
              {busy === 'remove' ? texts.removing : texts.remove}
            </button>
          )}
        </div>
      </fieldset>
    </form>
  );
}
