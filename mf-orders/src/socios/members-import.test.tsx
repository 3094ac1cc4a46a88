import { renderScreen } from '@club/web-kit/test-support/render-screen.tsx';
import { typedMock } from '@club/web-kit/test-support/typed-mock';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MembersImport, type PreviewRow } from './members-import.tsx';
import { member } from './socios.fixture.ts';
import { SOCIOS_QUERY } from './socios-documents.ts';
import { SociosScreen } from './socios-screen.tsx';

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

describe('a held member’s password', () => {
  it('is sent by mail from the password dialog, showing where it went', async () => {
    const limit = { __typename: 'MemberLimit', active: 10, max: 45, monthlyGrams: 40, yearlyGrams: 480 };
    const list = typedMock({
      request: { query: SOCIOS_QUERY, variables: { search: null } },
      result: { data: { members: [member()], memberLimit: limit } },
      maxUsageCount: Number.POSITIVE_INFINITY,
    });
    const fetch = vi.fn(async () =>
      json({ msg: 'Password sent', message: 'Le mandamos una contraseña temporal a ana@club.uy.' }),
    );
    vi.stubGlobal('fetch', fetch);
    renderScreen(<SociosScreen />, { mocks: [list] });
    await screen.findByRole('link', { name: 'Ana Fernández' });
    fireEvent.click(screen.getByRole('button', { name: 'Contraseña: Ana Fernández' }));
    const dialog = screen.getByRole('dialog', { name: 'Restablecer la contraseña de Ana Fernández' });
    fireEvent.click(within(dialog).getByLabelText('Generar una y mandarla por correo con la bienvenida'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restablecer' }));
    expect(await screen.findByText('Le mandamos una contraseña temporal a ana@club.uy.')).toBeTruthy();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/admin/members/26/send-password');
    expect(init.method).toBe('POST');
  });

  it('opens the import from the Socios screen', async () => {
    const limit = { __typename: 'MemberLimit', active: 10, max: 45, monthlyGrams: 40, yearlyGrams: 480 };
    const list = typedMock({
      request: { query: SOCIOS_QUERY, variables: { search: null } },
      result: { data: { members: [member()], memberLimit: limit } },
      maxUsageCount: Number.POSITIVE_INFINITY,
    });
    renderScreen(<SociosScreen />, { mocks: [list] });
    fireEvent.click(await screen.findByRole('button', { name: 'Importar socios' }));
    expect(screen.getByRole('heading', { name: 'Importar socios desde una planilla' })).toBeTruthy();
  });
});
