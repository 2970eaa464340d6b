import { describe, expect, it } from 'vitest';
import { locales } from '@/i18n/locales';
import { parseLine } from '@/lib/recipe/parse-line';
import { RECIPE_UNIT_IDS } from '@/lib/recipe/units';
import { unitLabeler } from './support';

// A scaled recipe that is copied and pasted back must read the same: every unit word the page
// shows is one the parser knows, in every language.
describe('the unit words the page shows', () => {
  for (const locale of locales) {
    it(`read back as the same unit in ${locale}`, () => {
      const label = unitLabeler(locale);
      for (const unit of RECIPE_UNIT_IDS.filter((id) => id !== 'egg')) {
        for (const form of ['one', 'other'] as const) {
          expect(parseLine(`2 ${label(unit, form)} food`).unit, `${unit} ${form}`).toBe(unit);
        }
      }
    });
  }
});
