// What the shell and the four remotes build the same way: TypeScript/JSX through rspack's
// built-in SWC, CSS, assets, output names, the dev server, and the Module Federation shared set.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { type Configuration, type RspackPluginInstance, type RuleSetRule, rspack } from '@rspack/core';
import { BROTLI_SUFFIX, brotliBest, worthCompressing } from './static-files.ts';

export type Mode = 'development' | 'production';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const require = createRequire(import.meta.url);
const reactRouterDir = path.dirname(require.resolve('react-router/package.json'));
const reactRouterFacade = path.join(repoRoot, 'web-kit/src/router/react-router.ts');
const apolloReactFacade = path.join(repoRoot, 'web-kit/src/apollo/apollo-react.ts');
// graphql-js's printer, which Apollo prints each document it sends with, and ours, which prints
// only executable documents (web-kit/src/graphql/print-operation.ts): same text, ~1.9 KB less.
const graphqlPrinter = path.join(
  path.dirname(require.resolve('graphql/package.json')),
  'language/printer.mjs',
);
const operationPrinter = path.join(repoRoot, 'web-kit/src/graphql/print-operation.ts');
// The federation runtime's error descriptions; its errors keep their codes and links.
const federationErrorDescriptions = path.join(
  path.dirname(require.resolve('@module-federation/error-codes')),
  'desc.mjs',
);
const federationErrorCodes = path.join(repoRoot, 'web-kit/src/federation/federation-error-codes.ts');

/** `rspack build` / `rspack dev` pass `argv.mode`; anything but development is a production build. */
export function modeFrom(argv: { mode?: string } | undefined): Mode {
  return argv?.mode === 'development' || process.env.NODE_ENV === 'development'
    ? 'development'
    : 'production';
}

function swcRule(mode: Mode, generatedFile?: string): RuleSetRule {
  return {
    test: /\.[cm]?[jt]sx?$/,
    // Workspace packages (`@club/domain` exports raw `./src/*.ts`) resolve through their symlink to
    // the real path outside node_modules, so this compiles them too.
    exclude: /node_modules/,
    type: 'javascript/auto',
    // Importing a name a module does not export fails the build (e.g. a router API missing from
    // the shared facade) instead of shipping `undefined`.
    parser: { exportsPresence: 'error' },
    use: [
      {
        loader: 'builtin:swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: mode === 'development' } },
            // Without an explicit target SWC compiles the federation start-up code down to ES5.
            target: 'es2020',
          },
        },
      },
      // Runs first: GraphQL documents parsed at build time.
      {
        loader: path.join(repoRoot, 'scripts/web/gql-loader.mjs'),
        ...(generatedFile ? { options: { generatedFile } } : {}),
      },
    ],
  };
}

// The federation plugins resolve their run-time modules with require.resolve, so the browser
// code got the CommonJS builds (`dist/*.cjs`) of the runtime, sdk and bundler runtime, which
// cannot be tree-shaken. Each of these packages ships an ES module build beside it (`dist/*.js`).
const FEDERATION_CJS = /[\\/]node_modules[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/].+\.cjs$/;

function federationRuntimeAsEsm(): RspackPluginInstance {
  const toEsm = (file: string) => {
    const esm = file.replace(/\.cjs$/, '.js');
    return existsSync(esm) ? esm : file;
  };
  return new rspack.NormalModuleReplacementPlugin(FEDERATION_CJS, (data) => {
    if (FEDERATION_CJS.test(data.request)) data.request = toEsm(data.request);
    const created = data.createData;
    if (created?.resource && FEDERATION_CJS.test(created.resource)) {
      const cjs = created.resource;
      const esm = toEsm(cjs);
      // The request names the module too: renamed, a direct import of the .js file is the same module.
      created.resource = esm;
      created.request = created.request.replace(cjs, esm);
      created.userRequest = created.userRequest.replace(cjs, esm);
    }
  });
}

/**
 * Writes `<file>.br` beside every text file the browser fetches (brotli at its best quality,
 * once, at build time), which the web server sends to a browser that accepts brotli. Source maps
 * are left out: no member downloads them.
 */
function brotliCopies(): RspackPluginInstance {
  const name = 'club-brotli-copies';
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap(name, (compilation) => {
        compilation.hooks.processAssets.tapPromise(
          { name, stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
          async () => {
            const copies = compilation
              .getAssets()
              .filter(
                (asset) => !asset.name.endsWith('.map') && worthCompressing(asset.name, asset.source.size()),
              )
              .map(async (asset) => {
                const body = await brotliBest(Buffer.from(asset.source.buffer()));
                compilation.emitAsset(
                  `${asset.name}${BROTLI_SUFFIX}`,
                  new compiler.rspack.sources.RawSource(body),
                  {
                    // Not a file of its own to the other plugins (the manifest, the HTML).
                    development: true,
                  },
                );
              });
            await Promise.all(copies);
          },
        );
      });
    },
  };
}

export interface BaseOptions {
  /** Absolute path of the workspace folder. */
  root: string;
  mode: Mode;
  devPort: number;
  /** Codegen's typed documents the gql loader reads (default web-kit/src/graphql/graphql.ts). */
  generatedFile?: string;
}

export function baseConfig({ root, mode, devPort, generatedFile }: BaseOptions): Configuration {
  const production = mode === 'production';
  return {
    context: root,
    mode,
    // rspack's own start-up and chunk-loading code written for the browsers our code is compiled
    // for (swcRule's es2020), not for ES5: shorter (decision 031).
    target: ['web', 'es2020'],
    // No source maps in a production build: whatever serves dist (our web server, a CDN) would
    // hand out the app's whole source with them.
    devtool: production ? false : 'cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
      // Modern builds of dependencies where a package ships one.
      conditionNames: ['es2015', '...'],
      alias: {
        ...(production
          ? { [graphqlPrinter]: operationPrinter, [federationErrorDescriptions]: federationErrorCodes }
          : {}),
        // The Apollo facade's source: the package's own React entry.
        '@club/apollo-react-full$': require.resolve('@apollo/client/react'),
        // The facade's source: react-router's own production build (its package exports only
        // the development one).
        '@club/react-router-full$': path.join(
          reactRouterDir,
          mode === 'production' ? 'dist/production/index.mjs' : 'dist/development/index.mjs',
        ),
      },
    },
    plugins: production ? [federationRuntimeAsEsm(), brotliCopies()] : [],
    module: {
      rules: [
        swcRule(mode, generatedFile),
        // What federationRuntimeAsEsm() swapped in is an ES module even though the path it was
        // resolved from ends in .cjs.
        ...(production ? [{ test: FEDERATION_CJS, type: 'javascript/esm' }] : []),
        { test: /\.css$/i, type: 'css/auto' },
        // SVGs as files, never inlined: base64 in a JS chunk gzips poorly and counts as JavaScript
        // of the first view (the shell's logo alone was ~2 KB of it).
        { test: /\.svg$/i, type: 'asset/resource' },
        {
          test: /\.(png|jpe?g|gif|webp|avif|woff2?)$/i,
          type: 'asset',
          parser: { dataUrlCondition: { maxSize: 4 * 1024 } },
        },
      ],
    },
    output: {
      path: path.join(root, 'dist'),
      // Resolved from the script's own URL, so a remote works wherever it is deployed.
      publicPath: 'auto',
      filename: production ? 'static/js/[name].[contenthash:8].js' : 'static/js/[name].js',
      chunkFilename: production ? 'static/js/[name].[contenthash:8].js' : 'static/js/[name].js',
      cssFilename: production ? 'static/css/[name].[contenthash:8].css' : 'static/css/[name].css',
      cssChunkFilename: production ? 'static/css/[name].[contenthash:8].css' : 'static/css/[name].css',
      assetModuleFilename: 'static/media/[name].[contenthash:8][ext]',
      clean: true,
    },
    // The dev server's lazy compilation makes a remote's chunks call back to the page's origin
    // (the shell), which never compiles them: the screen would stay on "Cargando..." forever.
    lazyCompilation: false,
    performance: { hints: false },
    stats: 'errors-warnings',
    // The manifest plugin's notice about publicPath 'auto' is expected here.
    infrastructureLogging: { level: production ? 'error' : 'info' },
    devServer: {
      port: devPort,
      host: 'localhost',
      // No React Refresh plugin installed: a change reloads the page.
      hot: false,
      liveReload: true,
      historyApiFallback: true,
      // The shell (another origin in dev) fetches mf-manifest.json with fetch().
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: { errors: true, warnings: false } },
    },
  };
}

function installedVersion(packageJson: string): string {
  return (JSON.parse(readFileSync(require.resolve(packageJson), 'utf8')) as { version: string }).version;
}

type Shared = NonNullable<ConstructorParameters<typeof ModuleFederationPlugin>[0]['shared']>;

function dependsOn(packageJsonPath: string, name: string): boolean {
  const pkg = JSON.parse(readFileSync(packageJsonPath, 'utf8')) as { dependencies?: Record<string, string> };
  return pkg.dependencies?.[name] !== undefined;
}

function dependencyRange(packageJsonPath: string, name: string): string {
  const pkg = JSON.parse(readFileSync(packageJsonPath, 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const range = pkg.dependencies?.[name];
  if (!range)
    throw new Error(`${packageJsonPath} must depend on ${name} (it is shared through Module Federation)`);
  return range;
}

/**
 * Only what must be one instance at run time is shared: React, ReactDOM, the router and the
 * Apollo React context, plus react-hook-form, which the four remotes' forms use. `@apollo/client` and `graphql` stay unshared so each bundle tree-shakes
 * its own copy; Apollo 4 keeps its React context on a global symbol, so the shell's one client
 * still serves every remote (ARCHITECTURE.md, first-view size).
 */
export function sharedSingletons(root: string): Shared {
  const pkg = path.join(root, 'package.json');
  const router = {
    singleton: true,
    import: reactRouterFacade,
    version: installedVersion('react-router/package.json'),
    requiredVersion: dependencyRange(pkg, 'react-router'),
  };
  return {
    react: { singleton: true, requiredVersion: dependencyRange(pkg, 'react') },
    'react-dom': { singleton: true, requiredVersion: dependencyRange(pkg, 'react-dom') },
    // Only the router APIs we use (see web-kit/src/router/react-router.ts), still one instance.
    'react-router': router,
    // An import from react-router-dom (v7: the same API) gets that same instance, not a second
    // router whose context the shell's routes would not see.
    'react-router-dom': { ...router, shareKey: 'react-router' },
    // The remotes' forms (docs/decisions/027): fetched once, by the first form opened, never in
    // the first view. Whole, as a shared module is, but its hooks are most of it. The shell has
    // no form with it, so it neither depends on it nor provides it.
    ...(dependsOn(pkg, 'react-hook-form')
      ? { 'react-hook-form': { singleton: true, requiredVersion: dependencyRange(pkg, 'react-hook-form') } }
      : {}),
    // Only the hooks we use (see web-kit/src/apollo/apollo-react.ts), still one instance (one React context).
    '@apollo/client/react': {
      singleton: true,
      import: apolloReactFacade,
      version: installedVersion('@apollo/client/package.json'),
      requiredVersion: dependencyRange(pkg, '@apollo/client'),
    },
  };
}
