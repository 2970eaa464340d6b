import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeWidgetConfig, scriptFrame } from '@/lib/widget';
import { junkStringParams } from './arbitraries';

const paramsOf = (query: string) => Object.fromEntries(new URLSearchParams(query));

describe('scriptFrame', () => {
  it('passes a valid script tag on to the embed page in full', () => {
    const frame = scriptFrame({ category: 'weight', from: 'kg', to: 'lb', width: '500', height: '280', lang: 'de' });
    expect(frame).toEqual({ query: 'category=weight&from=kg&to=lb&width=500&height=280&lang=de', width: 500, height: 280, lang: 'de' });
  });

  it("leaves out ids of no id's shape and leaves checking the rest to the embed page", () => {
    expect(scriptFrame({ category: 'weight', from: 'c m', to: '<g>' }).query).toBe('category=weight&width=400&height=300');
    expect(scriptFrame({ category: 'bogus', from: 'kg', to: 'in' }).query).toBe('category=bogus&from=kg&to=in&width=400&height=300');
    expect(sanitizeWidgetConfig({ category: 'bogus', from: 'kg', to: 'in' }).category).not.toBe('bogus');
    expect(sanitizeWidgetConfig({ category: 'constructor', from: 'toString' }).category).not.toBe('constructor');
  });

  it('lets through currency codes and leaves checking them to the embed page', () => {
    expect(scriptFrame({ category: 'currency', from: 'nok', to: 'xyz' }).query).toBe(
      'category=currency&from=nok&to=xyz&width=400&height=300',
    );
    expect(sanitizeWidgetConfig({ category: 'currency', from: 'xyz', to: 'nok' })).toMatchObject({ category: 'currency', to: 'nok' });
    expect(sanitizeWidgetConfig({ category: 'currency', from: 'xyz', to: 'nok' }).from).not.toBe('xyz');
  });

  it('clamps the frame size into 300-800 by 250-600', () => {
    expect(scriptFrame({ width: '1200', height: '100' })).toMatchObject({ width: 800, height: 250 });
    expect(scriptFrame({ width: 'auto' })).toMatchObject({ width: 400, height: 300 });
  });

  it("speaks the host page's language when the tag names none, and the tag's when it does", () => {
    expect(scriptFrame({}, 'de-AT').lang).toBe('de');
    expect(scriptFrame({}, 'NO').lang).toBe('no');
    expect(scriptFrame({ lang: 'fr' }, 'de-AT').lang).toBe('fr');
    expect(scriptFrame({}, 'sv-SE')).toMatchObject({ lang: 'en', query: 'width=400&height=300' });
  });

  it('shows the same widget as the embed page would for the same attributes', () => {
    fc.assert(
      fc.property(junkStringParams, (data) => {
        const frame = scriptFrame(data);
        const shown = sanitizeWidgetConfig(paramsOf(frame.query));
        expect(shown).toEqual(sanitizeWidgetConfig(data));
        expect([frame.width, frame.height, frame.lang]).toEqual([shown.width, shown.height, shown.lang]);
      }),
    );
  });
});
