import type { TypedDocumentNode } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { identityTexts, leavingTexts, memberTexts } from '@club/domain/member-texts';
import { texts } from '@club/domain/texts';
import { renderScreen } from '@club/web-kit/test-support/render-screen.tsx';
import { type Fixture, recordVariables, typedMock } from '@club/web-kit/test-support/typed-mock';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { member, refusal, result } from './socios.fixture.ts';
import {
  CREATE_MEMBER,
  DEACTIVATE_MEMBER,
  REACTIVATE_MEMBER,
  RESET_PASSWORD,
  SET_TRIMMER,
  SOCIOS_QUERY,
} from './socios-documents.ts';
import { SociosScreen } from './socios-screen.tsx';

const ana = member();
const diego = member({
  id: 41,
  name: 'Diego',
  lastName: 'Silva',
  mail: 'diego.silva@club.uy',
  gramsMonth: 40,
  gramsYear: 120,
});
const baja = member({
  id: 7,
  name: 'Florencia',
  lastName: 'Díaz',
  mail: 'flor@club.uy',
  active: false,
  trimmer: false,
  gramsMonth: 0,
  gramsYear: 0,
});
const IDENTITY = {
  cedula: '1.234.567-2',
  birthDate: '1990-05-14',
  residency: 'ciudadania',
  phone: '099 123 456',
  irccaRegisteredOn: '',
};

/** Types a valid legal identity into the member form (`overrides` by field). */
function fillIdentity(dialog: HTMLElement, overrides: Partial<typeof IDENTITY> = {}) {
  const values = { ...IDENTITY, ...overrides };
  fireEvent.change(within(dialog).getByLabelText('Cédula de identidad'), {
    target: { value: values.cedula },
  });
  fireEvent.change(within(dialog).getByLabelText('Fecha de nacimiento'), {
    target: { value: values.birthDate },
  });
  if (values.residency !== '') {
    const label = values.residency === 'ciudadania' ? 'Ciudadanía uruguaya' : 'Residencia legal';
    fireEvent.click(within(dialog).getByLabelText(label));
  }
  fireEvent.change(within(dialog).getByLabelText('Teléfono'), { target: { value: values.phone } });
  fireEvent.change(within(dialog).getByLabelText('Fecha de registro en el IRCCA'), {
    target: { value: values.irccaRegisteredOn },
  });
}

const limit = { __typename: 'MemberLimit', active: 44, max: 45, monthlyGrams: 40, yearlyGrams: 480 };

function list(members = [baja, ana, diego], search: string | null = null): MockLink.MockedResponse {
  return typedMock({
    request: { query: SOCIOS_QUERY, variables: { search } },
    result: { data: { members, memberLimit: limit } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  });
}

/** A mutation mock that records the variables it was called with. */
function mutation<TData, TVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  data: NoInfer<Fixture<TData>>,
  sent: unknown[],
) {
  return typedMock({
    request: {
      query,
      variables: recordVariables((variables) => sent.push(variables)),
    },
    result: { data },
  });
}

function renderWith(mocks: MockLink.MockedResponse[]) {
  return renderScreen(<SociosScreen />, { mocks });
}

const row = (name: string) => {
  const link = screen.getByRole('link', { name });
  const tr = link.closest('tr');
  if (!tr) throw new Error(`no row for ${name}`);
  return tr;
};

describe('SociosScreen', () => {
  afterEach(cleanup);

  it('lists the members with number, mail, status, trimmer flag and grams against the limits', async () => {
    renderWith([list()]);
    expect(screen.getByRole('status').textContent).toBe(texts.loading);
    await screen.findByRole('link', { name: 'Ana Fernández' });
    expect(screen.getByText('44 de 45 socios activos')).toBeTruthy();
    const anaRow = row('Ana Fernández');
    expect(within(anaRow).getByText('#26')).toBeTruthy();
    expect(within(anaRow).getByText('ana.fernandez@club.uy')).toBeTruthy();
    expect(within(anaRow).getByText('Activo')).toBeTruthy();
    expect(within(anaRow).getByText('15 de 40 g')).toBeTruthy();
    expect(within(anaRow).getByText('35 de 480 g')).toBeTruthy();
    expect(
      (within(anaRow).getByRole('checkbox', { name: 'Manicura: Ana Fernández' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(screen.getByRole('link', { name: 'Ana Fernández' }).getAttribute('href')).toBe('/admin/socios/26');
    // At the monthly limit: marked.
    expect(within(row('Diego Silva')).getByText('40 de 40 g').className).toMatch(/--full/);
    const bajaRow = row('Florencia Díaz');
    expect(within(bajaRow).getByText('Desactivado')).toBeTruthy();
    expect(within(bajaRow).getByRole('button', { name: 'Reactivar: Florencia Díaz' })).toBeTruthy();
    expect(within(bajaRow).queryByRole('button', { name: /Desactivar/ })).toBeNull();
  });

  it('searches on the gateway by what is typed', async () => {
    renderWith([list(), list([diego], '41')]);
    await screen.findByRole('link', { name: 'Ana Fernández' });
    fireEvent.change(screen.getByLabelText('Buscar por nombre, mail o número'), {
      target: { value: ' 41 ' },
    });
    // Diego is in the first list too: the searched list is the one without Ana.
    await waitForGone('Ana Fernández');
    expect(screen.getByRole('link', { name: 'Diego Silva' })).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });

  it('says so when nothing matches', async () => {
    renderWith([list(), list([], 'zzz')]);
    await screen.findByRole('link', { name: 'Ana Fernández' });
    fireEvent.change(screen.getByLabelText('Buscar por nombre, mail o número'), { target: { value: 'zzz' } });
    expect(await screen.findByText('Ningún socio coincide con la búsqueda.')).toBeTruthy();
  });

  it('shows an error line with a retry when the gateway fails', async () => {
    renderWith([
      typedMock({ request: { query: SOCIOS_QUERY, variables: { search: null } }, error: new Error('caído') }),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/No pudimos cargar los socios/);
    expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });

  it('creates a member: checks the form first, then shows the initial password once', async () => {
    const sent: unknown[] = [];
    const created = member({
      id: 133,
      name: 'Rosa',
      lastName: 'Núñez',
      mail: 'rosa@club.uy',
      trimmer: false,
      gramsMonth: 0,
      gramsYear: 0,
    });
    renderWith([
      list(),
      mutation(CREATE_MEMBER, { createMember: result({ member: created, password: 'Kx7mPq2aRt9z' }) }, sent),
    ]);
    await screen.findByRole('link', { name: 'Ana Fernández' });
    fireEvent.click(screen.getByRole('button', { name: 'Nuevo socio' }));
    const dialog = screen.getByRole('dialog', { name: 'Nuevo socio' });

    // The checks run at submit, which react-hook-form resolves asynchronously.
    const alertReads = (text: string) =>
      waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(text));
    const settled = () =>
      waitFor(() =>
        expect(
          (within(dialog).getByRole('button', { name: 'Crear socio' }) as HTMLButtonElement).disabled,
        ).toBe(false),
      );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear socio' }));
    await alertReads(memberTexts.nameRequired);
    await settled();
    expect(within(dialog).getByLabelText('Nombre').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(within(dialog).getByLabelText('Nombre'), { target: { value: 'Rosa' } });
    fireEvent.change(within(dialog).getByLabelText('Apellido'), { target: { value: 'Núñez' } });
    fireEvent.change(within(dialog).getByLabelText('Mail'), { target: { value: 'rosa@club' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear socio' }));
    await alertReads(memberTexts.invalidMail);
    await settled();
    expect(sent).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Mail'), { target: { value: 'rosa@club.uy' } });
    // The legal identity, with the domain's rules: the cédula's check digit, 18 on the day of joining.
    fillIdentity(dialog, { cedula: '1.234.567-3' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear socio' }));
    await alertReads(identityTexts.cedulaInvalid);
    await settled();
    expect(within(dialog).getByLabelText('Cédula de identidad').getAttribute('aria-invalid')).toBe('true');
    const year = new Date().getFullYear();
    fillIdentity(dialog, { birthDate: `${year - 10}-01-01` });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear socio' }));
    await alertReads(identityTexts.underAge);
    await settled();
    fillIdentity(dialog, { phone: 'llamame' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear socio' }));
    await alertReads(identityTexts.phoneInvalid);
    await settled();
    fillIdentity(dialog, { irccaRegisteredOn: `${year + 1}-01-01` });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear socio' }));
    await alertReads(leavingTexts.irccaDateInFuture);
    await settled();
    expect(sent).toEqual([]);

    fillIdentity(dialog, { cedula: '1234567-2', irccaRegisteredOn: '2024-03-15' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear socio' }));
    const done = await screen.findByRole('dialog', { name: 'Socio #133 creado: Rosa Núñez' });
    expect(sent).toEqual([
      {
        input: {
          name: 'Rosa',
          lastName: 'Núñez',
          mail: 'rosa@club.uy',
          password: null,
          ...IDENTITY,
          cedula: '1234567-2',
          irccaRegisteredOn: '2024-03-15',
        },
      },
    ]);
    expect(within(done).getByText('Kx7mPq2aRt9z')).toBeTruthy();
    expect(within(done).getByText('Anotala y pasásela al socio: no se vuelve a mostrar.')).toBeTruthy();
    fireEvent.click(within(done).getByRole('button', { name: 'Listo' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('Kx7mPq2aRt9z')).toBeNull();
  });

  it("keeps the form open with the gateway's refusal on the field it concerns", async () => {
    const sent: unknown[] = [];
    renderWith([
      list(),
      mutation(
        CREATE_MEMBER,
        {
          createMember: refusal('MAIL_EN_USO', 'El mail ana.fernandez@club.uy ya lo usa otra cuenta', 'mail'),
        },
        sent,
      ),
    ]);
    await screen.findByRole('link', { name: 'Ana Fernández' });
    fireEvent.click(screen.getByRole('button', { name: 'Nuevo socio' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Nombre'), { target: { value: 'Otra' } });
    fireEvent.change(within(dialog).getByLabelText('Apellido'), { target: { value: 'Ana' } });
    fireEvent.change(within(dialog).getByLabelText('Mail'), { target: { value: 'ana.fernandez@club.uy' } });
    fireEvent.change(within(dialog).getByLabelText('Contraseña inicial'), {
      target: { value: 'una-clave-larga' },
    });
    fillIdentity(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear socio' }));
    expect(
      await within(dialog).findByText('El mail ana.fernandez@club.uy ya lo usa otra cuenta'),
    ).toBeTruthy();
    expect(within(dialog).getByLabelText('Mail').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([
      {
        input: {
          name: 'Otra',
          lastName: 'Ana',
          mail: 'ana.fernandez@club.uy',
          password: 'una-clave-larga',
          ...IDENTITY,
        },
      },
    ]);
  });

  it('deactivates only after the confirmation', async () => {
    const sent: unknown[] = [];
    renderWith([
      list(),
      mutation(DEACTIVATE_MEMBER, { deactivateMember: result({ member: member({ active: false }) }) }, sent),
    ]);
    await screen.findByRole('link', { name: 'Ana Fernández' });
    fireEvent.click(screen.getByRole('button', { name: 'Desactivar: Ana Fernández' }));
    const dialog = screen.getByRole('dialog', { name: '¿Desactivar a Ana Fernández (#26)?' });
    expect(within(dialog).getByText(/se cierran todas sus sesiones abiertas/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Desactivar: Ana Fernández' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Desactivar' }));
    await waitForNoDialog();
    expect(sent).toEqual([{ id: 26 }]);
  });

  it('shows the refusal of a reactivation past the member limit', async () => {
    const sent: unknown[] = [];
    const text = memberTexts.limitReached.replace('{max}', '45');
    renderWith([
      list(),
      mutation(REACTIVATE_MEMBER, { reactivateMember: refusal('LIMITE_SOCIOS', text) }, sent),
    ]);
    await screen.findByRole('link', { name: 'Florencia Díaz' });
    fireEvent.click(screen.getByRole('button', { name: 'Reactivar: Florencia Díaz' }));
    const dialog = screen.getByRole('dialog', { name: '¿Reactivar a Florencia Díaz (#7)?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reactivar' }));
    expect(await within(dialog).findByText(text)).toBeTruthy();
    expect(sent).toEqual([{ id: 7 }]);
  });

  it('resets a password: a generated one shown once, or a chosen one checked first', async () => {
    const sent: unknown[] = [];
    renderWith([
      list(),
      mutation(RESET_PASSWORD, { resetMemberPassword: result({ password: 'Nw4ZbR8kTq2m' }) }, sent),
    ]);
    await screen.findByRole('link', { name: 'Ana Fernández' });
    fireEvent.click(screen.getByRole('button', { name: 'Contraseña: Ana Fernández' }));
    let dialog = screen.getByRole('dialog', { name: 'Restablecer la contraseña de Ana Fernández' });
    fireEvent.click(within(dialog).getByLabelText('Elegir una contraseña'));
    fireEvent.change(within(dialog).getByLabelText('Nueva contraseña'), { target: { value: 'corta' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restablecer' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(memberTexts.passwordTooShort);
    expect(sent).toEqual([]);

    fireEvent.click(within(dialog).getByLabelText('Generar una contraseña'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restablecer' }));
    dialog = await screen.findByRole('dialog', { name: 'Restablecer la contraseña de Ana Fernández' });
    expect(await within(dialog).findByText('Nw4ZbR8kTq2m')).toBeTruthy();
    expect(sent).toEqual([{ id: 26, password: null }]);
  });

  it('toggles the trimmer flag at once', async () => {
    const sent: unknown[] = [];
    renderWith([
      // The list as the gateway has it: Ana without the flag once the change was sent.
      {
        ...list(),
        result: () => ({
          data: {
            members: [baja, sent.length > 0 ? member({ trimmer: false }) : ana, diego],
            memberLimit: limit,
          },
        }),
      },
      mutation(SET_TRIMMER, { setMemberTrimmer: result({ member: member({ trimmer: false }) }) }, sent),
    ]);
    await screen.findByRole('link', { name: 'Ana Fernández' });
    const flag = screen.getByRole('checkbox', { name: 'Manicura: Ana Fernández' }) as HTMLInputElement;
    fireEvent.click(flag);
    await waitFor(() => expect(sent).toEqual([{ id: 26, trimmer: false }]));
    // The answer is on screen (the box follows it), not just the request on its way.
    await waitFor(() => expect(flag.checked).toBe(false));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

async function waitForGone(name: string) {
  await waitFor(() => expect(screen.queryByRole('link', { name })).toBeNull());
}

async function waitForNoDialog() {
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}
