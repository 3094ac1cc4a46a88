import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway, WEB_ORIGIN } from '../../test-support/test-gateway.ts';

// How the stand-in sits in the gateway's HTTP app: CORS for supabase-js in the browser, and the
// body limits (the global 256 KB for auth calls, the upload route's own).

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway({ seed: false });
});
afterAll(async () => {
  await gw?.close();
});

const supabaseHeaders =
  'apikey,authorization,content-type,x-client-info,x-supabase-api-version,x-upsert,cache-control';

describe('CORS for @supabase/supabase-js', () => {
  it('lets the web origin send the Supabase headers to /auth/v1 and /storage/v1', async () => {
    for (const path of [
      '/auth/v1/token?grant_type=password',
      '/storage/v1/object/Bills/u/x',
      '/storage/v1/object/list/Bills',
    ]) {
      const response = await gw.app.request(path, {
        method: 'OPTIONS',
        headers: {
          origin: WEB_ORIGIN,
          'access-control-request-method': 'POST',
          'access-control-request-headers': supabaseHeaders,
        },
      });
      expect(response.status, path).toBe(204);
      expect(response.headers.get('access-control-allow-origin'), path).toBe(WEB_ORIGIN);
      const allowed = response.headers.get('access-control-allow-headers')?.split(',') ?? [];
      expect(allowed, path).toEqual(expect.arrayContaining(supabaseHeaders.split(',')));
    }
  });

  it('a refusal carries CORS headers too, so the browser can read it', async () => {
    const response = await gw.app.request('/auth/v1/user', { headers: { origin: WEB_ORIGIN } });
    expect(response.status).toBe(401);
    expect(response.headers.get('access-control-allow-origin')).toBe(WEB_ORIGIN);
  });
});

describe('body limits', () => {
  it('keeps the global 256 KB limit on auth calls', async () => {
    const response = await gw.app.request('/auth/v1/signup', {
      method: 'POST',
      headers: { apikey: gw.config.supabaseAnonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.uy', password: 'x'.repeat(300 * 1024) }),
    });
    expect(response.status).toBe(413);
  });

  it('gives uploads their own limit: a 20 MB body is refused with 413 in the Storage shape', async () => {
    const response = await gw.app.request('/storage/v1/object/Bills/u/x', {
      method: 'POST',
      headers: { apikey: gw.config.supabaseAnonKey, 'content-type': 'image/png' },
      body: new Uint8Array(20 * 1024 * 1024),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ statusCode: '413', error: 'Payload too large' });
  });
});
