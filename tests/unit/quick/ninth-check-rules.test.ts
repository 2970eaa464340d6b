import { describe, expect, it } from 'vitest';
import { readQuery } from '@/lib/quick';

describe('hundreds in words', () => {
  it('reads "two hundred" in English and "deux cents" in French as 200', () => {
    expect(readQuery('how many kj in two hundred calories', 'en')).toMatchObject({ ok: true, from: 'kcal', to: 'kj', value: 200 });
    expect(readQuery('deux cents grammes en onces', 'fr')).toMatchObject({ ok: true, from: 'g', to: 'oz', value: 200 });
  });
});

describe('everyday words of the ninth check', () => {
  it('reads the French "mm de mercure" as millimeters of mercury', () => {
    expect(readQuery('760 mm de mercure en hPa', 'fr')).toMatchObject({ ok: true, from: 'mmhg', to: 'hpa', value: 760 });
  });

  it('reads "Ncm" as the newton-centimeter beside "Nm", in any language', () => {
    expect(readQuery('200 Ncm i Nm', 'no')).toMatchObject({ ok: true, category: 'torque', from: 'ncm', to: 'nm', value: 200 });
    expect(readQuery('5 nm to m', 'en')).toMatchObject({ ok: true, category: 'length', from: 'nm' });
  });

  it('reads a Norwegian question opening "hvor langt er"', () => {
    expect(readQuery('hvor langt er 3 mil i km', 'no')).toMatchObject({ ok: true, from: 'mil_scandinavian', to: 'km', value: 3 });
  });
});
