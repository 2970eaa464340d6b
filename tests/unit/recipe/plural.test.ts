import { describe, expect, it } from 'vitest';
import { pluralForm } from '@/lib/recipe/plural';

describe('pluralForm', () => {
  it('is singular up to 1 in every language and plural above, as the language counts', () => {
    expect(pluralForm(0.5, 'en')).toBe('one');
    expect(pluralForm(1, 'de')).toBe('one');
    expect(pluralForm(2, 'en')).toBe('other');
    expect(pluralForm(1.5, 'en')).toBe('other');
    expect(pluralForm(1.5, 'fr')).toBe('one');
    expect(pluralForm(2, 'fr')).toBe('other');
  });
});
