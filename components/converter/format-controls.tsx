'use client';

import { useTranslations } from 'next-intl';
import { choiceKey, choiceOf, formatOfKey, type PrecisionChoice } from '@/lib/converter/format-preference';
import { precisionChoices } from '@/lib/converter/precision-choices';
import type { ResultFormat } from '@/lib/format/answer';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/select';

/**
 * "Format" (decimal or fraction) and "Precision" (decimals, significant figures or finest fraction).
 */
export function FormatControls({ id, format, onChange }: { id: string; format: ResultFormat; onChange: (format: ResultFormat) => void }) {
  const t = useTranslations('Converter');
  // The counts are written "{count}", not "#": "#" goes through Intl.NumberFormat, whose first use
  // on a page loads the locale's number data in the middle of hydration (docs/PERFORMANCE.md).
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
      <div className="flex min-w-0 flex-col gap-1">
        <Label htmlFor={`${id}-format`}>{t('format')}</Label>
        <NativeSelect
          id={`${id}-format`}
          value={format.kind}
          onChange={(event) => onChange(event.target.value === 'fraction' ? { kind: 'fraction', denominator: 16 } : { kind: 'decimal' })}
        >
          <option value="decimal">{t('formatDecimal')}</option>
          <option value="fraction">{t('formatFraction')}</option>
        </NativeSelect>
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <Label htmlFor={`${id}-precision`}>{t('precision')}</Label>
        <NativeSelect
          id={`${id}-precision`}
          value={choiceKey(choiceOf(format))}
          onChange={(event) => onChange(formatOfKey(event.target.value))}
        >
          {precisionChoices(format.kind).map((choice) => (
            <option key={choiceKey(choice)} value={choiceKey(choice)}>
              {label(choice)}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
