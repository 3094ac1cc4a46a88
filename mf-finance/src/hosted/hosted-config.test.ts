import { afterEach, describe, expect, it } from 'vitest';
import { hostedSettings } from './hosted-config.ts';

const publish = (value: unknown) =>
  Object.defineProperty(window, '__CLUB_CONFIG__', { value, configurable: true });

describe('hostedSettings', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, '__CLUB_CONFIG__');
  });

  it("reads the shell's published supabase block", () => {
    publish({
      gatewayUrl: 'http://gw.test',
      supabase: { url: 'https://abc.supabase.co/', anonKey: 'public' },
    });
    expect(hostedSettings()).toEqual({ url: 'https://abc.supabase.co', anonKey: 'public' });
  });

  it('is null without a config or with an incomplete block', () => {
    expect(hostedSettings()).toBeNull();
    publish({ supabase: { url: 'http://gw.test' } });
    expect(hostedSettings()).toBeNull();
    publish({ supabase: { url: ' ', anonKey: 'k' } });
    expect(hostedSettings()).toBeNull();
  });
});
