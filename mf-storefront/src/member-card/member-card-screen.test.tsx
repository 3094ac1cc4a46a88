import { readCard, saveCard } from '@club/web-kit/member-card/card-store';
import { renderScreen } from '@club/web-kit/test-support/render-screen.tsx';
import { typedMock } from '@club/web-kit/test-support/typed-mock';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MY_CARD_QUERY } from './member-card-documents.ts';
import { MemberCardScreen } from './member-card-screen.tsx';

beforeEach(() => {
  expect.hasAssertions();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const card = {
  memberId: 26,
  name: 'Ana',
  lastName: 'Fernández',
  secret: 'c2VjcmV0by1kZS1wcnVlYmEtZGUtMzItYnl0ZXMtISE',
};

const PHOTO = 'data:image/jpeg;base64,/9j/4AAQ';

describe('/mi-carnet', () => {
  it("shows the member's name and a QR code of their card, and keeps the card on the phone", async () => {
    renderScreen(<MemberCardScreen />, {
      mocks: [
        typedMock({
          request: { query: MY_CARD_QUERY },
          result: { data: { myCard: { ...card, stepSeconds: 30 }, myPhoto: PHOTO } },
        }),
      ],
      path: '/mi-carnet',
    });
    const qr = await screen.findByRole('img', { name: 'Código QR de tu carnet de socio' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(qr.getAttribute('data-code')).toMatch(/^CLUBCARD1\.26\.\d+\.[A-Za-z0-9_-]{22}$/);
    expect(screen.getByText('Ana Fernández')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Foto de Ana Fernández' }).getAttribute('src')).toBe(PHOTO);
    expect(screen.getByRole('button', { name: 'Quitar foto' })).toBeTruthy();
    expect(screen.getByLabelText('Cambiar foto')).toBeTruthy();
    expect(readCard()).toEqual({ ...card, photo: PHOTO });
  });

  it('with no network, still shows the card kept from the last time, and says so', async () => {
    saveCard(card);
    renderScreen(<MemberCardScreen />, {
      mocks: [typedMock({ request: { query: MY_CARD_QUERY }, error: new Error('offline') })],
      path: '/mi-carnet',
    });
    await screen.findByText('Sin conexión: el código sigue sirviendo hoy.');
    expect(await screen.findByRole('img', { name: 'Código QR de tu carnet de socio' })).toBeTruthy();
  });
});
