import { describe, expect, it } from 'vitest';
import { bomEncoding, detectEncoding, outputNeedsBom } from '@/lib/bulk';

const bytes = (...values: number[]) => new Uint8Array(values);
const utf8 = (text: string) => new TextEncoder().encode(text);

describe('text encodings', () => {
  it('recognises the byte order marks of UTF-8 and UTF-16', () => {
    expect(bomEncoding(bytes(0xef, 0xbb, 0xbf, 0x61))).toBe('utf-8');
    expect(bomEncoding(bytes(0xff, 0xfe, 0x61, 0))).toBe('utf-16le');
    expect(bomEncoding(bytes(0xfe, 0xff, 0, 0x61))).toBe('utf-16be');
    expect(bomEncoding(utf8('abc'))).toBeNull();
    expect(bomEncoding(bytes())).toBeNull();
  });

  it('reads valid UTF-8 as UTF-8 and anything else as Windows-1252', () => {
    expect(detectEncoding(utf8('navn;høyde\nÆrlig;1,5\n'), true)).toBe('utf-8');
    // "Møller" as Excel's Windows-1252 CSV writes it: ø is the single byte 0xF8.
    expect(detectEncoding(bytes(0x4d, 0xf8, 0x6c, 0x6c, 0x65, 0x72), true)).toBe('windows-1252');
  });

  it('does not hold a character cut off at the end of an incomplete sample against UTF-8', () => {
    const cut = utf8('Crème').slice(0, 3); // "Cr" and the first byte of "è"
    expect(detectEncoding(cut, false)).toBe('utf-8');
    expect(detectEncoding(cut, true)).toBe('windows-1252');
  });

  it('gives the converted file a byte order mark when the original had one or was not UTF-8', () => {
    expect(outputNeedsBom('utf-8', false)).toBe(false);
    expect(outputNeedsBom('utf-8', true)).toBe(true);
    expect(outputNeedsBom('windows-1252', false)).toBe(true);
    expect(outputNeedsBom('utf-16le', true)).toBe(true);
  });
});
