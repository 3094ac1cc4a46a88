import { samplePhoto } from '@club/web-kit/photo/sample-photo.fixture';
import { renderScreen } from '@club/web-kit/test-support/render-screen.tsx';
import { typedMock } from '@club/web-kit/test-support/typed-mock';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StockPhoto } from './stock-photo.tsx';
import { PRODUCT_PHOTOS_QUERY } from './stock-query.ts';

const entry = (photo: typeof samplePhoto | null) => ({
  __typename: 'ProductPhotoEntry',
  productId: 3,
  key: 'applecookies',
  photo,
});
const photosMock = (photo: typeof samplePhoto | null) =>
  typedMock({
    request: { query: PRODUCT_PHOTOS_QUERY },
    result: { data: { productPhotos: [entry(photo)] } },
  });

const jpeg = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'flor.jpg', { type: 'image/jpeg' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the photo in the stock modal', () => {
  it('uploads the chosen file as `photo` with the session token, then shows the new photo', async () => {
    localStorage.setItem('auth_token', 'token-admin');
    const fetch = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    renderScreen(<StockPhoto productId={3} name="Apple Cookies #3" />, {
      mocks: [photosMock(null), photosMock(samplePhoto)],
    });
    expect(await screen.findByText('Sin foto: la carta muestra la ilustración.')).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Subir foto' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Elegí una foto'), { target: { files: [jpeg] } });
    fireEvent.click(submit);
    expect(await screen.findByText('Foto guardada: ya se ve en la carta.')).toBeTruthy();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/admin/products/applecookies/photo');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('auth_token')).toBe('token-admin');
    expect((init.body as FormData).get('photo')).toBe(jpeg);
    const shown = await screen.findByRole('img', { name: 'Foto actual de Apple Cookies #3' });
    expect(shown.closest('picture')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Reemplazar foto' })).toBeTruthy();
  });

  it("shows the gateway's Spanish refusal, and refuses a HEIC before sending it", async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ code: 'FOTO_NO_ES_IMAGEN', error: 'El archivo no es una foto.' }), {
          status: 415,
        }),
    );
    vi.stubGlobal('fetch', fetch);
    renderScreen(<StockPhoto productId={3} name="Apple Cookies #3" />, { mocks: [photosMock(null)] });
    const field = await screen.findByLabelText('Elegí una foto');
    fireEvent.change(field, {
      target: { files: [new File(['x'], 'IMG_0001.HEIC', { type: 'image/heic' })] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Subir foto' }));
    expect((await screen.findByRole('alert')).textContent).toContain('exportala como JPEG');
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { files: [jpeg] } });
    fireEvent.click(screen.getByRole('button', { name: 'Subir foto' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('El archivo no es una foto.'));
  });

  it('removes the photo', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    renderScreen(<StockPhoto productId={3} name="Apple Cookies #3" />, {
      mocks: [photosMock(samplePhoto), photosMock(null)],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Quitar foto' }));
    expect(await screen.findByText('Foto quitada: la carta vuelve a mostrar la ilustración.')).toBeTruthy();
    expect((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].method).toBe('DELETE');
    expect(screen.getByText('Sin foto: la carta muestra la ilustración.')).toBeTruthy();
  });
});
