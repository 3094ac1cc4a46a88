import { clubNow } from '@club/domain/club-clock';
import { memberRow, xlsxOf } from '@club/gateway/test-support/members-sheet.fixture';
import { type SmtpSink, startSmtpSink } from '@club/gateway/test-support/smtp-sink';
import { Secret, TOTP } from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { changeTemporaryPassword, launchBrowser, newVisitor, type Visitor } from './support/browser.ts';
import * as gateway from './support/gateway-client.ts';
import { type Stack, startStack } from './support/stack.ts';

// A real club goes live, in Chromium against the gateway as a club runs it (production mode; on
// the PostgreSQL of DATABASE_URL when set, in a database of its own, else on PGlite): an empty
// database and no demo; the setup code read from the server's log; the club and its first admin
// made on /configurar, the admin's second factor enrolled before the back office; then the club's
// members, its opening balances and a strain of its own.

let stack: Stack;
let browser: Browser;
let sink: SmtpSink;
let admin: Visitor;
const ADMIN = { mail: 'lucia@lahuerta.uy', password: 'una clave larga 2026' };
let secret = '';
let nextStep = 0;

beforeAll(async () => {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  sink = await startSmtpSink();
  [stack, browser] = await Promise.all([
    startStack({
      emptyClub: databaseUrl ? { databaseUrl } : {},
      gatewayEnv: { NODE_ENV: 'production', SMTP_URL: sink.url, JOB_INTERVAL_MS: '200' },
    }),
    launchBrowser(),
  ]);
  admin = await newVisitor(browser, stack.webUrl);
});
afterAll(async () => {
  await admin?.context.close();
  await browser?.close();
  await stack?.stop();
  await sink?.close();
});

/** The authenticator's code for a step the gateway has not seen yet (it takes each once). */
function freshCode(): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  const now = totp.counter();
  const step = Math.max(now, nextStep);
  if (step > now + 1) throw new Error('no unused code in the window');
  nextStep = step + 1;
  return totp.generate({ timestamp: step * 30_000 });
}

async function expectAccessible(page: Page, what: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `${what} a ${width} px`).toEqual([]);
  }
}

describe('a club goes live, in Chromium', () => {
  it('is set up from the code in the log, and its first admin enrols a second factor', async () => {
    const code = /ingresá el código ([A-Z2-9]{4}-[A-Z2-9]{4})/.exec(stack.output())?.[1];
    expect(code, stack.output()).toBeDefined();
    const { page } = admin;
    await page.goto('/configurar');
    await page.getByRole('heading', { name: 'Poner el club en marcha' }).waitFor();
    const codeField = page.getByLabel('Código que mostró el servidor al arrancar');
    await codeField.fill('AAAA-AAAA');
    await page.getByRole('button', { name: 'Seguir' }).click();
    await page.getByText('El código de configuración no es correcto').waitFor();
    await expectAccessible(page, 'el código de configuración');
    await codeField.fill(code as string);
    await page.getByRole('button', { name: 'Seguir' }).click();

    await page.getByLabel('Nombre del club').fill('Club Cannábico La Huerta');
    await page.getByLabel('Número de registro en el IRCCA').fill('CC-0042');
    await page.getByLabel('Dirección del club').fill('Canelones 1234, Montevideo');
    await page.getByLabel('Correo de contacto del club').fill('hola@lahuerta.uy');
    await page.getByLabel('Teléfono de contacto del club').fill('+598 2 900 11 22');
    await page.getByLabel('Nombre', { exact: true }).fill('Lucía');
    await page.getByLabel('Apellido').fill('Pereira');
    await page.getByLabel('Mail', { exact: true }).fill(ADMIN.mail);
    await page.getByLabel('Cédula de identidad').fill('3.456.789-0');
    await page.getByLabel('Fecha de nacimiento').fill('1985-03-02');
    await page.getByLabel('Teléfono', { exact: true }).fill('099 555 123');
    await page.getByLabel('Ciudadanía uruguaya').check();
    // Pickup every day until late, so a member's next pickup falls in this month (the monthly cap's).
    for (const day of ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado']) {
      await page.getByLabel(`Horarios del ${day}`).fill('10:00, 18:00, 23:30');
    }
    await page.getByLabel('Contraseña (al menos 8 caracteres)').fill(ADMIN.password);
    await page.getByLabel('Repetí la contraseña').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Crear el club' }).click();
    // The cédula's check digit is wrong: refused at its field, in Spanish, nothing made.
    await page
      .getByText(/dígito verificador/)
      .first()
      .waitFor();
    await expectAccessible(page, 'el formulario del club');
    await page.getByLabel('Cédula de identidad').fill('3.456.789-4');
    await page.getByRole('button', { name: 'Crear el club' }).click();

    // Straight to the second factor: the back office waits for it.
    await page.waitForURL((url) => url.pathname === '/seguridad');
    await page.getByRole('img', { name: 'Código QR para la app de autenticación' }).waitFor();
    secret = ((await page.locator('.two-factor__secret').textContent()) ?? '').replace(/\s/g, '');
    await page.getByLabel('Código de 6 dígitos').fill(freshCode());
    await page.getByRole('button', { name: 'Activar' }).click();
    await page.getByRole('list', { name: 'Códigos de recuperación' }).waitFor();
    await page.getByRole('button', { name: 'Listo, ya los guardé' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByRole('link', { name: 'Socios', exact: true }).waitFor();

    // The code is dead now, and the screen says the club runs.
    await page.goto('/configurar');
    await page.getByText('Este club ya está en marcha: no hace falta configurarlo.').waitFor();
    expect(admin.errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });

  it("imports the club's 30 members from its XLSX (two bad rows reported and skipped) with their grams so far, and a strain with its stock", async () => {
    const { page } = admin;
    // Row 2 (the sheet's first member) has taken 30 g this month and 470 g this year: 10 g left
    // either way, so the proof holds whichever month the next pickup falls in (but a new year).
    const rows = Array.from({ length: 30 }, (_, n) =>
      n === 0 ? memberRow(1, { gramsThisMonth: '30', gramsThisYear: '470' }) : memberRow(n + 1),
    );
    rows[6] = memberRow(7, { cedula: '1.234.567-0' });
    rows[19] = memberRow(20, { birthDate: `${Number(clubNow(new Date()).date.slice(0, 4)) - 16}-01-01` });
    const sheet = Buffer.from(await xlsxOf(rows));

    await page.goto('/admin/socios');
    await page.getByRole('button', { name: 'Importar socios' }).click();
    const dialog = page.getByRole('region', { name: 'Importar socios desde una planilla' });
    await dialog.getByLabel('Planilla').setInputFiles({
      name: 'socios-la-huerta.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: sheet,
    });
    await dialog.getByRole('button', { name: 'Revisar planilla' }).click();
    await dialog.getByText('28 filas listas para importar, 2 con problemas.', { exact: false }).waitFor();
    // Each bad row says what is wrong with it, in Spanish.
    await dialog
      .getByRole('row', { name: /^8 / })
      .getByText(/dígito verificador/)
      .waitFor();
    await dialog
      .getByRole('row', { name: /^21 / })
      .getByText(/18 años/)
      .waitFor();
    await expectAccessible(page, 'la revisión de la planilla');
    await dialog.getByLabel('Mandarlas por correo ahora').check();
    await dialog.getByRole('button', { name: 'Importar 28 socios' }).click();
    await dialog.getByText('Se importaron 28 socios; 2 filas quedaron afuera.').waitFor();

    // A strain of its own, and its grams on hand at go-live.
    await page.goto('/admin/stock');
    await page.getByRole('button', { name: 'Agregar producto' }).click();
    const form = page.getByRole('dialog', { name: 'Agregar producto' });
    await form.getByLabel('Nombre de la variedad').fill('Huerta Haze');
    await form.getByLabel('Genética').fill('Haze × Skunk');
    await form.getByLabel('Sativa (%)').fill('70');
    await form.getByLabel('Índica (%)').fill('30');
    await form.getByLabel('THC declarado (%)').fill('18');
    await form.getByLabel('CBD declarado (%)').fill('0,5');
    await form.getByLabel('Aroma').fill('Cítrico');
    await form.getByLabel('Sabor').fill('Limón');
    await form.getByLabel('Descripción').fill('La de la casa.');
    await form.getByLabel('Precio por gramo ($)').fill('60');
    await form.getByRole('button', { name: 'Agregar producto' }).click();
    await page.getByText(/^Agregaste Huerta Haze a la carta\./).waitFor();
    const heading = await page.getByRole('heading', { name: /^Huerta Haze #/ }).innerText();
    const productId = Number(/#(\d+)/.exec(heading)?.[1]);
    const token = await page.evaluate(() => localStorage.getItem('auth_token'));
    const opening = await fetch(`${stack.gatewayUrl}/admin/openingStock/${productId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', auth_token: token ?? '' },
      body: JSON.stringify({ grams: 500, date: clubNow(new Date()).date }),
    });
    expect(opening.status, await opening.clone().text()).toBe(200);
    await page.reload();
    const card = page.locator('article', { has: page.getByRole('heading', { name: /^Huerta Haze #/ }) });
    await card.getByText('500 g', { exact: true }).waitFor();
  });

  it('an imported member who took 30 g this month signs in and may order 10 g more, not 15', async () => {
    const member = memberRow(1);
    const [welcome] = await sink
      .waitFor((mails) => mails.some((m) => m.to.includes(member.mail as string)), 60_000)
      .then((mails) => mails.filter((m) => m.to.includes(member.mail as string)));
    const temporary = /contraseña temporal: (\S+)/.exec(welcome?.text ?? '')?.[1];
    expect(temporary, welcome?.text).toBeDefined();

    const visitor = await newVisitor(browser, stack.webUrl);
    const { page } = visitor;
    await page.goto('/login');
    await page.getByPlaceholder('Correo electrónico').fill(member.mail as string);
    await page.getByPlaceholder('Contraseña').fill(temporary as string);
    await page.getByRole('button', { name: 'ACCEDER' }).click();
    const chosen = 'mi clave de socia 2026';
    await changeTemporaryPassword(page, temporary as string, chosen);
    await page.goto('/carta');
    await page
      .getByText(/^Te quedan 10 g este mes y 10 g este año$/)
      .first()
      .waitFor();
    await expectAccessible(page, 'la carta de una socia importada');

    const token = await gateway.gatewayToken(stack.gatewayUrl, {
      mail: member.mail as string,
      password: chosen,
    });
    const { pickupDays } = await gateway.appOperation<{
      pickupDays: Array<{ date: string; slots: string[] }>;
    }>(stack.gatewayUrl, token, 'CartPickupDays');
    const today = clubNow(new Date()).date;
    const day = pickupDays.find((offered) => offered.date.slice(0, 7) === today.slice(0, 7)) ?? pickupDays[0];
    if (!day) throw new Error('no pickup day offered');
    const order = (grams: number) =>
      gateway.appOperation<{ placeOrder: { ok: boolean; code: string | null; error: string | null } }>(
        stack.gatewayUrl,
        token,
        'CartPlaceOrder',
        {
          input: {
            date: day.date,
            time: day.slots[0],
            total: grams * 60,
            observations: '',
            lines: [{ product: 'huertahaze', grams }],
          },
        },
      );
    const refused = (await order(15)).placeOrder;
    expect(refused.ok, JSON.stringify(refused)).toBe(false);
    expect(['LIMITE_MENSUAL', 'LIMITE_ANUAL']).toContain(refused.code);
    expect(refused.error).toMatch(/10 ?g/);
    expect((await order(10)).placeOrder).toMatchObject({ ok: true, error: null });
    expect(visitor.errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    await visitor.context.close();
  });
});
