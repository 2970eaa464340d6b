import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names (clsx): strings, conditionals, arrays. No runtime merge: a Tailwind merger
 * (tailwind-merge) would add to every page's JavaScript (docs/PERFORMANCE.md), so two classes for the same CSS
 * property both reach the element and Tailwind's CSS order, not their order here, picks the winner.
 * So a component's caller must not pass classes that fight the component's own for the same
 * property (same utility, same variant such as `sm:` or `hover:`): the component offers a variant
 * or size for that, or leaves the property to its caller (className is for layout: margins,
 * alignment, width).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
