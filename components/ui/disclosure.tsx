import type { ReactNode } from 'react';
import { cn } from '@/lib/utils/cn';
import { DisclosureToggle } from './disclosure-toggle';

/*
 * Sections that open and close independently (the WAI-ARIA disclosure pattern, as an accordion
 * that lets several be open): a heading holds a button with aria-expanded and aria-controls, and
 * the panel it controls stays in the page while closed, with the `hidden` attribute. Everything is
 * rendered on the server; the browser gets DisclosureToggle, a few lines of state, and no library.
 */

/** The list: a bordered card with a rule between the sections; arrow keys, Home and End move between its buttons. */
export function Disclosures({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div data-disclosures="" className={cn('divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm', className)}>
      {children}
    </div>
  );
}

/** Lucide's chevron-down, drawn here so the icon costs the browser no JavaScript; it turns while open. */
function Chevron() {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className="h-4 w-4 shrink-0 text-slate-500 transition-transform group-data-[state=open]:rotate-180"
    >
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}

export interface DisclosureProps {
  /** The heading's text: the button's accessible name. The heading is an h3 (the list sits under an h2). */
  summary: ReactNode;
  /** The panel's content. */
  children: ReactNode;
  /** Classes for the panel. */
  className?: string;
  /** Attributes the panel carries as well, such as a data- hook for a stylesheet. */
  panelAttributes?: Readonly<Record<`data-${string}`, string>>;
}

/** One section of `Disclosures`, closed at first. */
export function Disclosure({ summary, children, className, panelAttributes }: DisclosureProps) {
  return (
    <div>
      <DisclosureToggle
        summary={
          <>
            {summary}
            <Chevron />
          </>
        }
        buttonClassName="group flex w-full items-center justify-between gap-4 px-4 py-3 text-left font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-600"
        panelClassName={cn('px-4 pb-4 text-slate-700', className)}
        panelAttributes={panelAttributes}
      >
        {children}
      </DisclosureToggle>
    </div>
  );
}
