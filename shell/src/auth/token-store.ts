// The session token lives in localStorage under the spec's key. Components subscribe to it, so
// clearing it anywhere (logout, a 401 from the gateway, another tab) sends the user to /login.

import { AUTH_TOKEN_KEY } from '@club/domain/limits';
import { clearPreorder } from '@club/web-kit/preorder/preorder';
import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  try {
    return localStorage.getItem(AUTH_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setToken(token: string): void {
  localStorage.setItem(AUTH_TOKEN_KEY, token);
  notify();
}

/** Signs out on this browser: the token goes, and the member's cart with it (the next one to
 * sign in on this tab must not inherit it). */
export function clearToken(): void {
  localStorage.removeItem(AUTH_TOKEN_KEY);
  clearPreorder();
  notify();
}

export function subscribeToToken(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === AUTH_TOKEN_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useToken(): string | null {
  return useSyncExternalStore(subscribeToToken, getToken, () => null);
}
