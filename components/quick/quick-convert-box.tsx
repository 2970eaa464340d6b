'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { lazyPart } from '@/components/ui/lazy-part';
import { Input } from '@/components/ui/input';
import { useSubmittedBeforeHydration } from '@/components/ui/use-submitted-before-hydration';
import { useTypedBeforeHydration } from '@/components/ui/use-typed-before-hydration';
import type { Locale } from '@/i18n/locales';
import { cn } from '@/components/ui/cn';

/*
 * Everything the box does once used (the reader, the rates, the answer's view, the history) comes in
 * one chunk (./quick-live.tsx), asked for when the field is focused or typed into: a page whose
 * visitor never uses the box carries only the empty box.
 */
const QuickLive = lazyPart(() => import('./quick-live').then((module) => module.QuickLive));

/** The live region's look while it is empty; QuickLive adds a box around an answer. */
const STATUS_CLASS = 'min-h-6 rounded-md';

/** The field's name: what a native submission puts in the address (`?q=5+km+to+mi`). */
const QUERY_FIELD = 'q';
const questionOf = (query: URLSearchParams) => query.get(QUERY_FIELD) || undefined;

/**
 * "Quick convert": a text field that answers as the visitor types ("5 ft 3 in to cm"), in a live
 * region inside the same form, with a link to the matching converter. Until the field is first
 * focused or typed into, the region is there, empty, so the first answer is announced like the rest.
 */
export function QuickConvertBox({ className, tone = 'light' }: { className?: string; tone?: 'light' | 'dark' }) {
  const t = useTranslations('QuickConvert');
  const locale = useLocale() as Locale;
  const id = useId();
  const [text, setText] = useState('');
  const [used, setUsed] = useState(false);
  // A question typed before the page was live is answered once it is.
  const adopt = (typed: string) => {
    setUsed(true);
    setText(typed);
  };
  useTypedBeforeHydration(`${id}-input`, adopt);
  // Enter pressed before then submitted the form natively, the question in the page's query.
  useSubmittedBeforeHydration(questionOf, adopt);

  const emptyStatus = <div role="status" aria-live="polite" className={STATUS_CLASS} />;

  const dark = tone === 'dark';
  return (
    <form className={cn('flex flex-col gap-2', className)} onSubmit={(event) => event.preventDefault()} aria-labelledby={`${id}-label`}>
      <label id={`${id}-label`} htmlFor={`${id}-input`} className={cn('text-sm font-semibold', dark ? 'text-white' : 'text-slate-900')}>
        {t('label')}
      </label>
      <Input
        id={`${id}-input`}
        name={QUERY_FIELD}
        type="text"
        value={text}
        onFocus={() => setUsed(true)}
        onChange={(event) => {
          setUsed(true);
          setText(event.target.value);
        }}
        placeholder={t('placeholder')}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="done"
        aria-describedby={`${id}-hint`}
        bare
        className="h-12 w-full px-3 text-base placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
      />
      <p id={`${id}-hint`} className={cn('text-sm', dark ? 'text-brand-50' : 'text-slate-600')}>
        {t('hint')}
      </p>
      {used ? (
        <QuickLive
          text={text}
          locale={locale}
          statusClassName={STATUS_CLASS}
          tone={tone}
          onExample={setText}
          loading={emptyStatus}
          failed={emptyStatus}
          retryKey={text}
        />
      ) : (
        emptyStatus
      )}
    </form>
  );
}
