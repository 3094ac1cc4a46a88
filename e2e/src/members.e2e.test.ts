import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  changeTemporaryPassword,
  launchBrowser,
  logIn,
  newVisitor,
  type Visitor,
} from './support/browser.ts';
import { type Stack, startStack } from './support/stack.ts';

// Issue 7, "Must show": as admin, create a member; that member logs in in a second browser
// context; the admin deactivates them; the member's next action sends them to /login.

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const NEW_MEMBER = { name: 'Carolina', lastName: 'Techera', mail: 'carolina.techera@club.uy' };
const FULL_NAME = `${NEW_MEMBER.name} ${NEW_MEMBER.lastName}`;

async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Menú' }).click();
  return page.getByRole('navigation', { name: 'Menú' });
}

describe('members administration, in Chromium', () => {
  let admin: Visitor;
  let member: Visitor;
  let memberId: number;

  it('the admin creates a member from the sixth admin button, and sees the initial password once', async () => {
    admin = await newVisitor(browser, stack.webUrl);
    const { page } = admin;
    await logIn(page, 'admin@club.uy', 'admin1234');
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Socios', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/admin/socios');
    await page.getByRole('link', { name: 'Ana Fernández' }).waitFor();
    await page.getByText(/^\d+ de 45 socios activos$/).waitFor();

    await page.getByRole('button', { name: 'Nuevo socio' }).click();
    const form = page.getByRole('dialog', { name: 'Nuevo socio' });
    await form.getByLabel('Nombre').fill(NEW_MEMBER.name);
    await form.getByLabel('Apellido').fill(NEW_MEMBER.lastName);
    await form.getByLabel('Mail').fill('carolina@club');
    await form.getByRole('button', { name: 'Crear socio' }).click();
    await form.getByText('El mail no es válido: revisá que tenga la forma nombre@dominio.uy').waitFor();
    await form.getByLabel('Mail').fill(NEW_MEMBER.mail);
    // The legal identity: a made-up cédula with its check digit, an adult, a legal resident.
    await form.getByLabel('Cédula de identidad').fill('4.567.890-5');
    await form.getByLabel('Fecha de nacimiento').fill('1988-07-21');
    await form.getByLabel('Residencia legal').check();
    await form.getByLabel('Teléfono').fill('098 765 432');
    await form.getByRole('button', { name: 'Crear socio' }).click();

    const created = page.getByRole('dialog', { name: new RegExp(`^Socio #\\d+ creado: ${FULL_NAME}$`) });
    await created.waitFor();
    memberId = Number((await created.getByRole('heading').textContent())?.match(/#(\d+)/)?.[1]);
    expect(memberId).toBeGreaterThan(132);
    const password = (await created.locator('code').textContent()) ?? '';
    expect(password).toMatch(/^[A-Za-z2-9]{12}$/);
    await created.getByRole('button', { name: 'Listo' }).click();
    await page.getByRole('link', { name: FULL_NAME }).waitFor();
    expect(await page.getByText(password).count()).toBe(0);

    // The member logs in with it, in a browser of their own, and must choose their own first.
    member = await newVisitor(browser, stack.webUrl);
    await logIn(member.page, NEW_MEMBER.mail, password, '/changepassword');
    await member.page.getByText('Tu contraseña es temporal: elegí una nueva para seguir.').waitFor();
    expect(await member.page.getByRole('link', { name: 'Cancelar' }).count()).toBe(0);
    // No way around it: any other screen leads back here.
    await member.page.goto('/carta');
    await member.page.waitForURL((url) => url.pathname === '/changepassword');
    await member.page.getByLabel('Contraseña actual').fill(password);
    await member.page.getByLabel('Nueva contraseña').fill(password);
    await member.page.getByLabel('Repetir contraseña').fill(password);
    await member.page.getByRole('button', { name: 'Aceptar' }).click();
    await member.page.getByText('La nueva contraseña debe ser distinta de la actual').waitFor();
    await changeTemporaryPassword(member.page, password, 'mi-clave-propia-1');
    const menu = await openMenu(member.page);
    await menu.getByRole('link', { name: 'Catálogo', exact: true }).click();
    await member.page.waitForURL((url) => url.pathname === '/carta');
    await member.page.getByText('OG Kush').first().waitFor();
    // The carta's last requests must be answered before the baja: on a loaded machine one of them can
    // arrive after it, be refused, and send the member to /login before the next test's first click.
    await member.settled();
  });

  it('the admin deactivates them after confirming; the member’s next action lands on /login', async () => {
    const { page } = admin;
    await page.getByRole('button', { name: `Desactivar: ${FULL_NAME}` }).click();
    const confirm = page.getByRole('dialog', { name: `¿Desactivar a ${FULL_NAME} (#${memberId})?` });
    await confirm.getByRole('button', { name: 'Desactivar' }).click();
    await confirm.waitFor({ state: 'detached' });
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: FULL_NAME }) });
    await row.getByText('Desactivado').waitFor();
    await row.getByRole('button', { name: `Reactivar: ${FULL_NAME}` }).waitFor();

    // The member, still on the carta, goes on browsing: the gateway refuses the revoked token.
    const menu = await openMenu(member.page);
    await menu.getByRole('link', { name: 'Inicio', exact: true }).click();
    await (await openMenu(member.page)).getByRole('link', { name: 'Catálogo', exact: true }).click();
    await member.page.waitForURL((url) => url.pathname === '/login');
    expect(await member.page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    // And cannot log in again.
    await member.page.getByPlaceholder('Correo electrónico').fill(NEW_MEMBER.mail);
    await member.page.getByPlaceholder('Contraseña').fill('lo-que-sea-123');
    await member.page.getByRole('button', { name: 'ACCEDER' }).click();
    await member.page.getByText('Mail o contraseña incorrectos').waitFor();
  });

  it("the member's page keeps the history of both changes, by the admin", async () => {
    const { page } = admin;
    await page.getByRole('link', { name: FULL_NAME }).click();
    await page.waitForURL((url) => url.pathname === `/admin/socios/${memberId}`);
    await page.getByRole('heading', { level: 1, name: `#${memberId} ${FULL_NAME}` }).waitFor();
    const history = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Historial' }) });
    await history.getByRole('listitem').nth(1).waitFor();
    const entries = await history.getByRole('listitem').allTextContents();
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatch(/Baja: ya no puede iniciar sesión; se cerró 1 sesión.*Lucía Pereira \(#1\)/);
    expect(entries[1]).toContain(`Alta de ${FULL_NAME} (${NEW_MEMBER.mail})`);
    await page.getByRole('img', { name: /Gramos por mes en los últimos 12 meses/ }).waitFor();
    // The account's security: the temporary password, the member's sign-in and change, the lock-out of the baja.
    const security = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Seguridad de la cuenta' }) });
    // Its own query: the section can still be loading when the page's heading shows.
    await expect
      .poll(() => security.locator('tbody tr td:nth-child(2)').allTextContents())
      .toEqual([
        'Intento con la cuenta dada de baja',
        'Se cerraron sus sesiones abiertas',
        'Cambió su contraseña',
        'Inició sesión',
        'Un administrador le dio una contraseña temporal',
      ]);
    expect(admin.errors).toEqual([]);
    await admin.context.close();
    await member.context.close();
  });

  it('the log holds the two facts on member-<id>, appended by the admin', async () => {
    const events = await stack.inspectDatabase(async (db) => {
      const { rows } = await db.query<{ type: string; actor: string }>(
        'select type, actor from events where stream_id = $1 order by version',
        [`member-${memberId}`],
      );
      return rows;
    });
    expect(events).toEqual([
      { type: 'MemberRegistered', actor: 'member-1' },
      { type: 'MemberDeactivated', actor: 'member-1' },
    ]);
  });
});
