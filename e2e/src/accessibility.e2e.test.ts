import { Secret, TOTP } from 'otpauth';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shellRoutes } from '../../shell/src/routing/route-table.ts';
import { axeViolations } from './support/axe.ts';
import { launchBrowser, logIn, newVisitor, type Visitor } from './support/browser.ts';
import * as gateway from './support/gateway-client.ts';
import { type Stack, startStack } from './support/stack.ts';

// The accessibility gate (docs/decisions/035-accessibility-gate.md): axe-core on every screen of
// the app, signed out, as a member and as an admin, at a phone's width and a desktop's, and each
// screen's own document title. The routes come from what the app serves (each remote's routes.ts,
// through its build's routes.json and /config.json, and the shell's route table), so a new screen
// is checked as soon as it exists, or the gate fails asking for what it shows once loaded.
//
// Screens covered (the run prints this list; 50 screens and states, each at 390 and 1280 px):
//   signed out  /login
//   member      /solicitud/:token (an invitation's public page) · /inspeccion (an inspector's link) · /configurar (the first run's, on a club that runs) · / · /carta · /products/:product · /cart ·
//               /confirmation · /mispedidos · /mis-datos · /mi-carnet · /aboutus ·
//               /news · /changepassword · /seguridad · /ping · /prueba · 404 · /admin (401) ·
//               the header menu open · the sign-out dialog
//   admin       /admin · /admin/orders · /admin/mostrador · /admin/stock · /admin/socios · /admin/socios/:id ·
//               /admin/solicitudes · /admin/correos · /admin/ajustes · /admin/todos · /admin/harvestfile ·
//               /admin/harvests · /admin/harvests/form · /admin/workdone · /admin/plantas ·
//               /admin/plantas/:id · /admin/tratamientos · /admin/trazabilidad ·
//               /admin/expensefile · /admin/expense · /admin/showExpenses · /admin/bills ·
//               /admin/supabase · /admin/destruccion · /admin/cierre
//   two-factor  /seguridad (enrolment) · the recovery codes · /seguridad (active) · the sign-in's
//               code step

const WIDTHS = [390, 1280] as const;
/** A role's whole sequence of screens is one test: more than the suite's minute on a busy machine. */
const SEQUENCE_TIMEOUT_MS = 300_000;
const BRAND = 'Club de socios';
const NOT_FOUND = { path: '/pagina-que-no-existe', title: 'Página no encontrada' };

interface Demo {
  /** A product in stock: its key and its name. */
  product: { key: string; species: string };
  batchId: number;
  memberId: number;
  /** An invitation link's token, for the public application page. */
  invitationToken: string;
  /** An inspector's link key, for the public inspection page. */
  inspectionKey: string;
}

/** What a screen shows once its data is in: the gate checks it then, never on a half-loaded screen. */
type Loaded = (page: Page, demo: Demo) => Locator[];

const main = (page: Page) => page.locator('main');
const heading = (page: Page, name: string | RegExp) => main(page).getByRole('heading', { name }).first();
const text = (page: Page, value: string | RegExp) => main(page).getByText(value).first();
const firstOf = (page: Page, selector: string) => main(page).locator(selector).first();

/** Every path pattern the app serves, with what its screen shows once loaded. */
const loaded: Record<string, Loaded> = {
  // The shell.
  '/login': (page) => [page.getByRole('button', { name: 'ACCEDER' })],
  '/changepassword': (page) => [page.getByLabel('Contraseña actual')],
  '/seguridad': (page) => [text(page, /Escaneá el código QR|administración del club|está activa/)],
  '/ping': (page) => [heading(page, 'Pong')],
  '/prueba': (page) => [text(page, 'Cargando...')],
  '/admin': (page) => [page.getByRole('navigation', { name: 'Administrar' }).getByRole('link').first()],
  '/solicitud/:token': (page) => [page.getByRole('button', { name: 'Enviar solicitud' })],
  // The first run's screen: the demo club runs, so it says so and offers the sign-in.
  '/configurar': (page) => [text(page, 'Este club ya está en marcha: no hace falta configurarlo.')],
  '/inspeccion': (page) => [
    text(page, /^Enlace válido hasta el/),
    main(page).getByRole('table', { name: 'Lotes' }),
  ],
  // mf-storefront.
  '/': (page) => [heading(page, 'Inicio'), page.getByRole('region', { name: 'Novedades del club' })],
  '/carta': (page) => [firstOf(page, 'article h2')],
  '/products/:product': (page, demo) => [heading(page, demo.product.species), text(page, 'Descripción')],
  '/cart': (page, demo) => [
    main(page).getByRole('listitem').filter({ hasText: demo.product.species }).first(),
    firstOf(page, 'select option:nth-child(2)'),
  ],
  '/confirmation': (page) => [page.getByRole('link', { name: 'VOLVER AL INICIO' })],
  '/mispedidos': (page) => [text(page, /Este mes llevás/), firstOf(page, 'li h2')],
  '/mis-datos': (page) => [
    main(page).getByRole('region', { name: 'Datos personales' }),
    page.getByRole('button', { name: 'Descargar (JSON)' }),
  ],
  '/mi-carnet': (page) => [main(page).getByRole('img', { name: 'Código QR de tu carnet de socio' })],
  '/aboutus': (page) => [heading(page, 'Nosotros')],
  '/news': (page) => [firstOf(page, 'a[target="_blank"]')],
  // mf-orders.
  '/admin/orders': (page) => [heading(page, /^Pedidos del /)],
  '/admin/mostrador': (page) => [main(page).getByRole('button', { name: 'Escanear carnet' })],
  '/admin/stock': (page) => [text(page, 'Precio por gramo')],
  '/admin/socios': (page) => [text(page, /socios activos/), firstOf(page, 'tbody tr')],
  '/admin/socios/:id': (page) => [
    text(page, 'Gramos usados'),
    text(page, 'Pedidos y facturas por mes'),
    main(page).getByRole('region', { name: 'Identidad' }),
    main(page)
      .getByRole('region', { name: 'Registro de actividad' })
      .or(text(page, 'Sin actividad registrada')),
  ],
  '/admin/solicitudes': (page) => [main(page).getByRole('table', { name: 'Enlaces de invitación' })],
  '/admin/correos': (page) => [firstOf(page, 'tbody tr').or(text(page, 'Todavía no hay correos.'))],
  '/admin/ajustes': (page) => [heading(page, 'Lunes'), heading(page, 'Cambios guardados')],
  '/admin/claves': (page) => [
    heading(page, 'Claves para informes'),
    main(page).getByRole('button', { name: 'Crear clave' }),
  ],
  '/admin/todos': (page) => [main(page).getByRole('checkbox').first()],
  // mf-harvest.
  '/admin/harvestfile': (page) => [page.getByRole('link', { name: 'Ver Cosecha' })],
  '/admin/harvests': (page) => [firstOf(page, 'select option:nth-child(2)')],
  '/admin/harvests/form': (page) => [
    main(page).getByRole('option', { name: 'Apple Cookies' }),
    main(page)
      .getByRole('option', { name: /^Lote \d/ })
      .first(),
  ],
  '/admin/workdone': (page) => [firstOf(page, 'select option:nth-child(2)')],
  '/admin/plantas': (page) => [text(page, /plantas en floración/), heading(page, /^Lote \d/)],
  '/admin/plantas/:id': (page) => [text(page, 'Plantas vivas'), text(page, /plantas en floración/)],
  '/admin/tratamientos': (page) => [text(page, 'Principio activo')],
  '/admin/trazabilidad': (page) => [
    main(page)
      .getByRole('option', { name: /^Lote \d/ })
      .first(),
  ],
  // mf-finance.
  '/admin/expensefile': (page) => [page.getByRole('link', { name: 'Agregar Recibos' })],
  '/admin/expense': (page) => [text(page, /^Archivos como /)],
  // The month shown is the current one: on its first days it may have no expense yet.
  '/admin/showExpenses': (page) => [
    firstOf(page, 'tbody tr').or(text(page, 'Todavía no hay gastos cargados.')),
  ],
  '/admin/bills': (page) => [
    main(page).getByRole('option', { name: 'Apple Cookies' }),
    heading(page, /^Recibos de /),
    main(page)
      .getByRole('region', { name: /^Tabla de recibos de / })
      .or(text(page, 'Todavía no hay recibos este mes.')),
  ],
  '/admin/supabase': (page) => [text(page, /^Sesión iniciada como /)],
  '/admin/destruccion': (page) => [
    main(page)
      .getByRole('option', { name: /g en stock\)$/ })
      .first(),
    main(page)
      .getByRole('region', { name: 'Tabla de destrucciones' })
      .or(text(page, 'Todavía no hay destrucciones registradas.')),
  ],
  '/admin/cierre': (page) => [text(page, 'SHA-256 de los eventos del mes')],
};

/** A path with its parameter from the demo club. */
function urlOf(pattern: string, demo: Demo): string {
  const ids: Record<string, string> = {
    '/products/:product': `/products/${demo.product.key}`,
    '/admin/plantas/:id': `/admin/plantas/${demo.batchId}`,
    '/admin/socios/:id': `/admin/socios/${demo.memberId}`,
    '/solicitud/:token': `/solicitud/${demo.invitationToken}`,
    '/inspeccion': `/inspeccion#${demo.inspectionKey}`,
  };
  const url = ids[pattern] ?? pattern;
  if (url.includes(':')) throw new Error(`${pattern}: the gate needs an id from the demo club for it`);
  return url;
}

interface Route {
  path: string;
  title?: string;
  admin?: boolean;
}

interface Check {
  who: 'signed out' | 'member' | 'admin' | 'two-factor';
  screen: string;
}

let stack: Stack;
let browser: Browser;
let routes: Route[];
let demo: Demo;
const covered: Check[] = [];

/** Requests the page has open now: a screen is checked once it has none left. */
const inFlight = new WeakMap<Page, Set<unknown>>();

function trackRequests(page: Page): void {
  const open = new Set<unknown>();
  inFlight.set(page, open);
  // A screen that follows live updates keeps one stream open for as long as it shows: not a load.
  page.on('request', (request) => {
    if (!request.headers().accept?.includes('text/event-stream')) open.add(request);
  });
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
}

async function quiet(page: Page): Promise<void> {
  const open = inFlight.get(page);
  if (!open) throw new Error('requests of this page are not tracked');
  await expect.poll(() => open.size, { interval: 50, timeout: 30_000 }).toBe(0);
}

async function visitor(): Promise<Visitor> {
  const visitor = await newVisitor(browser, stack.webUrl);
  await visitor.page.setViewportSize({ width: WIDTHS[1], height: 900 });
  // axe judges a screen at rest: without transitions, the carousel's next slide (every 7 s) never
  // shows half faded in while axe measures its contrast.
  await visitor.page.emulateMedia({ reducedMotion: 'reduce' });
  trackRequests(visitor.page);
  return visitor;
}

/** The screen as it is now, at each width: axe's violations, as lines to read in a failure. */
async function audit(page: Page, who: Check['who'], screen: string): Promise<string[]> {
  covered.push({ who, screen });
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    // A frame for the new layout, and the end of what is fading in (the menu's panel), before axe
    // measures colours. The loading spinner turns for good: it is not waited for.
    await page.evaluate(async () => {
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      const ending = document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
      await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
    });
    for (const violation of await axeViolations(page)) {
      found.push(
        `${screen} @${width}px [${who}] ${violation.rule} (${violation.impact}): ${violation.help}\n    ${violation.nodes.join('\n    ')}`,
      );
    }
  }
  return found;
}

/**
 * Goes to a screen as the app's own links do (the router's history, no page load: one load per
 * role keeps the run short), and waits for its content: first its title, set when the router has
 * put the screen in place of the last one; then what `shows` names; then nothing left loading (no
 * 'Cargando...' or busy part in the main content, no request open). Returns a line when the
 * document's title is not the screen's.
 */
async function openScreen(page: Page, url: string, title: string | undefined, shows: Locator[]) {
  const expected = `${title} · ${BRAND}`;
  if (new URL(page.url()).origin !== stack.webUrl) await page.goto(url);
  else
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, url);
  const titled = await page
    .waitForFunction((name) => document.title === name, expected, { timeout: 30_000 })
    .then(() => true)
    .catch(() => false);
  const problems = titled ? [] : [`${url}: the document title is '${await page.title()}', not '${expected}'`];
  for (const part of shows) await part.waitFor({ state: 'attached' });
  // /prueba shows the loading indicator for good.
  if (url !== '/prueba') {
    await page.waitForFunction(
      () =>
        !document.querySelector('main [aria-busy="true"]') &&
        ![...document.querySelectorAll('main [role="status"]')].some((node) =>
          node.textContent?.includes('Cargando'),
        ),
    );
  }
  await quiet(page);
  return problems;
}

/** One of the app's routes: its address with the demo club's ids, waited for as `loaded` says. */
function open(page: Page, route: Route): Promise<string[]> {
  const shows = loaded[route.path];
  if (!shows) throw new Error(`${route.path}: tell the gate what this screen shows once loaded`);
  return openScreen(page, urlOf(route.path, demo), route.title, shows(page, demo));
}

async function demoClub(): Promise<Demo> {
  const token = await gateway.gatewayToken(stack.gatewayUrl, gateway.demoAdmin);
  const data = await gateway.graphql<{
    products: { key: string; species: string; outOfStock: boolean }[];
    batches: { id: number }[];
    members: { id: number; mail: string }[];
  }>(stack.gatewayUrl, token, '{ products { key species outOfStock } batches { id } members { id mail } }');
  const product = data.products.find((candidate) => !candidate.outOfStock);
  const batch = data.batches[0];
  const member = data.members.find((candidate) => candidate.mail === gateway.demoMember.mail);
  if (!product || !batch || !member) throw new Error('the demo club lacks a product, a batch or the member');
  const { issueInvitation } = await gateway.graphql<{ issueInvitation: { token: string } }>(
    stack.gatewayUrl,
    token,
    'mutation { issueInvitation(days: 14) { token } }',
  );
  const { createInspectionLink } = await gateway.graphql<{ createInspectionLink: { secret: string } }>(
    stack.gatewayUrl,
    token,
    'mutation { createInspectionLink(name: "IRCCA", amount: 2, unit: "hours") { secret } }',
  );
  return {
    product,
    batchId: batch.id,
    memberId: member.id,
    invitationToken: issueInvitation.token,
    inspectionKey: createInspectionLink.secret,
  };
}

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  const config = (await (await fetch(`${stack.webUrl}/config.json`)).json()) as {
    routes: Record<string, Route[]>;
  };
  routes = [...shellRoutes, ...Object.values(config.routes).flat()];
  demo = await demoClub();
});
afterAll(async () => {
  const list = covered.map(({ who, screen }) => `  ${who.padEnd(10)} ${screen}`).join('\n');
  console.log(`Accesibilidad: ${covered.length} pantallas, a ${WIDTHS.join(' y ')} px:\n${list}`);
  await browser?.close();
  await stack?.stop();
});

const forMembers = (route: Route) => !route.admin && !/^\/admin(\/|$)/.test(route.path);

describe('the accessibility gate: axe-core on every screen, at 390 and 1280 px', () => {
  it('knows every route the remotes and the shell declare, each with its own title', () => {
    // The four remotes' routes came through /config.json: none may be missing from the gate.
    expect(Object.keys(loaded).sort()).toEqual(routes.map((route) => route.path).sort());
    for (const route of routes) expect(route.title, route.path).toMatch(/\S/);
    const titles = [...routes.map((route) => route.title), NOT_FOUND.title];
    expect(new Set(titles).size).toBe(titles.length);
  });

  it(
    'signed out and as a member: no violation, and every screen titled',
    async () => {
      const { page, context } = await visitor();
      const found: string[] = [];
      const login = routes.find((route) => route.path === '/login') as Route;
      found.push(...(await open(page, login)));
      found.push(...(await audit(page, 'signed out', '/login')));

      await logIn(page, gateway.demoMember.mail, gateway.demoMember.password);
      // A preorder, so the cart shows its lines, the pickup choice and the total.
      await page.evaluate(
        (key) => sessionStorage.setItem('preorder', JSON.stringify({ [key]: 5 })),
        demo.product.key,
      );
      for (const route of routes.filter(
        (candidate) => forMembers(candidate) && candidate.path !== '/login',
      )) {
        found.push(...(await open(page, route)));
        found.push(...(await audit(page, 'member', route.path)));
      }
      found.push(...(await openScreen(page, NOT_FOUND.path, NOT_FOUND.title, [heading(page, '404')])));
      found.push(...(await audit(page, 'member', '404')));
      const adminHome = routes.find((route) => route.path === '/admin') as Route;
      found.push(
        ...(await openScreen(page, '/admin', adminHome.title, [heading(page, 'Error 401: UnAuthorized')])),
      );
      found.push(...(await audit(page, 'member', '/admin (401)')));

      // The shell's header on every screen: its menu open, and the sign-out dialog.
      const about = routes.find((route) => route.path === '/aboutus') as Route;
      found.push(...(await open(page, about)));
      await page.getByRole('button', { name: /Menú/ }).click();
      await page.getByRole('navigation', { name: 'Menú' }).getByRole('link', { name: 'Noticias' }).waitFor();
      found.push(...(await audit(page, 'member', 'the header menu open')));
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Salir' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'CERRAR SESIÓN' }).waitFor();
      found.push(...(await audit(page, 'member', 'the sign-out dialog')));

      await context.close();
      expect(found).toEqual([]);
    },
    SEQUENCE_TIMEOUT_MS,
  );

  it(
    'as an admin: no violation on any back-office screen, and every screen titled',
    async () => {
      const { page, context } = await visitor();
      const found: string[] = [];
      await logIn(page, gateway.demoAdmin.mail, gateway.demoAdmin.password);
      for (const route of routes.filter((candidate) => !forMembers(candidate))) {
        found.push(...(await open(page, route)));
        // An admin without a second factor is asked for one on every screen: checked with it.
        await page.getByRole('complementary', { name: 'Verificación en dos pasos' }).waitFor();
        found.push(...(await audit(page, 'admin', route.path)));
      }
      await context.close();
      expect(found).toEqual([]);
    },
    SEQUENCE_TIMEOUT_MS,
  );

  it(
    "an admin's second factor: enrolment, recovery codes, the active state and the sign-in's code step",
    async () => {
      const { page, context } = await visitor();
      const found: string[] = [];
      const twoFactor = routes.find((route) => route.path === '/seguridad') as Route;
      await logIn(page, gateway.demoAdmin.mail, gateway.demoAdmin.password);
      found.push(...(await open(page, twoFactor)));
      await page.getByRole('img', { name: 'Código QR para la app de autenticación' }).waitFor();
      found.push(...(await audit(page, 'two-factor', '/seguridad (enrolment)')));

      const secret = ((await page.locator('.two-factor__secret').textContent()) ?? '').replace(/\s/g, '');
      const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
      await page.getByLabel('Código de 6 dígitos').fill(code);
      await page.getByRole('button', { name: 'Activar' }).click();
      await page.getByRole('list', { name: 'Códigos de recuperación' }).waitFor();
      await quiet(page);
      found.push(...(await audit(page, 'two-factor', 'the recovery codes')));
      await page.getByRole('button', { name: 'Listo, ya los guardé' }).click();
      await page.waitForURL((url) => url.pathname === '/admin');

      found.push(...(await open(page, twoFactor)));
      await text(page, 'La verificación en dos pasos está activa.').waitFor();
      found.push(...(await audit(page, 'two-factor', '/seguridad (active)')));
      await context.close();

      const signIn = await visitor();
      await signIn.page.goto('/login');
      await signIn.page.getByPlaceholder('Correo electrónico').fill(gateway.demoAdmin.mail);
      await signIn.page.getByPlaceholder('Contraseña').fill(gateway.demoAdmin.password);
      await signIn.page.getByRole('button', { name: 'ACCEDER' }).click();
      await signIn.page.getByPlaceholder('Código').waitFor();
      await quiet(signIn.page);
      found.push(...(await audit(signIn.page, 'two-factor', "the sign-in's code step")));
      await signIn.context.close();
      expect(found).toEqual([]);
    },
    SEQUENCE_TIMEOUT_MS,
  );
});
