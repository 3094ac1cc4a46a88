// Module Federation runtime plugin (listed in the shell's rspack config): a remote whose server
// accepts the connection but never answers would otherwise hang the loader forever (manifest) or
// 20 s (remoteEntry.js). With these bounds its routes show the fallback in ~3 s and retry works.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const REMOTE_LOAD_TIMEOUT_MS = 3000;

export default function remoteTimeoutPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'club-remote-timeouts',
    fetch(url, init) {
      return fetch(url, { ...init, signal: AbortSignal.timeout(REMOTE_LOAD_TIMEOUT_MS) });
    },
    createScript() {
      return { timeout: REMOTE_LOAD_TIMEOUT_MS };
    },
  };
}
