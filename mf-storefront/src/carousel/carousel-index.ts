// Spec §2 "Carousel": the index an indicator sets is clamped between 0 and the last slide,
// and the automatic advance wraps to the first slide after the last.

export function clampIndex(index: number, count: number): number {
  if (count <= 0 || Number.isNaN(index)) return 0;
  return Math.min(Math.max(Math.trunc(index), 0), count - 1);
}

export function nextIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return (clampIndex(index, count) + 1) % count;
}
