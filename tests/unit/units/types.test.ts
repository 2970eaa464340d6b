import { describe, expectTypeOf, it } from 'vitest';
import { convert, getConverter, type CategoryId, type UnitId } from '@/lib/units';

describe("the engine's types", () => {
  it('derive literal unit ids per category from the catalogue', () => {
    expectTypeOf<UnitId<'temperature'>>().toEqualTypeOf<'c' | 'f' | 'k' | 'r' | 're'>();
    expectTypeOf<'ms'>().toExtend<UnitId<'speed'>>();
    expectTypeOf<'ms'>().toExtend<UnitId<'time'>>();
    expectTypeOf<'numeric'>().toExtend<CategoryId>();
  });

  it('return numbers for number categories and text for number bases', () => {
    expectTypeOf(convert('length', 'cm', 'in', 1)).toEqualTypeOf<number>();
    expectTypeOf(convert('numeric', 'hex', 'dec', 'ff')).toEqualTypeOf<string>();
    expectTypeOf(getConverter('numeric', 'hex', 'dec')).toEqualTypeOf<(value: string) => string>();
    expectTypeOf(getConverter('weight', 'kg', 'lb')).toEqualTypeOf<(value: number) => number>();
    const runtimeUnit: string = 'cm';
    expectTypeOf(convert('length', runtimeUnit, runtimeUnit, 1)).toEqualTypeOf<number>();
    expectTypeOf(convert('length', 'cm', runtimeUnit, 1)).toEqualTypeOf<number>();
    const runtimeBase: string = 'hex';
    expectTypeOf(convert('numeric', runtimeBase, 'dec', '1')).toEqualTypeOf<string>();
  });

  it('reject literal ids that do not exist at compile time', () => {
    // Never called: only the compiler looks at these (tsc --noEmit runs in CI).
    const neverCalled = () => {
      // @ts-expect-error "lb" is not a length unit
      convert('length', 'cm', 'lb', 1);
      // @ts-expect-error "cm" is not a temperature unit
      getConverter('temperature', 'cm', 'c');
      // @ts-expect-error "lenght" is not a category
      convert('lenght', 'cm', 'in', 1);
      // @ts-expect-error "hexa" is not a number base
      convert('numeric', 'hexa', 'dec', 'ff');
    };
    expectTypeOf(neverCalled).toBeFunction();
  });

  it('accept ids known only at run time', () => {
    const category: string = 'length';
    expectTypeOf(convert(category, 'cm', 'in', 1)).toEqualTypeOf<number | string>();
    expectTypeOf(getConverter(category, 'cm', 'in')).toEqualTypeOf<((value: number) => number) | ((value: string) => string)>();
  });
});
