// The one rspack + Module Federation config of a remote. Each remote's rspack.config.ts is a
// single call to createRemoteConfig with its entry from apps.ts.
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { type Configuration, rspack } from '@rspack/core';
import { MANIFEST_FILE, REMOTE_ENTRY_FILE, type WebApp } from './apps.ts';
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

export function createRemoteConfig(app: WebApp, argv?: { mode?: string }): Configuration {
  const mode = modeFrom(argv);
  const root = path.join(repoRoot, app.dir);
  const base = baseConfig({ root, mode, devPort: app.devPort });
  const development = mode === 'development';
  return {
    ...base,
    // In development `main` is the remote's own page (src/standalone.tsx): its routes without the
    // shell. A production build is only the federated container (remoteEntry.js + manifest).
    entry: development ? { main: './src/standalone.tsx' } : {},
    output: {
      ...base.output,
      // A chunk request that hangs fails after 3 s, so the shell shows its fallback and retry.
      chunkLoadTimeout: 3000,
    },
    plugins: [
      ...(base.plugins ?? []),
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
        exposes: { './routes': './src/routes.tsx' },
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
