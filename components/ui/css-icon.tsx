import '@/app/icon-base.css';
import '@/app/icons.css';
import { cn } from '@/components/ui/cn';
import type { CssIconName } from './css-icons';

/**
 * An icon of app/icons.css (names in ./css-icons.ts): an empty `<span>` the stylesheet paints in the
 * text's colour, 1em square unless `className` sizes it. Decorative, so hidden from assistive technology.
 */
export function CssIcon({ name, className }: { name: CssIconName; className?: string }) {
  return <span aria-hidden="true" className={cn('icon', `icon-${name}`, className)} />;
}
