import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../../gateway/test-support/smtp-sink.ts';
import { axeAt } from './support/axe.ts';
import { changeTemporaryPassword, launchBrowser, logIn, newVisitor } from './support/browser.ts';
import * as gateway from './support/gateway-client.ts';
import { isAfterToday } from './support/pickup-day.ts';
import { type Stack, startStack } from './support/stack.ts';

// The way in for a new member: an admin makes an invitation link in /admin/solicitudes, the
// applicant opens it with no account and applies, the admin approves, the welcome mail with the
// temporary password reaches a real SMTP server, and the new member signs in with it, chooses
// their own password and orders. axe-core on the new screens at a phone's and a desktop's width.

const APPLICANT = {
  name: 'Valentina',
  lastName: 'Suárez',
  mail: 'valentina.suarez@correo.uy',
  cedula: '4.817.263-1',
  birthDate: '1990-05-04',
  phone: '099 123 456',
};
const FULL_NAME = `${APPLICANT.name} ${APPLICANT.lastName}`;

/** The whole way in, three people and a mail: more than the suite's minute on a busy machine. */
const FLOW_TIMEOUT_MS = 300_000;

let sink: SmtpSink;
let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  sink = await startSmtpSink();
  [stack, browser] = await Promise.all([
    startStack({ gatewayEnv: { SMTP_URL: sink.url, JOB_INTERVAL_MS: '100' } }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
  await sink?.close();
});

describe('applying to join, in Chromium', () => {
  it(
    'invitation, application, approval, the mailed temporary password, and a first order',
    async () => {
      const admin = await newVisitor(browser, stack.webUrl);
      await logIn(admin.page, gateway.demoAdmin.mail, gateway.demoAdmin.password);
      await admin.page.goto('/admin');
      await admin.page.getByRole('link', { name: 'Solicitudes', exact: true }).click();
      await admin.page.waitForURL((url) => url.pathname === '/admin/solicitudes');
      await admin.page.getByRole('button', { name: 'Crear enlace' }).click();
      const linkField = admin.page.getByLabel('Enlace de invitación');
      await linkField.waitFor();
      const link = await linkField.inputValue();
      expect(link).toMatch(/\/solicitud\/[A-Za-z0-9_-]{43}$/);
      await admin.page.getByRole('table', { name: 'Enlaces de invitación' }).waitFor();
      expect(await axeAt(admin.page)).toEqual([]);

      // The applicant, with no account.
      const applicant = await newVisitor(browser, stack.webUrl);
      const { page } = applicant;
      await page.goto(new URL(link).pathname);
      await page.getByRole('heading', { name: 'Solicitud para ser socio' }).waitFor();
      await page.getByLabel('Nombre', { exact: true }).fill(APPLICANT.name);
      await page.getByLabel('Apellido').fill(APPLICANT.lastName);
      await page.getByLabel('Mail').fill(APPLICANT.mail);
      await page.getByLabel('Cédula de identidad').fill('1.234.567-3');
      await page.getByLabel('Fecha de nacimiento').fill(APPLICANT.birthDate);
      await page.getByLabel('Ciudadanía uruguaya').check();
      await page.getByLabel('Teléfono').fill(APPLICANT.phone);
      await page.getByRole('button', { name: 'Enviar solicitud' }).click();
      // The shared rules answer before anything is sent.
      await page
        .getByText(/La cédula no es válida/)
        .first()
        .waitFor();
      await page.getByLabel('Cédula de identidad').fill(APPLICANT.cedula);
      await page.getByRole('button', { name: 'Enviar solicitud' }).click();
      await page.getByText('Tenés que declarar que no usás otra vía de acceso del IRCCA').first().waitFor();
      await page.getByLabel(/no uso otra vía de acceso del IRCCA/).check();
      await page.getByLabel(/Acepto que el club trate mis datos personales/).check();
      expect(await axeAt(page)).toEqual([]);
      await page.getByRole('button', { name: 'Enviar solicitud' }).click();
      await page
        .getByText(`¡Listo! Recibimos tu solicitud. Te vamos a escribir a ${APPLICANT.mail}`, {
          exact: false,
        })
        .waitFor();

      // The admin approves it.
      await admin.page.reload();
      await admin.page.getByRole('button', { name: `Aprobar la solicitud de ${FULL_NAME}` }).click();
      await admin.page
        .getByText(`Listo: ${FULL_NAME} ya es socio y le enviamos su contraseña temporal por mail.`)
        .waitFor();
      await admin.page.getByText(/^Aprobada: socio #\d+$/).waitFor();

      // The welcome mail reaches the SMTP server with the temporary password.
      const isWelcome = (mail: { envelopeTo: string[] }) => mail.envelopeTo.includes(APPLICANT.mail);
      const mails = (await sink.waitFor((received) => received.some(isWelcome))).filter(isWelcome);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toBe('Bienvenido al club: tu contraseña temporal');
      const password = /contraseña temporal: (\S+)/.exec(mails[0]?.text ?? '')?.[1] ?? '';
      expect(password).toMatch(/^[A-Za-z2-9]{12}$/);

      // The new member signs in, must choose a password of their own, and orders.
      await logIn(page, APPLICANT.mail, password, '/changepassword');
      await changeTemporaryPassword(page, password, 'mi-clave-propia-1');
      await page.goto('/carta');
      const card = page.locator('article', {
        has: page.getByRole('heading', { name: 'Apple Cookies', exact: true }),
      });
      await card.getByRole('button', { name: 'AGREGAR AL CARRITO' }).click();
      await card.getByRole('link', { name: 'Agregado!' }).click();
      await page.waitForURL((url) => url.pathname === '/cart');
      const day = page.getByLabel('Día', { exact: true });
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
        .evaluateAll((options) =>
          options.map((option) => (option as HTMLOptionElement).value).filter(Boolean),
        );
      await time.selectOption(slots[0] as string);
      await page.getByRole('button', { name: 'ENVIAR PEDIDO' }).click();
      await page.getByRole('heading', { name: 'PEDIDO CONFIRMADO!' }).waitFor();

      // The log holds the application's facts with the applicant's data sealed only.
      const events = await stack.inspectDatabase(async (db) => {
        const { rows } = await db.query<{ type: string; text: string }>(
          `select type, payload::text as text from events where stream_id like 'application-%' order by position`,
        );
        return rows;
      });
      expect(events.map((event) => event.type)).toEqual(['ApplicationSubmitted', 'ApplicationApproved']);
      for (const event of events) {
        for (const secret of [
          APPLICANT.name,
          APPLICANT.lastName,
          APPLICANT.mail,
          '4817263',
          APPLICANT.phone,
        ]) {
          expect(event.text).not.toContain(secret);
        }
      }
      expect(admin.errors).toEqual([]);
      expect(applicant.errors).toEqual([]);
      await admin.context.close();
      await applicant.context.close();
    },
    FLOW_TIMEOUT_MS,
  );
});
