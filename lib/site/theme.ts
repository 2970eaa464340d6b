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

/** localStorage key of the visitor's choice (absent: system). */
export const THEME_STORAGE_KEY = 'theme';

export const DARK_QUERY = '(prefers-color-scheme: dark)';

export function isThemeChoice(value: unknown): value is ThemeChoice {
  return typeof value === 'string' && (THEME_CHOICES as readonly string[]).includes(value);
}

export function resolveTheme(choice: ThemeChoice, systemPrefersDark: boolean): Theme {
  if (choice === 'system') return systemPrefersDark ? 'dark' : 'light';
  return choice;
}

/**
 * The script that runs in <head> before anything is painted: it reads the stored choice (or, with
 * `fixed`, takes the given one, as the embeddable widget does from its address) and sets data-theme.
 * Inline and static, so the server's script policy allows it by its hash like Next's own scripts.
 */
export function themeScript(fixed?: ThemeChoice): string {
  const choice = fixed
    ? JSON.stringify(fixed)
    : `(function(){try{return localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})}catch(e){return null}})()`;
  return (
    `(function(){var c=${choice};` +
    `var d=c==="dark"||(c!=="light"&&window.matchMedia&&window.matchMedia(${JSON.stringify(DARK_QUERY)}).matches);` +
    `document.documentElement.setAttribute("data-theme",d?"dark":"light")})()`
  );
}
