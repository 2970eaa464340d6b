'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import type { CardUnits } from '@/lib/converter/card-units';
import type { InitialView } from '@/lib/converter/initial-view';
import type { Rates } from '@/lib/units/currency';
import type { CustomUnit } from '@/lib/custom-units/types';
import { CardFrame } from './card-frame';
import { ConverterFields } from './converter-fields';
import { CopyButton } from '../ui/copy-button';
import { QuickConversions } from './quick-conversions';
import { ResultPanel } from './result-panel';
import { useCardUnitNames } from './unit-names';
import { useConversion } from './use-conversion';
import { preloadConverterEngine } from './use-converter-engine';
import { useStoredFormat } from './use-stored-format';

interface CompactConverterFormProps {
  units: CardUnits;
  /** Units of one's own the snippet defines (they are among `units`). */
  defined?: readonly CustomUnit[];
  from?: string;
  to?: string;
  initial?: InitialView;
  rates?: Rates;
  loading?: boolean;
  footer?: ReactNode;
}

/**
 * The embedded widget's form: value, from, swap, to, result, quick presets and copy. Its frame
 * (300x250 at the smallest) has no room for Format and Precision, so it answers in the visitor's
 * remembered format (automatic by default); a frame on someone else's page keeps no history, offers
 * no favourites or link, and reports nothing to analytics, so none of that code is downloaded.
 */
function CompactConverterForm({ units, defined, from, to, initial, rates, loading = false, footer }: CompactConverterFormProps) {
  const t = useTranslations('Converter');
  const names = useCardUnitNames(units);
  const id = useId();
  const [format] = useStoredFormat();
  const conversion = useConversion({ units, defined, from, to, rates, initial, format });
  const { state, view } = conversion;
  return (
    <div className="flex flex-col gap-4" onFocus={preloadConverterEngine} onPointerDown={preloadConverterEngine}>
      <ConverterFields id={id} conversion={conversion} names={names} invalid={!loading && view.state === 'error'} />
      <ResultPanel id={`${id}-result`} view={view} loading={loading} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <QuickConversions category={units.category} current={state} names={names} onPick={conversion.quick} />
        <CopyButton
          text={view.state === 'result' ? view.line : ''}
          label={t('copy')}
          disabled={loading || view.state !== 'result'}
          className="ml-auto"
        />
      </div>
      {footer}
    </div>
  );
}

// Currency's rates hook and note load only for a currency widget (see ConverterCard).
const CurrencyConverterForm = lazy(() =>
  import('./currency-converter-form').then((module) => ({ default: module.CurrencyConverterForm<CompactConverterFormProps> })),
);

/**
 * The converter card of the embeddable widget (/widget/embed): the card of the site's pages without
 * what a frame on another site does not need (./converter-card.tsx has it all). Its page hands it
 * its category's units (`units`, undefined for an unknown category: "Category not found"), so the
 * widget downloads no other category's.
 */
export function CompactConverterCard({
  units,
  defined,
  from,
  to,
  initial,
}: {
  units: CardUnits | undefined;
  defined?: readonly CustomUnit[];
  from?: string;
  to?: string;
  initial?: InitialView;
}) {
  return (
    <CardFrame category={units?.category} frameless>
      {units === undefined ? null : units.category === 'currency' ? (
        <Suspense fallback={null}>
          <CurrencyConverterForm form={CompactConverterForm} units={units} from={from} to={to} />
        </Suspense>
      ) : (
        <CompactConverterForm units={units} defined={defined} from={from} to={to} initial={initial} />
      )}
    </CardFrame>
  );
}
