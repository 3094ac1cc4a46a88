import { describe, expect, it } from 'vitest';
import { addressSource, type RateRule, secondsUntilAllowed, slidingHits } from './rate-limit.ts';

const rule: RateRule = { name: 'login', limit: 10, windowSeconds: 60 };

describe('the sliding count of attempts', () => {
  it('weighs the previous window by the share of it still less than a window ago', () => {
    expect(slidingHits(rule, { hits: 1, previousHits: 10, elapsed: 0 })).toBe(11);
    expect(slidingHits(rule, { hits: 1, previousHits: 10, elapsed: 30 })).toBe(6);
    expect(slidingHits(rule, { hits: 1, previousHits: 10, elapsed: 60 })).toBe(1);
  });

  it('refuses the eleventh of a run of attempts that crosses a window boundary', () => {
    // Six before the boundary, four and then the eleventh a second after it.
    expect(slidingHits(rule, { hits: 5, previousHits: 6, elapsed: 1 })).toBeGreaterThan(rule.limit);
  });

  it('says when one more attempt will be allowed', () => {
    expect(secondsUntilAllowed(rule, { hits: 3, previousHits: 0, elapsed: 10 })).toBe(0);
    // Within this window, once the previous one's share has shrunk: 1 + 1 + 12 × (1 − t/60) ≤ 10 at t = 20.
    expect(secondsUntilAllowed(rule, { hits: 1, previousHits: 12, elapsed: 5 })).toBe(15);
    // This window's own attempts are past the limit: into the next one until 11 × (1 − y/60) + 1 ≤ 10.
    expect(secondsUntilAllowed(rule, { hits: 11, previousHits: 0, elapsed: 50 })).toBe(
      10 + Math.ceil(60 * (2 / 11)),
    );
  });

  it('is never allowed sooner than it says', () => {
    for (const hits of [1, 5, 9, 10, 11, 20]) {
      for (const previousHits of [0, 3, 10, 15]) {
        for (const elapsed of [0, 15, 59]) {
          const count = { hits, previousHits, elapsed };
          const wait = secondsUntilAllowed(rule, count);
          if (wait === 0) continue;
          // After the wait, the next attempt is judged in this window or the next.
          const at = elapsed + wait;
          const next =
            at < rule.windowSeconds
              ? { hits: hits + 1, previousHits, elapsed: at }
              : { hits: 1, previousHits: hits, elapsed: at - rule.windowSeconds };
          expect(slidingHits(rule, next), JSON.stringify({ count, wait })).toBeLessThanOrEqual(rule.limit);
        }
      }
    }
  });
});

describe('what an address counts as', () => {
  it('an IPv4 address itself, also mapped into IPv6', () => {
    expect(addressSource('10.0.0.7')).toBe('10.0.0.7');
    expect(addressSource('::ffff:10.0.0.7')).toBe('10.0.0.7');
  });

  it('an IPv6 address by its /64, however it is written', () => {
    const net = '2001:db8:7:1::/64';
    expect(addressSource('2001:db8:7:1::5')).toBe(net);
    expect(addressSource('2001:0DB8:0007:0001:ffff:1:2:3')).toBe(net);
    expect(addressSource('2001:db8:7:1:0:0:0:1')).toBe(net);
    expect(addressSource('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressSource('::1')).toBe('0:0:0:0::/64');
    expect(addressSource('2001:db8:7:2::5')).not.toBe(net);
  });

  it('anything else as it came, within bounds', () => {
    expect(addressSource('desconocida')).toBe('desconocida');
    expect(addressSource('x'.repeat(500))).toHaveLength(200);
  });
});
