import type { ReactNode } from 'react';

/**
 * One titled part of the API documentation; `id` is its anchor in the page's table of contents.
 * Deliberately not a named region: the headings structure the page, and the only region is the
 * sandbox's "Response".
 */
export function DocSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className="mt-10 scroll-mt-4">
      <h2 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h2>
      <div className="mt-3 space-y-3 leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}

/** Code or JSON with its caption; focusable, so it can be scrolled sideways with the keyboard. */
export function CodeBlock({ caption, code }: { caption: string; code: string }) {
  return (
    <figure className="mt-3">
      <figcaption className="text-sm font-medium text-slate-800">{caption}</figcaption>
      <pre tabIndex={0} className="palette-fixed mt-1 overflow-x-auto rounded-md bg-slate-900 p-4 text-sm leading-relaxed text-slate-50">
        <code>{code}</code>
      </pre>
    </figure>
  );
}

/** Inline code in prose (ids, headers, parameter names). */
export function InlineCode({ children }: { children: ReactNode }) {
  return <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.9em] text-slate-900">{children}</code>;
}
