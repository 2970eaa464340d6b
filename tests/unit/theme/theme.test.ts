import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { resolveTheme, themeScript, type ThemeChoice } from '@/lib/site/theme';

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

  it('is set before paint from the stored choice, or the device when nothing (or nothing valid) is stored', () => {
    expect(run(themeScript(), 'dark', false)).toBe('dark');
    expect(run(themeScript(), 'light', true)).toBe('light');
    expect(run(themeScript(), null, true)).toBe('dark');
    expect(run(themeScript(), 'purple', false)).toBe('light');
    expect(run(themeScript(), null, true, true)).toBe('dark');
  });

  it('can be fixed by the page, as the widget is by its address', () => {
    expect(run(themeScript('dark'), 'light', false)).toBe('dark');
    expect(run(themeScript('system'), 'light', true)).toBe('dark');
  });
});
