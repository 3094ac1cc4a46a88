// `npm start`: runs scripts/start.ts compiled ahead of time into one cached ES module bundle, so
// the server starts on plain Node with no TypeScript loader: under tsx the gateway's own modules
// took ~2.5 s of CPU to load, bundled ~1 s (docs/performance.md, decision 015). The bundle is
// rebuilt when any of its sources is newer than it; npm packages stay outside it, loaded by Node.
import { pathToFileURL } from 'node:url';
import { ensureStartBundle } from './start-bundle.mjs';

await import(pathToFileURL(await ensureStartBundle()).href);
