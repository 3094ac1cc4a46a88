import { registerRemotes } from '@module-federation/enhanced/runtime';
import { type RemoteName, remoteNames } from './remote-names.ts';

/** Tells the federation runtime where each remote's manifest is, as read from /config.json. */
export function registerConfiguredRemotes(manifestUrls: Record<RemoteName, string>): void {
  registerRemotes(remoteNames.map((name) => ({ name, entry: manifestUrls[name] })));
}
