import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRspackBuild } from '../../scripts/build-web.ts';
import { deployRemote, retireRemote, rollbackRemote } from '../../scripts/deploy/deploy-remote.ts';
import {
  type GatewayDeploy,
  GatewayRefused,
  registeredVersions,
} from '../../scripts/deploy/operation-registry.ts';
import { readPointer, remoteNamed } from '../../scripts/deploy/releases.ts';
import { remoteApps } from '../../scripts/web/apps.ts';
import { OPERATIONS_FILE } from '../../scripts/web/operations-list.ts';
import { launchBrowser, logIn, newVisitor, type Visitor } from './support/browser.ts';
import { generateChangedDocuments } from './support/changed-query/codegen.fixture.ts';
import { type Stack, startStack } from './support/stack.ts';

// Decision 059: mf-storefront deployed alone. Its committed build goes live as v1; a build whose
// carta query selects one more field (`genetics`) goes live as v2 through the deploy command's
// function, against a gateway started before that build existed and never restarted.
const repoRoot = resolve(import.meta.dirname, '..', '..');
const fixtureConfig = join(import.meta.dirname, 'support', 'changed-query', 'rspack.config.fixture.ts');
const committedList = JSON.parse(
  readFileSync(join(repoRoot, 'web-kit/src/graphql/persisted-documents.json'), 'utf8'),
) as Record<string, string>;
const DEPLOY_KEY = 'clave-de-publicacion-de-la-prueba-e2e-0123456789';
const storefront = remoteNamed('mf-storefront');

let work: string;
let releasesDir: string;
let changedDist: string;
let stack: Stack;
let browser: Browser;
let gateway: GatewayDeploy;
/** A member's page opened on v1 before v2 went live. */
let before: Visitor;
const beforeRequests: string[] = [];

const deploy = (version: string, dist: string) =>
  deployRemote({ releasesDir, gateway, remote: 'mf-storefront', version, dist });

async function buildChangedStorefront(): Promise<string> {
  const generatedFile = await generateChangedDocuments(join(work, 'graphql'));
  const outputPath = join(work, 'changed-storefront');
  const { ok, output } = await runRspackBuild(join(repoRoot, 'mf-storefront'), fixtureConfig, {
    CHANGED_QUERY_OUT: outputPath,
    CHANGED_QUERY_GENERATED: generatedFile,
  });
  if (!ok) throw new Error(`changed storefront build failed:\n${output}`);
  return outputPath;
}

async function openCarta(page: Page): Promise<void> {
  await page.goto('/carta');
  await page.locator('.sf-card').first().waitFor();
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'club-remote-deploy-'));
  releasesDir = join(work, 'releases');
  [stack, browser] = await Promise.all([
    startStack({ releasesDir, gatewayEnv: { DEPLOY_KEY } }),
    launchBrowser(),
  ]);
  gateway = { url: stack.gatewayUrl, key: DEPLOY_KEY };
  // Built while the gateway runs: it cannot have read these documents at its start.
  changedDist = await buildChangedStorefront();
});
afterAll(async () => {
  await before?.context.close();
  await browser?.close();
  await stack?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('a remote deployed alone', () => {
  it('each remote build lists its operations, every one of them in the committed list', () => {
    for (const app of remoteApps) {
      const operations = JSON.parse(
        readFileSync(join(repoRoot, app.dir, 'dist', OPERATIONS_FILE), 'utf8'),
      ) as Record<string, string>;
      expect(Object.keys(operations).length, app.dir).toBeGreaterThan(0);
      for (const [id, text] of Object.entries(operations))
        expect([app.dir, text]).toEqual([app.dir, committedList[id]]);
    }
    const changed = JSON.parse(readFileSync(join(changedDist, OPERATIONS_FILE), 'utf8')) as Record<
      string,
      string
    >;
    const added = Object.entries(changed).filter(([id]) => !(id in committedList));
    expect(added.map(([, text]) => /query (\w+)/.exec(text)?.[1]).sort()).toEqual([
      'StorefrontProduct',
      'StorefrontProducts',
    ]);
    expect(added.every(([, text]) => /fragment ProductSummaryFields[^}]* genetics /.test(text))).toBe(true);
  });

  it('goes live as v1 from its committed build, and a member opens the carta on it', async () => {
    await deploy('v1', join(repoRoot, 'mf-storefront', 'dist'));
    before = await newVisitor(browser, stack.webUrl);
    before.page.on('request', (request) => beforeRequests.push(new URL(request.url()).pathname));
    await logIn(before.page, 'socio@club.uy', 'socio1234');
    await openCarta(before.page);
    expect(beforeRequests).toContain('/remotes/mf-storefront/v/v1/mf-manifest.json');
    expect(await before.page.getByText(/^Genética:/).count()).toBe(0);
  });

  it('serves v2 with the new field to a fresh load, while the gateway keeps running', async () => {
    const deployed = await deploy('v2', changedDist);
    expect(deployed.pointer).toEqual({ active: 'v2', previous: ['v1'] });
    const { page, context, errors } = await newVisitor(browser, stack.webUrl);
    await logIn(page, 'socio@club.uy', 'socio1234');
    await openCarta(page);
    await page.getByText('Genética: Apple Fritter × Girl Scout Cookies').waitFor();
    // The product's own page runs the other changed query.
    await page.locator('.sf-card__media').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/products/'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(errors.filter((error) => /CONSULTA_DESCONOCIDA|No conocemos esta consulta/.test(error))).toEqual(
      [],
    );
    await context.close();
    // One start of the gateway process: it learnt v2's operations from the deploy.
    expect(stack.output().match(/Gateway listening on/g)).toHaveLength(1);
    expect(JSON.stringify(await registeredVersions(gateway, 'mf-storefront'))).toContain('v2');
  });

  it('keeps the page loaded on v1 working: its next screen comes from v1', async () => {
    const { page } = before;
    const menu = page.getByRole('navigation', { name: 'Menú' });
    await page.getByRole('button', { name: 'Menú' }).click();
    await menu.getByRole('link', { name: 'Mis pedidos' }).click();
    await page.getByRole('heading', { level: 1, name: 'Mis pedidos' }).waitFor();
    await page.getByRole('button', { name: 'Menú' }).click();
    await menu.getByRole('link', { name: 'Catálogo' }).click();
    await page.locator('.sf-card').first().waitFor();
    expect(await page.getByText(/^Genética:/).count()).toBe(0);
    const storefrontFiles = beforeRequests.filter((file) => file.startsWith('/remotes/mf-storefront/'));
    expect(storefrontFiles.every((file) => file.startsWith('/remotes/mf-storefront/v/v1/'))).toBe(true);
  });

  it('rolls back to v1 in one command: a fresh load has no new field', async () => {
    expect(await rollbackRemote({ releasesDir, remote: 'mf-storefront' })).toEqual({
      active: 'v1',
      previous: [],
    });
    const { page, context } = await newVisitor(browser, stack.webUrl);
    await logIn(page, 'socio@club.uy', 'socio1234');
    await openCarta(page);
    expect(await page.getByText(/^Genética:/).count()).toBe(0);
    const config = (await (await fetch(`${stack.webUrl}/config.json`)).json()) as {
      remotes: Record<string, string>;
    };
    expect(config.remotes.mf_storefront).toBe('/remotes/mf-storefront/v/v1/mf-manifest.json');
    await context.close();
  });

  it('refuses at deploy a build whose document names a field the schema lacks, naming it', async () => {
    const bad = join(work, 'missing-field');
    cpSync(changedDist, bad, { recursive: true });
    // As a build against a schema this gateway does not have would list it.
    const text = 'query StorefrontProducts { products { __typename id campoInexistente } }';
    const id = `sha256:${createHash('sha256').update(text).digest('hex')}`;
    writeFileSync(join(bad, OPERATIONS_FILE), JSON.stringify({ [id]: text }));
    const refused = await deploy('v3', bad).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(GatewayRefused);
    const { status, problems } = refused as GatewayRefused;
    expect(status).toBe(400);
    expect(problems.map((problem) => problem.id)).toEqual([id]);
    expect(problems[0]?.message).toContain('campoInexistente');
    expect(await readPointer(releasesDir, storefront)).toEqual({ active: 'v1', previous: [] });
    expect(existsSync(join(releasesDir, 'mf-storefront', 'v3'))).toBe(false);
  });

  it('retires v2: its files go, v1 stays', async () => {
    await retireRemote({ releasesDir, gateway, remote: 'mf-storefront', version: 'v2' });
    const gone = await fetch(`${stack.webUrl}/remotes/mf-storefront/v/v2/mf-manifest.json`);
    expect(gone.status).toBe(404);
    const kept = await fetch(`${stack.webUrl}/remotes/mf-storefront/v/v1/mf-manifest.json`);
    expect(kept.status).toBe(200);
  });
});
