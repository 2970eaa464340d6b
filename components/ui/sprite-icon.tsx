import { cn } from '@/components/ui/cn';
import { ICON_SPRITE_PATH, type SpriteIconName } from './sprite-icons';

/**
 * An icon of the sprite (public/icons.svg, names in ./sprite-icons.ts), drawn in the text's colour,
 * 1em square unless `className` sizes it (the `.icon` rule in app/globals.css). Decorative, so
 * hidden from assistive technology.
 *
 * Not a CSS mask: each mask's data: URL is an SVG image of its own that the browser styles, lays out
 * and paints apart, and the forty-odd on a pair page multiplied its style work (docs/PERFORMANCE.md).
 */
export function SpriteIcon({ name, className }: { name: SpriteIconName; className?: string }) {
  return (
    <svg aria-hidden="true" className={cn('icon', className)}>
      <use href={`${ICON_SPRITE_PATH}#${name}`} />
    </svg>
  );
}
