import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RemoteName } from './remote-names.ts';

/** What every remote exposes as `./routes`: screens keyed by the shell's route path pattern. */
export interface RemoteRoutesModule {
  routes: Record<string, ComponentType>;
}

interface Load {
  promise: Promise<RemoteRoutesModule>;
  failed: boolean;
}

// One load per remote, shared by all its routes. A failed load stays (so the error boundary can
// show it) until the user asks to retry.
const loads = new Map<RemoteName, Load>();

export function loadRemoteRoutes(remote: RemoteName): Promise<RemoteRoutesModule> {
  const existing = loads.get(remote);
  if (existing) return existing.promise;
  const promise = loadRemote<RemoteRoutesModule>(`${remote}/routes`).then((module) => {
    if (!module || typeof module.routes !== 'object') {
      throw new Error(`${remote}/routes does not export routes`);
    }
    return module;
  });
  const load: Load = { promise, failed: false };
  promise.catch(() => {
    load.failed = true;
  });
  loads.set(remote, load);
  return promise;
}

/** Forgets a failed load so the next render asks the federation runtime again. */
export function forgetFailedLoad(remote: RemoteName): void {
  if (loads.get(remote)?.failed) loads.delete(remote);
}
