import { describe, expect, it } from 'vitest';
import { converterEvent } from '@/lib/converter';

describe('converter analytics events', () => {
  it('names the action and the conversion it was about', () => {
    expect(converterEvent('swap', { category: 'length', from: 'cm', to: 'in' })).toEqual({
      category: 'converter',
      label: 'swap',
      value: 'length:cm:in',
    });
    expect(converterEvent('quick_conversion', { category: 'weight', from: 'kg', to: 'lb' }).value).toBe('weight:kg:lb');
  });
});
