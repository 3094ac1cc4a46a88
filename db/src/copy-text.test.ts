import { describe, expect, it } from 'vitest';
import { copyText } from './connection.ts';

// COPY's text format (PostgreSQL docs, "COPY", File Formats > Text Format).
describe('copyText', () => {
  it('writes null as \\N and numbers, booleans and strings as they are', () => {
    expect([null, undefined, 42, true, 'OG Kush'].map(copyText)).toEqual([
      '\\N',
      '\\N',
      '42',
      'true',
      'OG Kush',
    ]);
  });

  it('escapes backslash, tab, newline and carriage return, so a comment cannot end its row or column', () => {
    expect(copyText('a\tb\nc\rd\\e')).toBe('a\\tb\\nc\\rd\\\\e');
    // The two characters \N in a comment are text, not a null.
    expect(copyText('\\N')).toBe('\\\\N');
  });

  it('writes objects (jsonb) as JSON, escaped the same way', () => {
    expect(copyText({ note: 'x\ty', path: 'a\\b' })).toBe('{"note":"x\\\\ty","path":"a\\\\\\\\b"}');
  });
});
