import type { MockLink } from '@apollo/client/testing';
import { renderScreen } from '@club/web-kit/test-support/render-screen.tsx';
import { recordVariables, typedMock } from '@club/web-kit/test-support/typed-mock';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADD_WORK_MUTATION, type ManicureInput, TRIMMERS_QUERY } from './manicure-documents.ts';
import { ManicureModal } from './manicure-modal.tsx';

const trimmers = [
  { __typename: 'Socio', id: 26, name: 'Ana', lastName: 'Fernández' },
  { __typename: 'Socio', id: 41, name: 'Diego', lastName: 'Silva' },
];

function setup(
  added: ManicureInput[] = [],
  answer: { ok: boolean; error: string | null; code: string | null } = { ok: true, error: null, code: null },
) {
  const mocks: MockLink.MockedResponse[] = [
    typedMock({
      request: { query: TRIMMERS_QUERY },
      result: { data: { socios: trimmers } },
      maxUsageCount: Infinity,
    }),
    typedMock({
      request: {
        query: ADD_WORK_MUTATION,
        variables: recordVariables(({ input }) => added.push(input)),
      },
      result: {
        data: {
          addWork: {
            __typename: 'WorkResult',
            ...answer,
            work: answer.ok ? { __typename: 'WorkEntry', id: 7 } : null,
          },
        },
      },
      maxUsageCount: Infinity,
    }),
  ];
  const onClose = vi.fn();
  renderScreen(<ManicureModal onClose={onClose} />, { mocks });
  return { onClose };
}

const change = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

// react-hook-form checks at submit asynchronously; the button is disabled until it has.
const submitted = () =>
  waitFor(() =>
    expect((screen.getByRole('button', { name: /Agregar|Faltan datos/ }) as HTMLButtonElement).disabled).toBe(
      false,
    ),
  );

async function fillAll() {
  change('Manicura', 'thick_harvest');
  await screen.findByRole('option', { name: 'Diego Silva' });
  change('Elegir socio', '41');
  change('Hora de inicio', '14:00');
  change('Hora de fin', '17:30');
  change('Fecha', '2025-05-06');
}

describe('ManicureModal', () => {
  afterEach(cleanup);

  it('offers the spec’s choices and the trimmers', async () => {
    setup();
    expect(screen.getByRole('dialog', { name: 'Trabajo de manicura' })).toBeTruthy();
    const types = [...(screen.getByLabelText('Manicura') as HTMLSelectElement).options].map((o) => [
      o.value,
      o.text,
    ]);
    expect(types).toEqual([
      ['', 'Elegir manicura'],
      ['thick_harvest', 'Manicura gruesa'],
      ['thin_harvest', 'Manicura fina'],
    ]);
    await screen.findByRole('option', { name: 'Ana Fernández' });
    expect((screen.getByRole('checkbox', { name: 'Socio' }) as HTMLInputElement).checked).toBe(true);
  });

  it("shows 'Faltan datos' on the button and the red note when a field is missing, and sends nothing", async () => {
    const added: ManicureInput[] = [];
    setup(added);
    await fillAll();
    change('Fecha', '');
    fireEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    expect(screen.getByRole('button', { name: 'Faltan datos' })).toBeTruthy();
    expect(screen.getByText('*Faltan datos')).toBeTruthy();
    await submitted();
    // Completing the form brings 'Agregar' back.
    change('Fecha', '2025-05-06');
    expect(screen.getByRole('button', { name: 'Agregar' })).toBeTruthy();
    expect(screen.queryByText('*Faltan datos')).toBeNull();
    // Sent now: once its answer shows, an earlier request would have been sent too.
    fireEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    expect(await screen.findByText('Trabajo agregado')).toBeTruthy();
    expect(added).toEqual([expect.objectContaining({ socioId: 41, date: '2025-05-06' })]);
  });

  it('refuses an end before the start without sending', async () => {
    const added: ManicureInput[] = [];
    setup(added);
    await fillAll();
    change('Hora de fin', '13:00');
    fireEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    // The alert is in the page before the asynchronous check fills it: wait for its text.
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('La hora de fin debe ser posterior a la de inicio'),
    );
    await submitted();
    // A valid end last: once its answer shows, an earlier request would have been sent too.
    change('Hora de fin', '15:00');
    fireEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    expect(await screen.findByText('Trabajo agregado')).toBeTruthy();
    expect(added).toEqual([expect.objectContaining({ startHour: '14:00', endHour: '15:00' })]);
  });

  it('toggling Socio switches to a free-text name and clears the names', async () => {
    setup();
    await fillAll();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Socio' }));
    expect((screen.getByLabelText('Nombre') as HTMLInputElement).value).toBe('');
    change('Nombre', 'Pedro Pérez');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Socio' }));
    expect((screen.getByLabelText('Elegir socio') as HTMLSelectElement).value).toBe('');
  });

  it('sends the entry; then names and hours clear while type and date stay', async () => {
    const added: ManicureInput[] = [];
    setup(added);
    await fillAll();
    fireEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    await screen.findByText('Trabajo agregado');
    expect(added).toEqual([
      {
        harvestType: 'thick_harvest',
        socioId: 41,
        nosocioName: null,
        startHour: '14:00',
        endHour: '17:30',
        date: '2025-05-06',
      },
    ]);
    expect((screen.getByLabelText('Manicura') as HTMLSelectElement).value).toBe('thick_harvest');
    expect((screen.getByLabelText('Fecha') as HTMLInputElement).value).toBe('2025-05-06');
    expect((screen.getByLabelText('Elegir socio') as HTMLSelectElement).value).toBe('');
    expect((screen.getByLabelText('Hora de inicio') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Hora de fin') as HTMLInputElement).value).toBe('');
  });

  it("shows the gateway's refusal", async () => {
    setup([], {
      ok: false,
      error: 'Diego Silva no está en la lista de manicuristas',
      code: 'SOCIO_NO_MANICURISTA',
    });
    await fillAll();
    fireEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Diego Silva no está en la lista de manicuristas'),
    );
  });

  it("closes with 'X'", () => {
    const { onClose } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Cerrar' }).textContent).toBe('X');
  });
});
