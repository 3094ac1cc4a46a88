import { phonePhoto } from '@club/gateway/test-support/photos.fixture';
import exifReader from 'exif-reader';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { launchBrowser, logIn, newVisitor, type Visitor } from './support/browser.ts';
import { demoAdmin, demoMember } from './support/gateway-client.ts';
import { type Stack, startStack } from './support/stack.ts';

// A product's photo in Chromium against the real gateway: an admin uploads a phone's photo
// (stored sideways, with its GPS position in the EXIF) from OG Kush's stock modal, which shows it
// and passes axe at 390 and 1280 px; a member then sees it on the carta and the product page as a
// responsive <picture>, the browser picks a modern format, and no served file carries the GPS
// position or any other metadata.

let stack: Stack;
let browser: Browser;
let admin: Visitor;
let member: Visitor;
let photo: Buffer;

beforeAll(async () => {
  [stack, browser, photo] = await Promise.all([
    startStack(),
    launchBrowser(),
    phonePhoto({ width: 1200, height: 900, orientation: 6, seed: 11 }),
  ]);
  admin = await newVisitor(browser, stack.webUrl);
  member = await newVisitor(browser, stack.webUrl);
  await logIn(admin.page, demoAdmin.mail, demoAdmin.password);
  await logIn(member.page, demoMember.mail, demoMember.password);
});
afterAll(async () => {
  await admin?.context.close();
  await member?.context.close();
  await browser?.close();
  await stack?.stop();
});

describe('a product photo from the back office to the carta', () => {
  it('the admin uploads a phone photo with GPS in OG Kush’s stock modal, which shows it and passes axe', async () => {
    const meta = await sharp(photo).metadata();
    expect(meta.exif && exifReader(meta.exif).GPSInfo?.GPSLatitudeRef).toBe('S');
    const { page } = admin;
    await page.goto('/admin/stock');
    await page.getByRole('button', { name: 'Editar OG Kush #8' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar OG Kush #8' });
    await dialog.getByText('Sin foto: la carta muestra la ilustración.').waitFor();
    await dialog
      .getByLabel('Elegí una foto')
      .setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo });
    await dialog.getByRole('button', { name: 'Subir foto' }).click();
    await dialog.getByText('Foto guardada: ya se ve en la carta.').waitFor({ timeout: 60_000 });
    const shown = dialog.getByRole('img', { name: 'Foto actual de OG Kush #8' });
    await expect
      .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await dialog.getByRole('button', { name: 'Reemplazar foto' }).waitFor();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await axeViolations(page), `axe at ${width} px`).toEqual([]);
    }
  }, 180_000);

  it('the member sees it on the carta as a <picture>, in AVIF, upright, and no variant carries GPS or EXIF', async () => {
    const { page } = member;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/carta');
    // By its alt, not its role: a card out of stock is inert, out of the accessibility tree.
    const picture = page.locator('img[alt="Ver OG Kush"]');
    await picture.waitFor();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
        timeout: 30_000,
      })
      .toBeGreaterThan(0);
    const shown = await picture.evaluate((img: HTMLImageElement) => ({
      current: img.currentSrc,
      ratio: img.naturalHeight / img.naturalWidth,
      sources: [...(img.parentElement?.querySelectorAll('source') ?? [])].map((source) => ({
        type: source.type,
        srcset: source.srcset,
      })),
      jpegs: img.srcset,
      inPicture: img.parentElement?.tagName,
    }));
    expect(shown.inPicture).toBe('PICTURE');
    expect(shown.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    // Chromium shows AVIF; the photo was stored sideways and is shown upright (portrait).
    expect(shown.current).toMatch(/\/photos\/[0-9a-f]{32}\.avif$/);
    expect(shown.ratio).toBeCloseTo(4 / 3, 1);
    // Other products keep their illustrations.
    expect(await page.locator('img[alt="Ver Kief"]').getAttribute('src')).toMatch(/kief.*\.svg/);

    const urls = [...shown.sources.map((source) => source.srcset), shown.jpegs]
      .flatMap((srcset) => srcset.split(',').map((candidate) => candidate.trim().split(' ')[0] ?? ''))
      .filter((url) => url !== '');
    expect(urls).toHaveLength(9);
    for (const url of urls) {
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const bytes = Buffer.from(await response.arrayBuffer());
      const served = await sharp(bytes).metadata();
      expect({ exif: served.exif, xmp: served.xmp, icc: served.icc }, url).toEqual({
        exif: undefined,
        xmp: undefined,
        icc: undefined,
      });
      expect(bytes.includes(Buffer.from('GPS')), url).toBe(false);
    }
  });

  it('the product page shows the photo too, fetched first', async () => {
    const { page } = member;
    await page.goto('/products/ogkush');
    const image = page.getByRole('img', { name: 'Foto de OG Kush' });
    await image.waitFor();
    expect(await image.getAttribute('fetchpriority')).toBe('high');
    expect(await image.evaluate((img) => img.parentElement?.tagName)).toBe('PICTURE');
  });
});
