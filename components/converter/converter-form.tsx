'use client';

import { useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';
import { ControlIcon } from '@/components/ui/control-icon';
import { FavouriteButton } from '@/components/history/favourite-button';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Input } from '@/components/ui/input';
import type { InitialView, UnitPair } from '@/lib/converter';
import type { CategoryId } from '@/lib/units/catalogue';
import type { Rates } from '@/lib/units/currency';
import { CopyButton } from './copy-button';
import { FormatControls } from './format-controls';
import { QuickConversions } from './quick-conversions';
import { ResultPanel } from './result-panel';
import { UnitSelect } from './unit-select';
import { useConverter } from './use-converter';
import { preloadConverterEngine } from './use-converter-engine';
import { useUnitNames } from './use-unit-names';

export interface ConverterFormProps {
  category: CategoryId;
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
  /** The embedded widget: no Format and Precision controls (see ConverterCard). */
  compact?: boolean;
  /** Keep the conversion in the page's address and offer "Copy link" (category and pair pages). */
  sharesAddress?: boolean;
  /** Start from this value instead of 1 (see useConverter). */
  startValue?: string;
  /** The server's answer for the start (see useConverter). */
  initial?: InitialView;
}

/** The controls of the converter card: value, from, swap, to, result, copy (result and link) and quick presets. */
export function ConverterForm({
  category,
  from,
  to,
  rates,
  loading = false,
  onUnitsChange,
  footer,
  keepsHistory = false,
  compact = false,
  sharesAddress = false,
  startValue,
  initial,
}: ConverterFormProps) {
  const t = useTranslations('Converter');
  const names = useUnitNames(category);
  const id = useId();
  const converter = useConverter({ category, from, to, rates, onUnitsChange, keepsHistory, sharesAddress, startValue, initial });
  const { ready, state, view } = converter;
  const invalid = !loading && view.state === 'error';
  // Hexadecimal digits include letters, which a decimal keypad does not offer.
  const inputMode = category === 'numeric' && state.from === 'hex' ? 'text' : 'decimal';

  return (
    // A visitor reaching for a control will soon need the conversion engine: start loading it.
    <div className="flex flex-col gap-4" onFocus={preloadConverterEngine} onPointerDown={preloadConverterEngine}>
      <div className="flex min-w-0 flex-col gap-1">
        <Label htmlFor={`${id}-value`}>{t('value')}</Label>
        <Input
          id={`${id}-value`}
          inputMode={inputMode}
          autoComplete="off"
          spellCheck={false}
          value={state.input}
          disabled={!ready}
          onChange={(event) => converter.setInput(event.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-result`}
          bare
          className="h-12 w-full px-3 text-lg shadow-sm"
        />
      </div>
      <div className="grid grid-cols-1 items-end gap-3 sm:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)]">
        <UnitSelect
          id={`${id}-from`}
          label={t('from')}
          category={category}
          value={state.from}
          names={names}
          disabled={!ready}
          onChange={converter.setFrom}
        />
        <Button
          type="button"
          variant="secondary"
          size="icon-lg"
          onClick={converter.swap}
          disabled={!ready}
          aria-label={t('swap')}
          title={t('swap')}
          className="justify-self-center"
        >
          <ControlIcon name="arrow-left-right" className="h-5 w-5 rotate-90 sm:rotate-0" />
        </Button>
        <UnitSelect
          id={`${id}-to`}
          label={t('to')}
          category={category}
          value={state.to}
          names={names}
          disabled={!ready}
          onChange={converter.setTo}
        />
      </div>
      <ResultPanel id={`${id}-result`} view={view} loading={loading} />
      {/* Under the answer, not above it: on a phone the answer must stay on the first screen. */}
      {category !== 'numeric' && !compact && (
        <FormatControls id={id} format={converter.format} disabled={!ready} onChange={converter.setFormat} />
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <QuickConversions category={category} current={state} names={names} disabled={!ready} onPick={converter.quick} />
        <div className="ml-auto flex flex-wrap items-center gap-2">
          {keepsHistory ? (
            <FavouriteButton conversion={{ category, from: state.from, to: state.to, value: state.input.trim() || '1' }} />
          ) : null}
          <CopyButton
            text={view.state === 'result' ? view.line : ''}
            label={t('copy')}
            disabled={!ready || loading || view.state !== 'result'}
            onCopied={converter.copied}
          />
          {sharesAddress ? (
            <CopyButton text={converter.link ?? ''} label={t('copyLink')} disabled={!ready} onCopied={converter.linkCopied} />
          ) : null}
        </div>
      </div>
      {footer}
    </div>
  );
}
