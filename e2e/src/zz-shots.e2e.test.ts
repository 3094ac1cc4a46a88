import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, it } from 'vitest';
import { launchBrowser, logIn, newVisitor } from './support/browser.ts';
import { type Stack, startStack } from './support/stack.ts';

let stack: Stack;
let browser: Browser;
beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const face = () =>
  sharp({ create: { width: 600, height: 800, channels: 3, background: { r: 180, g: 140, b: 110 } } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="600" height="800"><circle cx="300" cy="330" r="170" fill="#e8c39e"/><rect x="120" y="520" width="360" height="280" fill="#35506b"/></svg>',
        ),
      },
    ])
    .jpeg()
    .toBuffer();

it('shots', async () => {
  for (const width of [390, 1280]) {
    const admin = await newVisitor(browser, stack.webUrl);
    await admin.page.setViewportSize({ width, height: 900 });
    await logIn(admin.page, 'admin@club.uy', 'admin1234');
    await admin.page.goto('/admin/claves');
    await admin.page.getByRole('heading', { level: 1 }).waitFor();
    await admin.page.waitForTimeout(1500);
    await admin.page.screenshot({ path: `/tmp/shots/claves-${width}.png`, fullPage: true });
    if (width === 390) {
      await admin.page
        .getByLabel(/Nombre/)
        .first()
        .fill('Planilla de la contadora');
      await admin.page.getByRole('button', { name: /Crear/ }).first().click();
      await admin.page.waitForTimeout(1500);
      await admin.page.screenshot({ path: `/tmp/shots/claves-created-${width}.png`, fullPage: true });
    }
    await admin.page.goto('/admin/socios/2');
    await admin.page.getByRole('heading', { level: 1 }).waitFor();
    await admin.page
      .getByLabel('Subir foto')
      .setInputFiles({ name: 'f.jpg', mimeType: 'image/jpeg', buffer: await face() });
    await admin.page.waitForTimeout(2000);
    await admin.page.screenshot({ path: `/tmp/shots/member-${width}.png`, fullPage: true });
    await admin.page.goto('/admin/mostrador');
    await admin.page.waitForTimeout(1500);
    await admin.page.screenshot({ path: `/tmp/shots/counter-${width}.png`, fullPage: true });
    await admin.context.close();

    const member = await newVisitor(browser, stack.webUrl);
    await member.page.setViewportSize({ width, height: 900 });
    await logIn(member.page, 'socio@club.uy', 'socio1234');
    await member.page.goto('/mi-carnet');
    await member.page.waitForTimeout(2000);
    await member.page.screenshot({ path: `/tmp/shots/carnet-${width}.png`, fullPage: true });
    await member.context.close();
  }
}, 300_000);
