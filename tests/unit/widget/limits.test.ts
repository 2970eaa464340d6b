import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PREVIEW_MAX, previewSize, toSize, WIDGET_HEIGHT, WIDGET_WIDTH } from '@/lib/widget';

describe('toSize', () => {
  it('keeps a whole number of pixels inside the limits', () => {
    expect(toSize(500, WIDGET_WIDTH)).toBe(500);
    expect(toSize('500', WIDGET_WIDTH)).toBe(500);
  });

  it('accepts what people write in snippets: spaces, a px suffix, decimals', () => {
    expect(toSize(' 450 ', WIDGET_WIDTH)).toBe(450);
    expect(toSize('450px', WIDGET_WIDTH)).toBe(450);
    expect(toSize('450.6', WIDGET_WIDTH)).toBe(451);
  });

  it('clamps numbers outside the limits to the nearest limit', () => {
    expect(toSize('1000', WIDGET_WIDTH)).toBe(800);
    expect(toSize(100, WIDGET_WIDTH)).toBe(300);
    expect(toSize('-5', WIDGET_HEIGHT)).toBe(250);
    expect(toSize(9999, WIDGET_HEIGHT)).toBe(600);
  });

  it('gives the default 400x300 for anything that is not a number', () => {
    for (const junk of ['', 'wide', '1e3', '0x190', 'NaN', Number.NaN, Number.POSITIVE_INFINITY, null, undefined, {}, ['500']]) {
      expect(toSize(junk, WIDGET_WIDTH), String(junk)).toBe(400);
      expect(toSize(junk, WIDGET_HEIGHT), String(junk)).toBe(300);
    }
  });

  it('always returns an integer within the limits', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.string(), fc.integer().map(String)), (value) => {
        const size = toSize(value, WIDGET_WIDTH);
        expect(Number.isInteger(size)).toBe(true);
        expect(size).toBeGreaterThanOrEqual(WIDGET_WIDTH.min);
        expect(size).toBeLessThanOrEqual(WIDGET_WIDTH.max);
      }),
    );
  });
});

describe('previewSize', () => {
  it('shows small widgets at their own size and caps big ones at 400x300', () => {
    expect(previewSize(300, 250)).toEqual({ width: 300, height: 250 });
    expect(previewSize(800, 600)).toEqual(PREVIEW_MAX);
    expect(previewSize(350, 600)).toEqual({ width: 350, height: 300 });
  });
});
