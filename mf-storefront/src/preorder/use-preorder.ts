import type { Preorder } from '@club/domain/cart-rules';
import { readPreorder, subscribePreorder } from '@club/web-kit/preorder/preorder';
import { useSyncExternalStore } from 'react';

/** The preorder in session storage, re-rendering on every change (this tab or another document). */
export function usePreorder(): Preorder {
  return useSyncExternalStore(subscribePreorder, readPreorder, readPreorder);
}
