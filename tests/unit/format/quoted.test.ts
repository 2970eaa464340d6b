import { describe, expect, it } from 'vitest';
import { quoted } from '@/lib/format/typography';

describe('quoted', () => {
  it('puts what the visitor typed in the quotation marks each language writes', () => {
    expect(quoted('harina', 'es')).toBe('«harina»');
    expect(quoted('Mehl', 'de')).toBe('„Mehl“');
    expect(quoted('farine', 'fr')).toBe('«\u202ffarine\u202f»');
    expect(quoted('mel', 'no')).toBe('«mel»');
    expect(quoted('flour', 'en')).toBe('“flour”');
  });
});
