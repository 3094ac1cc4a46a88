import { useQuery } from '@apollo/client/react';
import type { MockLink } from '@apollo/client/testing';
import { setGrams, writePreorder } from '@club/web-kit/preorder/preorder';
import { renderScreen } from '@club/web-kit/test-support/render-screen.tsx';
import { recordVariables, typedMock } from '@club/web-kit/test-support/typed-mock';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALLOWANCE_QUERY } from '../allowance/allowance-documents.ts';
import { CLUB_RULES_QUERY } from '../products/club-rules.ts';
import { productSummary } from '../products/product.fixture.ts';
import { PRODUCTS_QUERY } from '../products/product-documents.ts';
import {
  MY_GRAMS_QUERY,
  ORDER_USER_QUERY,
  PICKUP_DAYS_QUERY,
  PLACE_ORDER_MUTATION,
  type PlaceOrderInput,
  type PlaceOrderResult,
} from './cart-documents.ts';
import { CartScreen } from './cart-screen.tsx';

const product = (id: number, key: string, species: string, price: number, outOfStock = false) =>
  productSummary({ id, key, species, price, outOfStock, thc: 20, cbd: 1 });

const products = [
  product(1, 'applecookies', 'Apple Cookies', 45),
  product(2, 'chocolope', 'Chocolope', 48, true),
  product(3, 'ogkush', 'OG Kush', 50),
];

const pickupDays = [
  {
    __typename: 'PickupDay',
    date: '2026-11-24',
    label: 'martes, 24 de noviembre',
    slots: ['17:00', '17:30'],
  },
  {
    __typename: 'PickupDay',
    date: '2026-11-27',
    label: 'viernes, 27 de noviembre',
    slots: ['12:00', '13:45'],
  },
];

const me = { __typename: 'Viewer', id: 2, name: 'Martín', lastName: 'Rodríguez', mail: 'socio@club.uy' };

const refused = {
  ok: false,
  orderId: null,
  gramsPurchased: null,
  gramsLeft: null,
  period: null,
  code: null,
  error: null,
};

type PlaceOrderAnswer = Partial<PlaceOrderResult> | Error;

interface Setup {
  placeOrder?: PlaceOrderAnswer;
  /** Grams left today (before a day is chosen); 40 and 480 when left out. */
  today?: Allowance;
  /** Grams left in the chosen day's month; 40 and 480 when left out. */
  balance?: Allowance;
  placeOrderDelay?: number;
  /** The club's rules the gateway answers; the spec's when left out. */
  rules?: { gramsStep: number; monthlyGramsLimit: number };
}

interface Allowance {
  leftMonth: number;
  leftYear?: number;
}

const grams = (left: Allowance = { leftMonth: 40 }) => ({
  __typename: 'GramsBalance',
  leftMonth: left.leftMonth,
  leftYear: left.leftYear ?? 480,
});

function mocks(
  { placeOrder, today, balance, placeOrderDelay, rules }: Setup,
  sent: PlaceOrderInput[],
): MockLink.MockedResponse[] {
  const clubSettings = {
    __typename: 'ClubSettings',
    gramsStep: 5,
    monthlyGramsLimit: 40,
    yearlyGramsLimit: 480,
    cancelCutoffHours: 2,
    ...rules,
  };
  const list: MockLink.MockedResponse[] = [
    typedMock({
      request: { query: CLUB_RULES_QUERY },
      result: { data: { clubSettings } },
      maxUsageCount: Infinity,
    }),
    typedMock({
      request: { query: PRODUCTS_QUERY },
      result: { data: { products } },
      maxUsageCount: Infinity,
    }),
    typedMock({
      request: { query: PICKUP_DAYS_QUERY },
      result: { data: { pickupDays } },
      maxUsageCount: Infinity,
    }),
    typedMock({ request: { query: ORDER_USER_QUERY }, result: { data: { me } }, maxUsageCount: Infinity }),
    typedMock({
      request: { query: MY_GRAMS_QUERY, variables: () => true },
      result: { data: { myGrams: grams(balance) } },
      maxUsageCount: Infinity,
    }),
    typedMock({
      request: { query: ALLOWANCE_QUERY },
      result: { data: { myGrams: grams(today) } },
      maxUsageCount: Infinity,
    }),
  ];
  if (placeOrder) {
    list.push(
      typedMock({
        request: {
          query: PLACE_ORDER_MUTATION,
          variables: recordVariables(({ input }) => sent.push(input)),
        },
        ...(placeOrder instanceof Error
          ? { error: placeOrder }
          : {
              result: {
                data: {
                  placeOrder: { __typename: 'PlaceOrderResult', msg: 'OK', ...refused, ...placeOrder },
                },
              },
            }),
        delay: placeOrderDelay ?? 0,
      }),
    );
  }
  return list;
}

/**
 * The cart shows nothing of the member, yet the order mail carries their name and address: this
 * shows the address once the member query's answer is in the cache the screen reads (a cache-only
 * watch, asking nothing). It is told after the screen, so by then the screen has that answer.
 */
function MemberInCache() {
  const { data } = useQuery(ORDER_USER_QUERY, { fetchPolicy: 'cache-only' });
  return data?.me ? <p>{`socio en caché: ${data.me.mail}`}</p> : null;
}

function renderCart(setup: Setup = {}) {
  const sent: PlaceOrderInput[] = [];
  renderScreen(<CartScreen />, {
    mocks: mocks(setup, sent),
    path: '/cart',
    elsewhere: { '/confirmation': 'pantalla de confirmación' },
    beside: <MemberInCache />,
  });
  return { sent };
}

const line = (species: string) => {
  const name = screen.getByText(species, { selector: 'strong' });
  const item = name.closest('li');
  if (!item) throw new Error(`no cart line for ${species}`);
  return within(item);
};
const total = () => screen.getByText('Total').parentElement?.querySelector('strong')?.textContent;
const daySelect = () => screen.getByLabelText<HTMLSelectElement>('Día');
const timeSelect = () => screen.getByLabelText<HTMLSelectElement>('Hora');
const send = () => fireEvent.click(screen.getByRole('button', { name: 'ENVIAR PEDIDO' }));
const message = () => screen.getByRole('alert').textContent;
/** The submit has been checked (react-hook-form does so asynchronously) and refused with `text`. */
async function refusedWith(text: string) {
  await waitFor(() => expect(screen.getByRole('button', { name: 'ENVIAR PEDIDO' })).toBeTruthy());
  expect(message()).toBe(text);
}

async function chooseSlot(date: string, time: string) {
  fireEvent.change(daySelect(), { target: { value: date } });
  fireEvent.change(timeSelect(), { target: { value: time } });
}

let mailRequests: { url: string; body: Record<string, unknown> }[];

beforeEach(() => {
  mailRequests = [];
  Object.defineProperty(window, '__CLUB_CONFIG__', {
    configurable: true,
    value: {
      emailjs: {
        serviceId: 'service_club',
        templateId: 'template_pedido',
        publicKey: 'pk',
        origin: 'http://gw.test',
      },
    },
  });
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    mailRequests.push({ url: String(input), body: JSON.parse(String(init?.body)) });
    return new Response('OK', { status: 200 });
  });
});

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.restoreAllMocks();
  Reflect.deleteProperty(window, '__CLUB_CONFIG__');
});

describe('cart lines', () => {
  it('lists the products of the preorder with their grams, and the total Σ price × grams', async () => {
    writePreorder({ applecookies: 10, ogkush: 5 });
    renderCart();

    expect(await screen.findByRole('heading', { name: 'Carrito' })).toBeTruthy();
    await screen.findByText('Apple Cookies', { selector: 'strong' });
    expect(line('Apple Cookies').getByText('10 g')).toBeTruthy();
    expect(line('OG Kush').getByText('5 g')).toBeTruthy();
    expect(screen.queryByText('Chocolope', { selector: 'strong' })).toBeNull();
    expect(total()).toBe('$ 700');
  });

  it('+ and - change 5 g at a time, in the line, the total and session storage', async () => {
    writePreorder({ applecookies: 10 });
    renderCart();
    await screen.findByText('Apple Cookies', { selector: 'strong' });

    fireEvent.click(screen.getByRole('button', { name: 'Agregar 5 g de Apple Cookies' }));
    expect(line('Apple Cookies').getByText('15 g')).toBeTruthy();
    expect(total()).toBe('$ 675');
    expect(JSON.parse(sessionStorage.getItem('preorder') ?? '{}')).toEqual({ applecookies: 15 });

    fireEvent.click(screen.getByRole('button', { name: 'Quitar 5 g de Apple Cookies' }));
    fireEvent.click(screen.getByRole('button', { name: 'Quitar 5 g de Apple Cookies' }));
    expect(line('Apple Cookies').getByText('5 g')).toBeTruthy();
    expect(total()).toBe('$ 225');
  });

  it('steps by the grams step the club set, and checks the cap it set', async () => {
    writePreorder({ applecookies: 10 });
    renderCart({ rules: { gramsStep: 10, monthlyGramsLimit: 30 } });
    await screen.findByText('Apple Cookies', { selector: 'strong' });
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar 10 g de Apple Cookies' }));
    fireEvent.click(screen.getByRole('button', { name: 'Agregar 10 g de Apple Cookies' }));
    expect(line('Apple Cookies').getByText('30 g')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Agregar 10 g de Apple Cookies' }));
    send();
    expect(await screen.findByText('La cantidad máxima por socio son 30g')).toBeTruthy();
  });

  it('hides a line that - brings to 0, and X removes a line at once', async () => {
    writePreorder({ applecookies: 5, ogkush: 20 });
    renderCart();
    await screen.findByText('Apple Cookies', { selector: 'strong' });

    fireEvent.click(screen.getByRole('button', { name: 'Quitar 5 g de Apple Cookies' }));
    expect(screen.queryByText('Apple Cookies', { selector: 'strong' })).toBeNull();
    expect(total()).toBe('$ 1.000');

    fireEvent.click(screen.getByRole('button', { name: 'Sacar OG Kush del carrito' }));
    expect(screen.queryByText('OG Kush', { selector: 'strong' })).toBeNull();
    expect(total()).toBe('$ 0');
    expect(screen.getByText('Todavía no agregaste productos.')).toBeTruthy();
    expect(sessionStorage.getItem('preorder')).toBeNull();
  });

  it('keeps comments to 250 characters', async () => {
    renderCart();
    const comments = await screen.findByLabelText<HTMLTextAreaElement>('Comentarios');
    expect(comments.maxLength).toBe(250);
    fireEvent.change(comments, { target: { value: 'x'.repeat(300) } });
    expect(comments.value).toHaveLength(250);
  });
});

describe('pickup day and time', () => {
  it('keeps the time select disabled until a day is chosen, then offers that day’s slots', async () => {
    writePreorder({ applecookies: 10 });
    renderCart();
    await screen.findByRole('option', { name: 'martes, 24 de noviembre' });
    expect(timeSelect().disabled).toBe(true);

    fireEvent.change(daySelect(), { target: { value: '2026-11-27' } });
    expect(timeSelect().disabled).toBe(false);
    expect([...timeSelect().options].map((option) => option.value)).toEqual(['', '12:00', '13:45']);

    fireEvent.change(timeSelect(), { target: { value: '13:45' } });
    expect(screen.getByText('Retiro: viernes, 27 de noviembre a las 13:45')).toBeTruthy();

    // Another day without that slot: the time has to be chosen again.
    fireEvent.change(daySelect(), { target: { value: '2026-11-24' } });
    expect(timeSelect().value).toBe('');
    expect(screen.queryByText(/^Retiro: /)).toBeNull();
  });

  it('shows what the member has left today before a day is chosen, then in that day’s month', async () => {
    writePreorder({ applecookies: 10 });
    renderCart({ today: { leftMonth: 35, leftYear: 400 }, balance: { leftMonth: 25, leftYear: 390 } });
    expect(await screen.findByText('Te quedan 35 g este mes y 400 g este año')).toBeTruthy();

    await screen.findByRole('option', { name: 'martes, 24 de noviembre' });
    fireEvent.change(daySelect(), { target: { value: '2026-11-24' } });
    expect(await screen.findByText('Te quedan 25 g este mes y 390 g este año')).toBeTruthy();
  });
});

describe('what is left, beside the total', () => {
  const over = () => screen.queryByText(/^Tu carrito tiene/)?.textContent ?? '';

  it('says so when the cart holds more than the month has left, and stops once it fits', async () => {
    writePreorder({ ogkush: 30 });
    renderCart({ today: { leftMonth: 25 } });
    await screen.findByText('OG Kush', { selector: 'strong' });
    await screen.findByText('Te quedan 25 g este mes y 480 g este año');
    expect(over()).toBe('Tu carrito tiene 30 g y te quedan 25 g este mes: sacá 5 g.');
    // Beside the total, in a live region: a screen reader hears it when it appears.
    const note = screen.getByText(/^Tu carrito tiene/);
    expect(note.getAttribute('role')).toBe('status');
    expect(note.previousElementSibling?.textContent).toBe('Total$ 1.500');

    fireEvent.click(screen.getByRole('button', { name: 'Quitar 5 g de OG Kush' }));
    expect(over()).toBe('');
  });

  it('names the year when the year is the tighter cap', async () => {
    writePreorder({ ogkush: 20 });
    renderCart({ today: { leftMonth: 40, leftYear: 10 } });
    await screen.findByText('OG Kush', { selector: 'strong' });
    await screen.findByText('Te quedan 40 g este mes y 10 g este año');
    expect(over()).toBe('Tu carrito tiene 20 g y te quedan 10 g este año: sacá 10 g.');
  });

  it('judges the cart by the month of the chosen day', async () => {
    writePreorder({ ogkush: 20 });
    renderCart({ today: { leftMonth: 10 }, balance: { leftMonth: 40 } });
    await screen.findByText('OG Kush', { selector: 'strong' });
    await screen.findByText('Te quedan 10 g este mes y 480 g este año');
    expect(over()).toBe('Tu carrito tiene 20 g y te quedan 10 g este mes: sacá 10 g.');
    await screen.findByRole('option', { name: 'martes, 24 de noviembre' });
    fireEvent.change(daySelect(), { target: { value: '2026-11-24' } });
    await screen.findByText('Te quedan 40 g este mes y 480 g este año');
    expect(over()).toBe('');
  });
});

describe('sending the order', () => {
  it('checks in the spec’s order: over 40 g first, then an empty cart, then day and time', async () => {
    writePreorder({ applecookies: 45 });
    const { sent } = renderCart({ placeOrder: { ok: true } });
    await screen.findByText('Apple Cookies', { selector: 'strong' });
    // The pickup days are another query, answered on their own.
    await screen.findByRole('option', { name: 'martes, 24 de noviembre' });

    send();
    await refusedWith('La cantidad máxima por socio son 40g');

    fireEvent.click(screen.getByRole('button', { name: 'Sacar Apple Cookies del carrito' }));
    send();
    await refusedWith('El carrito está vacío');

    act(() => writePreorder({ ogkush: 10 }));
    send();
    await refusedWith('Se debe elegir día y hora de la entrega');

    fireEvent.change(daySelect(), { target: { value: '2026-11-24' } });
    expect(daySelect().value).toBe('2026-11-24');
    send();
    await refusedWith('Se debe elegir día y hora de la entrega');

    // A valid order last: once it is confirmed, every earlier request would have been sent too,
    // and each mail goes out after its order's answer, so an earlier one would come first.
    fireEvent.change(timeSelect(), { target: { value: '17:00' } });
    send();
    expect(await screen.findByText('pantalla de confirmación')).toBeTruthy();
    expect(sent).toEqual([
      {
        date: '2026-11-24',
        time: '17:00',
        total: 500,
        observations: '',
        lines: [{ product: 'ogkush', grams: 10 }],
      },
    ]);
    await vi.waitFor(() => expect(mailRequests.length).toBeGreaterThan(0));
    expect(mailRequests).toHaveLength(1);
    expect(mailRequests[0]?.body).toMatchObject({ template_params: { date: '2026-11-24', hour: '17:00' } });
  });

  it('sends the order, shows Cargando... meanwhile, mails it, clears the preorder and confirms', async () => {
    writePreorder({ applecookies: 10, ogkush: 5 });
    const { sent } = renderCart({ placeOrder: { ok: true, orderId: '7' }, placeOrderDelay: 30 });
    await screen.findByText('Apple Cookies', { selector: 'strong' });
    await screen.findByRole('option', { name: 'martes, 24 de noviembre' });
    // The mail carries the member's name: their query answers on its own too.
    await screen.findByText('socio en caché: socio@club.uy');
    await chooseSlot('2026-11-24', '17:30');
    fireEvent.change(screen.getByLabelText('Comentarios'), { target: { value: 'Paso con efectivo' } });

    send();
    const button = screen.getByRole('button', { name: 'Cargando...' });
    expect((button as HTMLButtonElement).disabled).toBe(true);

    expect(await screen.findByText('pantalla de confirmación')).toBeTruthy();
    expect(sent).toEqual([
      {
        date: '2026-11-24',
        time: '17:30',
        total: 700,
        observations: 'Paso con efectivo',
        lines: [
          { product: 'applecookies', grams: 10 },
          { product: 'ogkush', grams: 5 },
        ],
      },
    ]);
    expect(sessionStorage.getItem('preorder')).toBeNull();

    await vi.waitFor(() => expect(mailRequests).toHaveLength(1));
    expect(mailRequests[0]?.url).toBe('http://gw.test/api/v1.0/email/send');
    expect(mailRequests[0]?.body).toMatchObject({
      service_id: 'service_club',
      template_id: 'template_pedido',
      user_id: 'pk',
      template_params: {
        user_name: 'Martín',
        user_lastname: 'Rodríguez',
        order: 'Apple Cookies: 10 g ($ 450)\nOG Kush: 5 g ($ 250)',
        total: 700,
        date: '2026-11-24',
        hour: '17:30',
        observations: 'Paso con efectivo',
        reply_to: 'socio@club.uy',
      },
    });
  });

  it.each([
    ['month', 'solo te quedan 15g este mes'],
    ['year', 'solo te quedan 15g este año'],
  ])('over the %s limit shows %s, keeps the preorder, and still sends the mail', async (period, text) => {
    writePreorder({ ogkush: 20 });
    renderCart({ placeOrder: { msg: 'Unauthorized', gramsPurchased: 25, gramsLeft: 15, period } });
    await screen.findByText('OG Kush', { selector: 'strong' });
    await screen.findByRole('option', { name: 'martes, 24 de noviembre' });
    await chooseSlot('2026-11-24', '17:00');

    send();
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ENVIAR PEDIDO' })).toBeTruthy();
    expect(JSON.parse(sessionStorage.getItem('preorder') ?? '{}')).toEqual({ ogkush: 20 });
    await vi.waitFor(() => expect(mailRequests).toHaveLength(1));
  });

  it('takes a message of the cart away once the cart is right; the next check waits for the next send', async () => {
    writePreorder({ applecookies: 45 });
    renderCart();
    await screen.findByText('Apple Cookies', { selector: 'strong' });
    await screen.findByRole('option', { name: 'martes, 24 de noviembre' });
    send();
    await refusedWith('La cantidad máxima por socio son 40g');

    // Still over: the message stays.
    fireEvent.change(daySelect(), { target: { value: '2026-11-24' } });
    expect(message()).toBe('La cantidad máxima por socio son 40g');
    fireEvent.click(screen.getByRole('button', { name: 'Quitar 5 g de Apple Cookies' }));
    await waitFor(() => expect(message()).toBe(''));

    send();
    await refusedWith('Se debe elegir día y hora de la entrega');
    fireEvent.change(timeSelect(), { target: { value: '17:00' } });
    await waitFor(() => expect(message()).toBe(''));
  });

  it("keeps the gateway's limit answer while the cart is over what it said was left, and takes it away once it fits", async () => {
    writePreorder({ ogkush: 25 });
    renderCart({
      balance: { leftMonth: 15 },
      placeOrder: { msg: 'Unauthorized', gramsPurchased: 25, gramsLeft: 15, period: 'month' },
    });
    await screen.findByText('OG Kush', { selector: 'strong' });
    await screen.findByRole('option', { name: 'martes, 24 de noviembre' });
    await chooseSlot('2026-11-24', '17:00');
    send();
    expect(await screen.findByText('solo te quedan 15g este mes')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Quitar 5 g de OG Kush' }));
    expect(line('OG Kush').getByText('20 g')).toBeTruthy();
    expect(message()).toBe('solo te quedan 15g este mes');
    fireEvent.click(screen.getByRole('button', { name: 'Quitar 5 g de OG Kush' }));
    await waitFor(() => expect(message()).toBe(''));
  });

  it("takes the gateway's other answers away once the order changes", async () => {
    writePreorder({ ogkush: 10 });
    renderCart({
      placeOrder: {
        msg: 'Bad Request',
        code: 'HORARIO_COMPLETO',
        error: 'Ese horario ya está completo, elegí otro',
      },
    });
    await screen.findByText('OG Kush', { selector: 'strong' });
    await screen.findByRole('option', { name: 'martes, 24 de noviembre' });
    await chooseSlot('2026-11-24', '17:00');
    send();
    expect(await screen.findByText('Ese horario ya está completo, elegí otro')).toBeTruthy();

    act(() => setGrams('ogkush', 10));
    expect(message()).toBe('Ese horario ya está completo, elegí otro');
    fireEvent.change(timeSelect(), { target: { value: '17:30' } });
    await waitFor(() => expect(message()).toBe(''));
  });

  it("shows the gateway's Spanish reason for any other refusal", async () => {
    writePreorder({ ogkush: 10 });
    renderCart({ placeOrder: { msg: 'Bad Request', code: 'SIN_STOCK', error: 'OG Kush está sin stock' } });
    await screen.findByText('OG Kush', { selector: 'strong' });
    await screen.findByRole('option', { name: 'martes, 24 de noviembre' });
    await chooseSlot('2026-11-24', '17:00');

    send();
    expect(await screen.findByText('OG Kush está sin stock')).toBeTruthy();
  });

  it('says the servers had a problem when the request fails', async () => {
    writePreorder({ ogkush: 10 });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderCart({ placeOrder: new Error('Failed to fetch') });
    await screen.findByText('OG Kush', { selector: 'strong' });
    await screen.findByRole('option', { name: 'martes, 24 de noviembre' });
    await chooseSlot('2026-11-24', '17:00');

    send();
    expect(await screen.findByText('Hubo un problema con los servidores')).toBeTruthy();
    expect(JSON.parse(sessionStorage.getItem('preorder') ?? '{}')).toEqual({ ogkush: 10 });
  });
});
