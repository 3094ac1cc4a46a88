// The host: router, header, login, the Apollo client, and the four remotes registered at run time
// from /config.json (no remote URL is baked into this build).
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { type Configuration, type RspackPluginInstance, rspack } from '@rspack/core';
import { MANIFEST_FILE, remoteApps, remoteUrlEnvName, shellApp } from '../scripts/web/apps.ts';
import { watchRouteLists } from '../scripts/web/route-lists.ts';
import { baseConfig, modeFrom, repoRoot, sharedSingletons } from '../scripts/web/rspack-base.ts';

const root = path.join(repoRoot, shellApp.dir);

const devRemoteUrls = remoteApps.map((app) => ({
  remote: app.name,
  manifestUrl: process.env[remoteUrlEnvName(app.name)] ?? `http://localhost:${app.devPort}/${MANIFEST_FILE}`,
}));

// Started on first use: the remotes' dev servers start alongside this one. Until a remote answers,
// the shell asks it for its routes itself.
let devRouteLists: ReturnType<typeof watchRouteLists> | undefined;

/** What `rspack dev` serves as /config.json: the remotes' and the gateway's dev servers. */
async function devRuntimeConfig() {
  devRouteLists ??= watchRouteLists(devRemoteUrls);
  return {
    gatewayUrl: process.env.GATEWAY_URL ?? 'http://localhost:4000',
    remotes: Object.fromEntries(devRemoteUrls.map(({ remote, manifestUrl }) => [remote, manifestUrl])),
    routes: await (await devRouteLists).current(),
  };
}

/** The attribute the web server looks for to leave these links out (WEB_FIRST_VIEW without `preload`). */
export const FIRST_VIEW_PRELOAD_ATTRIBUTE = 'data-first-view';

/**
 * `<link rel="preload">` in index.html for what `import('./bootstrap.tsx')` loads (the first-view
 * libraries, the shell's own chunk and its CSS): the browser fetches them beside main.js instead
 * of after running it (decision 031). `preload`, not `modulepreload`: the chunks are classic scripts.
 */
function preloadBootstrap(): RspackPluginInstance {
  const name = 'club-preload-bootstrap';
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap(name, (compilation) => {
        rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise(
          name,
          async (data) => {
            const bootstrap = compilation.chunkGroups.find((group) =>
              group.origins.some((origin) => origin.request === './bootstrap.tsx'),
            );
            const files = bootstrap?.getFiles().filter((file) => /\.(js|css)$/.test(file)) ?? [];
            const links = files.map((file) =>
              rspack.HtmlRspackPlugin.createHtmlTagObject('link', {
                rel: 'preload',
                as: file.endsWith('.css') ? 'style' : 'script',
                href: `/${file}`,
                [FIRST_VIEW_PRELOAD_ATTRIBUTE]: true,
              }),
            );
            data.assetTags.styles.push(...links);
            return data;
          },
        );
      });
    },
  };
}

export default (_env: unknown, argv?: { mode?: string }): Configuration => {
  const mode = modeFrom(argv);
  const base = baseConfig({ root, mode, devPort: shellApp.devPort });
  return {
    ...base,
    entry: { main: './src/main.ts' },
    optimization: {
      splitChunks: {
        cacheGroups: {
          // Every library the shell loads after its entry (React, ReactDOM, the router, Apollo, and
          // the shared facades) in one chunk: all of it is part of any first view, and one gzip
          // stream is ~2.5 KB smaller than seven (a shared module still loads on its own).
          // The forms' libraries are left out: no first view has a form (docs/decisions/027).
          firstView: {
            test: /[\\/](node_modules[\\/](?!react-hook-form[\\/]|@hookform[\\/]|zod[\\/])|web-kit[\\/]src[\\/](router[\\/]|apollo[\\/]|graphql[\\/]print-operation))/,
            name: 'first-view',
            chunks: 'async',
            enforce: true,
          },
        },
      },
    },
    plugins: [
      ...(base.plugins ?? []),
      new rspack.HtmlRspackPlugin({
        template: './index.html',
        favicon: './src/brand/logo.svg',
        // Scripts from the site root, so deep links such as /admin/stock load them too.
        publicPath: '/',
      }),
      ...(mode === 'production' ? [preloadBootstrap()] : []),
      new ModuleFederationPlugin({
        name: shellApp.name,
        remotes: {},
        shared: sharedSingletons(root),
        runtimePlugins: [path.join(root, 'src/federation/timeout-plugin.ts')],
        manifest: false,
        dts: false,
        experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
      }),
    ],
    devServer: {
      ...base.devServer,
      setupMiddlewares: (middlewares) => {
        middlewares.unshift({
          name: 'runtime-config',
          path: '/config.json',
          middleware: (_req: IncomingMessage, res: ServerResponse) => {
            void devRuntimeConfig().then((config) => {
              res.setHeader('Content-Type', 'application/json; charset=utf-8');
              res.setHeader('Cache-Control', 'no-store');
              res.end(JSON.stringify(config));
            });
          },
        });
        return middlewares;
      },
    },
  };
};
