import { afterEach, describe, expect, it } from 'vitest';
import { parseRuntimeConfig, publishRuntimeConfig } from './runtime-config.ts';

const base = {
  gatewayUrl: 'http://localhost:4000/',
  remotes: { mf_storefront: '/a', mf_orders: '/b', mf_harvest: '/c', mf_finance: '/d' },
};

afterEach(() => {
  Reflect.deleteProperty(window, '__CLUB_CONFIG__');
});

describe('parseRuntimeConfig: emailjs', () => {
  it('is optional', () => {
    expect(parseRuntimeConfig(base, 'http://web.test/').emailjs).toBeUndefined();
  });

  it('defaults the origin to the gateway and resolves a relative one', () => {
    const keys = { serviceId: 'service_club', templateId: 'template_pedido', publicKey: 'pk' };
    expect(parseRuntimeConfig({ ...base, emailjs: keys }, 'http://web.test/').emailjs).toEqual({
      ...keys,
      origin: 'http://localhost:4000',
    });
    expect(
      parseRuntimeConfig({ ...base, emailjs: { ...keys, origin: '/mail/' } }, 'http://web.test/').emailjs
        ?.origin,
    ).toBe('http://web.test/mail');
  });

  it('names every missing or bad field of a present block', () => {
    expect(() =>
      parseRuntimeConfig(
        { ...base, emailjs: { serviceId: 's', templateId: '', origin: 7 } },
        'http://web.test/',
      ),
    ).toThrow('config.json: missing or invalid emailjs.templateId, emailjs.publicKey, emailjs.origin');
  });
});

describe('parseRuntimeConfig: supabase', () => {
  it('defaults to the gateway and the stand-in key', () => {
    expect(parseRuntimeConfig(base, 'http://web.test/').supabase).toEqual({
      url: 'http://localhost:4000',
      anonKey: 'club-anon-key',
    });
  });

  it('takes a hosted project, resolving a relative URL and dropping the trailing slash', () => {
    const hosted = { url: 'https://abc.supabase.co/', anonKey: 'eyJ.public' };
    expect(parseRuntimeConfig({ ...base, supabase: hosted }, 'http://web.test/').supabase).toEqual({
      url: 'https://abc.supabase.co',
      anonKey: 'eyJ.public',
    });
    expect(
      parseRuntimeConfig({ ...base, supabase: { url: '/hosted/' } }, 'http://web.test/').supabase,
    ).toEqual({ url: 'http://web.test/hosted', anonKey: 'club-anon-key' });
  });

  it('names bad fields of a present block', () => {
    expect(() =>
      parseRuntimeConfig({ ...base, supabase: { url: '', anonKey: 3 } }, 'http://web.test/'),
    ).toThrow('config.json: missing or invalid supabase.url, supabase.anonKey');
    expect(() => parseRuntimeConfig({ ...base, supabase: 'x' }, 'http://web.test/')).toThrow(
      'config.json: missing or invalid supabase',
    );
  });
});

describe('publishRuntimeConfig', () => {
  it('makes the config readable by remotes as window.__CLUB_CONFIG__, read-only', () => {
    const config = parseRuntimeConfig(base, 'http://web.test/');
    publishRuntimeConfig(config);
    const published = Reflect.get(window, '__CLUB_CONFIG__');
    expect(published).toEqual(config);
    expect(Object.isFrozen(published)).toBe(true);
    expect(Object.isFrozen(Reflect.get(published, 'supabase'))).toBe(true);
  });
});

describe('parseRuntimeConfig: routes', () => {
  it("keeps each remote's list, and leaves out one that is missing or would break the router", () => {
    const storefront = [{ path: '/carta', menu: { menu: 'header', label: 'Catálogo', order: 20 } }];
    const { routes } = parseRuntimeConfig(
      {
        ...base,
        routes: { mf_storefront: storefront, mf_orders: [{ path: 'admin/stock' }], mf_harvest: {} },
      },
      'http://web.test/',
    );
    expect(routes).toEqual({ mf_storefront: storefront });
  });
});
