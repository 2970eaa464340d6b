import { themeScript, type ThemeChoice } from '@/lib/site/theme';

/** Sets the theme on <html> before the first paint (no flash of the wrong theme). Goes in <head>. */
export function ThemeScript({ fixed }: { fixed?: ThemeChoice }) {
  return <script dangerouslySetInnerHTML={{ __html: themeScript(fixed) }} />;
}
