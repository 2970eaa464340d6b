/**
 * Every icon the site ships, from one command: the lucide icons as components
 * (components/ui/icons/, scripts/icons-from-lucide.ts) and as a sprite (public/icons.svg, with the
 * menu button's app/menu-icons.css: scripts/icon-sprite.ts), both from lucide-react's public exports, and the manifest's PNG app icons
 * (public/icons/, scripts/app-icons.ts). The output is committed; run it after adding an icon or
 * upgrading lucide-react.
 *
 *   npm run icons [ExtraLucideName ...]
 */
import { writeAppIcons } from './app-icons';
import { writeIconSprite } from './icon-sprite';
import { writeIconComponents } from './icons-from-lucide';

writeIconComponents(process.argv.slice(2));
writeIconSprite();
writeAppIcons();
