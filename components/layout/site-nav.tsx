'use client';

import { useId, useState, type ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

/**
 * Main navigation: inline on wide screens, behind the "Menu" toggle on narrow ones. Only the
 * toggle is client code; the links and controls inside arrive rendered by the server (site-header.tsx).
 * The toggle's icon (menu, x while open) is drawn by the stylesheet (app/menu-icons.css, class
 * menu-toggle), from its aria-expanded.
 */
export function SiteNav({ menuLabel, navLabel, children }: { menuLabel: string; navLabel: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();

  return (
    <>
      <button
        type="button"
        aria-label={menuLabel}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className="menu-toggle inline-flex h-10 w-10 items-center justify-center rounded-md hover:bg-slate-100 md:hidden"
      />
      <nav
        id={menuId}
        aria-label={navLabel}
        className={cn(
          'absolute inset-x-0 top-full border-b border-slate-200 bg-white px-4 pb-4 md:static md:flex md:border-0 md:bg-transparent md:p-0',
          open ? 'block' : 'hidden md:flex',
        )}
      >
        {children}
      </nav>
    </>
  );
}
