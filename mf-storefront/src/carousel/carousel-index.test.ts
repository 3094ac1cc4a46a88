import { describe, expect, it } from 'vitest';
import { clampIndex, nextIndex } from './carousel-index.ts';

describe('nextIndex', () => {
  it('moves to the following slide', () => {
    expect(nextIndex(0, 3)).toBe(1);
    expect(nextIndex(1, 3)).toBe(2);
  });

  it('wraps to the first slide after the last', () => {
    expect(nextIndex(2, 3)).toBe(0);
  });

  it('stays on the only slide', () => {
    expect(nextIndex(0, 1)).toBe(0);
  });

  it('starts again from a valid index when the current one is out of range', () => {
    expect(nextIndex(7, 3)).toBe(0);
    expect(nextIndex(-4, 3)).toBe(1);
  });

  it('returns 0 when there are no slides', () => {
    expect(nextIndex(0, 0)).toBe(0);
  });
});

describe('clampIndex', () => {
  it('keeps an index inside the range', () => {
    expect(clampIndex(1, 3)).toBe(1);
  });

  it('clamps below 0 to the first slide', () => {
    expect(clampIndex(-1, 3)).toBe(0);
  });

  it('clamps past the end to the last slide', () => {
    expect(clampIndex(3, 3)).toBe(2);
    expect(clampIndex(99, 3)).toBe(2);
  });

  it('returns 0 for an empty carousel or a non-number', () => {
    expect(clampIndex(2, 0)).toBe(0);
    expect(clampIndex(Number.NaN, 3)).toBe(0);
  });
});
