import { describe, expect, it } from 'vitest';
import { flightText, otherCategoriesNamed } from '../../support/shipped-unit-names';

const names = {
  length: { cm: 'Centimeters', in: 'Inches' },
  weight: { kg: 'Kilograms', lb: 'Pounds' },
  typography: { in: 'Inches', pt: 'Points' },
};

describe('the unit names a page ships', () => {
  it('finds another category named as messages or a minified catalogue write it', () => {
    expect(otherCategoriesNamed(['{"UnitNames":{"weight":{"kg":"Kilograms"}}}'], names, 'length')).toEqual(['weight']);
    expect(otherCategoriesNamed(['var a={kg:"Kilograms",lb:"Pounds"}'], names, 'length')).toEqual(['weight']);
  });

  it("does not count the page's own category, nor a name another category shares with it", () => {
    expect(otherCategoriesNamed(['{"cm":"Centimeters","in":"Inches"}'], names, 'length')).toEqual([]);
  });

  it('does not count a name used in a sentence', () => {
    expect(otherCategoriesNamed(['<p>Kilograms and pounds are units of mass.</p>'], names, 'length')).toEqual([]);
  });

  it("reads the RSC payload out of the page's scripts", () => {
    const html = `<script>self.__next_f.push([1,${JSON.stringify('1:{"messages":{"UnitNames":{"weight":{"kg":"Kilograms"}}}}')}])</script>`;
    expect(otherCategoriesNamed([flightText(html)], names, 'length')).toEqual(['weight']);
  });
});
