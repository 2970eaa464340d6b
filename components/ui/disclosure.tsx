import type { ReactNode } from 'react';
import { cn } from '@/lib/utils/cn';

/*
 * Sections that open and close independently (the WAI-ARIA disclosure pattern, as an accordion
 * that lets several be open): a heading holds a button with aria-expanded and aria-controls, and
 * the panel it controls stays in the page while closed, with the `hidden` attribute. Everything is
 * rendered on the server; each section is a DisclosureToggle (./disclosure-toggle.tsx), a few lines
 * of state in the browser, and no library (components/content/faq-accordion.tsx).
 */

/** The list: a bordered card with a rule between the sections; arrow keys, Home and End move between its buttons. */
export function Disclosures({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div data-disclosures="" className={cn('divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm', className)}>
      {children}
    </div>
  );
}
