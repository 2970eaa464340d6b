import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isFavourite,
  MAX_FAVOURITES,
  MAX_RECENT,
  toggledFavourite,
  withRecent,
  type RecentConversion,
  type StoredRecent,
} from '@/lib/converter/history-entries';
import { knownConversions } from '@/lib/converter/history-known';
import { createHistoryStore } from '@/lib/converter/history-store';
import { readStoredHistory } from '@/lib/converter/stored-schemas';
import { converterHref } from '@/lib/quick/links';

const entry = (value: string, over: Partial<RecentConversion> = {}): RecentConversion => ({
  category: 'length',
  from: 'cm',
  to: 'in',
  value,
  result: '1',
  ...over,
});

describe('recent conversions', () => {
  it('keep the newest first and at most 20', () => {
    let list: StoredRecent[] = [];
    for (let i = 0; i < 30; i++) list = withRecent(list, entry(String(i)));
    expect(list).toHaveLength(MAX_RECENT);
    expect(list[0]!.value).toBe('29');
    expect(list.at(-1)!.value).toBe('10');
  });
  it('move a repeated conversion to the front instead of listing it twice', () => {
    const list = withRecent(withRecent(withRecent([], entry('1')), entry('2')), entry('1'));
    expect(list.map((item) => item.value)).toEqual(['1', '2']);
  });
});

describe('favourites', () => {
  it('are toggled per pair: pressed again removes the pair', () => {
    const once = toggledFavourite([], { category: 'weight', from: 'kg', to: 'lb', value: '5' });
    expect(isFavourite(once, { category: 'weight', from: 'kg', to: 'lb' })).toBe(true);
    const twice = toggledFavourite(once, { category: 'weight', from: 'kg', to: 'lb', value: '7' });
    expect(twice).toEqual([]);
  });
});

const favourite = { category: 'length', from: 'cm', to: 'in', value: '1' };

describe('stored lists are read leniently (zod/mini, each entry on its own)', () => {
  it('dropping entries that are not of the stored shape', () => {
    const recent = [
      entry('1'),
      null,
      'x',
      { ...entry('3'), result: 5 },
      { ...entry('4'), from: '' },
      { ...entry('5'), to: 'x'.repeat(33) },
    ];
    expect(readStoredHistory({ recent, favourites: [{ ...favourite, value: 1 }, favourite] })).toEqual({
      recent: [entry('1')],
      favourites: [favourite],
    });
  });
  it('keeping only the fields of the stored shape', () => {
    expect(readStoredHistory({ recent: [{ ...entry('1'), extra: true }], favourites: [] }).recent).toEqual([entry('1')]);
  });
  it('reading each list on its own: a damaged one costs only itself', () => {
    expect(readStoredHistory({ recent: 'oops', favourites: [favourite] })).toEqual({ recent: [], favourites: [favourite] });
  });
  it('keeping at most as many entries as the lists hold', () => {
    const stored = readStoredHistory({ recent: Array(50).fill(entry('1')), favourites: Array(200).fill(favourite) });
    expect(stored.recent).toHaveLength(MAX_RECENT);
    expect(stored.favourites).toHaveLength(MAX_FAVOURITES);
  });
  it('keeping conversions the catalogue does not know, which the lists then leave out', () => {
    const parsec = { ...entry('2'), from: 'parsec' };
    const nope = { ...entry('3'), category: 'nope' };
    const { recent } = readStoredHistory({ recent: [entry('1'), parsec, nope] });
    expect(recent).toEqual([entry('1'), parsec, nope]);
    expect(knownConversions(recent)).toEqual([entry('1')]);
  });
  it('never throwing, whatever storage holds', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (recent, favourites) => {
        const stored = readStoredHistory({ recent, favourites });
        expect(Array.isArray(stored.recent) && Array.isArray(stored.favourites)).toBe(true);
        expect(readStoredHistory(recent)).toEqual(expect.objectContaining({ recent: expect.any(Array) }));
      }),
      { seed: 16, numRuns: 500 },
    );
  });
});

describe('the history store', () => {
  it('persists only to the storage it is given, and clears history but not favourites', async () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
      removeItem: (key: string) => void data.delete(key),
    };
    const store = createHistoryStore(() => storage);
    await store.persist.rehydrate();
    store.getState().record(entry('5'));
    store.getState().toggleFavourite({ category: 'length', from: 'cm', to: 'in', value: '5' });
    const again = createHistoryStore(() => storage);
    await again.persist.rehydrate();
    expect(again.getState().recent).toEqual([entry('5')]);
    expect(again.getState().favourites).toEqual([{ category: 'length', from: 'cm', to: 'in', value: '5' }]);
    again.getState().clearHistory();
    expect(again.getState().recent).toEqual([]);
    expect(again.getState().favourites).toHaveLength(1);
  });
  it('forgets, when asked, the entries a check refuses, in both lists', () => {
    const store = createHistoryStore(() => undefined as never);
    store.getState().record(entry('1'));
    store.getState().record(entry('2', { from: 'parsec' }));
    store.getState().toggleFavourite({ category: 'length', from: 'parsec', to: 'in', value: '1' });
    store.getState().keepOnly((item) => item.from !== 'parsec');
    expect(store.getState().recent).toEqual([entry('1')]);
    expect(store.getState().favourites).toEqual([]);
  });
});

describe('links carry the value to the converter', () => {
  it('to the pair page when there is one, else to the category page with from and to', () => {
    expect(converterHref('length', 'cm', 'in', '5')).toBe('/convert/length/cm-to-inches?value=5');
    expect(converterHref('length', 'ft', 'mm', 5.25)).toBe('/convert/length/feet-to-mm?value=5.25');
    // Only the most traded currencies have pair pages between them.
    expect(converterHref('currency', 'vnd', 'ars', 5)).toBe('/category/currency?from=vnd&to=ars&value=5');
  });
});
