'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { SpriteIcon } from '@/components/ui/sprite-icon';
import { CopyButton } from '@/components/ui/copy-button';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Input } from '@/components/ui/input';
import { useTypedBeforeHydration } from '@/components/ui/use-typed-before-hydration';
import type { Locale } from '@/i18n/locales';
import { track } from '@/lib/site/analytics';
import { formatContentNumber, formatNumber, NUMBER_STYLES } from '@/lib/format/number';
// Never the lib/kg-to-pounds barrel: its state changes bring the unit catalogue, loaded on demand.
import type { KgLbRow } from '@/lib/kg-to-pounds/conversion';
import { kgLbEngine } from '@/lib/kg-to-pounds/engine';
import type { KgLbAction, KgLbField, KgLbState } from '@/lib/kg-to-pounds/state';

const ANALYTICS_CATEGORY = 'kg_to_pounds';

function WeightField({
  id,
  label,
  copyLabel,
  value,
  source,
  onChange,
  onCopied,
}: {
  id: string;
  label: string;
  copyLabel: string;
  value: string;
  source: boolean;
  onChange: (text: string) => void;
  onCopied: () => void;
}) {
  // What was typed before the page was live is converted once it is.
  useTypedBeforeHydration(id, onChange);
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <div className="flex items-end justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        <CopyButton text={value} label={copyLabel} disabled={value.trim() === ''} onCopied={onCopied} size="xs" />
      </div>
      <Input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        bare
        highlight={source}
        className="h-12 w-full px-3 text-lg tabular-nums shadow-sm"
      />
    </div>
  );
}

/**
 * Applies the visitor's actions to the fields' state through the page's engine. Until the engine is
 * in, a field shows what is typed into it at once, and each action is applied in order when it lands.
 */
function useKgLbState(initial: KgLbState): [KgLbState, (action: KgLbAction) => void, () => void] {
  const [state, setState] = useState(initial);
  const preload = () => {
    kgLbEngine.load().catch(() => {});
  };
  const apply = (action: KgLbAction) => {
    const engine = kgLbEngine.loaded();
    if (engine !== undefined) {
      setState((current) => engine.kgLbReducer(current, action));
      return;
    }
    if (action.type === 'edit') setState((current) => ({ ...current, [action.field]: action.text, source: action.field }));
    kgLbEngine.load().then(
      (loaded) => setState((current) => loaded.kgLbReducer(current, action)),
      (error: unknown) => console.error('[kg-to-pounds] the converter did not load', error),
    );
  };
  return [state, apply, preload];
}

/**
 * The two fields of the kilograms-to-pounds page with swap and the quick conversions, which share
 * the fields' state: the field edited last is converted into the other. The server computes the first
 * state and the quick conversions (`initial`, `quick`).
 */
export function KgLbConverter({ initial, quick }: { initial: KgLbState; quick: readonly KgLbRow[] }) {
  const t = useTranslations('KgToPounds');
  const locale = useLocale() as Locale;
  const id = useId();
  const [state, dispatch, preload] = useKgLbState(initial);
  const edit = (field: KgLbField) => (text: string) => dispatch({ type: 'edit', field, text, locale });

  return (
    // A visitor reaching for the converter will soon need its engine.
    <div className="flex flex-col gap-8" onFocusCapture={preload} onPointerDownCapture={preload}>
      <Card variant="converter">
        <section aria-label={t('converterLabel')} className="flex flex-col gap-4">
          <div className="grid grid-cols-1 items-end gap-3 sm:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)]">
            <WeightField
              id={`${id}-kg`}
              label={t('kilograms')}
              copyLabel={t('copyKilograms')}
              value={state.kg}
              source={state.source === 'kg'}
              onChange={edit('kg')}
              onCopied={() => track(ANALYTICS_CATEGORY, 'copy', 'kg')}
            />
            <Button
              type="button"
              variant="secondary"
              size="tall"
              onClick={() => {
                dispatch({ type: 'swap', locale });
                track(ANALYTICS_CATEGORY, 'swap');
              }}
              className="justify-self-center"
            >
              <SpriteIcon name="arrow-left-right" className="h-5 w-5 rotate-90 sm:rotate-0" />
              {t('swap')}
            </Button>
            <WeightField
              id={`${id}-lb`}
              label={t('pounds')}
              copyLabel={t('copyPounds')}
              value={state.lb}
              source={state.source === 'lb'}
              onChange={edit('lb')}
              onCopied={() => track(ANALYTICS_CATEGORY, 'copy', 'lb')}
            />
          </div>
          <p role="status" className="text-sm text-slate-600">
            {t(`direction.${state.source}`)}
          </p>
        </section>
      </Card>
      <section aria-labelledby={`${id}-quick`} className="flex flex-col gap-3">
        <h2 id={`${id}-quick`} className="text-xl font-semibold text-slate-900">
          {t('quickTitle')}
        </h2>
        <p className="text-sm text-slate-600">{t('quickHint')}</p>
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {quick.map((row) => (
            <li key={row.kilograms}>
              <button
                type="button"
                onClick={() => {
                  dispatch({ type: 'setKilograms', kilograms: row.kilograms, locale });
                  track(ANALYTICS_CATEGORY, 'quick_conversion', row.kilograms);
                }}
                className="w-full rounded-lg border border-slate-200 bg-white px-3 py-2.5 text-left text-sm font-medium text-slate-900 tabular-nums shadow-sm hover:border-brand-600 hover:text-brand-700"
              >
                {t('quickItem', {
                  kg: formatContentNumber(row.kilograms, locale),
                  lb: formatNumber(row.pounds, locale, NUMBER_STYLES.poundsColumn),
                })}
              </button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
