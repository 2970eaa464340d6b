import { describe, expect, it } from 'vitest';
import { readQuery } from '@/lib/quick';

describe('a target unit typed right after the source, with no "to"', () => {
  it('reads "3 tbsp ml" as tablespoons to milliliters', () => {
    expect(readQuery('3 tbsp ml', 'en')).toMatchObject({ ok: true, category: 'volume', from: 'tbsp', to: 'ml', value: 3 });
  });

  it('still reads a word after the unit that is no unit as an ingredient ("3 cups flour")', () => {
    expect(readQuery('3 cups flour', 'en')).toMatchObject({ ok: true, ingredient: { written: 'flour' } });
  });
});

describe('everyday words of the eighth check', () => {
  it('reads the Spanish "micras" as micrometers and a car’s "caballos" as metric horsepower', () => {
    expect(readQuery('50 micras a mm', 'es')).toMatchObject({ ok: true, from: 'um', to: 'mm', value: 50 });
    expect(readQuery('cuanto es 90 caballos en kw', 'es')).toMatchObject({ ok: true, from: 'hp', to: 'kw', value: 90 });
  });

  it('reads the Canadian French "pi", "po" and "lb-pi"', () => {
    expect(readQuery('5 pi 11 po en cm', 'fr')).toMatchObject({ ok: true, from: 'ft_in', to: 'cm' });
    expect(readQuery('250 lb-pi en N·m', 'fr')).toMatchObject({ ok: true, from: 'lbft', to: 'nm', value: 250 });
  });

  it('reads the Norwegian "l per mil" and a typesetter’s "punkter"', () => {
    expect(readQuery('0,5 l per mil i l/100km', 'no')).toMatchObject({ ok: true, from: 'l_mil', to: 'l100km', value: 0.5 });
    expect(readQuery('12 punkter i piksler', 'no')).toMatchObject({ ok: true, from: 'pt', to: 'px', value: 12 });
  });
});
