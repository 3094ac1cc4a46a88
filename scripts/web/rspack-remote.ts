// The one rspack + Module Federation config of a remote. Each remote's rspack.config.ts is a
// single call to createRemoteConfig with its entry from apps.ts.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REMOTE_SCRIPT_TIMEOUT_MS } from '@club/web-kit/federation/load-timeouts';
import {
  FIRST_VIEW_FILE,
  parseRouteList,
  type RemoteFirstView,
  type RemoteRoute,
  type RemoteRoutesModule,
  ROUTES_FILE,
  routeInfo,
} from '@club/web-kit/routes/remote-route';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { type Configuration, type RspackPluginInstance, rspack } from '@rspack/core';
import { MANIFEST_FILE, REMOTE_ENTRY_FILE, type WebApp } from './apps.ts';
import { operationsListPlugin, persistedDocumentsBeside } from './operations-list.ts';
import { prefetchQueryOf } from './prefetch-query.ts';
import { baseConfig, modeFrom, repoRoot, sharedSingletons } from './rspack-base.ts';

function standalonePage(title: string): string {
  return `<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
}

/**
 * The module a screen loader imports, read from its source: `() => import('./carta/...')` (the
 * config loader may have rewritten `import` into its own call: the relative path stays).
 */
function screenRequest(route: RemoteRoute): string | undefined {
  return /\(\s*["'`](\.{1,2}\/[^"'`]+)["'`]\s*\)/.exec(route.screen.toString())?.[1];
}

/**
 * Writes routes.json beside the manifest: the remote's route list without its screens, read
 * in Node from the very module the build exposes, so the two cannot disagree (decision 023).
 * Also first-view.json (decision 031): per route, the files its screen loads (the chunk group
 * of its `import()`) and the queries it declares for prefetch, which the web server turns into
 * preloads and an early request in the page that opens that route.
 */
async function routeListPlugin(routesModule: string): Promise<RspackPluginInstance> {
  const { routes } = (await import(pathToFileURL(routesModule).href)) as RemoteRoutesModule;
  const list = parseRouteList(Array.isArray(routes) ? routes.map(routeInfo) : undefined);
  if (!list) throw new Error(`${routesModule}: \`routes\` is not a valid route list`);
  const json = JSON.stringify(list);
  const name = 'club-route-list';
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap(name, (compilation) => {
        compilation.hooks.processAssets.tap(
          { name, stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          () => compilation.emitAsset(ROUTES_FILE, new compiler.rspack.sources.RawSource(json)),
        );
        // After hashing: the file names are final.
        compilation.hooks.processAssets.tap(
          { name, stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
          () => {
            const filesByRequest = new Map<string, string[]>();
            for (const group of compilation.chunkGroups) {
              for (const origin of group.origins) {
                if (origin.request && origin.module?.nameForCondition() === routesModule) {
                  // Its code and styles, and the images its modules emit (the carta's product
                  // art is what the largest paint of /carta waits for).
                  const images = group.chunks.flatMap((chunk) => [...chunk.auxiliaryFiles]);
                  filesByRequest.set(origin.request, [
                    ...group.getFiles().filter((file) => /\.(js|css)$/.test(file)),
                    ...images.filter((file) => /\.(svg|png|jpe?g|webp|avif|gif)$/.test(file)),
                  ]);
                }
              }
            }
            const firstView: RemoteFirstView = {};
            for (const route of routes) {
              const request = screenRequest(route);
              firstView[route.path] = {
                assets: (request && filesByRequest.get(request)) || [],
                queries: (route.prefetch ?? []).map(prefetchQueryOf),
              };
            }
            compilation.emitAsset(
              FIRST_VIEW_FILE,
              new compiler.rspack.sources.RawSource(JSON.stringify(firstView)),
            );
          },
        );
      });
    },
  };
}

// A remote's production build borrows the shell's bundler runtime instead of bundling its own
// (web-kit/src/federation/host-bundler-runtime.ts); its other files (the functions' own modules,
// which the borrowing module imports) are untouched.
const BUNDLER_RUNTIME_INDEX =
  /[\\/]node_modules[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]index\.c?js$/;
const hostBundlerRuntime = path.join(repoRoot, 'web-kit/src/federation/host-bundler-runtime.ts');

function borrowHostBundlerRuntime(): RspackPluginInstance {
  return new rspack.NormalModuleReplacementPlugin(BUNDLER_RUNTIME_INDEX, (data) => {
    if (BUNDLER_RUNTIME_INDEX.test(data.request)) data.request = hostBundlerRuntime;
    const created = data.createData;
    if (created?.resource && BUNDLER_RUNTIME_INDEX.test(created.resource)) {
      const original = created.resource;
      created.resource = hostBundlerRuntime;
      created.request = created.request.replace(original, hostBundlerRuntime);
      created.userRequest = created.userRequest.replace(original, hostBundlerRuntime);
    }
  });
}

export interface RemoteBuildOptions {
  /** The module exposed as `./routes` (default the remote's src/routes.ts); a test may extend it. */
  routesModule?: string;
  /** Default the workspace's dist/. */
  outputPath?: string;
  /**
   * Each screen in one chunk with every module it needs, instead of modules two screens share in
   * chunks of their own: a screen opened first is one request and one brotli stream (the
   * storefront's /carta: one request and ~0.3 KB less), at the price of downloading a shared
   * module again with the next screen. For a remote of few, small screens.
   */
  oneChunkPerScreen?: boolean;
  /** Codegen's typed documents for the gql loader, default the committed web-kit/src/graphql/graphql.ts. */
  generatedFile?: string;
  /** Module path → the file built in its place (a test's changed screen; never a normal build). */
  replaceModules?: Readonly<Record<string, string>>;
}

function replaceModules(replacements: Readonly<Record<string, string>>): RspackPluginInstance[] {
  return Object.entries(replacements).map(
    ([original, replacement]) =>
      new rspack.NormalModuleReplacementPlugin(
        new RegExp(`${original.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
        (data) => {
          const created = data.createData;
          // The replacement may import the module it replaces (to wrap it).
          if (created?.resource === original && data.contextInfo?.issuer !== replacement) {
            created.resource = replacement;
            created.request = created.request?.replace(original, replacement);
            created.userRequest = created.userRequest?.replace(original, replacement);
          }
        },
      ),
  );
}

export async function createRemoteConfig(
  app: WebApp,
  argv?: { mode?: string },
  options: RemoteBuildOptions = {},
): Promise<Configuration> {
  const mode = modeFrom(argv);
  const root = path.join(repoRoot, app.dir);
  const generatedFile = options.generatedFile ?? path.join(repoRoot, 'web-kit/src/graphql/graphql.ts');
  const base = baseConfig({ root, mode, devPort: app.devPort, generatedFile });
  const development = mode === 'development';
  const routesModule = options.routesModule ?? path.join(root, 'src/routes.ts');
  return {
    ...base,
    name: app.dir,
    // In development `main` is the remote's own page (src/standalone.tsx): its routes without the
    // shell. A production build is only the federated container (remoteEntry.js + manifest).
    entry: development ? { main: './src/standalone.tsx' } : {},
    ...(options.oneChunkPerScreen
      ? { optimization: { splitChunks: { cacheGroups: { default: false, defaultVendors: false } } } }
      : {}),
    output: {
      ...base.output,
      ...(options.outputPath ? { path: options.outputPath } : {}),
      // A chunk request that hangs fails, so the shell shows its fallback and retry (not sooner:
      // a slow network or a busy machine is not a hung remote).
      chunkLoadTimeout: REMOTE_SCRIPT_TIMEOUT_MS,
    },
    plugins: [
      ...(base.plugins ?? []),
      ...(development ? [] : [borrowHostBundlerRuntime()]),
      await routeListPlugin(routesModule),
      operationsListPlugin(persistedDocumentsBeside(generatedFile)),
      ...replaceModules(options.replaceModules ?? {}),
      ...(development
        ? [
            new rspack.DefinePlugin({
              'process.env.GATEWAY_URL': JSON.stringify(process.env.GATEWAY_URL ?? 'http://localhost:4000'),
            }),
            new rspack.HtmlRspackPlugin({
              templateContent: standalonePage(`${app.dir} (standalone)`),
              // Only the standalone page: the shell loads remoteEntry.js itself.
              chunks: ['main'],
              // Deep links (/admin/stock) must still find /static/js/...
              publicPath: '/',
            }),
          ]
        : []),
      new ModuleFederationPlugin({
        name: app.name,
        filename: REMOTE_ENTRY_FILE,
        exposes: { './routes': routesModule },
        shared: sharedSingletons(root),
        manifest: { fileName: MANIFEST_FILE },
        dts: false,
        // In production the federation runtime core comes from the shell (provideExternalRuntime).
        // The standalone dev page has no shell to provide it, so development bundles its own.
        // A remote loads no other remote: the bundler runtime's remote-loading code is left out.
        experiments: {
          externalRuntime: !development,
          optimization: { target: 'web', disableRemote: true },
        },
      }),
    ],
  };
}
