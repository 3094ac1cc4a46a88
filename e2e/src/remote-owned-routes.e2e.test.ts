import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRspackBuild } from '../../scripts/build-web.ts';
import { type StaticServer, startStaticServer } from '../../scripts/serve-static.ts';
import { launchBrowser, logIn, newVisitor } from './support/browser.ts';
import { EXTRA_ROUTE_PATH } from './support/extra-route/harvest-routes.fixture.ts';
import { type Stack, startStack } from './support/stack.ts';

// Decision 023: a remote owns its routes. mf-harvest is built here with one more admin screen and
// deployed on its own origin; the shell's dist, built by the global setup, is served unchanged.
const repoRoot = resolve(import.meta.dirname, '..', '..');
const shellDist = join(repoRoot, 'shell', 'dist');
const fixtureConfig = join(import.meta.dirname, 'support', 'extra-route', 'rspack.config.fixture.ts');

let variantDir: string;
let harvest: StaticServer | undefined;
let stack: Stack;
let browser: Browser;
let shellBefore: string[];

/** Every file of a folder with its size and time: a rebuild would change them. */
function filesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((file) => statSync(file).isFile())
    .map((file) => `${relative(dir, file)} ${statSync(file).size} ${statSync(file).mtimeMs}`)
    .sort();
}

async function buildVariant(outputPath: string): Promise<void> {
  const { ok, output } = await runRspackBuild(join(repoRoot, 'mf-harvest'), fixtureConfig, {
    EXTRA_ROUTE_OUT: outputPath,
  });
  if (!ok) throw new Error(`variant build failed:\n${output}`);
}

beforeAll(async () => {
  shellBefore = filesOf(shellDist);
  variantDir = mkdtempSync(join(tmpdir(), 'club-extra-route-'));
  await buildVariant(variantDir);
  harvest = await startStaticServer({ root: variantDir, host: '127.0.0.1' });
  [stack, browser] = await Promise.all([
    startStack({ remoteUrls: { mf_harvest: `${harvest.url}/mf-manifest.json` } }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
  await harvest?.close();
  if (variantDir) rmSync(variantDir, { recursive: true, force: true });
});

describe('a route added only to a remote build', () => {
  it('is unknown to the shell build, which the test does not rebuild', () => {
    const shellText = filesOf(shellDist)
      .map((line) => line.split(' ')[0] ?? '')
      .filter((file) => /\.(js|html)$/.test(file))
      .map((file) => readFileSync(join(shellDist, file), 'utf8'))
      .join('\n');
    expect(shellText).not.toContain(EXTRA_ROUTE_PATH);
    expect(readFileSync(join(variantDir, 'routes.json'), 'utf8')).toContain(EXTRA_ROUTE_PATH);
  });

  it('gives an admin its tile on /admin and its screen', async () => {
    const { page, context } = await newVisitor(browser, stack.webUrl);
    await logIn(page, 'admin@club.uy', 'admin1234');
    await page.goto('/admin');
    const tiles = page.getByRole('navigation', { name: 'Administrar' });
    await tiles.getByRole('link', { name: 'Informe de prueba' }).waitFor();
    // After 'Correos' and before 'Ajustes', as its order asks; the other tiles keep theirs.
    expect(await tiles.getByRole('link').allTextContents()).toEqual([
      'Checklist de Tareas',
      'Ordenes',
      'Mostrador',
      'Cosecha',
      'Plantas y lotes',
      'Tratamientos',
      'Trazabilidad',
      'Gastos',
      'Destrucción',
      'Cierre mensual',
      'Administrar Stock',
      'Socios',
      'Solicitudes',
      'Correos',
      'Informe de prueba',
      'Ajustes',
      'Claves para informes',
    ]);
    await tiles.getByRole('link', { name: 'Informe de prueba' }).click();
    await page.getByText('Esta pantalla existe solo en este build del remoto.').waitFor();
    expect(new URL(page.url()).pathname).toBe(EXTRA_ROUTE_PATH);
    // The remote's other screens are still there.
    await page.goto('/admin/harvestfile');
    await page.getByRole('link', { name: 'Ver Cosecha' }).waitFor();
    await context.close();
  });

  it('shows a member the 401 screen, never the remote screen', async () => {
    const { page, context } = await newVisitor(browser, stack.webUrl);
    await logIn(page, 'socio@club.uy', 'socio1234');
    await page.goto(EXTRA_ROUTE_PATH);
    await page.getByText('Error 401: UnAuthorized').waitFor();
    expect(await page.getByText('Esta pantalla existe solo en este build del remoto.').count()).toBe(0);
    await context.close();
  });

  it('left the shell build as it was', () => {
    expect(filesOf(shellDist)).toEqual(shellBefore);
  });
});
