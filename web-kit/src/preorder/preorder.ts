// The member's preorder (spec §3): grams per product key, kept in session storage under 'preorder'
// so it survives a reload. Used by the storefront (carta, cart) and by the shell's cart badge.
// Writes announce themselves with a window event, because `storage` events only reach *other*
// documents; `storage` events are listened to as well, for other documents of the same session.
import type { Preorder } from '@club/domain/cart-rules';

/** The session-storage key of the preorder. */
export const PREORDER_KEY = 'preorder';

/** Fired on `window` after every write of this module, in the same document. */
export const PREORDER_CHANGED_EVENT = 'club:preorder-changed';

const EMPTY: Preorder = Object.freeze({});

function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Access can throw (storage disabled by the browser's privacy settings).
    return null;
  }
}

/** Keeps whole, positive gram counts under non-empty keys; anything else is dropped. */
function sanitise(value: unknown): Preorder {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return EMPTY;
  const clean: Record<string, number> = {};
  for (const [key, grams] of Object.entries(value)) {
    if (key !== '' && typeof grams === 'number' && Number.isInteger(grams) && grams > 0) clean[key] = grams;
  }
  return Object.freeze(clean);
}

// The last text read and what it parsed to: an unchanged preorder reads as the same object, so
// React's useSyncExternalStore can use readPreorder as its snapshot.
let cache: { raw: string | null; preorder: Preorder } = { raw: null, preorder: EMPTY };

function parse(raw: string | null): Preorder {
  if (raw === null) return EMPTY;
  try {
    return sanitise(JSON.parse(raw));
  } catch {
    return EMPTY;
  }
}

export function readPreorder(): Preorder {
  let raw: string | null = null;
  try {
    raw = sessionStore()?.getItem(PREORDER_KEY) ?? null;
  } catch {
    raw = null;
  }
  if (raw !== cache.raw) cache = { raw, preorder: parse(raw) };
  return cache.preorder;
}

function announce(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(PREORDER_CHANGED_EVENT));
}

export function writePreorder(preorder: Preorder): void {
  const clean = sanitise(preorder);
  const store = sessionStore();
  try {
    if (Object.keys(clean).length === 0) store?.removeItem(PREORDER_KEY);
    else store?.setItem(PREORDER_KEY, JSON.stringify(clean));
  } catch {
    // Storage full or refused: the preorder simply does not persist.
  }
  announce();
}

/** Sets one product's grams; 0 or less removes its line. */
export function setGrams(key: string, grams: number): void {
  const next: Record<string, number> = { ...readPreorder() };
  if (grams > 0) next[key] = Math.round(grams);
  else delete next[key];
  writePreorder(next);
}

export function clearPreorder(): void {
  writePreorder(EMPTY);
}

/** Calls `listener` with the new preorder on every change, from this document or another one. */
export function subscribePreorder(listener: (preorder: Preorder) => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const onChange = () => listener(readPreorder());
  const onStorage = (event: StorageEvent) => {
    // key null: the whole storage was cleared.
    if (event.key === PREORDER_KEY || event.key === null) onChange();
  };
  window.addEventListener(PREORDER_CHANGED_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(PREORDER_CHANGED_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}
