import { runGatewayProcess } from '@club/gateway/gateway-process';
import { loadDemoSeed } from './load-seed.ts';

// The gateway process that seeds the demo club on an empty database when SEED_DEMO says so: what
// `npm run dev` watches and, bundled by scripts/start-bundle.mjs, what the end-to-end stack runs.

await runGatewayProcess({ loadDemoSeed });
