import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emailSettings, type OrderMail, orderMailParams, sendOrderMail } from './order-mail.ts';

const mail: OrderMail = {
  user: { name: 'Martín', lastName: 'Rodríguez', mail: 'socio@club.uy' },
  lines: [
    { species: 'Apple Cookies', grams: 10, price: 45 },
    { species: 'Kief', grams: 5, price: 60 },
  ],
  total: 750,
  date: '2026-11-24',
  time: '17:30',
  observations: '',
};

function publishConfig(config: unknown) {
  Object.defineProperty(window, '__CLUB_CONFIG__', { configurable: true, value: config });
}

const settings = { serviceId: 'svc', templateId: 'tpl', publicKey: 'pk', origin: 'http://gw.test/' };

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(window, '__CLUB_CONFIG__');
});

describe('orderMailParams', () => {
  it('fills the eight template params of spec §7, the order one readable line per product', () => {
    expect(orderMailParams(mail)).toEqual({
      user_name: 'Martín',
      user_lastname: 'Rodríguez',
      order: 'Apple Cookies: 10 g ($ 450)\nKief: 5 g ($ 300)',
      total: 750,
      date: '2026-11-24',
      hour: '17:30',
      observations: '',
      reply_to: 'socio@club.uy',
    });
  });
});

describe('emailSettings', () => {
  it('reads the emailjs block the shell published, without a trailing slash on the origin', () => {
    publishConfig({ gatewayUrl: 'http://gw.test', emailjs: settings });
    expect(emailSettings()).toEqual({ ...settings, origin: 'http://gw.test' });
  });

  it('is null without a config, without an emailjs block, or with an incomplete one', () => {
    expect(emailSettings()).toBeNull();
    publishConfig({ gatewayUrl: 'http://gw.test' });
    expect(emailSettings()).toBeNull();
    publishConfig({ emailjs: { ...settings, publicKey: '' } });
    expect(emailSettings()).toBeNull();
  });
});

describe('sendOrderMail', () => {
  it('posts what EmailJS expects to {origin}/api/v1.0/email/send', async () => {
    publishConfig({ emailjs: settings });
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('OK', { status: 200 }));

    await expect(sendOrderMail(mail)).resolves.toBe(true);

    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('http://gw.test/api/v1.0/email/send');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      user_id: 'pk',
      service_id: 'svc',
      template_id: 'tpl',
      template_params: { user_name: 'Martín', total: 750 },
    });
  });

  it("carries the member's token to the gateway's own stand-in, and to no other EmailJS service", async () => {
    localStorage.setItem('auth_token', 'token-del-socio');
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('OK'));
    const sentParams = () => JSON.parse(String(fetch.mock.calls.at(-1)?.[1]?.body)).template_params;

    publishConfig({ gatewayUrl: 'http://gw.test', emailjs: settings });
    await expect(sendOrderMail(mail)).resolves.toBe(true);
    expect(sentParams()).toMatchObject({ auth_token: 'token-del-socio', user_name: 'Martín' });

    publishConfig({
      gatewayUrl: 'http://gw.test',
      emailjs: { ...settings, origin: 'https://api.emailjs.com' },
    });
    await expect(sendOrderMail(mail)).resolves.toBe(true);
    expect(fetch.mock.calls.at(-1)?.[0]).toBe('https://api.emailjs.com/api/v1.0/email/send');
    expect(sentParams()).not.toHaveProperty('auth_token');
    localStorage.removeItem('auth_token');
  });

  it('never throws: a refused or failed send, or no settings, only resolve false', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    await expect(sendOrderMail(mail)).resolves.toBe(false);
    expect(fetch).not.toHaveBeenCalled();

    publishConfig({ emailjs: settings });
    fetch.mockResolvedValueOnce(new Response('no', { status: 400 }));
    await expect(sendOrderMail(mail)).resolves.toBe(false);
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(sendOrderMail(mail)).resolves.toBe(false);
  });
});
