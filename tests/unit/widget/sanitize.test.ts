import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isUnitOf } from '@/lib/units';
import { DEFAULT_WIDGET_CONFIG, defaultUnitsOf, widgetConfigSchema, sanitizeWidgetConfig } from '@/lib/widget';
import { junkParams, junkValue, validConfig } from './arbitraries';

describe('sanitizeWidgetConfig', () => {
  it('gives the default widget, a 400x300 English cm-to-inches converter, for no parameters', () => {
    expect(sanitizeWidgetConfig({})).toEqual({
      category: 'length',
      from: 'cm',
      to: 'in',
      width: 400,
      height: 300,
      lang: 'en',
      theme: 'auto',
      define: [],
    });
    expect(sanitizeWidgetConfig(undefined)).toEqual(DEFAULT_WIDGET_CONFIG);
  });

  it('keeps a valid config as it is', () => {
    const config = { category: 'temperature', from: 'f', to: 'k', width: 640, height: 480, lang: 'de', theme: 'dark', define: [] };
    expect(sanitizeWidgetConfig(config)).toEqual(config);
  });

  it('reads query-string values, taking the first of repeated keys', () => {
    expect(
      sanitizeWidgetConfig({ category: ['weight', 'length'], from: 'lb', to: ['g'], width: '500', height: '260', lang: 'fr' }),
    ).toEqual({
      category: 'weight',
      from: 'lb',
      to: 'g',
      width: 500,
      height: 260,
      lang: 'fr',
      theme: 'auto',
      define: [],
    });
  });

  it('falls back to length for an unknown category, and to its units', () => {
    expect(sanitizeWidgetConfig({ category: '<script>alert(1)</script>', from: 'kg', to: 'lb' })).toMatchObject({
      category: 'length',
      from: 'cm',
      to: 'in',
    });
  });

  it("replaces a unit of another category by the category's default unit, each side on its own", () => {
    expect(sanitizeWidgetConfig({ category: 'weight', from: 'cm', to: 'g' })).toMatchObject({ from: 'kg', to: 'g' });
    expect(sanitizeWidgetConfig({ category: 'weight', from: 'g', to: 'in' })).toMatchObject({ from: 'g', to: 'lb' });
  });

  it('reads an id in the category it is given for ("ms" is m/s in speed and milliseconds in time)', () => {
    expect(sanitizeWidgetConfig({ category: 'speed', from: 'ms', to: 'kmh' })).toMatchObject({ from: 'ms', to: 'kmh' });
    expect(sanitizeWidgetConfig({ category: 'time', from: 'ms', to: 's' })).toMatchObject({ from: 'ms', to: 's' });
  });

  it('does not take inherited property names for categories or units', () => {
    expect(sanitizeWidgetConfig({ category: 'constructor', from: 'toString', to: '__proto__' })).toMatchObject({
      category: 'length',
      from: 'cm',
      to: 'in',
    });
  });

  it('clamps sizes into 300-800 by 250-600 and defaults sizes that are not numbers', () => {
    expect(sanitizeWidgetConfig({ width: '2000', height: '10' })).toMatchObject({ width: 800, height: 250 });
    expect(sanitizeWidgetConfig({ width: 'wide', height: '' })).toMatchObject({ width: 400, height: 300 });
  });

  it('falls back to English for a language the site does not speak', () => {
    expect(sanitizeWidgetConfig({ lang: 'sv' }).lang).toBe('en');
    expect(sanitizeWidgetConfig({ lang: 'DE' }).lang).toBe('en');
  });

  it('turns any junk into a valid config whose units belong to its category', () => {
    fc.assert(
      fc.property(fc.oneof(junkParams, fc.anything(), junkValue), (input) => {
        const config = sanitizeWidgetConfig(input);
        expect(widgetConfigSchema.parse(config)).toEqual(config);
        expect(isUnitOf(config.category, config.from) && isUnitOf(config.category, config.to)).toBe(true);
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(junkParams, (input) => {
        const once = sanitizeWidgetConfig(input);
        expect(sanitizeWidgetConfig(once)).toEqual(once);
      }),
    );
  });

  it('leaves every valid config unchanged', () => {
    fc.assert(
      fc.property(validConfig, (config) => {
        expect(sanitizeWidgetConfig(config)).toEqual(config);
      }),
    );
  });
});

describe('widgetConfigSchema', () => {
  it('rejects a unit of another category, a size out of range and unknown keys', () => {
    expect(widgetConfigSchema.safeParse({ ...DEFAULT_WIDGET_CONFIG, from: 'kg' }).success).toBe(false);
    expect(widgetConfigSchema.safeParse({ ...DEFAULT_WIDGET_CONFIG, width: 801 }).success).toBe(false);
    expect(widgetConfigSchema.safeParse({ ...DEFAULT_WIDGET_CONFIG, height: 249 }).success).toBe(false);
    expect(widgetConfigSchema.safeParse({ ...DEFAULT_WIDGET_CONFIG, colour: 'red' }).success).toBe(false);
  });
});

describe('defaultUnitsOf', () => {
  it('starts each category at its most searched pair', () => {
    expect(defaultUnitsOf('weight')).toEqual({ from: 'kg', to: 'lb' });
    expect(defaultUnitsOf('temperature')).toEqual({ from: 'c', to: 'f' });
    expect(defaultUnitsOf('currency')).toEqual({ from: 'usd', to: 'eur' });
    expect(defaultUnitsOf('numeric')).toEqual({ from: 'bin', to: 'dec' });
  });
});
