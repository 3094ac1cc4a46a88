import { inspectionLinkTexts } from '@club/domain/inspection-links';
import { texts } from '@club/domain/texts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, logIn, newVisitor, type Visitor } from './support/browser.ts';
import * as gateway from './support/gateway-client.ts';
import { type Stack, startStack } from './support/stack.ts';

// An inspector's link in Chromium against a real gateway on the demo club: the admin issues it on
// /admin/claves and copies it; a browser with no session opens it and reads the legal records,
// the club's name and the link's expiry heading every section; the admin revokes it and the page
// says the link no longer holds. (Expiry on the gateway's clock: inspection-links.int.test.ts.)

let stack: Stack;
let browser: Browser;
let admin: Visitor;
beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  admin = await newVisitor(browser, stack.webUrl);
  await logIn(admin.page, gateway.demoAdmin.mail, gateway.demoAdmin.password);
});
afterAll(async () => {
  await admin?.context.close();
  await browser?.close();
  await stack?.stop();
});

const t = inspectionLinkTexts;
const links = (page: Page) => page.getByRole('region', { name: t.title });

/** What heads every section of the inspector's page. */
async function expectHeader(page: Page): Promise<void> {
  const main = page.locator('main');
  await expect.poll(() => main.locator('.inspection__club').textContent()).toBe(texts.brand.title);
  await expect.poll(() => main.getByText(/^Enlace válido hasta el \d/).count()).toBe(1);
}

describe("an inspector's link", () => {
  it('is issued on /admin/claves, shows the legal records without an account, and stops at its revocation', async () => {
    await admin.page.goto('/admin/claves');
    const section = links(admin.page);
    await section.getByLabel(t.name).fill('IRCCA, inspección de noviembre');
    await section.getByLabel(t.amount).fill('2');
    await section.getByLabel(t.unit).selectOption({ label: t.units.days });
    await section.getByRole('button', { name: t.create }).click();
    const shown = section.getByRole('status').getByLabel(t.title);
    await shown.waitFor();
    const link = await shown.inputValue();
    expect(link).toMatch(new RegExp(`^${stack.webUrl}/inspeccion#club_insp_[A-Za-z0-9_-]{43}$`));
    const row = section.getByRole('row').filter({ hasText: 'IRCCA, inspección de noviembre' });
    await row.getByRole('button', { name: /^Revocar el enlace/ }).waitFor();

    const inspector = await newVisitor(browser, stack.webUrl);
    try {
      const page = inspector.page;
      await page.goto(link);
      await expectHeader(page);
      await page.getByRole('table', { name: t.batches }).getByRole('row').nth(1).waitFor();
      // No session: the page's header is the club's brand alone, no cart, menu or sign-out.
      const header = page.getByRole('banner');
      await header.getByRole('link', { name: /página principal/ }).waitFor();
      expect(await header.getByRole('button').count()).toBe(0);
      expect(await header.getByRole('link').count()).toBe(1);
      for (const [name, shows] of [
        [
          t.sections.treatments,
          page.getByRole('table', { name: t.sections.treatments }).or(page.getByText(t.noRecords)),
        ],
        [
          t.sections.destruction,
          page.getByRole('table', { name: t.sections.destruction }).or(page.getByText(t.noRecords)),
        ],
        [t.sections.closes, page.getByRole('table', { name: t.sections.closes })],
        [t.sections.traceability, page.getByLabel(t.traceBatch).or(page.getByText(t.traceNone))],
      ] as const) {
        await page.getByRole('navigation', { name: t.sectionsLabel }).getByRole('button', { name }).click();
        await page.getByRole('heading', { name: `${t.pageTitle}: ${name}` }).waitFor();
        await shows.first().waitFor();
        await expectHeader(page);
      }
      // Nothing of the admin's: no session was ever stored in this browser.
      expect(await page.evaluate(() => Object.keys(localStorage).length)).toBe(0);

      const { inspectionLinks } = await gateway.graphql<{
        inspectionLinks: { name: string; views: number }[];
      }>(
        stack.gatewayUrl,
        await gateway.gatewayToken(stack.gatewayUrl, gateway.demoAdmin),
        '{ inspectionLinks { name views } }',
      );
      const issued = inspectionLinks.find((made) => made.name === 'IRCCA, inspección de noviembre');
      // The club and the five sections, each one view.
      expect(issued?.views).toBeGreaterThanOrEqual(6);

      await admin.page.reload();
      await links(admin.page)
        .getByRole('row')
        .filter({ hasText: 'IRCCA, inspección de noviembre' })
        .getByRole('button', { name: /^Revocar el enlace/ })
        .click();
      await admin.page.getByRole('dialog').getByRole('button', { name: t.revoke }).click();
      await links(admin.page)
        .getByRole('row')
        .filter({ hasText: 'IRCCA, inspección de noviembre' })
        .getByText(t.revoked)
        .waitFor();

      await page.reload();
      await page.getByRole('alert').filter({ hasText: t.invalid }).waitFor();
      await expect.poll(() => page.locator('main .inspection__club').count()).toBe(0);

      await page.goto('/inspeccion');
      await page.getByRole('alert').filter({ hasText: t.missing }).waitFor();
    } finally {
      await inspector.context.close();
    }
  });
});
