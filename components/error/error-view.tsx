'use client';

import { RotateCcw } from '@/components/ui/icons';

export interface ErrorViewTexts {
  readonly title: string;
  readonly description: string;
  readonly retry: string;
  readonly home: string;
}

/**
 * What a visitor sees when a page failed to render: what happened, a retry, and a way home, never a
 * blank screen. `homeHref` is the home page of the visitor's language.
 */
export function ErrorView({ texts, homeHref, onRetry }: { texts: ErrorViewTexts; homeHref: string; onRetry: () => void }) {
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{texts.title}</h1>
      <p className="mt-4 text-lg text-slate-700">{texts.description}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={onRetry}
          className="inline-flex h-11 items-center gap-2 rounded-md bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
        >
          <RotateCcw aria-hidden="true" className="h-4 w-4" />
          {texts.retry}
        </button>
        {/* A plain link: after an error the client router may be the broken part. */}
        <a
          href={homeHref}
          className="inline-flex h-11 items-center rounded-md border border-slate-300 px-5 font-semibold text-slate-900 hover:bg-slate-50"
        >
          {texts.home}
        </a>
      </div>
    </div>
  );
}
