import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ICON_SPRITE_PATH, spriteIcons } from '@/components/ui/sprite-icons';
import { ICON_SPRITE_FILE, iconSprite, MENU_ICONS_CSS_FILE, menuIconsCss } from '@/scripts/icon-sprite';

describe('public/icons.svg and app/menu-icons.css', () => {
  const sprite = readFileSync(ICON_SPRITE_FILE, 'utf8');

  it('are what scripts/icon-sprite.ts writes from lucide-react (run it after changing an icon or upgrading)', () => {
    expect(sprite).toBe(iconSprite());
    expect(readFileSync(MENU_ICONS_CSS_FILE, 'utf8')).toBe(menuIconsCss());
  });

  it('hold one symbol for every name SpriteIcon can draw, and nothing else', () => {
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map(([, id]) => id);
    expect(ids).toEqual(Object.keys(spriteIcons));
  });

  it('stroke every symbol in the text colour, and fill only the starred star', () => {
    for (const [, id, attributes] of sprite.matchAll(/<symbol id="([^"]+)"([^>]*)>/g)) {
      expect(attributes, id).toContain('stroke="currentColor"');
      expect(attributes, id).toContain(id === 'star-filled' ? 'fill="currentColor"' : 'fill="none"');
    }
  });

  it('are served from public/ at the path SpriteIcon points to', () => {
    expect(ICON_SPRITE_FILE.endsWith(`public${ICON_SPRITE_PATH}`)).toBe(true);
    expect(readFileSync('components/ui/sprite-icon.tsx', 'utf8')).toContain('href={`${ICON_SPRITE_PATH}#${name}`}');
    expect(readFileSync('app/globals.css', 'utf8')).toContain("@import './menu-icons.css';");
  });
});
