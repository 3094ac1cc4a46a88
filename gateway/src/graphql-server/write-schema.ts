import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { schemaSdl } from './schema.ts';

// `npm run schema:write`: regenerates the committed SDL (schema.test.ts fails when it is stale).
const schemaFile = fileURLToPath(new URL('../../schema.graphql', import.meta.url));

writeFileSync(schemaFile, schemaSdl());
console.log(`Wrote ${schemaFile}`);
