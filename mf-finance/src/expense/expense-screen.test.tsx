import type { MockLink } from '@apollo/client/testing';
import { renderScreen } from '@club/web-kit/test-support/render-screen.tsx';
import { recordVariables, typedMock } from '@club/web-kit/test-support/typed-mock';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSupabase, hostedUser } from '../hosted/fake-supabase.fixture.ts';
import { loadSupabase } from '../hosted/supabase-client.ts';
import { ADD_EXPENSE_MUTATION, type AddExpenseInput } from './expense-documents.ts';
import { ExpenseScreen } from './expense-screen.tsx';

vi.mock('../hosted/supabase-client.ts', () => ({ loadSupabase: vi.fn(), takeRecoveryPending: () => false }));

const user = hostedUser();

function setup({
  signedIn = true,
  uploadError = null as { message: string } | null,
  answer = { ok: true, code: null, error: null } as {
    ok: boolean;
    code: string | null;
    error: string | null;
  },
} = {}) {
  const hosted = fakeSupabase({ user: signedIn ? user : null, uploadError });
  vi.mocked(loadSupabase).mockResolvedValue(hosted.client);
  const sent: AddExpenseInput[] = [];
  const mocks: MockLink.MockedResponse[] = [
    typedMock({
      request: {
        query: ADD_EXPENSE_MUTATION,
        variables: recordVariables(({ input }) => sent.push(input)),
      },
      result: {
        data: {
          addExpense: {
            __typename: 'ExpenseResult',
            ...answer,
            msg: answer.ok ? 'Expense added' : 'Bad Request',
            expense: answer.ok ? { __typename: 'Expense', id: '1' } : null,
          },
        },
      },
      maxUsageCount: Infinity,
    }),
  ];
  renderExpense(mocks);
  return { hosted, sent };
}

function renderExpense(mocks: MockLink.MockedResponse[]) {
  renderScreen(<ExpenseScreen />, {
    mocks,
    path: '/admin/expense',
    elsewhere: { '/admin/supabase': 'pantalla de acceso' },
  });
}

const change = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Subir' }));
// Checks run at submit, which react-hook-form resolves asynchronously.
const errorLine = () => screen.getByRole('alert').textContent;

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'factura.png', { type: 'image/png' });

describe('ExpenseScreen', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows a loading placeholder, then sends whoever has no hosted user to /admin/supabase', async () => {
    setup({ signedIn: false });
    expect(screen.getByRole('status').textContent).toBe('Cargando...');
    expect(await screen.findByText('pantalla de acceso')).toBeTruthy();
  });

  it('takes an unreachable hosted service for an outage, not a sign-out, and retries', async () => {
    const hosted = fakeSupabase({ user });
    hosted.spies.auth.getUser.mockResolvedValueOnce({
      data: { user: null },
      error: { name: 'AuthRetryableFetchError', status: 0, message: 'Failed to fetch' },
    } as never);
    vi.mocked(loadSupabase).mockResolvedValue(hosted.client);
    renderExpense([]);
    expect((await screen.findByRole('alert')).textContent).toContain('No pudimos conectar');
    expect(screen.queryByText('pantalla de acceso')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByLabelText('Gasto')).toBeTruthy();
  });

  it("offers 'Elegir gasto' and the eight categories", async () => {
    setup();
    const select = (await screen.findByLabelText('Gasto')) as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual([
      'Elegir gasto',
      'UTE',
      'OSE',
      'Alquiler',
      'Ferretería',
      'Fertilizantes',
      'Turba',
      'Sueldos',
      'Varios',
    ]);
    expect((screen.getByLabelText('Importe') as HTMLInputElement).value).toBe('');
  });

  it('checks expense, then amount, then date, in that order, and sends nothing', async () => {
    const { sent, hosted } = setup();
    await screen.findByLabelText('Gasto');
    submit();
    await waitFor(() => expect(errorLine()).toBe('Debe elegir un gasto'));
    // Amount and date filled do not skip the first check.
    change('Importe', '1500');
    change('Fecha', '2024-09-15');
    submit();
    await waitFor(() => expect(errorLine()).toBe('Debe elegir un gasto'));
    change('Gasto', 'UTE');
    change('Importe', '0');
    submit();
    await waitFor(() => expect(errorLine()).toBe('Debe ingresar un importe'));
    change('Importe', '');
    submit();
    await waitFor(() => expect(errorLine()).toBe('Debe ingresar un importe'));
    change('Importe', '1500');
    change('Fecha', '');
    submit();
    await waitFor(() => expect(errorLine()).toBe('Debe elegir una fecha'));
    change('Importe', '12.5');
    change('Fecha', '2024-09-15');
    submit();
    await waitFor(() =>
      expect(errorLine()).toBe('El importe debe ser un número entero de pesos mayor que 0'),
    );
    // A valid expense last: once its answer shows, every earlier request would have been sent too.
    change('Importe', '1500');
    submit();
    expect(await screen.findByText('Gasto agregado')).toBeTruthy();
    expect(sent).toEqual([expect.objectContaining({ expense: 'UTE', amount: 1500, date: '2024-09-15' })]);
    expect(hosted.upload).not.toHaveBeenCalled();
  });

  it("shows 'Foto de la factura' only once expense, amount and date are all set", async () => {
    setup();
    await screen.findByLabelText('Gasto');
    const fileField = () => screen.queryByLabelText('Foto de la factura');
    expect(fileField()).toBeNull();
    change('Gasto', 'Turba');
    expect(fileField()).toBeNull();
    change('Importe', '800');
    expect(fileField()).toBeNull();
    change('Fecha', '2024-09-02');
    const input = fileField() as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toBe('image/*,application/pdf');
    change('Importe', '0');
    expect(fileField()).toBeNull();
  });

  it('uploads the photo to Bills/{user}/{expense}/{MM-YYYY}/{uuid}, posts the expense with that path, then resets', async () => {
    const { hosted, sent } = setup();
    await screen.findByLabelText('Gasto');
    change('Gasto', 'Ferretería');
    change('Importe', '1500');
    change('Comentario', 'tornillos');
    change('Fecha', '2024-09-15');
    fireEvent.change(screen.getByLabelText('Foto de la factura'), { target: { files: [png()] } });
    submit();
    expect(await screen.findByText('Gasto agregado')).toBeTruthy();

    expect(hosted.spies.storage.from).toHaveBeenCalledWith('Bills');
    expect(hosted.upload).toHaveBeenCalledTimes(1);
    const [path, file, options] = hosted.upload.mock.calls[0] ?? [];
    expect(path).toMatch(
      new RegExp(
        `^${user.id}/Ferretería/09-2024/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$`,
      ),
    );
    expect(file?.name).toBe('factura.png');
    expect(options).toEqual({ contentType: 'image/png', upsert: false });
    expect(hosted.remove).not.toHaveBeenCalled();
    expect(sent).toEqual([
      { expense: 'Ferretería', amount: 1500, comment: 'tornillos', date: '2024-09-15', receipt: path },
    ]);

    expect((screen.getByLabelText('Gasto') as HTMLSelectElement).value).toBe('');
    expect((screen.getByLabelText('Importe') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Comentario') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Fecha') as HTMLInputElement).value).toBe('');
    expect(screen.queryByLabelText('Foto de la factura')).toBeNull();
  });

  it('sends an expense without a photo with no receipt', async () => {
    const { hosted, sent } = setup();
    await screen.findByLabelText('Gasto');
    change('Gasto', 'UTE');
    change('Importe', '2300');
    change('Fecha', '2024-10-01');
    submit();
    await screen.findByText('Gasto agregado');
    expect(hosted.upload).not.toHaveBeenCalled();
    expect(sent).toEqual([{ expense: 'UTE', amount: 2300, comment: '', date: '2024-10-01', receipt: null }]);
  });

  it("shows 'Error al subir gasto' and logs when the upload fails; the expense is not posted", async () => {
    const { sent } = setup({ uploadError: { message: 'El archivo debe ser una imagen o un PDF' } });
    await screen.findByLabelText('Gasto');
    change('Gasto', 'OSE');
    change('Importe', '900');
    change('Fecha', '2024-09-20');
    fireEvent.change(screen.getByLabelText('Foto de la factura'), { target: { files: [png()] } });
    submit();
    await waitFor(() => expect(errorLine()).toBe('Error al subir gasto'));
    expect(screen.getByText('El archivo debe ser una imagen o un PDF')).toBeTruthy();
    expect(console.error).toHaveBeenCalled();
    expect(sent).toEqual([]);
    // The form keeps what was typed.
    expect((screen.getByLabelText('Importe') as HTMLInputElement).value).toBe('900');
  });

  it("shows 'Error al subir gasto' with the gateway's reason when it refuses, and removes the orphan receipt", async () => {
    const { hosted } = setup({
      answer: { ok: false, code: 'RECIBO_INVALIDO', error: 'La foto de la factura no es válida' },
    });
    await screen.findByLabelText('Gasto');
    change('Gasto', 'Varios');
    change('Importe', '100');
    change('Fecha', '2024-09-20');
    fireEvent.change(screen.getByLabelText('Foto de la factura'), { target: { files: [png()] } });
    submit();
    await waitFor(() => expect(errorLine()).toBe('Error al subir gasto'));
    expect(screen.getByText('La foto de la factura no es válida')).toBeTruthy();
    expect(screen.queryByText('Gasto agregado')).toBeNull();
    const uploaded = hosted.upload.mock.calls[0]?.[0];
    expect(hosted.remove).toHaveBeenCalledWith([uploaded]);
  });
});
