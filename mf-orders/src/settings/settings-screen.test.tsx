import type { MockLink } from '@apollo/client/testing';
import { addDays, clubNow } from '@club/domain/club-clock';
import { type ClubSettings, DEFAULT_CLUB_SETTINGS } from '@club/domain/club-settings';
import { formatPickupDay } from '@club/domain/pickup';
import type { AdminChangeSettingsMutation } from '@club/web-kit/graphql/graphql';
import { renderScreen } from '@club/web-kit/test-support/render-screen.tsx';
import { typedMock } from '@club/web-kit/test-support/typed-mock';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CHANGE_SETTINGS_MUTATION, SETTINGS_QUERY } from './settings-documents.ts';
import { SettingsScreen } from './settings-screen.tsx';

// Ajustes against mocked answers shaped as the schema's: the form starts from today's settings,
// checks the domain schema before sending, sends the whole set, and shows the gateway's refusal.

const today = clubNow(new Date()).date;

const typed = (settings: ClubSettings) => ({
  __typename: 'ClubSettings',
  ...settings,
  closedDays: settings.closedDays.map((day) => ({ __typename: 'ClosedDay', ...day })),
  pickupDays: settings.pickupDays.map((day) => ({
    __typename: 'PickupDaySetting',
    ...day,
    slots: day.slots.map((slot) => ({ __typename: 'SlotSetting', ...slot })),
  })),
});

const history = [
  { __typename: 'ClubSettingsVersion', effectiveFrom: '2024-09-02', settings: typed(DEFAULT_CLUB_SETTINGS) },
  {
    __typename: 'ClubSettingsVersion',
    effectiveFrom: '2024-10-01',
    settings: typed({ ...DEFAULT_CLUB_SETTINGS, adminTwoFactorRequired: true }),
  },
];

const TWO_FACTOR = 'Pedir verificación en dos pasos a los administradores';

function renderWith(
  answer: Partial<AdminChangeSettingsMutation['changeClubSettings']> | null,
  sent: unknown[],
  current: ClubSettings = DEFAULT_CLUB_SETTINGS,
) {
  const mocks: MockLink.MockedResponse[] = [
    typedMock({
      request: { query: SETTINGS_QUERY },
      result: { data: { clubSettings: typed(current), clubSettingsHistory: history } },
      maxUsageCount: Infinity,
    }),
    typedMock({
      request: { query: CHANGE_SETTINGS_MUTATION, variables: () => true },
      result: (variables) => {
        sent.push(variables);
        return {
          data: {
            changeClubSettings: {
              __typename: 'ChangeClubSettingsResult',
              ok: true,
              code: null,
              field: null,
              error: null,
              ...answer,
            },
          },
        };
      },
      maxUsageCount: Infinity,
    }),
  ];
  return renderScreen(<SettingsScreen />, { mocks });
}

afterEach(cleanup);

describe('Ajustes', () => {
  it('starts from the settings in force and lists the saved versions', async () => {
    renderWith(null, []);
    expect(await screen.findByRole('heading', { name: 'Ajustes del club' })).toBeTruthy();
    expect(await screen.findByLabelText('Límite mensual por socio (g)')).toHaveProperty('value', '40');
    expect(screen.getByLabelText('Correo de contacto')).toHaveProperty('value', 'contacto@club.uy');
    expect(screen.getByLabelText('Rigen desde')).toHaveProperty('value', today);
    expect(screen.getByRole('button', { name: 'Quitar el horario de las 13:45 del viernes' })).toBeTruthy();
    expect(screen.getByText('Desde el lunes, 2 de setiembre')).toBeTruthy();
    expect(screen.getByLabelText(TWO_FACTOR)).toHaveProperty('checked', false);
    // Only the version that asks for it says so
    expect(screen.getAllByText('Verificación en dos pasos obligatoria para administradores')).toHaveLength(1);
  });

  it('asks admins for a second factor once checked, and says what that means', async () => {
    const sent: unknown[] = [];
    renderWith(null, sent);
    const box = await screen.findByLabelText(TWO_FACTOR);
    expect(box.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Un administrador sin la verificación activa no puede usar el back office hasta activarla.',
    );
    fireEvent.click(box);
    expect(box).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar ajustes' }));
    expect(await screen.findByText(/Ajustes guardados\. Rigen desde el/)).toBeTruthy();
    const [variables] = sent as Array<{ effectiveFrom: string; settings: ClubSettings }>;
    expect(variables?.settings).toEqual({ ...DEFAULT_CLUB_SETTINGS, adminTwoFactorRequired: true });
  });

  it('removes a slot, sets a capacity and saves the whole set from the chosen day', async () => {
    const sent: unknown[] = [];
    renderWith(null, sent);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Quitar el horario de las 13:45 del viernes' }),
    );
    const capacities = screen.getAllByLabelText('Cupo');
    // Tuesday's first slot (17:00) comes first: Monday has none
    fireEvent.change(capacities[0] as HTMLElement, { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar ajustes' }));
    expect(await screen.findByText(/Ajustes guardados\. Rigen desde el/)).toBeTruthy();
    const [variables] = sent as Array<{ effectiveFrom: string; settings: ClubSettings }>;
    expect(variables?.effectiveFrom).toBe(today);
    const tuesday = variables?.settings.pickupDays.find((day) => day.weekday === 2);
    expect(tuesday?.slots[0]).toEqual({ time: '17:00', capacity: 1 });
    const friday = variables?.settings.pickupDays.find((day) => day.weekday === 5);
    expect(friday?.slots.map((slot) => slot.time)).toEqual(['12:00', '12:30', '13:00', '13:30']);
    expect(variables?.settings.adminTwoFactorRequired).toBe(false);
  });

  it('checks the rules before sending: over the legal cap nothing is sent', async () => {
    const sent: unknown[] = [];
    renderWith(null, sent);
    const monthly = await screen.findByLabelText('Límite mensual por socio (g)');
    fireEvent.change(monthly, { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar ajustes' }));
    expect((await screen.findByRole('alert')).textContent).toBe('El límite mensual va de 1 a 40 g');
    expect(monthly.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it("shows the gateway's refusal on its field", async () => {
    renderWith(
      {
        ok: false,
        code: 'VIGENCIA_INVALIDA',
        field: 'effectiveFrom',
        error: 'Los cambios rigen desde hoy o desde una fecha futura',
      },
      [],
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Guardar ajustes' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Los cambios rigen desde hoy o desde una fecha futura',
      ),
    );
    expect(screen.getByLabelText('Rigen desde').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('Ajustes: el calendario del club', () => {
  const inTen = addDays(today, 10);
  const inTwenty = addDays(today, 20);
  const HOLIDAYS = 'Cerrar en los feriados no laborables';
  const add = (date: string, reason: string) => {
    fireEvent.change(screen.getByLabelText('Día cerrado'), { target: { value: date } });
    fireEvent.change(screen.getByLabelText('Motivo (opcional)'), { target: { value: reason } });
    fireEvent.click(screen.getByRole('button', { name: 'Agregar día cerrado' }));
  };

  it('closes on the holidays by default and names the coming ones', async () => {
    renderWith(null, []);
    const section = (await screen.findByRole('group', { name: 'Calendario del club' })) as HTMLElement;
    const box = within(section).getByLabelText(HOLIDAYS);
    expect(box).toHaveProperty('checked', true);
    const described = document.getElementById(box.getAttribute('aria-describedby') ?? '');
    const coming = within(described as HTMLElement)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(coming).toHaveLength(5);
    // Each holiday once, whichever comes first from today
    for (const name of [
      'Año Nuevo',
      'Día de los Trabajadores',
      'Jura de la Constitución',
      'Declaratoria de la Independencia',
      'Navidad',
    ]) {
      expect(coming.filter((line) => line?.endsWith(`: ${name}`))).toHaveLength(1);
    }
    expect(within(section).getByText('No hay días cerrados por delante.')).toBeTruthy();
  });

  it('lists the coming closed days with their reason, adds and removes them, and saves them with the holidays choice', async () => {
    const sent: unknown[] = [];
    renderWith(null, sent, {
      ...DEFAULT_CLUB_SETTINGS,
      closedDays: [
        { date: addDays(today, -3), reason: 'Ya pasó' },
        { date: inTen, reason: 'Vacaciones' },
      ],
    });
    const section = (await screen.findByRole('group', { name: 'Calendario del club' })) as HTMLElement;
    const listed = () =>
      within(section)
        .queryAllByRole('listitem')
        .filter((item) => item.querySelector('button'))
        .map((item) => item.textContent);
    expect(listed()).toEqual([`${formatPickupDay(inTen)}VacacionesQuitar`]);

    add(inTwenty, '  Mudanza  ');
    add(inTen, '');
    expect(within(section).getByRole('alert').textContent).toBe('Ese día ya está en el calendario');
    expect(within(section).getByLabelText('Día cerrado').getAttribute('aria-invalid')).toBe('true');
    add(addDays(today, -1), '');
    expect(within(section).getByRole('alert').textContent).toBe(
      'Ese día ya pasó: elegí hoy o una fecha futura',
    );
    expect(listed()).toEqual([
      `${formatPickupDay(inTen)}VacacionesQuitar`,
      `${formatPickupDay(inTwenty)}MudanzaQuitar`,
    ]);

    fireEvent.click(
      within(section).getByRole('button', { name: `Quitar el día cerrado ${formatPickupDay(inTen)}` }),
    );
    fireEvent.click(within(section).getByLabelText(HOLIDAYS));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar ajustes' }));
    expect(await screen.findByText(/Ajustes guardados\. Rigen desde el/)).toBeTruthy();
    const [variables] = sent as Array<{ effectiveFrom: string; settings: ClubSettings }>;
    expect(variables?.settings).toEqual({
      ...DEFAULT_CLUB_SETTINGS,
      closedDays: [{ date: inTwenty, reason: 'Mudanza' }],
      closedOnHolidays: false,
    });
  });

  it("shows the gateway's refusal of a closed day on the calendar", async () => {
    renderWith(
      {
        ok: false,
        code: 'CONFIGURACION_INVALIDA',
        field: 'closedDays',
        error: 'Ese día ya está en el calendario',
      },
      [],
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Guardar ajustes' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Ese día ya está en el calendario'),
    );
    expect(screen.getByRole('group', { name: 'Calendario del club' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
  });
});
