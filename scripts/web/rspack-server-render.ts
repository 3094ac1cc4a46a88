// A remote's server renderer (decision 060): its `src/server-render.ts` built for Node into
// dist/server/render.cjs, after the browser build and from the same sources and loaders, so the
// page server draws a screen with the very components the browser runs. Stylesheets are not its
// business (the page links the browser build's files); images keep the browser build's file names,
// under a base the page server replaces with where the remote is served.
import path from 'node:path';
import { SERVER_ASSET_BASE, SERVER_RENDER_FILE } from '@club/web-kit/routes/remote-route';
import { type Configuration, type RuleSetRule, rspack } from '@rspack/core';

const GATEWAY_URL_MODULE = /gateway-url\.ts$/;

/** The browser build's stylesheet rule (`type: 'css/auto'`): here CSS only has to be importable. */
const isCssRule = (rule: unknown) => (rule as RuleSetRule | undefined)?.type === 'css/auto';

export function serverRenderConfig(browser: Configuration): Configuration {
  const root = browser.context ?? process.cwd();
  const rules = browser.module?.rules ?? [];
  return {
    name: `${browser.name}-server`,
    // After the browser build, whose dist (cleaned when it emits) this one writes into.
    dependencies: [String(browser.name)],
    context: root,
    mode: 'production',
    target: ['node20'],
    devtool: false,
    entry: { render: './src/server-render.ts' },
    resolve: browser.resolve,
    module: {
      rules: rules.map((rule) => (isCssRule(rule) ? { test: /\.css$/i, type: 'asset/source' } : rule)),
      // The browser build already wrote every image; this one only needs their names.
      generator: { 'asset/resource': { emit: false }, asset: { emit: false } },
    },
    output: {
      path: path.join(
        String(browser.output?.path ?? path.join(root, 'dist')),
        path.dirname(SERVER_RENDER_FILE),
      ),
      filename: path.basename(SERVER_RENDER_FILE),
      library: { type: 'commonjs2' },
      publicPath: SERVER_ASSET_BASE,
      assetModuleFilename: browser.output?.assetModuleFilename,
      clean: true,
    },
    // One file: a screen's `import()` is inlined, nothing to load at render time.
    optimization: { minimize: false, splitChunks: false },
    plugins: [
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      // The gateway's origin comes from the renderer's caller, not from a window.
      new rspack.NormalModuleReplacementPlugin(GATEWAY_URL_MODULE, (data) => {
        data.request = data.request.replace(GATEWAY_URL_MODULE, 'gateway-url.server.ts');
      }),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}
