/**
 * Light and dark: the visitor's choice ("system" follows the device), where it is kept, and the tiny
 * script that applies it before the first paint. Plain data and strings, no browser or React imports.
 *
 * How the theme reaches the page: `<html data-theme="light|dark">`. app/globals.css gives the dark
 * theme its own values of the palette's colour variables (white, slate, brand, red, ...), so every
 * component's colour classes follow the theme without a second set of classes.
 */
export const THEME_CHOICES = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
export type Theme = Exclude<ThemeChoice, 'system'>;

/**
 * Storage key of the visitor's choice: persist's entry `{"state":{"choice":"dark"},"version":0}`
 * (./theme-store.ts). Earlier releases kept the bare choice ("dark") under it, absent for system.
 */
export const THEME_STORAGE_KEY = 'theme';
export const THEME_STORAGE_VERSION = 0;

export const DARK_QUERY = '(prefers-color-scheme: dark)';

export function resolveTheme(choice: ThemeChoice, systemPrefersDark: boolean): Theme {
  if (choice === 'system') return systemPrefersDark ? 'dark' : 'light';
  return choice;
}

/**
 * The script that runs in <head> before anything is painted: it reads the choice the theme store
 * wrote (or the bare choice of an earlier release, which the store migrates once the page is live),
 * or, with `fixed`, takes the given one, as the embeddable widget does from its address, and sets
 * data-theme. Anything else means system. Inline and static, so the server's script policy allows it
 * by its hash like Next's own scripts.
 */
export function themeScript(fixed?: ThemeChoice): string {
  const choice = fixed
    ? JSON.stringify(fixed)
    : `(function(){try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});` +
      `try{var s=JSON.parse(t);if(s&&s.state)return s.state.choice}catch(e){}return t}catch(e){return null}})()`;
  return (
    `(function(){var c=${choice};` +
    `var d=c==="dark"||(c!=="light"&&window.matchMedia&&window.matchMedia(${JSON.stringify(DARK_QUERY)}).matches);` +
    `document.documentElement.setAttribute("data-theme",d?"dark":"light")})()`
  );
}
