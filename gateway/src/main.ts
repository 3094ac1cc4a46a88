import { runGatewayProcess } from './gateway-process.ts';

// A club's gateway process: `node --import tsx gateway/src/main.ts`. It never seeds the demo club;
// the demo's own entry (demo/src/gateway.ts) does.

await runGatewayProcess();
