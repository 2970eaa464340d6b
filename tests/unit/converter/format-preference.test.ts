import { describe, expect, it } from 'vitest';
import { choiceKey, FORMAT_STORAGE_KEY, formatKey, formatOfKey } from '@/lib/converter/format-preference';
import { createFormatStore } from '@/lib/converter/format-store';
import { precisionChoices } from '@/lib/converter/precision-choices';
import type { ResultFormat } from '@/lib/format/answer';
import { memoryStorage } from '../../support/memory-storage';

async function storedFormat(text: string): Promise<ResultFormat> {
  const store = createFormatStore(memoryStorage({ [FORMAT_STORAGE_KEY]: text }).storage);
  await store.persist.rehydrate();
  return store.getState().format;
}

const everyChoice = (['decimal', 'fraction'] as const).flatMap((kind) => precisionChoices(kind));

describe('the result format', () => {
  it('offers decimals 0-10, significant figures 1-15 and denominators 1/2 to 1/64', () => {
    expect(precisionChoices('decimal').map(choiceKey)).toEqual([
      'auto',
      ...Array.from({ length: 11 }, (_, i) => `d${i}`),
      ...Array.from({ length: 15 }, (_, i) => `s${i + 1}`),
    ]);
    expect(precisionChoices('fraction').map(choiceKey)).toEqual(['f2', 'f4', 'f8', 'f16', 'f32', 'f64']);
  });

  it('is remembered for every choice the card offers, and read back as chosen', async () => {
    for (const choice of everyChoice) {
      const { data, storage } = memoryStorage();
      const store = createFormatStore(storage);
      await store.persist.rehydrate();
      store.getState().choose(formatOfKey(choiceKey(choice)));
      expect(formatKey(await storedFormat(data[FORMAT_STORAGE_KEY]!))).toBe(choiceKey(choice));
    }
  });

  it("is read from a returning visitor's bare Precision key, for every choice", async () => {
    for (const choice of everyChoice) expect(formatKey(await storedFormat(choiceKey(choice)))).toBe(choiceKey(choice));
  });

  it('falls back to the automatic decimal for anything else in storage', async () => {
    const entry = (format: unknown) => JSON.stringify({ state: { format }, version: 0 });
    for (const text of [
      '',
      'd11',
      's0',
      's16',
      'f3',
      'f128',
      '{"kind":"fraction"}',
      'd-1',
      entry({ kind: 'decimal', precision: 11 }),
      entry({ kind: 'decimal', sig: 1.5 }),
      entry({ kind: 'fraction', denominator: 3 }),
      entry({ kind: 'percent' }),
      entry('f8'),
    ]) {
      expect(await storedFormat(text), text).toEqual({ kind: 'decimal' });
    }
  });
});
