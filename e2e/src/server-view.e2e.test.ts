import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, logIn, newVisitor, type Visitor } from './support/browser.ts';
import * as gateway from './support/gateway-client.ts';
import { type Stack, startStack } from './support/stack.ts';

// The carta drawn on the server (decision 060), in Chromium against a real gateway: signing in hands
// the page server the session as an HttpOnly cookie; the page of /carta then carries the member's
// carta in a closed shadow root, which stands until the app's own carta is ready and then gives
// way; a stranger's page carries nothing of it; signing out drops the cookie, and a session the
// gateway no longer knows draws nothing and is dropped too.

const COOKIE = 'club_page_session';
let stack: Stack;
let browser: Browser;
let member: Visitor;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  member = await newVisitor(browser, stack.webUrl);
  await logIn(member.page, gateway.demoMember.mail, gateway.demoMember.password);
});
afterAll(async () => {
  await member?.context.close();
  await browser?.close();
  await stack?.stop();
});

/** The drawn screen's text: inside a closed shadow root, out of reach of the page's scripts. */
async function drawnText(page: Page): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: -1, pierce: true });
    type DomNode = {
      nodeType: number;
      nodeValue: string;
      attributes?: string[];
      children?: DomNode[];
      shadowRoots?: DomNode[];
    };
    const text = (node: DomNode): string =>
      (node.nodeType === 3 ? node.nodeValue : '') +
      [...(node.shadowRoots ?? []), ...(node.children ?? [])].map(text).join(' ');
    const find = (node: DomNode): DomNode | undefined => {
      const attributes = node.attributes ?? [];
      if (attributes[attributes.indexOf('id') + 1] === 'server-view' && attributes.includes('id'))
        return node;
      for (const child of [...(node.shadowRoots ?? []), ...(node.children ?? [])]) {
        const found = find(child);
        if (found) return found;
      }
      return undefined;
    };
    const view = find(root as DomNode);
    return view ? text(view).replace(/\s+/g, ' ') : '';
  } finally {
    await cdp.detach();
  }
}

const display = (page: Page, selector: string) =>
  page.evaluate((wanted) => {
    const element = document.querySelector(wanted);
    return element ? getComputedStyle(element).display : 'absent';
  }, selector);

describe('the carta drawn on the server', () => {
  it('signing in hands the page server the session: an HttpOnly, SameSite=Strict cookie', async () => {
    await expect
      .poll(async () => (await member.context.cookies()).find((cookie) => cookie.name === COOKIE))
      .toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    // Not readable by the page's scripts.
    expect(await member.page.evaluate(() => document.cookie)).not.toContain(COOKIE);
  });

  it("the member's page of /carta carries the carta; a stranger's carries nothing of it", async () => {
    const page = await member.page.request.get('/carta');
    const html = await page.text();
    expect(html).toContain('<template shadowrootmode="closed">');
    expect(html).toContain('Apple Cookies');
    expect(html).toMatch(/Te quedan \d+ g este mes y \d+ g este año/);
    expect(page.headers()['cache-control']).toBe('private, no-cache');
    expect(page.headers().vary).toContain('Cookie');

    const stranger = await newVisitor(browser, stack.webUrl);
    try {
      const plain = await (await stranger.page.request.get('/carta')).text();
      expect(plain).not.toContain('Apple Cookies');
      expect(plain).not.toContain('server-view');
      // The renderer is the page server's to run, not a file for browsers, however it is spelled.
      for (const file of ['server/render.cjs', '%73erver/render.cjs', 'static/..%2Fserver/render.cjs']) {
        const response = await stranger.page.request.get(`/remotes/mf-storefront/${file}`);
        expect(response.status(), file).toBe(404);
      }
    } finally {
      await stranger.context.close();
    }
  });

  it('without JavaScript the drawn carta is the page: the cards, prices and grams left', async () => {
    const context = await browser.newContext({ baseURL: stack.webUrl, javaScriptEnabled: false });
    try {
      await context.addCookies((await member.context.cookies()).filter((cookie) => cookie.name === COOKIE));
      const page = await context.newPage();
      await page.goto('/carta');
      const text = await drawnText(page);
      expect(text).toContain('Catálogo');
      expect(text).toContain('Apple Cookies');
      expect(text).toMatch(/\$ \d+ el gramo/);
      expect(text).toMatch(/Te quedan \d+ g este mes/);
      const box = await page.locator('#server-view').boundingBox();
      expect(box?.height ?? 0).toBeGreaterThan(400);
    } finally {
      await context.close();
    }
  });

  it("stands until the app's carta is ready, then gives way to it, which works as always", async () => {
    const page = member.page;
    // The storefront's code held back: the app cannot draw the carta yet.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/remotes/mf-storefront/remoteEntry.js', async (route) => {
      await held;
      await route.continue();
    });
    try {
      await page.goto('/carta', { waitUntil: 'domcontentloaded' });
      expect(await display(page, '#server-view')).toBe('block');
      expect(await display(page, '#root')).toBe('none');
      expect(await drawnText(page)).toContain('Apple Cookies');
    } finally {
      release();
    }
    await page.getByRole('heading', { name: 'Apple Cookies' }).waitFor();
    expect(await display(page, '#server-view')).toBe('none');
    expect(await display(page, '#root')).toBe('block');
    await page.unroute('**/remotes/mf-storefront/remoteEntry.js');
    // One carta for scripts and assistive technology: the app's.
    expect(await page.getByRole('heading', { name: 'Catálogo' }).count()).toBe(1);
    expect(await page.getByText('Apple Cookies').count()).toBe(1);
    await page
      .getByRole('article', { name: 'Apple Cookies' })
      .getByRole('button', { name: 'AGREGAR AL CARRITO' })
      .click();
    await page.getByRole('link', { name: /^Carrito: \d+ g$/ }).waitFor();
    // Drawn for the page's first path only: the app's next screen never finds it again.
    await page.getByRole('link', { name: 'Ver Despink' }).click();
    await page.waitForURL((url) => url.pathname === '/products/despink');
    await page.getByRole('heading', { name: 'Despink', level: 1 }).waitFor();
    expect(await display(page, '#server-view')).toBe('absent');
    expect(member.errors).toEqual([]);
  });

  it('signing out drops the cookie; a session the gateway no longer knows draws nothing and is dropped', async () => {
    const session = (await member.context.cookies()).find((cookie) => cookie.name === COOKIE);
    expect(session).toBeDefined();
    await member.page.getByRole('button', { name: 'Salir' }).click();
    await member.page.getByRole('dialog').getByRole('button', { name: 'CERRAR SESIÓN' }).click();
    await member.page.waitForURL((url) => url.pathname === '/login');
    await expect
      .poll(async () => (await member.context.cookies()).some((cookie) => cookie.name === COOKIE))
      .toBe(false);

    // The ended session, put back by hand: the gateway refuses it, the page is the plain one.
    await member.context.addCookies([{ ...(session as NonNullable<typeof session>) }]);
    const page = await member.page.request.get('/carta');
    expect(await page.text()).not.toContain('Apple Cookies');
    expect(page.headers()['set-cookie']).toMatch(new RegExp(`^${COOKIE}=; Max-Age=0;`));
  });
});
