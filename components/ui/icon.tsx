import type * as React from 'react';

/**
 * The `<svg>` every icon in ./icons renders: the markup lucide-react renders, without its client
 * `Icon` component. lucide-react 1.x marks `Icon` 'use client', so each icon a server component
 * rendered became a client reference: lucide's runtime shipped with every page and each icon's path
 * data was serialised into the page's RSC payload. These are plain functions: a server component's
 * icon is HTML only; a client component's costs its own paths and this function.
 *
 * Same attributes, in the same order, as lucide's `Icon` with its defaults; the icon is hidden from
 * assistive technology (aria-hidden="true") unless the caller gives it children or an accessible prop
 * (any aria-* attribute, role or title), as lucide's hasA11yProp decides.
 */
export type IconProps = React.ComponentProps<'svg'>;

/** An icon component from ./icons (what lucide-react calls `LucideIcon`). */
export type Icon = (props: IconProps) => React.ReactElement;

function hasA11yProp(props: Record<string, unknown>): boolean {
  for (const prop in props) {
    if ((prop.startsWith('aria-') || prop === 'role' || prop === 'title') && props[prop] != null) return true;
  }
  return false;
}

/**
 * lucide's classes: "lucide", the icon's own (`lucide-<name>` and one per alias), then the caller's,
 * each token once.
 */
function classes(iconClasses: string, className: string | undefined): string {
  return [...new Set(`lucide ${iconClasses} ${className ?? ''}`.split(/\s+/).filter(Boolean))].join(' ');
}

/** The icon's `<svg>`: `iconClasses` are its lucide classes, `paths` its drawing. */
export function lucideSvg(iconClasses: string, { className, children, ...props }: IconProps, paths: React.ReactNode) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={classes(iconClasses, className)}
      aria-hidden={children || hasA11yProp(props) ? undefined : 'true'}
      {...props}
    >
      {/* Children only when given: the page's RSC payload would carry an empty slot for every icon. */}
      {children === undefined ? (
        paths
      ) : (
        <>
          {paths}
          {children}
        </>
      )}
    </svg>
  );
}
