import { afterEach, describe, expect, it } from 'vitest';
import { hostedSettings } from './hosted-settings.ts';

const publish = (value: unknown) =>
  Object.defineProperty(window, '__CLUB_CONFIG__', { value, configurable: true });

describe('hostedSettings', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, '__CLUB_CONFIG__');
  });

  it("reads the shell's published supabase block: a project of its own is not built in", () => {
    publish({
      gatewayUrl: 'http://gw.test',
      supabase: { url: 'https://abc.supabase.co/', anonKey: 'public' },
    });
    expect(hostedSettings()).toEqual({ url: 'https://abc.supabase.co', anonKey: 'public', builtIn: false });
  });

  it("is built in when the service is the gateway's own URL", () => {
    publish({ gatewayUrl: 'http://gw.test', supabase: { url: 'http://gw.test/', anonKey: 'k' } });
    expect(hostedSettings()).toEqual({ url: 'http://gw.test', anonKey: 'k', builtIn: true });
    // Another name for the same machine is another service, as far as the browser can tell.
    publish({
      gatewayUrl: 'http://localhost:4000',
      supabase: { url: 'http://127.0.0.1:4000', anonKey: 'k' },
    });
    expect(hostedSettings()?.builtIn).toBe(false);
  });

  it('is null without a config or with an incomplete block', () => {
    expect(hostedSettings()).toBeNull();
    publish({ supabase: { url: 'http://gw.test' } });
    expect(hostedSettings()).toBeNull();
    publish({ supabase: { url: ' ', anonKey: 'k' } });
    expect(hostedSettings()).toBeNull();
  });
});
