import { AUTH_TOKEN_KEY } from '@club/domain/auth-token';
import { useEffect, useRef } from 'react';
import { onGateway } from '../config/gateway-url.ts';
import { ORDER_UPDATES_SUBSCRIPTION } from './order-updates-document.ts';

// A screen that lists orders stays current (decision 053): whenever any order is placed,
// cancelled, prepared, handed over (any event of an order, from any replica), `onUpdate` runs, at
// most once per burst, and the screen refetches (and once as the stream opens). The stream's client loads after the screen, as
// a chunk of its own: nothing of it is in any first view.

/** Updates arriving this close together cost one refetch (ms). */
const COALESCE_MS = 100;

function sessionToken(): Record<string, string> {
  try {
    const token = localStorage.getItem(AUTH_TOKEN_KEY);
    return token ? { [AUTH_TOKEN_KEY]: token } : {};
  } catch {
    return {};
  }
}

const documentId = (ORDER_UPDATES_SUBSCRIPTION as { __meta__?: { hash?: string } }).__meta__?.hash ?? '';

export interface OrderUpdatesOptions {
  /** Off: no stream (a screen whose reader may not see orders). */
  enabled?: boolean;
}

/** Calls `onUpdate` after orders change anywhere, while the calling component is mounted. */
export function useOrderUpdates(onUpdate: () => void, { enabled = true }: OrderUpdatesOptions = {}): void {
  const latest = useRef(onUpdate);
  useEffect(() => {
    latest.current = onUpdate;
  });
  useEffect(() => {
    if (!enabled || documentId === '') return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const changed = () => {
      timer ??= setTimeout(() => {
        timer = undefined;
        latest.current();
      }, COALESCE_MS);
    };
    void import('./follow-stream.ts').then(({ followStream }) => {
      if (cancelled) return;
      ({ stop } = followStream({
        url: onGateway('/graphql'),
        documentId,
        operationName: 'OrderUpdates',
        headers: sessionToken,
        onUpdate: changed,
        // Once, when first connected: the stream starts at the gateway's present, so an order
        // committed between the screen's first query and that start is caught by one refetch. Back
        // after a drop, the gateway resends what was missed: the updates themselves say it.
        onOpen: (resumed) => {
          if (!resumed) changed();
        },
      }));
    });
    return () => {
      cancelled = true;
      stop?.();
      if (timer) clearTimeout(timer);
    };
  }, [enabled]);
}
