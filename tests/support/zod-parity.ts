import fc from 'fast-check';
import { expect } from 'vitest';
import type { z } from 'zod';
import { INVALID, type Reader } from '@/lib/validate/readers';

/**
 * The law the readers that replaced zod in the browser obey (lib/validate/readers.ts): over `runs`
 * near-valid values, the reader fails exactly when the old schema does, and otherwise reads the same
 * value. The values must land on both sides often enough (at least 2.5% each) for the law to say something.
 */
export function agreesWithSchema(reader: Reader<unknown>, schema: z.ZodType, values: fc.Arbitrary<unknown>, runs = 1000) {
  let accepted = 0;
  fc.assert(
    fc.property(values, (value) => {
      const expected = schema.safeParse(value);
      const read = reader(value);
      expect(read === INVALID).toBe(!expected.success);
      if (expected.success) {
        accepted += 1;
        expect(read).toEqual(expected.data);
      }
    }),
    { numRuns: runs },
  );
  expect(accepted).toBeGreaterThan(runs * 0.025);
  expect(accepted).toBeLessThan(runs * 0.975);
}
