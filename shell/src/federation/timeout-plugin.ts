// Module Federation runtime plugin (listed in the shell's rspack config): a remote whose server
// accepts the connection but never answers would otherwise hang the loader forever (manifest) or
// 20 s (remoteEntry.js). With these bounds its routes show the fallback and retry works.

import { REMOTE_ANSWER_TIMEOUT_MS, REMOTE_SCRIPT_TIMEOUT_MS } from '@club/web-kit/federation/load-timeouts';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export default function remoteTimeoutPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'club-remote-timeouts',
    fetch(url, init) {
      // Only the wait for the answer is bounded: a manifest that has started arriving is let finish.
      // (No AbortSignal.any: phones on Safari before 17.4 lack it.)
      const answered = new AbortController();
      init?.signal?.addEventListener('abort', () => answered.abort(init.signal?.reason));
      const timer = setTimeout(() => answered.abort(), REMOTE_ANSWER_TIMEOUT_MS);
      return fetch(url, { ...init, signal: answered.signal }).finally(() => clearTimeout(timer));
    },
    createScript() {
      return { timeout: REMOTE_SCRIPT_TIMEOUT_MS };
    },
  };
}
