// The shell lends its federation bundler runtime to the remotes it loads, which are built
// without one of their own (web-kit/src/federation/host-bundler-runtime.ts).
import {
  HOST_BUNDLER_RUNTIME_GLOBAL,
  type LentBundlerRuntime,
} from '@club/web-kit/federation/lent-bundler-runtime';

declare const __webpack_require__: { federation?: LentBundlerRuntime } | undefined;

export function lendBundlerRuntime(): void {
  const federation = typeof __webpack_require__ === 'undefined' ? undefined : __webpack_require__.federation;
  if (!federation) return;
  const lent: LentBundlerRuntime = {
    bundlerRuntime: federation.bundlerRuntime,
    attachShareScopeMap: federation.attachShareScopeMap,
  };
  (globalThis as Record<string, unknown>)[HOST_BUNDLER_RUNTIME_GLOBAL] = lent;
}
