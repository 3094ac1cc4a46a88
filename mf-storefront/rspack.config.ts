import { remoteApps } from '../scripts/web/apps.ts';
import { createRemoteConfig } from '../scripts/web/rspack-remote.ts';

const app = remoteApps.find((candidate) => candidate.dir === 'mf-storefront');
if (!app) throw new Error('mf-storefront is missing from scripts/web/apps.ts');

export default (_env: unknown, argv?: { mode?: string }) => createRemoteConfig(app, argv);
