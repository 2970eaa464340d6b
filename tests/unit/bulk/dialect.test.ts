import { describe, expect, it } from 'vitest';
import { detectDelimiter, detectDialect, detectLineBreak } from '@/lib/bulk';

describe('delimiter detection', () => {
  it('finds commas, semicolons, tabs and vertical bars', () => {
    expect(detectDelimiter('a,b,c\n1,2,3\n', true)).toBe(',');
    expect(detectDelimiter('a;b;c\n1;2;3\n', true)).toBe(';');
    expect(detectDelimiter('a\tb\tc\n1\t2\t3\n', true)).toBe('\t');
    expect(detectDelimiter('a|b|c\n1|2|3\n', true)).toBe('|');
  });

  it('is not misled by the decimal commas of a semicolon-separated file', () => {
    expect(detectDelimiter('name;length\nBox;1,5\nTube;2,25\nRod;3,75\n', true)).toBe(';');
    expect(detectDelimiter('a;b\n1,5;2,5\n3,5;4,5\n', true)).toBe(';');
  });

  it('ignores delimiters inside quotes', () => {
    expect(detectDelimiter('"a;b;c";d\n"1;2;3";4\n', true)).toBe(';');
    expect(detectDelimiter('name,value\n"x;y;z",1\n"p;q;r",2\n', true)).toBe(',');
  });

  it('prefers the delimiter that splits every row like the header', () => {
    // The header has a comma too, but only ";" splits the other rows as it splits the header.
    expect(detectDelimiter('a,b;c;d\n1;2;3\n4;5;6\n', true)).toBe(';');
  });

  it('reads a file with one column, or no file, as comma-separated', () => {
    expect(detectDelimiter('value\n1\n2\n', true)).toBe(',');
    expect(detectDelimiter('', true)).toBe(',');
  });

  it('does not count the last record of an incomplete sample, which may be cut off', () => {
    expect(detectDelimiter('a;b\n1;2\n3;', false)).toBe(';');
    expect(detectDelimiter('a;b;c\n1;2;3\n4', false)).toBe(';');
  });
});

describe('line break detection', () => {
  it('reads LF and CRLF files with "\\n" and old Mac files with "\\r"', () => {
    expect(detectLineBreak('a\nb')).toBe('\n');
    expect(detectLineBreak('a\r\nb')).toBe('\n');
    expect(detectLineBreak('a\rb')).toBe('\r');
    expect(detectLineBreak('a')).toBe('\n');
  });

  it('gives both at once', () => {
    expect(detectDialect('a;b\r\n1;2\r\n', true)).toEqual({ delimiter: ';', lineBreak: '\n' });
  });
});
