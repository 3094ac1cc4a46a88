import { renderScreen } from '@club/web-kit/test-support/render-screen.tsx';
import { typedMock } from '@club/web-kit/test-support/typed-mock';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MY_DATA_QUERY, type MyData } from './my-data-documents.ts';
import { MyDataScreen } from './my-data-screen.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const mine: MyData = {
  member: {
    id: 26,
    name: 'Ana',
    lastName: 'Fernández',
    mail: 'ana.fernandez@club.uy',
    role: 'member',
    active: true,
    cedula: '1.234.567-2',
    birthDate: '1990-05-14',
    residency: 'residencia',
    phone: '099 123 456',
    irccaRegisteredOn: null,
    joinedAt: '2024-03-01T12:00:00.000Z',
    leftOn: null,
    leaveReason: null,
  },
  orders: [
    { kind: 'order', id: 'o-2', date: '2024-09-10', time: '17:00', grams: 10, total: 450, status: 'placed' },
    { kind: 'bill', id: 'b-1', date: '2024-08-20', time: null, grams: 5, total: 225, status: 'delivered' },
  ],
  sessions: [
    { createdAt: '2024-09-10T20:00:00.000Z', expiresAt: '2024-10-10T20:00:00.000Z', revokedAt: null },
  ],
  securityLog: [],
  mails: [{ at: '2024-03-01T12:05:00.000Z', template: 'welcome', subject: 'Bienvenida al club' }],
};

const answer = (data: MyData) =>
  typedMock({ request: { query: MY_DATA_QUERY }, result: { data: { myData: JSON.stringify(data) } } });

describe('/mis-datos', () => {
  it('shows what the club holds: identity, orders and deliveries, sessions, mails', async () => {
    renderScreen(<MyDataScreen />, { mocks: [answer(mine)], path: '/mis-datos' });
    const personal = await screen.findByRole('region', { name: 'Datos personales' });
    for (const text of [
      '#26',
      'Ana',
      'Fernández',
      '1.234.567-2',
      '14/05/1990',
      'Residencia legal',
      '099 123 456',
      'Socio',
    ]) {
      expect(within(personal).getByText(text)).toBeTruthy();
    }
    expect(within(personal).getByText('Sin registrar')).toBeTruthy();
    const orders = screen.getByRole('region', { name: 'Pedidos y entregas' });
    expect(within(orders).getByText('15 g en total')).toBeTruthy();
    expect(within(orders).getAllByRole('listitem')).toHaveLength(2);
    expect(within(screen.getByRole('region', { name: 'Sesiones' })).getAllByRole('listitem')).toHaveLength(1);
    expect(
      within(screen.getByRole('region', { name: 'Registro de seguridad' })).getByText('Sin entradas.'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Correos que te envió el club' })).getByText(
        /Bienvenida al club/,
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Baja del club')).toBeNull();
  });

  it('downloads exactly the JSON the club answered', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:mis-datos';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderScreen(<MyDataScreen />, { mocks: [answer(mine)], path: '/mis-datos' });
    fireEvent.click(await screen.findByRole('button', { name: 'Descargar (JSON)' }));
    expect(blobs).toHaveLength(1);
    expect(JSON.parse(await (blobs[0] as Blob).text())).toEqual(mine);
  });

  it('shows the baja of a member who left', async () => {
    const left = {
      ...mine,
      member: { ...mine.member, active: false, leftOn: '2024-09-15', leaveReason: 'voluntaria' },
    };
    renderScreen(<MyDataScreen />, { mocks: [answer(left)], path: '/mis-datos' });
    expect(await screen.findByText('15/09/2024 · Baja voluntaria')).toBeTruthy();
  });
});
