import type { MockLink } from '@apollo/client/testing';
import type { SocioPageQuery } from '@club/web-kit/graphql/graphql';
import { renderScreen } from '@club/web-kit/test-support/render-screen.tsx';
import { type Fixture, recordVariables, typedMock } from '@club/web-kit/test-support/typed-mock';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { chartTop } from './grams-chart.tsx';
import { MemberScreen } from './member-screen.tsx';
import { member, memberPanels, memberPhotoAnswer } from './socios.fixture.ts';
import {
  MEMBER_ROLES_QUERY,
  MEMBER_SECURITY_QUERY,
  type MemberSecurity,
  SET_MEMBER_ROLES,
  SOCIO_PAGE_QUERY,
} from './socios-documents.ts';

const MONTHS = [
  '2023-10',
  '2023-11',
  '2023-12',
  '2024-01',
  '2024-02',
  '2024-03',
  '2024-04',
  '2024-05',
  '2024-06',
  '2024-07',
  '2024-08',
  '2024-09',
];
const LABELS = [
  'Octubre 2023',
  'Noviembre 2023',
  'Diciembre 2023',
  'Enero 2024',
  'Febrero 2024',
  'Marzo 2024',
  'Abril 2024',
  'Mayo 2024',
  'Junio 2024',
  'Julio 2024',
  'Agosto 2024',
  'Setiembre 2024',
];
const GRAMS: Record<string, number> = { '2023-12': 30, '2024-08': 20, '2024-09': 15 };

const order = (id: string, date: string, grams: number, status: string, counted = true) => ({
  __typename: 'MemberActivity',
  kind: 'order',
  id,
  date,
  time: '17:00',
  grams,
  total: grams * 45,
  status,
  counted,
  lines: [{ __typename: 'MemberActivityLine', species: 'OG Kush', grams }],
});

const page = {
  __typename: 'MemberPage',
  member: member(),
  grams: {
    __typename: 'MemberGrams',
    month: '2024-09',
    usedMonth: 15,
    limitMonth: 40,
    usedYear: 35,
    limitYear: 480,
  },
  months: MONTHS.map((month, index) => ({
    __typename: 'MemberMonth',
    month,
    label: LABELS[index] ?? month,
    grams: GRAMS[month] ?? 0,
    orders: GRAMS[month] ? 1 : 0,
    orderGrams: GRAMS[month] ?? 0,
    orderTotal: (GRAMS[month] ?? 0) * 45,
    bills: 0,
    billGrams: 0,
    billTotal: 0,
  })),
  activity: [
    order('o4', '2024-09-10', 15, 'not_collected', false),
    order('o3', '2024-09-05', 5, 'delivered'),
    order('o2', '2024-09-03', 10, 'placed'),
    order('o1', '2024-08-15', 20, 'delivered'),
  ],
  history: [
    {
      __typename: 'MemberHistoryEntry',
      position: 40,
      type: 'TrimmerFlagSet',
      date: '2024-09-01',
      time: '10:15',
      who: 'Lucía Pereira (#1)',
      description: 'Habilitado para manicura',
    },
    {
      __typename: 'MemberHistoryEntry',
      position: 3,
      type: 'MemberRegistered',
      date: '2024-03-01',
      time: '09:00',
      who: 'Carga inicial',
      description: 'Alta de Ana Fernández (ana.fernandez@club.uy)',
    },
  ],
};

const security = {
  __typename: 'MemberSecurity',
  lockedUntil: null,
  temporaryPasswordUntil: '2024-09-13T12:00:00.000Z',
  twoFactor: { __typename: 'TwoFactorStatus', enrolled: false, recoveryCodesLeft: 0 },
  log: [
    {
      __typename: 'SecurityLogEntry',
      id: 2,
      at: '2024-09-10T20:15:00.000Z',
      action: 'sign_in_failed',
      label: 'Contraseña incorrecta',
      ip: '190.64.10.2',
      browser: 'Chrome 156 · Android 14',
    },
    {
      __typename: 'SecurityLogEntry',
      id: 1,
      at: '2024-09-10T12:00:00.000Z',
      action: 'temporary_password_issued',
      label: 'Un administrador le dio una contraseña temporal',
      ip: '10.0.0.5',
      browser: 'Firefox 133 · Linux',
    },
  ],
};

const securityAnswer = (
  id: number,
  memberSecurity: Fixture<MemberSecurity> | null = security,
): MockLink.MockedResponse =>
  typedMock({
    request: { query: MEMBER_SECURITY_QUERY, variables: { id } },
    result: { data: { memberSecurity } },
  });

function renderPage(path: string, mocks: MockLink.MockedResponse[]) {
  return renderScreen(<MemberScreen />, {
    mocks: [...mocks, securityAnswer(26), ...memberPanels(26)],
    path,
    route: '/admin/socios/:id',
  });
}

const answer = (id: number, memberPage: Fixture<SocioPageQuery['memberPage']>): MockLink.MockedResponse =>
  typedMock({
    request: { query: SOCIO_PAGE_QUERY, variables: { id } },
    result: { data: { memberPage } },
  });

describe('MemberScreen', () => {
  afterEach(cleanup);

  it('shows who the member is and the grams used against 40 g a month and 480 g a year', async () => {
    renderPage('/admin/socios/26', [answer(26, page)]);
    expect(await screen.findByRole('heading', { level: 1, name: '#26 Ana Fernández' })).toBeTruthy();
    expect(screen.getByText('Socio desde el 01/03/2024')).toBeTruthy();
    const month = screen.getByRole('meter', { name: 'Este mes (Setiembre 2024)' }) as HTMLMeterElement;
    expect([month.value, month.max]).toEqual([15, 40]);
    const year = screen.getByRole('meter', { name: 'Este año (2024)' }) as HTMLMeterElement;
    expect([year.value, year.max]).toEqual([35, 480]);
    expect(screen.getByText('35 de 480 g')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Desactivar: Ana Fernández' })).toBeTruthy();
  });

  it('edits the roles with one checkbox each, and shows the refusal to leave no Administración', async () => {
    const sent: unknown[] = [];
    const admin = member({ id: 1, name: 'Lucía', lastName: 'Pereira', role: 'admin' });
    const refusal = 'No se puede: es la última persona con Administración.';
    renderScreen(<MemberScreen />, {
      mocks: [
        answer(1, { ...page, member: admin }),
        securityAnswer(1),
        memberPhotoAnswer(1),
        typedMock({
          request: { query: MEMBER_ROLES_QUERY, variables: { memberId: 1 } },
          result: { data: { memberRoles: ['administracion', 'socio'] } },
        }),
        typedMock({
          request: {
            query: SET_MEMBER_ROLES,
            variables: recordVariables((variables) => sent.push(variables)),
          },
          result: {
            data: {
              setMemberRoles: {
                __typename: 'SetMemberRolesResult',
                ok: false,
                code: 'ULTIMA_ADMINISTRACION',
                error: refusal,
                roles: null,
              },
            },
          },
        }),
      ],
      path: '/admin/socios/1',
      route: '/admin/socios/:id',
    });
    const administracion = (await screen.findByRole('checkbox', {
      name: 'Administración',
    })) as HTMLInputElement;
    expect(administracion.checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Responsable Técnico' }) as HTMLInputElement).checked).toBe(
      false,
    );
    fireEvent.click(administracion);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Responsable Técnico' }));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar roles' }));
    await waitFor(() => expect(sent).toEqual([{ memberId: 1, roles: ['responsable_tecnico', 'socio'] }]));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
  });

  it('draws twelve bars, oldest first, with the 40 g line', async () => {
    const { container } = renderPage('/admin/socios/26', [answer(26, page)]);
    const chart = await screen.findByRole('img', { name: /Gramos por mes en los últimos 12 meses/ });
    const bars = [...chart.querySelectorAll('rect')];
    expect(bars.map((bar) => bar.querySelector('title')?.textContent)).toEqual(
      LABELS.map((label, i) => `${label}: ${GRAMS[MONTHS[i] as string] ?? 0} g`),
    );
    const height = (i: number) => Number(bars[i]?.getAttribute('height'));
    expect(height(2)).toBeCloseTo(height(11) * 2);
    expect(height(0)).toBe(0);
    expect(container.querySelector('.or-chart__limit text')?.textContent).toBe('40 g');
  });

  it('lists the orders by month, a not-collected one marked as not counting', async () => {
    renderPage('/admin/socios/26', [answer(26, page)]);
    const september = (await screen.findByRole('heading', { level: 3, name: /^Setiembre 2024/ })).closest(
      'section',
    );
    if (!september) throw new Error('no September section');
    expect(within(september).getByText(/Pedidos: 3 · Facturas: 0 · 15 g · \$ 675/)).toBeTruthy();
    const entries = within(september).getAllByRole('listitem');
    expect(entries).toHaveLength(3);
    expect(entries[0]?.textContent).toContain('No retirado (no cuenta para el límite)');
    expect(entries[0]?.className).toMatch(/--void/);
    expect(entries[1]?.textContent).toContain('Entregado');
    expect(screen.getByRole('heading', { level: 3, name: /^Agosto 2024/ })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 3, name: /^Julio 2024/ })).toBeNull();
  });

  it('shows the history, newest first, with who and when', async () => {
    renderPage('/admin/socios/26', [answer(26, page)]);
    const history = (await screen.findByRole('heading', { name: 'Historial' })).closest('section');
    if (!history) throw new Error('no history section');
    const items = within(history)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      '01/09/2024 10:15Habilitado para manicuraLucía Pereira (#1)',
      '01/03/2024 09:00Alta de Ana Fernández (ana.fernandez@club.uy)Carga inicial',
    ]);
  });

  it("shows the account's sign-ins with address and browser, and a temporary password's expiry", async () => {
    renderPage('/admin/socios/26', [answer(26, page)]);
    const section = (await screen.findByRole('heading', { name: 'Seguridad de la cuenta' })).closest(
      'section',
    );
    if (!section) throw new Error('no security section');
    const rows = await within(section).findAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'FechaEventoIPNavegador',
      '10/09/2024 17:15Contraseña incorrecta190.64.10.2Chrome 156 · Android 14',
      '10/09/2024 09:00Un administrador le dio una contraseña temporal10.0.0.5Firefox 133 · Linux',
    ]);
    expect(within(section).getByText('Contraseña temporal, vence el 13/09/2024 09:00')).toBeTruthy();
    // A member has no second factor to show or remove.
    expect(within(section).queryByText(/Verificación en dos pasos/)).toBeNull();
  });

  it('says when the member does not exist, and when there is nothing in twelve months', async () => {
    renderPage('/admin/socios/9999', [answer(9999, null)]);
    expect(await screen.findByText('No existe el socio #9999.')).toBeTruthy();
    cleanup();
    renderPage('/admin/socios/26', [answer(26, { ...page, activity: [] })]);
    expect(await screen.findByText('Sin pedidos ni facturas en los últimos 12 meses.')).toBeTruthy();
  });

  it('shows an error line when the gateway fails', async () => {
    renderPage('/admin/socios/26', [
      typedMock({ request: { query: SOCIO_PAGE_QUERY, variables: { id: 26 } }, error: new Error('x') }),
    ]);
    expect((await screen.findByRole('alert')).textContent).toMatch(/No pudimos cargar los datos del socio/);
  });
});

describe('chartTop', () => {
  it('is the limit, or the largest month rounded up to 10 g above it', () => {
    expect(chartTop([{ grams: 15 }, { grams: 0 }], 40)).toBe(40);
    expect(chartTop([{ grams: 43 }], 40)).toBe(50);
    expect(chartTop([], 40)).toBe(40);
  });
});
