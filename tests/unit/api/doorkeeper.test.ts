import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDoorkeeper } from '@/lib/api/doorkeeper';

describe('the doorkeeper', () => {
  it('says no the first time a key is asked about and yes the next time', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (key) => {
        const askedBefore = createDoorkeeper(1_024);
        expect([askedBefore(key), askedBefore(key), askedBefore(key)]).toEqual([false, true, true]);
      }),
    );
  });

  it('forgets a key whose slot another key took, and only then', () => {
    const askedBefore = createDoorkeeper(1);
    askedBefore('category=length&value=1');
    askedBefore('category=length&value=2');
    expect(askedBefore('category=length&value=1')).toBe(false);
    expect(askedBefore('category=length&value=1')).toBe(true);
  });

  it('tells thousands of distinct keys apart in a table of 8,192', () => {
    const askedBefore = createDoorkeeper(8_192);
    const keys = Array.from({ length: 2_000 }, (_, index) => `category=length&from=cm&to=in&value=${index}.5`);
    expect(keys.filter((key) => askedBefore(key))).toEqual([]);
    // Three in four are still remembered: the others share a slot with a key asked after them.
    expect(keys.filter((key) => askedBefore(key)).length).toBeGreaterThan(1_500);
  });
});
