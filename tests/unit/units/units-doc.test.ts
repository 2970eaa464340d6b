import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { UNITS_DOC_FILE, unitsDoc } from '@/scripts/units-doc';

describe('docs/UNITS.md', () => {
  it('is the table scripts/units-doc.ts writes from the catalogue (run it after changing lib/units)', () => {
    expect(readFileSync(UNITS_DOC_FILE, 'utf8')).toBe(unitsDoc());
  });
});
