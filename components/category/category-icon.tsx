import { CssIcon } from '@/components/ui/css-icon';
import type { CategoryId } from '@/lib/units';

/**
 * The category's pictogram; decorative, since the category's name always stands beside it. Drawn by
 * the stylesheet (CssIcon): the sidebar of every pair and category page lists them all.
 */
export function CategoryIcon({ category, className }: { category: CategoryId; className?: string }) {
  return <CssIcon name={category} className={className} />;
}
