import { renderScreen } from '@club/web-kit/test-support/render-screen.tsx';
import { typedMock } from '@club/web-kit/test-support/typed-mock';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COUNTER_VISIT, HAND_OVER_AT_COUNTER, IDENTIFY_AT_COUNTER } from './counter-documents.ts';
import { CounterScreen } from './counter-screen.tsx';

beforeEach(() => {
  expect.hasAssertions();
});
afterEach(cleanup);

const ID = '4b1e6f1c-3c55-4b43-9a55-7f9e4c1b2a10';
const order = (status: string) => ({
  id: 'o-1',
  hour: '17:00',
  grams: 10,
  total: 450,
  status,
  lines: [{ key: 'ogkush', species: 'OG Kush', grams: 10 }],
});
const visit = (status: string) =>
  typedMock({
    request: { query: COUNTER_VISIT, variables: { identificationId: ID } },
    result: {
      data: {
        counterVisit: {
          identificationId: ID,
          method: 'cedula',
          identifiedAt: '2024-09-03T20:05:00.000Z',
          memberId: 2,
          name: 'Martín',
          lastName: 'Rodríguez',
          age: 34,
          photo: 'data:image/jpeg;base64,/9j/4AAQ',
          leftMonth: 30,
          leftYear: 470,
          orders: [order(status)],
        },
      },
    },
  });
const identified = typedMock({
  request: { query: IDENTIFY_AT_COUNTER, variables: { cedula: '4.187.623-6' } },
  result: { data: { identifyAtCounter: { ok: true, code: null, error: null, identificationId: ID } } },
});
const handOver = (documentVerified: boolean) =>
  typedMock({
    request: {
      query: HAND_OVER_AT_COUNTER,
      variables: { identificationId: ID, orderId: 'o-1', documentVerified },
    },
    result: {
      data: {
        handOverAtCounter: documentVerified
          ? { ok: true, code: null, error: null, orderId: 'o-1' }
          : {
              ok: false,
              code: 'DOCUMENTO_SIN_VERIFICAR',
              error: 'Marcá "Documento verificado" antes de entregar.',
              orderId: null,
            },
      },
    },
  });

describe('/admin/mostrador', () => {
  it('finds the member by cédula, shows age, grams and the order, and hands it over once the document is checked', async () => {
    renderScreen(<CounterScreen />, {
      mocks: [
        identified,
        visit('placed'),
        handOver(false),
        visit('placed'),
        handOver(true),
        visit('delivered'),
      ],
      path: '/admin/mostrador',
    });
    fireEvent.change(screen.getByLabelText('Cédula'), { target: { value: '4.187.623-6' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await screen.findByRole('heading', { name: 'Martín Rodríguez' });
    expect(screen.getByRole('img', { name: 'Foto de Martín Rodríguez' })).toBeTruthy();
    expect(screen.getByText('34 años · Identificado con la cédula')).toBeTruthy();
    expect(screen.getByText('Le quedan 30 g este mes y 470 g este año.')).toBeTruthy();
    const item = screen.getByRole('listitem', { name: '17:00 · 10 g' });
    fireEvent.click(within(item).getByRole('button', { name: 'Entregar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Marcá "Documento verificado" antes de entregar.',
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Documento verificado' }));
    fireEvent.click(within(item).getByRole('button', { name: 'Entregar' }));
    expect((await screen.findByRole('status')).textContent).toBe('Pedido entregado.');
    await within(screen.getByRole('listitem', { name: '17:00 · 10 g' })).findByText('Entregado');
  });

  it('says why a member cannot be served, and shows no member', async () => {
    renderScreen(<CounterScreen />, {
      mocks: [
        typedMock({
          request: { query: IDENTIFY_AT_COUNTER, variables: { cedula: '1.234.567-2' } },
          result: {
            data: {
              identifyAtCounter: {
                ok: false,
                code: 'SIN_PEDIDOS_HOY',
                error: 'Este socio no tiene pedidos para retirar hoy.',
                identificationId: null,
              },
            },
          },
        }),
      ],
      path: '/admin/mostrador',
    });
    fireEvent.change(screen.getByLabelText('Cédula'), { target: { value: '1.234.567-2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Este socio no tiene pedidos para retirar hoy.',
    );
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });
});
