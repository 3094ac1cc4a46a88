// The session token lives in localStorage under the spec's key. Components subscribe to it, so
// clearing it anywhere (logout, a 401 from the gateway, another tab) sends the user to /login.

import { AUTH_TOKEN_KEY } from '@club/domain/auth-token';
import { clearCard } from '@club/web-kit/member-card/card-store';
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

/** Signs out on this browser: the token goes, and the member's cart, card and hosted (receipts)
 * session with it (the next one to sign in on this tab must not inherit them). */
export function clearToken(): void {
  localStorage.removeItem(AUTH_TOKEN_KEY);
  clearPreorder();
  clearCard();
  void endHostedSession();
  notify();
}

/**
 * Signs this browser out of the hosted (receipts) service (decision 021). Fetched when first
 * needed: only admins ever hold that session, and a member's first view has a size budget.
 */
export function endHostedSession(): Promise<void> {
  return import('@club/web-kit/hosted/end-hosted-session').then(
    (hosted) => hosted.endHostedSession(),
    (error: unknown) => console.warn('hosted sign-out could not be loaded', error),
  );
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
