import { describe, expect, it } from 'vitest';
import { oneFullStop } from '@/lib/format/typography';

describe('a sentence that ends on an abbreviated symbol', () => {
  it('ends on the symbol’s own period, not on two', () => {
    expect(oneFullStop('1 cda. equivale exactamente a 3 cdta.. Con la definición')).toBe(
      '1 cda. equivale exactamente a 3 cdta. Con la definición',
    );
    expect(oneFullStop('It takes roughly 3.2 × 10¹⁸ nanoseconds to make 1 c..')).toBe(
      'It takes roughly 3.2 × 10¹⁸ nanoseconds to make 1 c.',
    );
  });

  it('leaves an ellipsis, a number’s decimal point and a lone full stop as they are', () => {
    for (const text of ['Wait...', 'Exactly 3.5.', '1 ft = 0.3048 m. Next', 'c.a.']) expect(oneFullStop(text), text).toBe(text);
  });
});
