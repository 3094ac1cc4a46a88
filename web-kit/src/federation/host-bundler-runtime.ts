// What a remote's production build gets in place of `@module-federation/webpack-bundler-runtime`
// (scripts/web/rspack-remote.ts): the shell's copy of its functions, which it lends on a global
// (shell/src/federation/lend-bundler-runtime.ts), instead of a second copy in every remoteEntry.js
// (~3 KB brotli of each first view). The functions are stateless (each takes the container's
// `webpackRequire`); the per-container state (instance, options, share scope) stays this
// container's own, as does the `runtime` wrapper, whose module-level instance is the container's.
// Like `externalRuntime` (runtime-core from the shell), a remote built so loads only in the shell.
import * as runtime from '@module-federation/runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { HOST_BUNDLER_RUNTIME_GLOBAL, type LentBundlerRuntime } from './lent-bundler-runtime.ts';

const lent = (globalThis as Record<string, unknown>)[HOST_BUNDLER_RUNTIME_GLOBAL] as
  | LentBundlerRuntime
  | undefined;
if (!lent)
  throw new Error('This remote runs inside the club shell: the shell lends it its federation runtime.');

const bundlerRuntime = { ...lent.bundlerRuntime, S: {}, initContainerEntry };
const federation = {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime,
  attachShareScopeMap: lent.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
export default federation;
