import { describe, expect, it } from 'vitest';
import { lazyMessages } from '@/i18n/lazy-messages';
import type { Locale } from '@/i18n/locales';

/** A language's file that fails its first `failures` fetches, then answers; counts its fetches. */
function file(failures: number) {
  const calls = { count: 0 };
  const load = () => {
    calls.count += 1;
    return calls.count <= failures ? Promise.reject(new Error('offline')) : Promise.resolve({ default: { hello: 'Hallo' } });
  };
  return { calls, load };
}

function loaderOf(de: () => Promise<{ default: { hello: string } }>) {
  const other = () => Promise.resolve({ default: { hello: 'Hello' } });
  return lazyMessages<{ hello: string }>({ en: other, es: other, de, fr: other, no: other } satisfies Record<Locale, unknown>);
}

describe('lazyMessages', () => {
  it('fetches a language once, however many ask', async () => {
    const de = file(0);
    const load = loaderOf(de.load);
    expect(await Promise.all([load('de'), load('de')])).toEqual([{ hello: 'Hallo' }, { hello: 'Hallo' }]);
    expect(await load('de')).toEqual({ hello: 'Hallo' });
    expect(de.calls.count).toBe(1);
  });

  it('gives null for a file that could not be fetched, and fetches it again when next asked', async () => {
    const de = file(1);
    const load = loaderOf(de.load);
    expect(await load('de')).toBeNull();
    expect(await load('de')).toEqual({ hello: 'Hallo' });
    expect(de.calls.count).toBe(2);
  });
});
