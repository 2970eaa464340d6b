'use client';

import { useTranslations } from 'next-intl';
import { choiceKey, choiceOf, formatOfKey, precisionChoices, type PrecisionChoice } from '@/lib/converter/format-preference';
import type { ResultFormat } from '@/lib/format/answer';

const selectClass = 'h-11 w-full rounded-md border border-slate-300 bg-white px-2 text-slate-900 shadow-sm';

/** "Format" (decimal or fraction) and "Precision" (decimals, significant figures or finest fraction). */
export function FormatControls({
  id,
  format,
  disabled,
  onChange,
}: {
  id: string;
  format: ResultFormat;
  disabled: boolean;
  onChange: (format: ResultFormat) => void;
}) {
  const t = useTranslations('Converter');
  const label = (choice: PrecisionChoice) => {
    switch (choice.kind) {
      case 'auto':
        return t('precisionAuto');
      case 'decimals':
        return t('precisionDecimals', { count: choice.count });
      case 'sig':
        return t('precisionSig', { count: choice.count });
      default:
        return t('precisionDenominator', { denominator: choice.denominator });
    }
  };
  return (
    <div className="grid grid-cols-2 gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-format`} className="text-sm font-medium text-slate-700">
          {t('format')}
        </label>
        <select
          id={`${id}-format`}
          className={selectClass}
          value={format.kind}
          disabled={disabled}
          onChange={(event) =>
            onChange(event.target.value === 'fraction' ? { kind: 'fraction', denominator: 16 } : { kind: 'decimal' })
          }
        >
          <option value="decimal">{t('formatDecimal')}</option>
          <option value="fraction">{t('formatFraction')}</option>
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-precision`} className="text-sm font-medium text-slate-700">
          {t('precision')}
        </label>
        <select
          id={`${id}-precision`}
          className={selectClass}
          value={choiceKey(choiceOf(format))}
          disabled={disabled}
          onChange={(event) => onChange(formatOfKey(event.target.value))}
        >
          {precisionChoices(format.kind).map((choice) => (
            <option key={choiceKey(choice)} value={choiceKey(choice)}>
              {label(choice)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
