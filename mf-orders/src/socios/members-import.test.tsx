import { renderScreen } from '@club/web-kit/test-support/render-screen.tsx';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MembersImport, type PreviewRow } from './members-import.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const sheet = new File(['Nombre;Apellido\n'], 'socios.csv', { type: 'text/csv' });
const row = (line: number, errors: string[] = []): PreviewRow => ({
  line,
  name: `Socia${line}`,
  last_name: 'Pérez',
  mail: `socia${line}@club.uy`,
  cedula: '1.234.567-2',
  opening: line === 2 ? { grams_this_month: 30, grams_this_year: 150 } : null,
  errors,
});
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('importing members from a spreadsheet', () => {
  it('previews each row with its problems, then imports with the passwords held and reports the rest', async () => {
    localStorage.setItem('auth_token', 'token-admin');
    const fetch = vi.fn(async (url: string) =>
      url.endsWith('/preview')
        ? json({ rows: [row(2), row(3, ['La cédula se repite en la fila 2.']), row(4)], active: 9, max: 45 })
        : json({
            msg: 'Se importaron 2 socios; 1 filas quedaron afuera.',
            imported: [],
            skipped: [{ line: 3, errors: ['La cédula se repite en la fila 2.'] }],
          }),
    );
    vi.stubGlobal('fetch', fetch);
    renderScreen(<MembersImport onClose={() => {}} />, { mocks: [] });
    fireEvent.change(screen.getByLabelText('Planilla'), { target: { files: [sheet] } });
    fireEvent.click(screen.getByRole('button', { name: 'Revisar planilla' }));
    expect(
      await screen.findByText('2 filas listas para importar, 1 con problemas. Socios activos: 9 de 45.'),
    ).toBeTruthy();
    const bad = screen.getByText('La cédula se repite en la fila 2.').closest('tr') as HTMLElement;
    expect(within(bad).getByText('3')).toBeTruthy();
    expect(screen.getByText('30 / 150')).toBeTruthy();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/admin/members/import/preview');
    expect((init.body as FormData).get('file')).toBe(sheet);
    expect(new Headers(init.headers).get('auth_token')).toBe('token-admin');

    fireEvent.click(screen.getByLabelText('Retenerlas: las mando después desde cada socio'));
    fireEvent.click(screen.getByRole('button', { name: 'Importar 2 socios' }));
    expect(await screen.findByText('Se importaron 2 socios; 1 filas quedaron afuera.')).toBeTruthy();
    expect(screen.getByText('Fila 3: La cédula se repite en la fila 2.')).toBeTruthy();
    const [importUrl, importInit] = fetch.mock.calls[1] as unknown as [string, RequestInit];
    expect(importUrl).toBe('/admin/members/import');
    expect((importInit.body as FormData).get('mails')).toBe('hold');
  });

  it('shows the gateway’s Spanish refusal of the file, and asks for a file before sending', async () => {
    const fetch = vi.fn(async () =>
      json(
        {
          code: 'PLANILLA_INVALIDA',
          error: 'La planilla tiene más de 500 filas. Revisá que sea la de socios (el club admite 45).',
        },
        400,
      ),
    );
    vi.stubGlobal('fetch', fetch);
    renderScreen(<MembersImport onClose={() => {}} />, { mocks: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Revisar planilla' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Elegí un archivo .xlsx o .csv.');
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Planilla'), { target: { files: [sheet] } });
    fireEvent.click(screen.getByRole('button', { name: 'Revisar planilla' }));
    expect(await screen.findByText(/más de 500 filas/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Importar/ })).toBeNull();
  });
});
