import '@/app/icon-base.css';
import '@/app/control-icons.css';
import type { ControlIconName } from '@/components/ui/css-icons';
import { cn } from '@/components/ui/cn';

/**
 * An icon of the converter card's controls (app/control-icons.css, names in
 * components/ui/css-icons.ts): an empty `<span>` the stylesheet paints in the text's colour,
 * 1em square unless `className` sizes it, so the card's JavaScript carries no path data.
 * Decorative, so hidden from assistive technology.
 */
export function ControlIcon({ name, className }: { name: ControlIconName; className?: string }) {
  return <span aria-hidden="true" className={cn('icon', `icon-${name}`, className)} />;
}
