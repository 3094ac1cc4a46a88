import { clubNow } from '@club/domain/club-clock';
import { certificatePdf } from '@club/gateway/test-support/lab-results.fixture';
import { phonePhoto } from '@club/gateway/test-support/photos.fixture';
import exifReader from 'exif-reader';
import jsQR from 'jsqr';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfPagePixels, readPdf } from '../../test-support/pdf.ts';
import { axeAt, axeViolations } from './support/axe.ts';
import { launchBrowser, logIn, newVisitor } from './support/browser.ts';
import * as gateway from './support/gateway-client.ts';
import { isAfterToday } from './support/pickup-day.ts';
import { type Stack, startStack } from './support/stack.ts';

// The catalogue as data, in Chromium against a real gateway: an admin adds "Gorilla Glue" from the
// Stock screen (the form and the screen pass axe at 390 and 1280 px) with a phone's photo that
// carries its GPS position, and its first grams come from a batch's harvest; a member sees it on
// Inicio and on the carta as a responsive picture (no served variant carries the position), and
// orders 5 g. The batch's lab result, recorded on its page, becomes the carta's THC, and the
// order's label PDF prints the batch, the figures and a QR code that opens the batch's traceability.

let stack: Stack;
let browser: Browser;
/** A phone's photo: sideways (EXIF orientation 6) with the GPS position phones write. */
let photo: Buffer;
let batchId = 0;
let orderId = '';

beforeAll(async () => {
  [stack, browser, photo] = await Promise.all([
    startStack(),
    launchBrowser(),
    phonePhoto({ width: 1600, height: 1200, orientation: 6, seed: 23 }),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const WIDTHS = [390, 1280];

async function expectAccessible(page: Page, what: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `${what} a ${width} px`).toEqual([]);
  }
}

/** A mother of the product, a batch of it taken to flowering and harvested today: its id. */
async function harvestedBatch(gatewayUrl: string, token: string, productId: number, grams: number) {
  const asAdmin = <T>(query: string, variables: Record<string, unknown>) =>
    gateway.graphql<T>(gatewayUrl, token, query, variables);
  const today = clubNow(new Date()).date;
  const { registerMotherPlant } = await asAdmin<{ registerMotherPlant: { motherPlant: { id: number } } }>(
    'mutation ($i: MotherPlantInput!) { registerMotherPlant(input: $i) { ok motherPlant { id } } }',
    { i: { productId, name: 'Madre GG', origin: 'Esqueje', registeredOn: today } },
  );
  const { startBatch } = await asAdmin<{ startBatch: { batch: { id: number } } }>(
    'mutation ($i: BatchInput!) { startBatch(input: $i) { ok batch { id } } }',
    { i: { motherId: registerMotherPlant.motherPlant.id, plants: 4, startedOn: today } },
  );
  const id = startBatch.batch.id;
  await asAdmin(
    'mutation ($id: Int!, $on: String) { changeBatchStage(batchId: $id, stage: "floracion", on: $on) { ok } }',
    {
      id,
      on: today,
    },
  );
  const { createHarvest } = await asAdmin<{ createHarvest: { ok: boolean; error: string | null } }>(
    'mutation ($i: HarvestInput!) { createHarvest(input: $i) { ok error } }',
    {
      i: {
        productId,
        batchId: id,
        numberOfPlants: 4,
        stock: grams,
        waste: 30,
        sketchedDate: today,
        bloomDate: today,
        harvestDate: today,
        finished: true,
      },
    },
  );
  expect(createHarvest).toEqual({ ok: true, error: null });
  return id;
}

/** Every variant a <picture> offers, fetched: none carries EXIF, XMP or the GPS position. */
async function expectServedWithoutMetadata(image: ReturnType<Page['locator']>) {
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
      timeout: 30_000,
    })
    .toBeGreaterThan(0);
  const offered = await image.evaluate((img: HTMLImageElement) => ({
    tag: img.parentElement?.tagName,
    current: img.currentSrc,
    srcsets: [
      ...[...(img.parentElement?.querySelectorAll('source') ?? [])].map((source) => source.srcset),
      img.srcset,
    ],
  }));
  expect(offered.tag).toBe('PICTURE');
  expect(offered.current).toMatch(/\/photos\/[0-9a-f]{32}\.avif$/);
  const urls = offered.srcsets.flatMap((srcset) =>
    srcset.split(',').map((candidate) => candidate.trim().split(' ')[0] ?? ''),
  );
  expect(urls.length).toBeGreaterThanOrEqual(3);
  for (const url of urls) {
    const bytes = Buffer.from(await (await fetch(url)).arrayBuffer());
    const served = await sharp(bytes).metadata();
    expect({ exif: served.exif, xmp: served.xmp }, url).toEqual({ exif: undefined, xmp: undefined });
    expect(bytes.includes(Buffer.from('GPS')), url).toBe(false);
  }
}

const ignoreLoadFailures = (errors: string[]) =>
  errors.filter((error) => !/Failed to load resource/.test(error));

describe('the catalogue, in Chromium', () => {
  it('an admin adds Gorilla Glue; a member sees it on the carta and orders 5 g', async () => {
    // The admin, on the Stock screen of the back office.
    const admin = await newVisitor(browser, stack.webUrl);
    const adminToken = await gateway.gatewayToken(stack.gatewayUrl, gateway.demoAdmin);
    await logIn(admin.page, gateway.demoAdmin.mail, gateway.demoAdmin.password);
    await admin.page.goto('/admin/stock');
    await admin.page.getByRole('heading', { name: 'Stock', level: 1 }).waitFor();
    // Chocolope has 35 g: the card says why members do not see it, beside 'Disponible: Si'.
    const chocolope = admin.page.locator('article', {
      has: admin.page.getByRole('heading', { name: /^Chocolope #/ }),
    });
    await chocolope.getByText('Fuera de la carta: quedan 35 g y con 40 g o menos no se vende.').waitFor();

    await admin.page.getByRole('button', { name: 'Agregar producto' }).click();
    const form = admin.page.getByRole('dialog', { name: 'Agregar producto' });
    await form.getByLabel('Nombre de la variedad').fill('Gorilla Glue');
    await form.getByText('Clave: «gorillaglue».', { exact: false }).waitFor();
    await form.getByLabel('Genética').fill('Chem’s Sister × Sour Dubb × Chocolate Diesel');
    await form.getByLabel('Sativa (%)').fill('40');
    await form.getByLabel('Índica (%)').fill('60');
    await form.getByLabel('THC declarado (%)').fill('25,5');
    await form.getByLabel('CBD declarado (%)').fill('0,1');
    await form.getByLabel('Aroma').fill('Pino y diésel');
    await form.getByLabel('Sabor').fill('Terroso, con un fondo a chocolate');
    await form.getByLabel('Descripción').fill('Muy resinosa: se pega a las tijeras.');
    // A price of 0 is refused in the form, in Spanish, before anything is sent.
    await form.getByLabel('Precio por gramo ($)').fill('0');
    await form.getByRole('button', { name: 'Agregar producto' }).click();
    await form.getByText('El precio debe ser un número entero de pesos mayor que 0').waitFor();
    await expectAccessible(admin.page, 'el formulario de producto');
    await form.getByLabel('Precio por gramo ($)').fill('55');
    await form.getByRole('button', { name: 'Agregar producto' }).click();
    await admin.page.getByText(/^Agregaste Gorilla Glue a la carta\./).waitFor();
    const card = admin.page.locator('article', {
      has: admin.page.getByRole('heading', { name: /^Gorilla Glue #/ }),
    });
    const glueId = Number(
      ((await card.getByRole('heading', { name: /^Gorilla Glue #/ }).innerText()).match(/#(\d+)/) ?? [])[1],
    );
    await card.getByText('Fuera de la carta: quedan 0 g y con 40 g o menos no se vende.').waitFor();

    // Its photo, straight from a phone: stored sideways, with the GPS position in its EXIF.
    expect(exifReader((await sharp(photo).metadata()).exif as Buffer).GPSInfo?.GPSLatitudeRef).toBe('S');
    await card.getByRole('button', { name: /^Editar Gorilla Glue #/ }).click();
    const modal = admin.page.getByRole('dialog', { name: /^Editar Gorilla Glue #/ });
    await modal
      .getByLabel('Elegí una foto')
      .setInputFiles({ name: 'IMG_3120.jpg', mimeType: 'image/jpeg', buffer: photo });
    await modal.getByRole('button', { name: 'Subir foto' }).click();
    await modal.getByText('Foto guardada: ya se ve en la carta.').waitFor({ timeout: 60_000 });
    await modal.getByRole('button', { name: 'Cancelar' }).click();

    // Its first grams, from the harvest of a batch of its own.
    batchId = await harvestedBatch(stack.gatewayUrl, adminToken, glueId, 120);
    await admin.page.reload();
    await card.getByText('120 g', { exact: true }).waitFor();
    await card.getByText('En la carta.').waitFor();
    await expectAccessible(admin.page, 'la pantalla de stock');
    expect(ignoreLoadFailures(admin.errors)).toEqual([]);
    await admin.context.close();

    // The member: the newest variety leads Inicio, and the carta offers it.
    const member = await newVisitor(browser, stack.webUrl);
    const { page } = member;
    await logIn(page, gateway.demoMember.mail, gateway.demoMember.password);
    const varieties = page.locator('section', {
      has: page.getByRole('heading', { name: 'Variedades del mes' }),
    });
    await varieties.getByRole('listitem').first().getByRole('link', { name: 'Gorilla Glue' }).waitFor();
    await page.goto('/carta');
    const offer = page.locator('article', {
      has: page.getByRole('heading', { name: 'Gorilla Glue', exact: true }),
    });
    await offer.getByText('$ 55').waitFor();
    expect(await offer.getByText('Sin stock').count()).toBe(0);
    await offer.getByText('25,5%').waitFor();
    await offer.getByText('Valores declarados, sin análisis del lote').waitFor();
    await expectServedWithoutMetadata(page.locator('img[alt="Ver Gorilla Glue"]'));
    await offer.getByRole('button', { name: 'AGREGAR AL CARRITO' }).click();
    await offer.getByRole('link', { name: 'Agregado!' }).click();
    await page.waitForURL((url) => url.pathname === '/cart');
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Gorilla Glue' })
      .getByText('5 g', { exact: true })
      .waitFor();

    const day = page.getByLabel('Día', { exact: true });
    const time = page.getByLabel('Hora', { exact: true });
    await day.locator('option:not([value=""])').first().waitFor({ state: 'attached' });
    const days = await day
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    const pickup = days.find((value) => value !== '' && isAfterToday(value));
    if (!pickup) throw new Error('no pickup day offered');
    await day.selectOption(pickup);
    await expect.poll(() => time.isDisabled()).toBe(false);
    const slot = (
      await time
        .locator('option')
        .evaluateAll((options) =>
          options.map((option) => (option as HTMLOptionElement).value).filter(Boolean),
        )
    )[0] as string;
    await time.selectOption(slot);
    await page.getByRole('button', { name: 'ENVIAR PEDIDO' }).click();
    await page.waitForURL((url) => url.pathname === '/confirmation');
    await page.getByRole('heading', { name: 'PEDIDO CONFIRMADO!' }).waitFor();
    expect(ignoreLoadFailures(member.errors)).toEqual([]);
    await member.context.close();

    // The order, as the back office lists it for that day: 5 g of Gorilla Glue at its price.
    const { adminOrders } = await gateway.graphql<{
      adminOrders: Array<{
        id: string;
        hour: string;
        total: number;
        status: string;
        products: Array<{ key: string; species: string; grams: number; price: number }>;
      }>;
    }>(
      stack.gatewayUrl,
      adminToken,
      'query ($d: String!) { adminOrders(date: $d) { id hour total status products { key species grams price } } }',
      { d: pickup },
    );
    const placed = adminOrders.find(
      (order) => order.hour === slot && order.products.some((line) => line.key === 'gorillaglue'),
    );
    expect(placed).toEqual({
      id: expect.any(String),
      hour: slot,
      total: 5 * 55,
      status: 'placed',
      products: [{ key: 'gorillaglue', species: 'Gorilla Glue', grams: 5, price: 55 }],
    });
    orderId = placed?.id ?? '';
  }, 240_000);

  it("the batch's lab result, recorded on its page, is the carta's THC and the label's; the label's QR opens the batch's traceability", async () => {
    expect(batchId).toBeGreaterThan(0);
    const admin = await newVisitor(browser, stack.webUrl);
    await logIn(admin.page, gateway.demoAdmin.mail, gateway.demoAdmin.password);
    await admin.page.goto(`/admin/plantas/${batchId}`);
    await admin.page.getByRole('heading', { name: `Lote ${batchId} · Gorilla Glue`, level: 1 }).waitFor();
    await admin.page.getByText('Sin análisis registrados.').waitFor();
    const form = admin.page.locator('form', {
      has: admin.page.getByRole('heading', { name: 'Registrar análisis' }),
    });
    await form.getByLabel('Laboratorio').fill('Laboratorio Austral');
    await form.getByLabel('Número de muestra').fill('M-2026-311');
    await form.getByLabel('THC (%)').fill('27,2');
    await form.getByLabel('CBD (%)').fill('0,4');
    // A certificate that is not a PDF is refused, in Spanish, before anything is sent.
    const certificate = form.getByLabel('Certificado (PDF)');
    await certificate.setInputFiles({ name: 'certificado.pdf', mimeType: 'application/pdf', buffer: photo });
    await form.getByRole('button', { name: 'Registrar análisis' }).click();
    await form.getByText('El certificado tiene que ser un PDF: ese archivo no lo es').waitFor();
    expect(await axeAt(admin.page)).toEqual([]);
    await certificate.setInputFiles({
      name: 'certificado.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(await certificatePdf('Laboratorio Austral · M-2026-311')),
    });
    await form.getByRole('button', { name: 'Registrar análisis' }).click();
    await admin.page.getByText('Análisis registrado').waitFor();
    const today = clubNow(new Date()).date;
    const analysed = `Análisis del ${today.split('-').reverse().join('/')}`;
    await admin.page.getByRole('heading', { name: analysed }).waitFor();
    expect(await axeAt(admin.page)).toEqual([]);

    // The member's carta now shows the lab's THC for the batch in stock, and its date.
    const member = await newVisitor(browser, stack.webUrl);
    await logIn(member.page, gateway.demoMember.mail, gateway.demoMember.password);
    await member.page.goto('/carta');
    const offer = member.page.locator('article', {
      has: member.page.getByRole('heading', { name: 'Gorilla Glue', exact: true }),
    });
    await offer.getByText('27,2%').waitFor();
    await offer.getByText(analysed).waitFor();
    expect(await offer.getByText('25,5%').count()).toBe(0);
    await member.context.close();

    // The order's label: the batch, the lab's figures, and a QR code to the batch's traceability.
    const token = await gateway.gatewayToken(stack.gatewayUrl, gateway.demoAdmin);
    const response = await fetch(`${stack.gatewayUrl}/admin/orders/${orderId}/labels?layout=roll`, {
      headers: { auth_token: token, origin: stack.webUrl },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const pdf = new Uint8Array(await response.arrayBuffer());
    const { pages, text } = await readPdf(pdf);
    expect(pages).toBe(1);
    const words = text.replace(/\s+/g, ' ');
    for (const expected of [
      'Gorilla Glue',
      `Lote ${batchId} · Cosecha del ${today.split('-').reverse().join('/')}`,
      'Peso neto: 5 g',
      'THC 27,2 % · CBD 0,4 %',
      `${analysed} · Laboratorio Austral`,
    ])
      expect(words).toContain(expected);
    const pixels = await pdfPagePixels(pdf, 1);
    const qr = jsQR(pixels.data, pixels.width, pixels.height)?.data;
    expect(qr).toBe(`${stack.webUrl}/admin/trazabilidad?lote=${batchId}`);

    await admin.page.goto(qr as string);
    await admin.page.getByRole('heading', { name: 'Trazabilidad', level: 1 }).waitFor();
    await admin.page.locator('.kit-fact', { hasText: 'Gramos al stock' }).getByText('120 g').waitFor();
    // The batch is the one chosen, once the list of batches has come.
    await expect
      .poll(() => admin.page.getByLabel('Lote', { exact: true }).inputValue())
      .toBe(String(batchId));
    expect(ignoreLoadFailures(admin.errors)).toEqual([]);
    await admin.context.close();
  }, 180_000);
});
