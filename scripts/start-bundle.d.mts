/** The bundle's entry file, built first when it is missing or older than a source. */
export function ensureStartBundle(): Promise<string>;
/** The gateway process's bundled entry (`node gateway.js`), built first when stale. */
export function ensureGatewayBundle(): Promise<string>;
