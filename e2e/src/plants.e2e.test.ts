import { clubNow } from '@club/domain/club-clock';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, logIn, newVisitor, type Visitor } from './support/browser.ts';
import { type Stack, startStack } from './support/stack.ts';

// Issue 17 in Chromium against a real gateway: a mother plant, a batch of 10 cuttings moved to
// flowering, a treatment, the batch harvested into stock through the harvest form, and the
// batch's traceability.

let stack: Stack;
let browser: Browser;
let admin: Visitor;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  admin = await newVisitor(browser, stack.webUrl);
  await logIn(admin.page, 'admin@club.uy', 'admin1234');
});
afterAll(async () => {
  await admin?.context.close();
  await browser?.close();
  await stack?.stop();
});

/** The plants in flowering as /admin/plantas says them ('12 de 99 plantas en floración'). */
async function floweringNow(page: Page): Promise<number> {
  const gauge = page.locator('.pl-gauge__label');
  await gauge.waitFor();
  const match = /^(\d+) de 99 plantas en floración$/.exec((await gauge.innerText()).trim());
  if (!match) throw new Error(`no flowering count in: ${await gauge.innerText()}`);
  return Number(match[1]);
}

describe('the plant registry, in Chromium', () => {
  let batchPath = '';
  // The stack starts with the demo club, whose season has a batch in flowering.
  let flowering = 0;

  it('registers a mother and a batch of 10 cuttings from it', async () => {
    const { page } = admin;
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Plantas y lotes' }).click();
    await page.getByRole('heading', { name: 'Plantas y lotes', level: 1 }).waitFor();
    flowering = await floweringNow(page);

    await page.getByRole('button', { name: 'Registrar madre' }).click();
    const motherDialog = page.getByRole('dialog', { name: 'Registrar planta madre' });
    await motherDialog.getByLabel('Genética (especie)').selectOption({ label: 'OG Kush' });
    // Nothing else filled: the shared rule answers in Spanish before anything is sent.
    await motherDialog.getByRole('button', { name: 'Registrar madre' }).click();
    await motherDialog.getByText('Poné un nombre para la planta madre (hasta 60 caracteres)').waitFor();
    await motherDialog.getByLabel('Nombre de la madre').fill('Madre E2E');
    await motherDialog.getByLabel('Origen').fill('Semilla de banco');
    await motherDialog.getByRole('button', { name: 'Registrar madre' }).click();
    await motherDialog.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Madre E2E' }).waitFor();

    await page.getByRole('button', { name: 'Nuevo lote' }).click();
    const batchDialog = page.getByRole('dialog', { name: 'Nuevo lote de esquejes' });
    await batchDialog.getByLabel('Planta madre').selectOption({ label: 'Madre E2E · OG Kush' });
    await batchDialog.getByLabel('Cantidad de esquejes').fill('10');
    await batchDialog.getByRole('button', { name: 'Iniciar lote' }).click();
    await batchDialog.waitFor({ state: 'detached' });
    const card = page.locator('li', { hasText: 'Madre E2E' }).filter({ hasText: 'Esquejes' });
    await card.waitFor();
    const link = card.getByRole('link', { name: /^Lote \d+$/ });
    batchPath = (await link.getAttribute('href')) ?? '';
    expect(batchPath).toMatch(/^\/admin\/plantas\/\d+$/);
  });

  it('moves the batch to flowering: the plants in flowering grow by 10', async () => {
    const { page } = admin;
    await page.goto(batchPath);
    await page.getByRole('heading', { name: /^Lote \d+ · OG Kush$/ }).waitFor();
    await page.getByLabel('Nueva etapa').selectOption({ label: 'Floración' });
    await page.getByRole('button', { name: 'Cambiar etapa' }).click();
    await page.locator('.pl-stage', { hasText: 'Floración' }).waitFor();
    await page.goto('/admin/plantas');
    expect(await floweringNow(page)).toBe(flowering + 10);
  });

  it('records a treatment on the batch and lists it on the batch', async () => {
    const { page } = admin;
    await page.goto(batchPath);
    await page.getByRole('link', { name: 'Registrar tratamiento' }).click();
    await page.getByRole('heading', { name: 'Tratamientos', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Registrar tratamiento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Registrar tratamiento' });
    await dialog.getByLabel('Producto').fill('Aceite de neem');
    await dialog.getByLabel('Principio activo').fill('Azadiractina 1 %');
    await dialog.getByLabel('Dosis').fill('5 ml/L');
    await dialog.getByLabel('Método o equipo').fill('Pulverizador manual');
    await dialog.getByLabel('Aplicado por').fill('Diego Silva');
    expect(await dialog.getByRole('checkbox', { name: /Madre E2E/ }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Registrar tratamiento' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Aceite de neem' }).waitFor();
    await page.goto(batchPath);
    await page.getByText('Azadiractina 1 % · 5 ml/L · Pulverizador manual').waitFor();
  });

  it('harvests the batch into stock from the harvest form: the batch is Cosechado and traced', async () => {
    const { page } = admin;
    const today = clubNow(new Date()).date;
    const batchName = (await page.getByRole('heading', { level: 1 }).innerText()).split(' · ')[0] ?? '';
    await page.goto('/admin/harvests/form');
    await page.getByRole('heading', { name: 'Cosecha', exact: true }).waitFor();
    await page.getByLabel('Lote').selectOption({ label: `${batchName} · OG Kush (Madre E2E)` });
    expect(await page.getByLabel('Cantidad de plantas').inputValue()).toBe('10');
    await page.getByLabel('Stock seco (g)').fill('500');
    await page.getByLabel('Fecha de esquejes').fill(today);
    await page.getByLabel('Fecha de cosecha').fill(today);
    await page.getByRole('button', { name: 'Agregar cosecha' }).click();
    await page.getByText('Cosecha agregada').waitFor();

    await page.goto(batchPath);
    await page.locator('.pl-stage', { hasText: 'Cosechado' }).waitFor();
    await page.getByText('Cosecha registrada').waitFor();

    await page.getByRole('link', { name: 'Ver a quién llegó' }).click();
    await page.getByRole('heading', { name: 'Trazabilidad', level: 1 }).waitFor();
    const facts = page.locator('.pl-card', { hasText: 'Gramos al stock' });
    await facts.waitFor();
    expect(await facts.innerText()).toContain('500 g');
    await page.getByText('Todavía no llegó a ningún socio.').waitFor();
    await page.getByRole('heading', { name: 'De una entrega a su planta madre' }).waitFor();
    expect(admin.errors).toEqual([]);
  });
});
