import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { README_FILE, UNITS_DOC_FILE, unitsDoc, withUnitsTable } from '@/scripts/units-doc';

describe('docs/UNITS.md', () => {
  it('is the table scripts/units-doc.ts writes from the catalogue (run it after changing lib/units)', () => {
    expect(readFileSync(UNITS_DOC_FILE, 'utf8')).toBe(unitsDoc());
  });

  it("leaves the README's table of categories and counts as the catalogue has them", () => {
    const readme = readFileSync(README_FILE, 'utf8');
    expect(readme).toBe(withUnitsTable(readme));
  });
});
