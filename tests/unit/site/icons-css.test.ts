import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { controlIcons, cssIcons } from '@/components/ui/css-icons';
import {
  CONTROL_ICONS_CSS_FILE,
  controlIconsCss,
  ICON_BASE_CSS_FILE,
  iconBaseCss,
  ICONS_CSS_FILE,
  iconsCss,
  MENU_ICONS_CSS_FILE,
  menuIconsCss,
} from '@/scripts/icons-css';

describe('app/icons.css, app/menu-icons.css, app/control-icons.css and app/icon-base.css', () => {
  const committed = readFileSync(ICONS_CSS_FILE, 'utf8');

  it('are what scripts/icons-css.ts writes from lucide-react (run it after changing an icon or upgrading)', async () => {
    expect(committed).toBe(await iconsCss());
    expect(readFileSync(MENU_ICONS_CSS_FILE, 'utf8')).toBe(await menuIconsCss());
    expect(readFileSync(CONTROL_ICONS_CSS_FILE, 'utf8')).toBe(await controlIconsCss());
    expect(readFileSync(ICON_BASE_CSS_FILE, 'utf8')).toBe(iconBaseCss());
  });

  it('write the .icon rule once, in the base sheet that both icon components import', () => {
    for (const file of [ICONS_CSS_FILE, CONTROL_ICONS_CSS_FILE]) expect(readFileSync(file, 'utf8'), file).not.toMatch(/\.icon \{/);
    expect(readFileSync(ICON_BASE_CSS_FILE, 'utf8').match(/\.icon \{/g)).toHaveLength(2);
    for (const component of ['components/ui/control-icon.tsx', 'components/ui/css-icon.tsx']) {
      expect(readFileSync(component, 'utf8'), component).toContain("import '@/app/icon-base.css';");
    }
  });

  it('draw every icon ControlIcon can name, once, the starred star filled', () => {
    const sheet = readFileSync(CONTROL_ICONS_CSS_FILE, 'utf8');
    for (const name of Object.keys(controlIcons)) {
      expect(sheet.match(new RegExp(`\\.icon-${name} \\{`, 'g')), name).toHaveLength(1);
    }
    expect(sheet).toMatch(/\.icon-star-filled \{\n {4}--icon: url\("data:image\/svg\+xml,%3Csvg [^"]*fill='black'/);
    expect(readFileSync('components/ui/control-icon.tsx', 'utf8')).toContain("import '@/app/control-icons.css';");
  });

  it('draw every icon CssIcon can name, once', () => {
    for (const name of Object.keys(cssIcons)) {
      expect(committed.match(new RegExp(`\\.icon-${name} \\{`, 'g')), name).toHaveLength(1);
    }
  });

  it('are imported where they are used: icons.css by CssIcon, menu-icons.css by the global stylesheet', () => {
    expect(readFileSync('components/ui/css-icon.tsx', 'utf8')).toContain("import '@/app/icons.css';");
    expect(readFileSync('app/globals.css', 'utf8')).toContain("@import './menu-icons.css';");
  });
});
