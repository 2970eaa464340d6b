'use client';

import { useLocale, useTranslations } from 'next-intl';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { YourUnitsButton } from '@/components/custom-units/your-units-button';
import { FavouriteButton } from '@/components/history/favourite-button';
import type { InitialView, UnitPair } from '@/lib/converter';
import { cardPairPath } from '@/lib/converter/card-pair-path';
import type { CardUnits } from '@/lib/converter/card-units';
import { localizedPath } from '@/i18n/locale-path';
import type { Locale } from '@/i18n/locales';
import type { Rates } from '@/lib/units/currency';
import { ConverterFields } from './converter-fields';
import { CopyButton } from '../ui/copy-button';
import { FormatControls } from './format-controls';
import { QuickConversions } from './quick-conversions';
import { ResultPanel } from './result-panel';
import { useConverter } from './use-converter';
import { preloadConverterEngine } from './use-converter-engine';
import { useCardUnitNames } from './unit-names';

// Only a link that defines units of its own (?define=…) downloads its note.
const LinkNote = lazy(() => import('@/components/custom-units/link-note'));

export interface ConverterFormProps {
  /** The card's category and its units (lib/converter/card-units.ts). */
  units: CardUnits;
  from?: string;
  to?: string;
  rates?: Rates;
  /** Currency: the rates are still on their way, so there is no result to show yet. */
  loading?: boolean;
  onUnitsChange?: (units: UnitPair) => void;
  /** Shown under the result (the currency rates' date). */
  footer?: ReactNode;
  /** Record conversions in the visitor's history and offer "Add to favourites". */
  keepsHistory?: boolean;
  /** Keep the conversion in the page's address and offer "Copy link" (category and pair pages). */
  sharesAddress?: boolean;
  /** Start from this value instead of 1 (see useConversion). */
  startValue?: string;
  /** The server's answer for the start (see useConversion). */
  initial?: InitialView;
}

/** The controls of the converter card: value, from, swap, to, result, copy (result and link) and quick presets. */
export function ConverterForm({
  units,
  from,
  to,
  rates,
  loading = false,
  onUnitsChange,
  footer,
  keepsHistory = false,
  sharesAddress = false,
  startValue,
  initial,
}: ConverterFormProps) {
  const t = useTranslations('Converter');
  const { category } = units;
  const id = useId();
  const converter = useConverter({ units, from, to, rates, onUnitsChange, keepsHistory, sharesAddress, startValue, initial });
  // Named from the card's list, which has the visitor's own units too.
  const names = useCardUnitNames(converter.list);
  const { state, view, current } = converter;
  const invalid = !loading && view.state === 'error';
  const locale = useLocale() as Locale;
  const pairPath = sharesAddress ? cardPairPath(units, state.from, state.to) : undefined;

  return (
    // A visitor reaching for a control will soon need the conversion engine: start loading it.
    <div className="flex flex-col gap-4" onFocus={preloadConverterEngine} onPointerDown={preloadConverterEngine}>
      {converter.own.link.units.length > 0 || converter.own.link.failure !== undefined ? (
        <Suspense fallback={null}>
          <LinkNote link={converter.own.link} unkept={converter.own.unkept} symbolOf={names.symbol} onKept={converter.own.want} />
        </Suspense>
      ) : null}
      <ConverterFields id={id} conversion={converter} names={names} invalid={invalid} />
      <ResultPanel id={`${id}-result`} view={view} loading={loading} />
      {/* Under the answer, not above it: on a phone the answer must stay on the first screen. */}
      {category !== 'numeric' && <FormatControls id={id} format={converter.format} onChange={converter.setFormat} />}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <QuickConversions category={category} current={state} names={names} onPick={converter.quick} />
        <div className="ml-auto flex flex-wrap items-center gap-2">
          {units.definable ? (
            <YourUnitsButton
              category={category}
              baseUnits={() => units.units.map((unit) => ({ id: unit.id, label: names.label(unit.id) }))}
              onOpen={converter.own.want}
            />
          ) : null}
          {keepsHistory ? (
            <FavouriteButton conversion={{ category, from: state.from, to: state.to, value: state.input.trim() || '1' }} />
          ) : null}
          <CopyButton
            text={view.state === 'result' ? view.line : ''}
            label={t('copy')}
            // Not the answer kept on screen while the engine for a new value loads.
            disabled={loading || !current || view.state !== 'result'}
            onCopied={converter.copied}
          />
          {sharesAddress ? (
            <CopyButton
              text={converter.link ?? ''}
              label={t('copyLink')}
              disabled={converter.link === null}
              onCopied={converter.linkCopied}
            />
          ) : null}
          {pairPath === undefined ? null : (
            <a
              href={localizedPath(locale, pairPath)}
              className="text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              {t('openPair')}
            </a>
          )}
        </div>
      </div>
      {footer}
    </div>
  );
}
