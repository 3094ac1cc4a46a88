import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import type { AttachReceiptMutationVariables } from '@club/web-kit/graphql/graphql';
import { recordVariables, typedMock } from '@club/web-kit/test-support/typed-mock';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSupabase, hostedUser, signedUrlOf } from '../hosted/fake-supabase.fixture.ts';
import { SIGNED_URL_SECONDS } from './expense-receipts.ts';
import { ReceiptList } from './receipt-list.tsx';
import { ATTACH_RECEIPT_MUTATION, type ExpenseRow, RECEIPT_CHECKS_QUERY } from './show-expenses-documents.ts';

const me = hostedUser();
const other = '0b7e6c5d-4a3b-4c2d-8e1f-0a9b8c7d6e5f';
const expenseId = 'e1a2b3c4-d5e6-4f70-8192-a3b4c5d6e7f8';
const folder = `${me.id}/Ferretería/09-2024`;
const row = (receipts: string[]): ExpenseRow => ({
  __typename: 'Expense',
  id: expenseId,
  name: 'Ferretería',
  date: '2024-09-15',
  amount: 1234,
  comment: 'tornillos',
  receipts,
});
const LABEL = 'Recibos de Ferretería del 15/09/2024';
const SORTED_FROM_START = { offset: 0, limit: 1000, sortBy: { column: 'name', order: 'asc' } };

/** The gateway's check of the expense's recorded receipts: each with `status`. */
const checksMock = (checks: Array<{ path: string; status: string }>) =>
  typedMock({
    request: { query: RECEIPT_CHECKS_QUERY, variables: { expenseId } },
    result: { data: { receiptChecks: checks.map((check) => ({ __typename: 'ReceiptCheck', ...check })) } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  });

/**
 * The gateway as Ver Gastos meets it when adding receipts: attachReceipt records each path it is
 * sent (or refuses them all with `refusal`), and receiptChecks then vouches for each recorded one.
 */
function gatewayOf(recorded: string[], refusal: { code: string; error: string } | Error | null = null) {
  const receipts = [...recorded];
  const sent: AttachReceiptMutationVariables[] = [];
  const request = {
    query: ATTACH_RECEIPT_MUTATION,
    variables: recordVariables<AttachReceiptMutationVariables>((variables) => sent.push(variables)),
  };
  const answer = { __typename: 'AttachReceiptResult' };
  const attach =
    refusal instanceof Error
      ? typedMock({ request, error: refusal, maxUsageCount: Number.POSITIVE_INFINITY })
      : typedMock({
          request,
          result: ({ path }) => {
            if (refusal)
              return { data: { attachReceipt: { ...answer, ok: false, ...refusal, expense: null } } };
            receipts.push(path);
            const expense = { __typename: 'Expense', id: expenseId, receipts: [...receipts] };
            return { data: { attachReceipt: { ...answer, ok: true, code: null, error: null, expense } } };
          },
          maxUsageCount: Number.POSITIVE_INFINITY,
        });
  const checks = typedMock({
    request: { query: RECEIPT_CHECKS_QUERY, variables: { expenseId } },
    result: () => ({
      data: {
        receiptChecks: receipts.map((path) => ({ __typename: 'ReceiptCheck', path, status: 'matches' })),
      },
    }),
    maxUsageCount: Number.POSITIVE_INFINITY,
  });
  return { mocks: [attach, checks], sent };
}

function renderList(
  fake: ReturnType<typeof fakeSupabase>,
  expense: ExpenseRow,
  { user = me, mocks }: { user?: typeof me; mocks?: MockLink.MockedResponse[] } = {},
) {
  const checks = mocks ?? [checksMock(expense.receipts.map((path) => ({ path, status: 'matches' })))];
  render(
    <MockedProvider mocks={checks}>
      <ReceiptList id="recibos" label={LABEL} client={fake.client} user={user} expense={expense} />
    </MockedProvider>,
  );
  return screen.getByRole('list', { name: LABEL });
}

/** The line of the receipt whose link goes to `path`. */
const lineOf = (list: HTMLElement, path: string) =>
  within(list)
    .getAllByRole('listitem')
    .find((item) => item.querySelector('a')?.getAttribute('href') === signedUrlOf(path)) as HTMLElement;

const hrefs = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link', { name: 'Ver Recibo' })
    .map((link) => link.getAttribute('href'));

const receiptFile = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'pagina-2.png', { type: 'image/png' });

describe('ReceiptList', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("lists the expense's folder sorted by name from offset 0: its receipts only, each a signed 'Ver Recibo' in a new tab", async () => {
    const fake = fakeSupabase({
      user: me,
      files: [
        `${folder}/${expenseId}-bbb`,
        `${folder}/zzz-recorded`,
        `${folder}/another-expense-of-september`,
        `${folder}/${expenseId}-aaa`,
        `${folder}/sub/${expenseId}-deeper`,
      ],
    });
    const list = renderList(fake, row([`${folder}/zzz-recorded`]));
    expect(within(list).getByText('Cargando...')).toBeTruthy();
    await within(list).findAllByRole('link', { name: 'Ver Recibo' });
    expect(fake.list).toHaveBeenCalledTimes(1);
    expect(fake.list).toHaveBeenCalledWith(folder, SORTED_FROM_START);
    expect(hrefs(list)).toEqual([
      signedUrlOf(`${folder}/${expenseId}-aaa`),
      signedUrlOf(`${folder}/${expenseId}-bbb`),
      signedUrlOf(`${folder}/zzz-recorded`),
    ]);
    // Signed at once, for a few minutes: the bucket has no public URLs.
    expect(fake.createSignedUrls).toHaveBeenCalledWith(
      [`${folder}/${expenseId}-aaa`, `${folder}/${expenseId}-bbb`, `${folder}/zzz-recorded`],
      SIGNED_URL_SECONDS,
    );
    for (const link of within(list).getAllByRole('link')) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener');
    }
    expect(screen.getByLabelText('Agregá otro recibo')).toBeTruthy();
  });

  it("shows another admin's recorded receipt (their folder lists empty to us) beside ours", async () => {
    const theirs = `${other}/Ferretería/09-2024/suyo`;
    const fake = fakeSupabase({ user: me, files: [`${folder}/${expenseId}-mio`] });
    const list = renderList(fake, row([theirs]));
    await within(list).findAllByRole('link', { name: 'Ver Recibo' });
    expect(fake.list.mock.calls.map(([listed]) => listed)).toEqual([`${other}/Ferretería/09-2024`, folder]);
    expect(hrefs(list)).toEqual([signedUrlOf(`${folder}/${expenseId}-mio`), signedUrlOf(theirs)]);
  });

  it("says 'Sin recibos' and offers 'Agregá un recibo' for an expense without any", async () => {
    const fake = fakeSupabase({ user: me, files: [`${folder}/another-expense-of-september`] });
    const list = renderList(fake, row([]));
    expect(await within(list).findByText('Sin recibos')).toBeTruthy();
    expect(screen.getByLabelText('Agregá un recibo')).toBeTruthy();
  });

  it("adds another receipt into the expense's folder under a new name, has the gateway record it, then lists both as verified", async () => {
    const recorded = `${folder}/primero`;
    const fake = fakeSupabase({ user: me, files: [recorded] });
    const gateway = gatewayOf([recorded]);
    const list = renderList(fake, row([recorded]), { mocks: gateway.mocks });
    await within(list).findByRole('link', { name: 'Ver Recibo' });
    const file = receiptFile();
    fireEvent.change(screen.getByLabelText('Agregá otro recibo'), { target: { files: [file] } });
    expect(await screen.findByText('Recibo agregado')).toBeTruthy();
    expect(fake.upload).toHaveBeenCalledTimes(1);
    const [path, sent, options] = fake.upload.mock.calls[0] ?? [];
    expect(path).toMatch(new RegExp(`^${folder}/${expenseId}-[0-9a-f-]{36}$`));
    expect(sent).toBe(file);
    expect(options).toEqual({ contentType: 'image/png', upsert: false });
    // Uploaded, then recorded with the expense: the gateway fingerprints and holds it.
    expect(gateway.sent).toEqual([{ expenseId, path }]);
    expect(fake.remove).not.toHaveBeenCalled();
    expect(await findHrefs(list, 2)).toEqual([signedUrlOf(path as string), signedUrlOf(recorded)]);
    await waitFor(() =>
      expect(lineOf(list, path as string).textContent).toBe(
        'Ver Recibo Verificado: coincide con lo registrado',
      ),
    );
    // A second one gets a name of its own.
    fireEvent.change(screen.getByLabelText('Agregá otro recibo'), { target: { files: [receiptFile()] } });
    expect(await findHrefs(list, 3)).toHaveLength(3);
    expect(new Set(fake.upload.mock.calls.map(([sentPath]) => sentPath)).size).toBe(2);
    expect(gateway.sent).toHaveLength(2);
  });

  it('records a first receipt of an expense that had none, and vouches for it', async () => {
    const fake = fakeSupabase({ user: me, files: [] });
    const gateway = gatewayOf([]);
    const list = renderList(fake, row([]), { mocks: gateway.mocks });
    expect(await within(list).findByText('Sin recibos')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Agregá un recibo'), { target: { files: [receiptFile()] } });
    expect(await screen.findByText('Recibo agregado')).toBeTruthy();
    expect(await within(list).findByText('Verificado: coincide con lo registrado')).toBeTruthy();
  });

  it('says why in Spanish when the gateway refuses to record the upload, and removes it', async () => {
    const recorded = `${folder}/primero`;
    const fake = fakeSupabase({ user: me, files: [recorded] });
    const closed = 'El mes de setiembre de 2024 está cerrado: registrá la corrección en un mes abierto.';
    const gateway = gatewayOf([recorded], { code: 'MES_CERRADO', error: closed });
    const list = renderList(fake, row([recorded]), { mocks: gateway.mocks });
    await within(list).findByRole('link', { name: 'Ver Recibo' });
    fireEvent.change(screen.getByLabelText('Agregá otro recibo'), { target: { files: [receiptFile()] } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      `No se pudo agregar el recibo al gasto. ${closed}`,
    );
    const [path] = fake.upload.mock.calls[0] ?? [];
    expect(gateway.sent).toEqual([{ expenseId, path }]);
    expect(fake.remove).toHaveBeenCalledWith([path]);
    expect(screen.queryByText('Recibo agregado')).toBeNull();
    expect(await findHrefs(list, 1)).toEqual([signedUrlOf(recorded)]);
  });

  it('removes the upload too when the gateway cannot be reached, and says to try again', async () => {
    const recorded = `${folder}/primero`;
    const fake = fakeSupabase({ user: me, files: [recorded] });
    const gateway = gatewayOf([recorded], new Error('sin red'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const list = renderList(fake, row([recorded]), { mocks: gateway.mocks });
    await within(list).findByRole('link', { name: 'Ver Recibo' });
    fireEvent.change(screen.getByLabelText('Agregá otro recibo'), { target: { files: [receiptFile()] } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No se pudo agregar el recibo al gasto. Revisá la conexión y probá de nuevo.',
    );
    expect(fake.remove).toHaveBeenCalledTimes(1);
    expect(await findHrefs(list, 1)).toEqual([signedUrlOf(recorded)]);
  });

  it('says so in Spanish when the upload is refused, and lists what there was', async () => {
    const recorded = `${folder}/primero`;
    const fake = fakeSupabase({
      user: me,
      files: [recorded],
      uploadError: { message: 'Solo se aceptan imágenes (JPEG, PNG, WebP, GIF, HEIC) o PDF.' },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const list = renderList(fake, row([recorded]));
    await within(list).findByRole('link', { name: 'Ver Recibo' });
    fireEvent.change(screen.getByLabelText('Agregá otro recibo'), { target: { files: [receiptFile()] } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No se pudo subir el recibo. Solo se aceptan imágenes (JPEG, PNG, WebP, GIF, HEIC) o PDF.',
    );
    expect(screen.queryByText('Recibo agregado')).toBeNull();
    expect(await findHrefs(list, 1)).toEqual([signedUrlOf(recorded)]);
    expect(fake.remove).not.toHaveBeenCalled();
  });

  it('only logs a folder that cannot be listed (spec §8) and still shows the recorded receipt', async () => {
    const recorded = `${folder}/primero`;
    const fake = fakeSupabase({ user: me, files: [recorded], listError: { message: 'sin red' } });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const list = renderList(fake, row([recorded]));
    await within(list).findByRole('link', { name: 'Ver Recibo' });
    expect(hrefs(list)).toEqual([signedUrlOf(recorded)]);
    expect(logged).toHaveBeenCalledWith('receipts not listed', folder, { message: 'sin red' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows beside each recorded receipt whether it is still the recorded file, and one added but never recorded as such', async () => {
    const same = `${folder}/a-recorded`;
    const added = `${folder}/${expenseId}-b`;
    const fake = fakeSupabase({ user: me, files: [same, added] });
    const list = renderList(fake, row([same]), { mocks: [checksMock([{ path: same, status: 'matches' }])] });
    await within(list).findByText('Verificado: coincide con lo registrado');
    await within(list).findAllByRole('link', { name: 'Ver Recibo' });
    expect(lineOf(list, same).textContent).toBe('Ver Recibo Verificado: coincide con lo registrado');
    expect(lineOf(list, added).textContent).toBe(
      'Ver Recibo Subido después del gasto: sin registro para verificar',
    );
  });

  it.each([
    ['differs', '¡Atención! No coincide con lo registrado: el archivo cambió después de guardar el gasto'],
    ['missing', '¡Atención! El archivo registrado ya no está'],
    ['unrecorded', 'Guardado antes de registrar su huella: no se puede verificar'],
  ])("says so when the gateway finds the recorded receipt '%s'", async (status, text) => {
    const recorded = `${folder}/primero`;
    const fake = fakeSupabase({ user: me, files: [recorded] });
    const list = renderList(fake, row([recorded]), { mocks: [checksMock([{ path: recorded, status }])] });
    expect((await within(list).findByText(text)).className).toContain(
      status === 'unrecorded' ? 'fi-show__receipt-check--muted' : 'fi-show__receipt-check--warn',
    );
  });

  it('says the receipt could not be verified when the gateway cannot be asked', async () => {
    const recorded = `${folder}/primero`;
    const fake = fakeSupabase({ user: me, files: [recorded] });
    const failing = typedMock({
      request: { query: RECEIPT_CHECKS_QUERY, variables: { expenseId } },
      error: new Error('sin red'),
    });
    const list = renderList(fake, row([recorded]), { mocks: [failing] });
    expect(await within(list).findByText('No se pudo verificar')).toBeTruthy();
  });

  it('offers no link for a receipt that could not be signed, and says so', async () => {
    const recorded = `${folder}/primero`;
    const fake = fakeSupabase({ user: me, files: [recorded], signError: { message: 'sin red' } });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const list = renderList(fake, row([recorded]));
    expect(await within(list).findByText('No se pudo preparar el enlace del recibo.')).toBeTruthy();
    expect(within(list).queryByRole('link')).toBeNull();
    expect(logged).toHaveBeenCalledWith('receipts not signed', { message: 'sin red' });
  });

  it('renews the signed links while the list stays open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const recorded = `${folder}/primero`;
      const fake = fakeSupabase({ user: me, files: [recorded] });
      const list = renderList(fake, row([recorded]));
      await within(list).findByRole('link', { name: 'Ver Recibo' });
      expect(fake.createSignedUrls).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(240_000);
      expect(fake.createSignedUrls).toHaveBeenCalledTimes(2);
      cleanup();
      await vi.advanceTimersByTimeAsync(240_000);
      expect(fake.createSignedUrls).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

/** The list's links once it holds `count` of them (an upload lists the folder again). */
async function findHrefs(list: HTMLElement, count: number) {
  await waitFor(() => expect(within(list).getAllByRole('link', { name: 'Ver Recibo' })).toHaveLength(count));
  return hrefs(list);
}
