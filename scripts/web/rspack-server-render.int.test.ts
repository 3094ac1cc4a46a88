// The storefront's server renderer as the build makes it, run in plain Node: no window, no
// document, the photos' URLs on the gateway the caller names, the illustrations under the base the
// page server puts in place of SERVER_ASSET_BASE.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type RemoteServerRender,
  SERVER_ASSET_BASE,
  SERVER_RENDER_FILE,
} from '@club/web-kit/routes/remote-route';
import { rspack } from '@rspack/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSummary } from '../../mf-storefront/src/products/product.fixture.ts';
import { remoteApps } from './apps.ts';
import { createRemoteConfig } from './rspack-remote.ts';
import { serverRenderConfig } from './rspack-server-render.ts';

const outputPath = mkdtempSync(path.join(tmpdir(), 'server-render-'));
let renderer: RemoteServerRender;

const photo = {
  __typename: 'ProductPhoto' as const,
  width: 4032,
  height: 3024,
  placeholder: 'data:image/webp;base64,UklGRg==',
  variants: [320, 640].flatMap((width) =>
    (['avif', 'webp', 'jpeg'] as const).map((format) => ({
      __typename: 'PhotoVariant' as const,
      format,
      width,
      url: `/photos/9f2c-${width}.${format}`,
    })),
  ),
};

const answers = {
  StorefrontProducts: {
    products: [
      productSummary({ id: 1, key: 'gorillaglue', species: 'Gorilla Glue', price: 52, photo }),
      productSummary({ id: 2, key: 'kief', species: 'Kief', outOfStock: true }),
    ],
  },
  StorefrontClubRules: {
    clubSettings: {
      __typename: 'ClubSettings',
      gramsStep: 5,
      monthlyGramsLimit: 40,
      yearlyGramsLimit: 480,
      cancelCutoffHours: 24,
    },
  },
  StorefrontAllowance: { myGrams: { __typename: 'GramsAllowance', leftMonth: 25, leftYear: 455 } },
};

beforeAll(async () => {
  const app = remoteApps.find((candidate) => candidate.dir === 'mf-storefront');
  if (!app) throw new Error('mf-storefront is missing');
  const browser = await createRemoteConfig(app, { mode: 'production' }, { outputPath });
  // Alone: the browser build it would follow is not part of this compilation.
  const { dependencies: _browserFirst, ...config } = serverRenderConfig(browser);
  await new Promise<void>((resolve, reject) =>
    rspack(config).run((error, stats) => {
      if (error || stats?.hasErrors())
        reject(error ?? new Error(stats?.toString({ all: false, errors: true })));
      else resolve();
    }),
  );
  renderer = createRequire(import.meta.url)(path.join(outputPath, SERVER_RENDER_FILE)) as RemoteServerRender;
}, 120_000);

afterAll(() => {
  rmSync(outputPath, { recursive: true, force: true });
});

describe("the storefront's server renderer, built", () => {
  it('draws the carta in Node from its three answers: the cards, the prices, the grams left', async () => {
    expect(typeof window).toBe('undefined');
    expect(renderer.paths).toEqual(['/carta']);
    const html = (await renderer.renderRoute('/carta', answers, 'https://api.club.example/')) ?? '';
    expect(html).toContain('<h1');
    expect(html).toContain('Catálogo');
    expect(html).toContain('Gorilla Glue');
    expect(html).toContain('$ 52');
    expect(html).toContain('Te quedan 25 g este mes y 455 g este año');
    // Out of stock, as the app shows it.
    expect(html).toMatch(/sf-card--out[\s\S]*Sin stock/);
  });

  it("a photo is the gateway's variants, on the gateway's origin; an illustration is under the asset base", async () => {
    const html = (await renderer.renderRoute('/carta', answers, 'https://api.club.example/')) ?? '';
    expect(html).toContain(
      '<source type="image/avif" srcSet="https://api.club.example/photos/9f2c-320.avif 320w',
    );
    expect(html).toContain('src="https://api.club.example/photos/9f2c-640.jpeg"');
    expect(html).toMatch(new RegExp(`src="${SERVER_ASSET_BASE}static/media/kief\\.[0-9a-f]{8}\\.svg"`));
  });

  it('draws nothing it was not built to: another route, or a missing answer', async () => {
    expect(await renderer.renderRoute('/cart', answers, 'https://api.club.example')).toBeUndefined();
    const { StorefrontAllowance: _missing, ...withoutOne } = answers;
    expect(await renderer.renderRoute('/carta', withoutOne, 'https://api.club.example')).toBeUndefined();
  });
});
