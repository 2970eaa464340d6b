'use client';

import { useTranslations } from 'next-intl';
import { CopyButton } from '@/components/ui/copy-button';
import { Textarea } from '@/components/ui/textarea';
import { track } from '@/lib/site/analytics';

/** One embed snippet: a read-only text box named by its label, a help line and a copy button. */
export function SnippetBox({
  id,
  label,
  help,
  code,
  copy = () => code,
  copyLabel,
  recommended = false,
  kind,
}: {
  id: string;
  label: string;
  help: string;
  code: string;
  /** What the copy button copies at the press: the shown code unless told. */
  copy?: () => string | Promise<string>;
  copyLabel: string;
  recommended?: boolean;
  /** Which snippet was copied, for analytics. */
  kind: 'iframe' | 'script';
}) {
  const t = useTranslations('Widget');
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={id} className="font-semibold text-slate-900">
          {label}
        </label>
        {recommended ? (
          <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">{t('recommended')}</span>
        ) : null}
      </div>
      <Textarea
        id={id}
        readOnly
        value={code}
        rows={6}
        spellCheck={false}
        aria-describedby={`${id}-help`}
        onFocus={(event) => event.currentTarget.select()}
        variant="code"
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p id={`${id}-help`} className="text-sm text-slate-600">
          {help}
        </p>
        <CopyButton text={copy} label={copyLabel} onCopied={() => track('widget', `copy_${kind}_code`)} className="ml-auto" />
      </div>
    </div>
  );
}
