// mf-storefront's production build with the carta's products query selecting one more field
// (product-documents.fixture.ts, shown by product-card.fixture.tsx), into CHANGED_QUERY_OUT, its
// documents read from the codegen output in CHANGED_QUERY_GENERATED (never the committed one).
import path from 'node:path';
import { remoteApps } from '../../../../scripts/web/apps.ts';
import { repoRoot } from '../../../../scripts/web/rspack-base.ts';
import { createRemoteConfig } from '../../../../scripts/web/rspack-remote.ts';

const app = remoteApps.find((candidate) => candidate.dir === 'mf-storefront');
const outputPath = process.env.CHANGED_QUERY_OUT;
const generatedFile = process.env.CHANGED_QUERY_GENERATED;
if (!app || !outputPath || !generatedFile) {
  throw new Error('needs mf-storefront in apps.ts, CHANGED_QUERY_OUT and CHANGED_QUERY_GENERATED');
}
const storefront = path.join(repoRoot, 'mf-storefront/src');

export default (_env: unknown, argv?: { mode?: string }) =>
  createRemoteConfig(app, argv, {
    oneChunkPerScreen: true,
    outputPath,
    generatedFile,
    replaceModules: {
      [path.join(storefront, 'products/product-documents.ts')]: path.join(
        import.meta.dirname,
        'product-documents.fixture.ts',
      ),
      [path.join(storefront, 'carta/product-card.tsx')]: path.join(
        import.meta.dirname,
        'product-card.fixture.tsx',
      ),
    },
  });
