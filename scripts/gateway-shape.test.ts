import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deciderUses, gatewayFiles, longFiles, MAX_LINES, offPatternNames } from './gateway-shape.ts';

const repoRoot = resolve(import.meta.dirname, '..');
const files = gatewayFiles(repoRoot);

describe("the gateway's shape", () => {
  it(`has no file over ${MAX_LINES} lines, tests included`, () => {
    expect(longFiles(repoRoot, files)).toEqual([]);
  });

  it('names feature files by kind alone (decide.ts, not bill-decide.ts)', () => {
    expect(offPatternNames(files)).toEqual([]);
  });

  it('tells an off-pattern name from a topic name', () => {
    expect(
      offPatternNames([
        'gateway/src/orders/cancel-decide.ts',
        'gateway/src/finance/bill-service.ts',
        'gateway/src/plants/plant-events.ts',
        'gateway/src/orders/slot-capacity.ts',
        'gateway/src/orders/decide.test.ts',
        'gateway/src/orders/orders-rest.int.test.ts',
        'gateway/src/orders/orders-graphql.int.test.ts',
        'gateway/src/kernel/events/club-event.ts',
      ]),
    ).toEqual([
      'gateway/src/orders/cancel-decide.ts',
      'gateway/src/finance/bill-service.ts',
      'gateway/src/plants/plant-events.ts',
    ]);
  });

  it('tests every decider through deciderSpec', () => {
    const uses = deciderUses(repoRoot, files);
    expect(uses.length).toBeGreaterThan(0);
    expect(
      uses.filter((use) => use.testedIn.length === 0).map((use) => `${use.file}: ${use.decider}`),
    ).toEqual([]);
  });
});
