import type { RemoteRoute, RemoteRoutesModule } from '@club/web-kit/routes/remote-route';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { type ComponentType, lazy } from 'react';
import type { RemoteName } from './remote-names.ts';

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
    if (!Array.isArray(module?.routes)) {
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

const screens = new WeakMap<RemoteRoute, ComponentType>();

/** One lazy component per screen: a new one on each render would load and mount it again. */
export function screenOf(route: RemoteRoute): ComponentType {
  let Screen = screens.get(route);
  if (!Screen) {
    Screen = lazy(() => route.screen().then((component) => ({ default: component })));
    screens.set(route, Screen);
  }
  return Screen;
}
