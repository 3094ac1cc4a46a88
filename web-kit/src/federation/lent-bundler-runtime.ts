// The contract between the shell, which lends its federation bundler runtime, and the remotes'
// production builds, which borrow it (host-bundler-runtime.ts).

/** The global the shell lends its bundler runtime on. */
export const HOST_BUNDLER_RUNTIME_GLOBAL = '__CLUB_MF_BUNDLER_RUNTIME__';

export interface LentBundlerRuntime {
  bundlerRuntime: Record<string, unknown>;
  attachShareScopeMap: unknown;
}
