import type { MockLink } from '@apollo/client/testing';
import { renderScreen } from '@club/web-kit/test-support/render-screen.tsx';
import { typedMock } from '@club/web-kit/test-support/typed-mock';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HARVEST_DATES_QUERY, HARVESTS_ON_QUERY } from './harvests-documents.ts';
import { HarvestsScreen } from './harvests-screen.tsx';

const yieldOf = (harvestId: number, harvestDate: string, productionAverage: number) => ({
  __typename: 'HarvestYield',
  harvestId,
  harvestDate,
  productionAverage,
});

const ogKush = {
  __typename: 'Harvest',
  id: 3,
  species: 'OG Kush',
  numberOfPlants: 12,
  stock: 1800,
  waste: 300,
  totalStock: 2100,
  productionAverage: 150,
  plantPerformance: 1.5,
  lampWatts: 1200,
  yieldHistory: [yieldOf(1, '2024-11-02', 120), yieldOf(3, '2025-05-05', 150)],
};
const suguz = {
  ...ogKush,
  id: 4,
  species: 'Suguz',
  numberOfPlants: 3,
  stock: 1000,
  waste: 0,
  totalStock: 1000,
  productionAverage: 333.33,
  plantPerformance: null,
  lampWatts: null,
  yieldHistory: [yieldOf(4, '2025-05-05', 333.33)],
};

function renderWith(mocks: MockLink.MockedResponse[]) {
  renderScreen(<HarvestsScreen />, { mocks });
}

describe('HarvestsScreen', () => {
  afterEach(cleanup);

  it("shows one card per species of the chosen date after 'Ver', with the server's figures and a chart", async () => {
    renderWith([
      typedMock({
        request: { query: HARVEST_DATES_QUERY },
        result: { data: { harvestDates: ['2025-05-05', '2024-11-02'] } },
      }),
      typedMock({
        request: { query: HARVESTS_ON_QUERY, variables: { date: '2025-05-05' } },
        result: { data: { harvestsOn: [ogKush, suguz] } },
      }),
    ]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Cosechas');
    const select = (await screen.findByLabelText('Fecha de cosecha')) as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual(['Elegir fecha', '05/05/2025', '02/11/2024']);
    expect((screen.getByRole('button', { name: 'Ver' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(select, { target: { value: '2025-05-05' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ver' }));

    const og = (await screen.findByRole('heading', { name: 'OG Kush' })).closest('article') as HTMLElement;
    const facts = [...og.querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(facts).toEqual([
      ['Plantas', '12'],
      ['Stock', '1.800 g'],
      ['Desperdicio', '300 g'],
      ['Stock total', '2.100 g'],
      ['Promedio de producción', '150 g/planta'],
      ['Rendimiento de la planta', '1,5 g/W'],
    ]);
    const chart = within(og).getByRole('img');
    expect(chart.getAttribute('aria-label')).toBe(
      'Gramos por planta de cada cosecha de OG Kush. 02/11/2024: 120 g/planta; 05/05/2025: 150 g/planta',
    );
    expect(og.querySelectorAll('.kit-chart__bar')).toHaveLength(2);
    expect(og.querySelectorAll('.kit-chart__bar--current')).toHaveLength(1);

    const sg = screen.getByRole('heading', { name: 'Suguz' }).closest('article') as HTMLElement;
    expect(within(sg).getByText('333,33 g/planta')).toBeTruthy();
    expect(within(sg).getByText('sin watts')).toBeTruthy();
  });

  it('says so when nothing has been harvested yet', async () => {
    renderWith([
      typedMock({ request: { query: HARVEST_DATES_QUERY }, result: { data: { harvestDates: [] } } }),
    ]);
    expect(await screen.findByText('Todavía no hay cosechas con fecha de cosecha.')).toBeTruthy();
  });

  it("shows 'Error 401: UnAuthorized' when the gateway refuses a non-admin", async () => {
    renderWith([
      typedMock({
        request: { query: HARVEST_DATES_QUERY },
        result: {
          errors: [{ message: 'No tenés permiso para hacer esto', extensions: { code: 'FORBIDDEN' } }],
        },
      }),
    ]);
    expect(await screen.findByText('Error 401: UnAuthorized')).toBeTruthy();
  });
});
