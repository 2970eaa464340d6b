import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cssIcons } from '@/components/layout/css-icons';
import { ICONS_CSS_FILE, iconsCss, MENU_ICONS_CSS_FILE, menuIconsCss } from '@/scripts/icons-css';

describe('app/icons.css and app/menu-icons.css', () => {
  const committed = readFileSync(ICONS_CSS_FILE, 'utf8');

  it('are what scripts/icons-css.ts writes from lucide-react (run it after changing an icon or upgrading)', async () => {
    expect(committed).toBe(await iconsCss());
    expect(readFileSync(MENU_ICONS_CSS_FILE, 'utf8')).toBe(await menuIconsCss());
  });

  it('draw every icon CssIcon can name, once', () => {
    for (const name of Object.keys(cssIcons)) {
      expect(committed.match(new RegExp(`\\.icon-${name} \\{`, 'g')), name).toHaveLength(1);
    }
  });

  it('are imported where they are used: icons.css by CssIcon, menu-icons.css by the global stylesheet', () => {
    expect(readFileSync('components/layout/css-icon.tsx', 'utf8')).toContain("import '@/app/icons.css';");
    expect(readFileSync('app/globals.css', 'utf8')).toContain("@import './menu-icons.css';");
  });
});
