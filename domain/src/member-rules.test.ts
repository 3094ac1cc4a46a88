import { describe, expect, it } from 'vitest';
import { memberNumberOf, normalizeMail, normalizeName } from './member-rules.ts';

describe('member rules', () => {
  it('normalises names and mails as stored', () => {
    expect(normalizeName('  Ana   María ')).toBe('Ana María');
    expect(normalizeMail('  Ana.Fernandez@Club.UY ')).toBe('ana.fernandez@club.uy');
  });

  it('reads a member number from a search', () => {
    expect(memberNumberOf('26')).toBe(26);
    expect(memberNumberOf(' #132 ')).toBe(132);
    expect(memberNumberOf('Ana 26')).toBeNull();
    expect(memberNumberOf('')).toBeNull();
  });
});
