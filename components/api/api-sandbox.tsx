'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { Play } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Input } from '@/components/ui/input';
import { useSubmittedBeforeHydration } from '@/components/ui/use-submitted-before-hydration';
import { useTypedBeforeHydration } from '@/components/ui/use-typed-before-hydration';
import { NativeSelect } from '@/components/ui/select';
import { track } from '@/lib/site/analytics';
import { NETWORK_ERROR } from '@/lib/api/catalogue';
import type { Locale } from '@/i18n/locales';
import { labelColon } from '@/lib/format/typography';
import { convertParamsOf, convertUrl, type ConvertParams } from '@/lib/api/url';

export interface SandboxCategory {
  readonly id: string;
  /** The category's name in the page's language. */
  readonly name: string;
  readonly units: readonly string[];
}

type Outcome =
  | { readonly kind: 'idle' }
  | { readonly kind: 'testing'; readonly url: string }
  | { readonly kind: 'answered'; readonly url: string; readonly status: number | null; readonly text: string };

/** The answer as shown: pretty-printed when it is JSON, as it came otherwise. */
function pretty(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** The sandbox's fields (`bare`) sit a little lower and shorter than the converter's. */
const fieldClass = 'mt-1 block h-10 w-full px-3 text-base shadow-sm focus:border-brand-600';

/**
 * The live sandbox of the /api page: sends a real GET /api/convert from the browser and shows the
 * raw JSON answer, or NETWORK_ERROR with the failure message when no answer came.
 */
export function ApiSandbox({ categories, initial }: { categories: readonly SandboxCategory[]; initial: ConvertParams }) {
  const t = useTranslations('ApiSandbox');
  const locale = useLocale() as Locale;
  const id = useId();
  const [params, setParams] = useState<ConvertParams>(initial);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const testing = outcome.kind === 'testing';
  const units = categories.find((category) => category.id === params.category)?.units ?? [];

  function chooseCategory(category: string) {
    // Like the converter card: a new category starts with its first and second unit, but keeps a
    // unit already chosen that it also has (typed before the list's change was answered, say).
    const next = categories.find((candidate) => candidate.id === category)?.units ?? [];
    const keep = (unit: string, fallback: string) => (next.includes(unit) ? unit : fallback);
    setParams((current) =>
      category === current.category
        ? current
        : { ...current, category, from: keep(current.from, next[0] ?? ''), to: keep(current.to, next[1] ?? next[0] ?? '') },
    );
  }

  function run(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!testing) void send(params);
  }

  async function send(request: ConvertParams) {
    const url = convertUrl('', request);
    setOutcome({ kind: 'testing', url });
    track('api', 'sandbox_request', request.category);
    try {
      const response = await fetch(url, { headers: { Accept: 'application/json' } });
      setOutcome({ kind: 'answered', url, status: response.status, text: pretty(await response.text()) });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const text = JSON.stringify({ ok: false, error: NETWORK_ERROR, message }, null, 2);
      setOutcome({ kind: 'answered', url, status: null, text });
    }
  }

  // Run pressed before the page was live submitted the form natively: that request is sent now.
  useSubmittedBeforeHydration(convertParamsOf, (asked) => {
    setParams(asked);
    void send(asked);
  });

  // What was chosen and typed before the page was live is what the first request sends.
  useTypedBeforeHydration(`${id}-category`, chooseCategory);
  useTypedBeforeHydration(`${id}-from`, (from) => setParams((current) => ({ ...current, from })));
  useTypedBeforeHydration(`${id}-to`, (to) => setParams((current) => ({ ...current, to })));
  useTypedBeforeHydration(`${id}-value`, (value) => setParams((current) => ({ ...current, value })));

  const field = (name: 'from' | 'to' | 'value') => (
    <div>
      <Label htmlFor={`${id}-${name}`}>{t(name)}</Label>
      <Input
        id={`${id}-${name}`}
        name={name}
        type="text"
        value={params[name]}
        onChange={(event) => setParams({ ...params, [name]: event.target.value })}
        inputMode={name === 'value' && params.category !== 'numeric' ? 'decimal' : 'text'}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        aria-describedby={name === 'value' ? undefined : `${id}-units`}
        bare
        className={fieldClass}
      />
    </div>
  );

  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <form onSubmit={run} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Label htmlFor={`${id}-category`}>{t('category')}</Label>
          <NativeSelect
            id={`${id}-category`}
            name="category"
            value={params.category}
            onChange={(event) => chooseCategory(event.target.value)}
            bare
            className={fieldClass}
          >
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        {field('from')}
        {field('to')}
        {field('value')}
        <p id={`${id}-units`} className="text-sm text-slate-600 sm:col-span-2 lg:col-span-4">
          {t('units', { units: units.join(', ') })}
        </p>
        <div className="sm:col-span-2 lg:col-span-4">
          <Button type="submit" loading={testing} aria-label={testing ? t('runTesting') : undefined}>
            <Play aria-hidden="true" className="h-4 w-4" />
            {testing ? t('testing') : t('run')}
          </Button>
        </div>
      </form>

      <section aria-labelledby={`${id}-response`} aria-busy={testing} className="mt-6">
        <h3 id={`${id}-response`} className="text-base font-semibold text-slate-900">
          {t('response')}
        </h3>
        {outcome.kind === 'idle' ? (
          <p className="mt-2 text-sm text-slate-600">{t('idle')}</p>
        ) : (
          <>
            <p className="mt-2 text-sm text-slate-700">
              {labelColon(t('request'), locale)} <code className="break-all">GET {outcome.url}</code>
            </p>
            <p aria-live="polite" className="mt-1 text-sm font-medium text-slate-800">
              {outcome.kind === 'testing'
                ? t('testing')
                : outcome.status === null
                  ? t('noAnswer')
                  : t('status', { status: outcome.status })}
            </p>
            {outcome.kind === 'answered' ? (
              <pre
                tabIndex={0}
                className="palette-fixed mt-2 max-h-96 overflow-auto rounded-md bg-slate-900 p-4 text-sm leading-relaxed text-slate-50"
              >
                <code>{outcome.text}</code>
              </pre>
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}
