import { beforeEach, describe, expect, it } from 'vitest';
import {
  CARD_STEP_SECONDS,
  cardCode,
  cardStep,
  cardTag,
  newCardSecret,
  parseCardCode,
  sameTag,
} from './member-card.ts';

beforeEach(() => {
  expect.hasAssertions();
});

describe('the member card code', () => {
  const secret = newCardSecret();

  it('changes every 30 seconds and names the member and the step it was made for', async () => {
    const at = Date.UTC(2026, 10, 27, 15, 0, 0);
    const first = await cardCode(secret, 12, at);
    expect(await cardCode(secret, 12, at + (CARD_STEP_SECONDS - 1) * 1000)).toBe(first);
    const next = await cardCode(secret, 12, at + CARD_STEP_SECONDS * 1000);
    expect(next).not.toBe(first);
    expect(parseCardCode(first)).toEqual({ memberId: 12, step: cardStep(at), tag: expect.any(String) });
    expect(parseCardCode(next)?.step).toBe(cardStep(at) + 1);
  });

  it('signs the member id and the step: another secret, member or step gives another tag', async () => {
    const tag = await cardTag(secret, 12, 100);
    expect(tag).toHaveLength(22);
    expect(sameTag(tag, await cardTag(secret, 12, 100))).toBe(true);
    expect(sameTag(tag, await cardTag(secret, 13, 100))).toBe(false);
    expect(sameTag(tag, await cardTag(secret, 12, 101))).toBe(false);
    expect(sameTag(tag, await cardTag(newCardSecret(), 12, 100))).toBe(false);
  });

  it('reads nothing but a card code', () => {
    for (const text of [
      '',
      'hola',
      'CLUBCARD1.12.1.short',
      `CLUBCARD1.12.1.${'a'.repeat(23)}`,
      'x'.repeat(500),
    ]) {
      expect(parseCardCode(text)).toBeNull();
    }
  });
});
