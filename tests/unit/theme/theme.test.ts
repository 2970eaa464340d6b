import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { resolveTheme, THEME_STORAGE_KEY, themeScript, type ThemeChoice } from '@/lib/site/theme';
import { createThemeStore } from '@/lib/site/theme-store';
import { memoryStorage } from '../../support/memory-storage';

/** Runs the before-paint script against a stored choice and a device preference; gives data-theme. */
function run(script: string, stored: string | null, prefersDark: boolean, storageThrows = false): string | undefined {
  const attributes: Record<string, string> = {};
  runInNewContext(script, {
    localStorage: {
      getItem: () => {
        if (storageThrows) throw new Error('blocked');
        return stored;
      },
    },
    window: { matchMedia: (query: string) => ({ matches: prefersDark && query.includes('dark') }) },
    document: { documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) } },
  });
  return attributes['data-theme'];
}

const entry = (choice: unknown) => JSON.stringify({ state: { choice }, version: 0 });

describe('the theme', () => {
  it('follows the device when the visitor chose System, and the choice otherwise', () => {
    const cases: [ThemeChoice, boolean, string][] = [
      ['system', true, 'dark'],
      ['system', false, 'light'],
      ['dark', false, 'dark'],
      ['light', true, 'light'],
    ];
    for (const [choice, prefersDark, expected] of cases) expect(resolveTheme(choice, prefersDark)).toBe(expected);
  });

  it("is set before paint from the theme store's entry, or the device when nothing (or nothing valid) is stored", () => {
    expect(run(themeScript(), entry('dark'), false)).toBe('dark');
    expect(run(themeScript(), entry('light'), true)).toBe('light');
    expect(run(themeScript(), entry('system'), true)).toBe('dark');
    expect(run(themeScript(), null, true)).toBe('dark');
    expect(run(themeScript(), entry('purple'), false)).toBe('light');
    expect(run(themeScript(), '{"state":null}', false)).toBe('light');
    expect(run(themeScript(), null, true, true)).toBe('dark');
  });

  it('is set before paint from the bare choice an earlier release stored, until the store rewrites it', () => {
    expect(run(themeScript(), 'dark', false)).toBe('dark');
    expect(run(themeScript(), 'light', true)).toBe('light');
    expect(run(themeScript(), 'purple', false)).toBe('light');
  });

  it('can be fixed by the page, as the widget is by its address', () => {
    expect(run(themeScript('dark'), entry('light'), false)).toBe('dark');
    expect(run(themeScript('system'), entry('light'), true)).toBe('dark');
  });
});

describe('the theme store', () => {
  it('is System until the stored choice is read, then the stored choice', async () => {
    const { storage } = memoryStorage({ [THEME_STORAGE_KEY]: entry('dark') });
    const store = createThemeStore(storage);
    expect(store.getState().choice).toBe('system');
    await store.persist.rehydrate();
    expect(store.getState().choice).toBe('dark');
  });

  it('stores every choice, System too, in the entry the head script reads', async () => {
    const { data, storage } = memoryStorage();
    const store = createThemeStore(storage);
    await store.persist.rehydrate();
    for (const choice of ['light', 'system', 'dark'] as const) {
      store.getState().choose(choice);
      expect(data[THEME_STORAGE_KEY]).toBe(entry(choice));
      expect(run(themeScript(), data[THEME_STORAGE_KEY]!, choice === 'system')).toBe(choice === 'light' ? 'light' : 'dark');
    }
  });

  it("takes a returning visitor's bare choice and rewrites it as the store's entry", async () => {
    const { data, storage } = memoryStorage({ [THEME_STORAGE_KEY]: 'light' });
    const store = createThemeStore(storage);
    await store.persist.rehydrate();
    expect(store.getState().choice).toBe('light');
    expect(data[THEME_STORAGE_KEY]).toBe(entry('light'));
  });

  it('keeps System for anything stored that is not a choice', async () => {
    for (const text of ['purple', entry('purple'), entry(1), '{"state":{"choice":"dark"},"version":4}', '{oops', '42']) {
      const store = createThemeStore(memoryStorage({ [THEME_STORAGE_KEY]: text }).storage);
      await store.persist.rehydrate();
      expect(store.getState().choice, text).toBe('system');
    }
  });
});
