'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { DARK_QUERY, THEME_CHOICES, THEME_STORAGE_KEY, isThemeChoice, resolveTheme, type ThemeChoice } from '@/lib/site/theme';

function storedChoice(): ThemeChoice {
  try {
    const value = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isThemeChoice(value) ? value : 'system';
  } catch {
    return 'system';
  }
}

/** Told when this page changes the choice; other tabs tell through the storage event. */
const CHANGE_EVENT = 'unitly-theme-change';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

function store(choice: ThemeChoice): void {
  try {
    if (choice === 'system') window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Storage blocked: the choice still holds for this page.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function apply(choice: ThemeChoice): void {
  const theme = resolveTheme(choice, window.matchMedia(DARK_QUERY).matches);
  document.documentElement.setAttribute('data-theme', theme);
}

/**
 * The header's theme control: a native select named "Theme" with Light, Dark and System. The
 * choice is remembered in this browser; System follows the device, also when it changes. Its words
 * come from the server.
 */
export function ThemeSelect({ label, names }: { label: string; names: Readonly<Record<ThemeChoice, string>> }) {
  // The server cannot know the stored choice: its render says System, the browser's reads it.
  const choice = useSyncExternalStore(subscribe, storedChoice, () => 'system' as const);

  useEffect(() => {
    apply(choice);
    if (choice !== 'system') return;
    const media = window.matchMedia(DARK_QUERY);
    const follow = () => apply('system');
    media.addEventListener('change', follow);
    return () => media.removeEventListener('change', follow);
  }, [choice]);

  return (
    <select
      aria-label={label}
      value={choice}
      onChange={(event) => {
        const next = event.target.value;
        if (isThemeChoice(next)) store(next);
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
