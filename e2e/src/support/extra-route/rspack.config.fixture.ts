// mf-harvest's production build with the routes of harvest-routes.fixture.ts, into
// EXTRA_ROUTE_OUT (never the workspace's dist/, which other suites serve).
import path from 'node:path';
import { remoteApps } from '../../../../scripts/web/apps.ts';
import { createRemoteConfig } from '../../../../scripts/web/rspack-remote.ts';

const app = remoteApps.find((candidate) => candidate.dir === 'mf-harvest');
const outputPath = process.env.EXTRA_ROUTE_OUT;
if (!app || !outputPath) throw new Error('needs mf-harvest in apps.ts and EXTRA_ROUTE_OUT');

export default (_env: unknown, argv?: { mode?: string }) =>
  createRemoteConfig(app, argv, {
    routesModule: path.join(import.meta.dirname, 'harvest-routes.fixture.ts'),
    outputPath,
  });
