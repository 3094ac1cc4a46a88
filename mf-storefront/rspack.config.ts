import { remoteApps } from '../scripts/web/apps.ts';
import { createRemoteConfig } from '../scripts/web/rspack-remote.ts';

const app = remoteApps.find((candidate) => candidate.dir === 'mf-storefront');
if (!app) throw new Error('mf-storefront is missing from scripts/web/apps.ts');

// The member's remote: its screens are few and small, and one of them is every member's first view.
export default (_env: unknown, argv?: { mode?: string }) =>
  createRemoteConfig(app, argv, { oneChunkPerScreen: true });
