import { SpriteIcon } from '@/components/ui/sprite-icon';
import type { CategoryId } from '@/lib/units';

/**
 * The category's pictogram; decorative, since the category's name always stands beside it. Drawn by
 * the sprite (SpriteIcon): the home page's category grid shows them all.
 */
export function CategoryIcon({ category, className }: { category: CategoryId; className?: string }) {
  return <SpriteIcon name={category} className={className} />;
}
