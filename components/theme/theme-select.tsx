'use client';

import { useEffect } from 'react';
import { useLoadedStore } from '@/components/storage/use-loaded-store';
import { DARK_QUERY, THEME_CHOICES, resolveTheme, type ThemeChoice } from '@/lib/site/theme';

// The store loads once the page is live: pages with no other stored state keep zustand's persist
// out of their first scripts, and the head script has painted the theme meanwhile.
const loadThemeStore = () => import('@/lib/site/theme-store').then((module) => module.themeStore);
const choiceOf = (state: { readonly choice: ThemeChoice }) => state.choice;

function apply(choice: ThemeChoice): void {
  const theme = resolveTheme(choice, window.matchMedia(DARK_QUERY).matches);
  document.documentElement.setAttribute('data-theme', theme);
}

/**
 * The header's theme control: a native select named "Theme" with Light, Dark and System. The
 * choice is remembered in this browser (lib/site/theme-store.ts), also when made in another tab;
 * System follows the device, also when it changes. Its words come from the server.
 */
export function ThemeSelect({ label, names }: { label: string; names: Readonly<Record<ThemeChoice, string>> }) {
  // The server cannot know the stored choice: its render says System, the browser's reads it.
  const { value: choice, ready: read } = useLoadedStore(loadThemeStore, choiceOf, 'system');

  useEffect(() => {
    // Until the stored choice is read, the head script's theme stands.
    if (!read) return;
    apply(choice);
    if (choice !== 'system') return;
    const media = window.matchMedia(DARK_QUERY);
    const follow = () => apply('system');
    media.addEventListener('change', follow);
    return () => media.removeEventListener('change', follow);
  }, [choice, read]);

  return (
    <select
      aria-label={label}
      value={choice}
      onChange={(event) => {
        const next = THEME_CHOICES.find((value) => value === event.target.value);
        // Without its store (the page went offline before it came) the choice cannot be kept.
        if (next !== undefined)
          loadThemeStore().then(
            (store) => store.getState().choose(next),
            () => undefined,
          );
      }}
      className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm"
    >
      {THEME_CHOICES.map((value) => (
        <option key={value} value={value}>
          {names[value]}
        </option>
      ))}
    </select>
  );
}
