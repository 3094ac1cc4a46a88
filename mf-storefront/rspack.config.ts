import { remoteApps } from '../scripts/web/apps.ts';
import { modeFrom } from '../scripts/web/rspack-base.ts';
import { createRemoteConfig } from '../scripts/web/rspack-remote.ts';
import { serverRenderConfig } from '../scripts/web/rspack-server-render.ts';

const app = remoteApps.find((candidate) => candidate.dir === 'mf-storefront');
if (!app) throw new Error('mf-storefront is missing from scripts/web/apps.ts');

// The member's remote: its screens are few and small, and one of them is every member's first view,
// which the page server also draws as HTML (decision 060).
export default async (_env: unknown, argv?: { mode?: string }) => {
  const browser = await createRemoteConfig(app, argv, { oneChunkPerScreen: true });
  return modeFrom(argv) === 'production' ? [browser, serverRenderConfig(browser)] : browser;
};
