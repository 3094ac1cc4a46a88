import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSupabase, hostedUser, PUBLIC_BASE } from '../hosted/fake-supabase.fixture.ts';
import { ReceiptList } from './receipt-list.tsx';
import type { ExpenseRow } from './show-expenses-documents.ts';

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

function renderList(fake: ReturnType<typeof fakeSupabase>, expense: ExpenseRow, user = me) {
  render(<ReceiptList id="recibos" label={LABEL} client={fake.client} user={user} expense={expense} />);
  return screen.getByRole('list', { name: LABEL });
}

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

  it("lists the expense's folder sorted by name from offset 0: its receipts only, each a 'Ver Recibo' in a new tab", async () => {
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
      `${PUBLIC_BASE}/${folder}/${expenseId}-aaa`,
      `${PUBLIC_BASE}/${folder}/${expenseId}-bbb`,
      `${PUBLIC_BASE}/${folder}/zzz-recorded`,
    ]);
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
    expect(hrefs(list)).toEqual([`${PUBLIC_BASE}/${folder}/${expenseId}-mio`, `${PUBLIC_BASE}/${theirs}`]);
  });

  it("says 'Sin recibos' and offers 'Agregá un recibo' for an expense without any", async () => {
    const fake = fakeSupabase({ user: me, files: [`${folder}/another-expense-of-september`] });
    const list = renderList(fake, row([]));
    expect(await within(list).findByText('Sin recibos')).toBeTruthy();
    expect(screen.getByLabelText('Agregá un recibo')).toBeTruthy();
  });

  it("adds another receipt into the expense's folder under a new name, then lists both", async () => {
    const recorded = `${folder}/primero`;
    const fake = fakeSupabase({ user: me, files: [recorded] });
    const list = renderList(fake, row([recorded]));
    await within(list).findByRole('link', { name: 'Ver Recibo' });
    const file = receiptFile();
    fireEvent.change(screen.getByLabelText('Agregá otro recibo'), { target: { files: [file] } });
    expect(await screen.findByText('Recibo agregado')).toBeTruthy();
    expect(fake.upload).toHaveBeenCalledTimes(1);
    const [path, sent, options] = fake.upload.mock.calls[0] ?? [];
    expect(path).toMatch(new RegExp(`^${folder}/${expenseId}-[0-9a-f-]{36}$`));
    expect(sent).toBe(file);
    expect(options).toEqual({ contentType: 'image/png', upsert: false });
    expect(await findHrefs(list, 2)).toEqual([`${PUBLIC_BASE}/${path}`, `${PUBLIC_BASE}/${recorded}`]);
    // A second one gets a name of its own.
    fireEvent.change(screen.getByLabelText('Agregá otro recibo'), { target: { files: [receiptFile()] } });
    expect(await findHrefs(list, 3)).toHaveLength(3);
    expect(new Set(fake.upload.mock.calls.map(([sentPath]) => sentPath)).size).toBe(2);
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
    expect(await findHrefs(list, 1)).toEqual([`${PUBLIC_BASE}/${recorded}`]);
  });

  it('only logs a folder that cannot be listed (spec §8) and still shows the recorded receipt', async () => {
    const recorded = `${folder}/primero`;
    const fake = fakeSupabase({ user: me, files: [recorded], listError: { message: 'sin red' } });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const list = renderList(fake, row([recorded]));
    await within(list).findByRole('link', { name: 'Ver Recibo' });
    expect(hrefs(list)).toEqual([`${PUBLIC_BASE}/${recorded}`]);
    expect(logged).toHaveBeenCalledWith('receipts not listed', folder, { message: 'sin red' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

/** The list's links once it holds `count` of them (an upload lists the folder again). */
async function findHrefs(list: HTMLElement, count: number) {
  await waitFor(() => expect(within(list).getAllByRole('link', { name: 'Ver Recibo' })).toHaveLength(count));
  return hrefs(list);
}
