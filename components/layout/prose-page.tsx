import type { ReactNode } from 'react';

export type ProseSection = { title: string; body: ReactNode };

/** A readable text page (about, privacy, terms): a title, an optional lead and titled sections. */
export function ProsePage({ title, lead, sections }: { title: string; lead?: ReactNode; sections: ProseSection[] }) {
  return (
    <article className="mx-auto max-w-3xl py-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      {lead ? <div className="mt-4 text-lg text-slate-700">{lead}</div> : null}
      {sections.map((section) => (
        <section key={section.title} className="mt-8">
          <h2 className="text-xl font-semibold text-slate-900">{section.title}</h2>
          <div className="mt-2 leading-relaxed text-slate-700">{section.body}</div>
        </section>
      ))}
    </article>
  );
}
