// codegen's output for the app's documents with mf-storefront's product documents replaced by
// product-documents.fixture.ts, written into a folder of the test's: what `npm run codegen` would
// commit after that change, ids included, and the committed web-kit/src/graphql left as it is.
import path from 'node:path';
import { generate } from '@graphql-codegen/cli';
import codegenConfig from '../../../../codegen.ts';
import { repoRoot } from '../../../../scripts/web/rspack-base.ts';

export const CHANGED_DOCUMENTS = path.join(import.meta.dirname, 'product-documents.fixture.ts');

/** Writes graphql.ts and persisted-documents.json into `outDir`; answers graphql.ts's path. */
export async function generateChangedDocuments(outDir: string): Promise<string> {
  const [output] = Object.values(codegenConfig.generates);
  const documents = codegenConfig.documents as string[];
  await generate(
    {
      ...codegenConfig,
      cwd: repoRoot,
      silent: true,
      documents: [
        ...documents,
        `!${path.relative(repoRoot, path.join(repoRoot, 'mf-storefront/src/products/product-documents.ts'))}`,
        path.relative(repoRoot, CHANGED_DOCUMENTS),
      ],
      generates: { [`${outDir}/`]: output as never },
    },
    true,
  );
  return path.join(outDir, 'graphql.ts');
}
