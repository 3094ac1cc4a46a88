import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../../gateway/test-support/smtp-sink.ts';
import { launchBrowser, logIn, newVisitor } from './support/browser.ts';
import * as gateway from './support/gateway-client.ts';
import { pesos } from './support/pesos.ts';
import { isAfterToday } from './support/pickup-day.ts';
import { type Stack, startStack } from './support/stack.ts';

// Issue 16: the order mail leaves the building. A member orders in Chromium; the storefront posts
// the EmailJS template to the gateway, whose job runner sends it through SMTP to a real SMTP
// server started here. Then the admin sees it 'Enviado' in /admin/correos.

const ORDERS_TO = 'pedidos@club.uy';
const MEMBER = gateway.demoMember;
const ADMIN = gateway.demoAdmin;

let sink: SmtpSink;
let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  sink = await startSmtpSink();
  [stack, browser] = await Promise.all([
    startStack({
      // A short interval so the test does not wait long; it waits for the mail, never for a time.
      gatewayEnv: { SMTP_URL: sink.url, MAIL_ORDERS_TO: ORDERS_TO, JOB_INTERVAL_MS: '100' },
    }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
  await sink?.close();
});

describe('order mail, in Chromium', () => {
  it('reaches the SMTP server with every field of the template, and shows as sent in /admin/correos', async () => {
    const memberToken = await gateway.gatewayToken(stack.gatewayUrl, MEMBER);
    const { products } = await gateway.appOperation<{ products: { key: string; price: number }[] }>(
      stack.gatewayUrl,
      memberToken,
      'StorefrontProducts',
    );
    const price = products.find((product) => product.key === 'applecookies')?.price ?? Number.NaN;

    const member = await newVisitor(browser, stack.webUrl);
    const { page } = member;
    await logIn(page, MEMBER.mail, MEMBER.password);
    await page.goto('/carta');
    const card = page.locator('article', {
      has: page.getByRole('heading', { name: 'Apple Cookies', exact: true }),
    });
    await card.getByRole('button', { name: 'AGREGAR AL CARRITO' }).click();
    await card.getByRole('link', { name: 'Agregado!' }).click();
    await page.waitForURL((url) => url.pathname === '/cart');
    await page.getByRole('button', { name: 'Agregar 5 g de Apple Cookies', exact: true }).click();
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Apple Cookies' })
      .getByText('10 g', { exact: true })
      .waitFor();

    const day = page.getByLabel('Día', { exact: true });
    // The days arrive with their own query: read the options once the first real one is there.
    await day.locator('option:not([value=""])').first().waitFor({ state: 'attached' });
    const days = await day
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    const date = days.find((value) => value !== '' && isAfterToday(value));
    if (!date) throw new Error('no pickup day offered');
    await day.selectOption(date);
    const time = page.getByLabel('Hora', { exact: true });
    await expect.poll(() => time.isDisabled()).toBe(false);
    const slots = await time
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
    const hour = slots[0] as string;
    await time.selectOption(hour);
    await page.getByLabel('Comentarios').fill('Llego en bici');
    await page.getByRole('button', { name: 'ENVIAR PEDIDO' }).click();
    await page.getByRole('heading', { name: 'PEDIDO CONFIRMADO!' }).waitFor();

    const isOrderMail = (mail: { replyTo: string }) => mail.replyTo === MEMBER.mail;
    const received = await sink.waitFor((mails) => mails.some(isOrderMail));
    const mails = received.filter(isOrderMail);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({
      envelopeTo: [ORDERS_TO],
      subject: `Pedido de Martín Rodríguez: ${date} ${hour}`,
    });
    // The spec's template fields: user_name, user_lastname, order, total, date, hour, observations, reply_to.
    for (const line of [
      'Nombre: Martín',
      'Apellido: Rodríguez',
      `Pedido: Apple Cookies: 10 g (${pesos(10 * price)})`,
      `Total: ${pesos(10 * price)}`,
      `Día de retiro: ${date} (`,
      `Hora: ${hour}`,
      'Observaciones: Llego en bici',
      `Correo: ${MEMBER.mail}`,
    ]) {
      expect(mail?.text).toContain(line);
    }

    // The mail is marked sent right after the SMTP server accepted it: wait for that, then look.
    const adminToken = await gateway.gatewayToken(stack.gatewayUrl, ADMIN);
    await expect
      .poll(
        async () => {
          const { outbox } = await gateway.graphql<{ outbox: { id: number; status: string }[] }>(
            stack.gatewayUrl,
            adminToken,
            '{ outbox(limit: 100) { id status } }',
          );
          return outbox.find((row) => row.id === mail?.outboxId)?.status;
        },
        { timeout: 30_000 },
      )
      .toBe('sent');
    const admin = await newVisitor(browser, stack.webUrl);
    await logIn(admin.page, ADMIN.mail, ADMIN.password);
    await admin.page.goto('/admin');
    await admin.page.getByRole('link', { name: 'Correos', exact: true }).click();
    await admin.page.waitForURL((url) => url.pathname === '/admin/correos');
    await admin.page.getByRole('heading', { name: 'Correos' }).waitFor();
    const row = admin.page
      .getByRole('row')
      .filter({ hasText: `Pedido de Martín Rodríguez: ${date} ${hour}` });
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toEqual([
      expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/),
      ORDERS_TO,
      // The subject, then the kind of mail in Spanish (the storefront's order mail), not its template id.
      `Pedido de Martín Rodríguez: ${date} ${hour}Pedido nuevo`,
      'Enviado',
      '1',
      '',
    ]);
    // An SMTP server is set: no warning that mails stay pending.
    expect(await admin.page.getByRole('note').count()).toBe(0);
    expect(member.errors).toEqual([]);
    expect(admin.errors).toEqual([]);
  });
});
