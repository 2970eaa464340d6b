import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cssIcons } from '@/components/layout/css-icons';
import { ICONS_CSS_FILE, iconsCss } from '@/scripts/icons-css';

describe('app/icons.css', () => {
  const committed = readFileSync(ICONS_CSS_FILE, 'utf8');

  it('is what scripts/icons-css.ts writes from lucide-react (run it after changing an icon or upgrading)', async () => {
    expect(committed).toBe(await iconsCss());
  });

  it('draws every icon CssIcon can name, once', () => {
    for (const name of Object.keys(cssIcons)) {
      expect(committed.match(new RegExp(`\\.icon-${name} \\{`, 'g')), name).toHaveLength(1);
    }
  });
});
