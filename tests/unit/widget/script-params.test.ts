import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeWidgetConfig, scriptFrame, widgetUnitTable } from '@/lib/widget';
import { junkStringParams } from './arbitraries';

const units = widgetUnitTable();
const paramsOf = (query: string) => Object.fromEntries(new URLSearchParams(query));

describe('scriptFrame', () => {
  it('passes a valid script tag on to the embed page in full', () => {
    const frame = scriptFrame({ category: 'weight', from: 'kg', to: 'lb', width: '500', height: '280', lang: 'de' }, units);
    expect(frame).toEqual({ query: 'category=weight&from=kg&to=lb&width=500&height=280&lang=de', width: 500, height: 280, lang: 'de' });
  });

  it('leaves out what is not valid, so the embed page uses its defaults there', () => {
    expect(scriptFrame({ category: 'weight', from: 'cm', to: 'g' }, units).query).toBe('category=weight&to=g&width=400&height=300');
    expect(scriptFrame({ category: 'bogus', from: 'kg', to: 'in' }, units).query).toBe('to=in&width=400&height=300');
    expect(scriptFrame({ category: 'constructor', from: 'toString' }, units).query).toBe('width=400&height=300');
  });

  it('lets through currency codes of the right shape and leaves checking them to the embed page', () => {
    expect(scriptFrame({ category: 'currency', from: 'nok', to: 'EUR1' }, units).query).toBe(
      'category=currency&from=nok&width=400&height=300',
    );
    expect(sanitizeWidgetConfig({ category: 'currency', from: 'xyz', to: 'nok' })).toMatchObject({ category: 'currency', to: 'nok' });
    expect(sanitizeWidgetConfig({ category: 'currency', from: 'xyz', to: 'nok' }).from).not.toBe('xyz');
  });

  it('clamps the frame size into 300-800 by 250-600', () => {
    expect(scriptFrame({ width: '1200', height: '100' }, units)).toMatchObject({ width: 800, height: 250 });
    expect(scriptFrame({ width: 'auto' }, units)).toMatchObject({ width: 400, height: 300 });
  });

  it("speaks the host page's language when the tag names none, and the tag's when it does", () => {
    expect(scriptFrame({}, units, 'de-AT').lang).toBe('de');
    expect(scriptFrame({}, units, 'NO').lang).toBe('no');
    expect(scriptFrame({ lang: 'fr' }, units, 'de-AT').lang).toBe('fr');
    expect(scriptFrame({}, units, 'sv-SE')).toMatchObject({ lang: 'en', query: 'width=400&height=300' });
  });

  it('shows the same widget as the embed page would for the same attributes', () => {
    fc.assert(
      fc.property(junkStringParams, (data) => {
        const frame = scriptFrame(data, units);
        const shown = sanitizeWidgetConfig(paramsOf(frame.query));
        expect(shown).toEqual(sanitizeWidgetConfig(data));
        expect([frame.width, frame.height, frame.lang]).toEqual([shown.width, shown.height, shown.lang]);
      }),
    );
  });
});
