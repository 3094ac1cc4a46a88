// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearPreorder,
  PREORDER_CHANGED_EVENT,
  readPreorder,
  setGrams,
  subscribePreorder,
  writePreorder,
} from './preorder.ts';

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('preorder in session storage', () => {
  it('is empty when nothing is stored', () => {
    expect(readPreorder()).toEqual({});
  });

  it("is kept as JSON under 'preorder', so it survives a reload", () => {
    setGrams('applecookies', 5);
    setGrams('ogkush', 10);
    expect(JSON.parse(sessionStorage.getItem('preorder') ?? 'null')).toEqual({ applecookies: 5, ogkush: 10 });
    expect(readPreorder()).toEqual({ applecookies: 5, ogkush: 10 });
  });

  it('drops a line set to 0 (or less), and the key when nothing is left', () => {
    setGrams('applecookies', 5);
    setGrams('ogkush', 10);
    setGrams('applecookies', 0);
    expect(readPreorder()).toEqual({ ogkush: 10 });
    setGrams('ogkush', -5);
    expect(readPreorder()).toEqual({});
    expect(sessionStorage.getItem('preorder')).toBeNull();
  });

  it('ignores stored text that is not a preorder, and bad lines inside one', () => {
    sessionStorage.setItem('preorder', '{not json');
    expect(readPreorder()).toEqual({});
    sessionStorage.setItem('preorder', '[5, 10]');
    expect(readPreorder()).toEqual({});
    sessionStorage.setItem(
      'preorder',
      JSON.stringify({ applecookies: 10, despink: '5', suguz: 2.5, kief: -5, chocolope: 0, '': 5 }),
    );
    expect(readPreorder()).toEqual({ applecookies: 10 });
  });

  it('reads an unchanged preorder as the same object (a stable snapshot for React)', () => {
    setGrams('despink', 15);
    const first = readPreorder();
    expect(readPreorder()).toBe(first);
    setGrams('despink', 20);
    expect(readPreorder()).not.toBe(first);
    expect(readPreorder()).toEqual({ despink: 20 });
  });

  it('clears everything', () => {
    writePreorder({ applecookies: 5, kief: 5 });
    clearPreorder();
    expect(readPreorder()).toEqual({});
    expect(sessionStorage.getItem('preorder')).toBeNull();
  });
});

describe('subscribePreorder', () => {
  it('tells listeners in the same tab about every write (storage events do not fire there)', () => {
    const seen: unknown[] = [];
    const unsubscribe = subscribePreorder((preorder) => seen.push(preorder));
    setGrams('suguz', 5);
    setGrams('suguz', 10);
    clearPreorder();
    expect(seen).toEqual([{ suguz: 5 }, { suguz: 10 }, {}]);

    unsubscribe();
    setGrams('suguz', 15);
    expect(seen).toHaveLength(3);
  });

  it('announces writes with a window event anyone can listen to', () => {
    const listener = vi.fn();
    window.addEventListener(PREORDER_CHANGED_EVENT, listener);
    setGrams('kief', 5);
    window.removeEventListener(PREORDER_CHANGED_EVENT, listener);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("reacts to another document's change of 'preorder' and to a cleared storage, not to other keys", () => {
    const listener = vi.fn();
    const unsubscribe = subscribePreorder(listener);
    sessionStorage.setItem('preorder', JSON.stringify({ ogkush: 20 }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'preorder' }));
    expect(listener).toHaveBeenLastCalledWith({ ogkush: 20 });

    window.dispatchEvent(new StorageEvent('storage', { key: 'auth_token' }));
    expect(listener).toHaveBeenCalledTimes(1);

    sessionStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(listener).toHaveBeenLastCalledWith({});
    unsubscribe();
  });
});
