'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { SpriteIcon } from '@/components/ui/sprite-icon';
import type { Locale } from '@/i18n/locales';
import { quickConversionsOf } from '@/lib/converter/quick';
import { inSentence } from '@/lib/format/in-sentence';
import type { UnitPair } from '@/lib/converter/units';
import type { CategoryId } from '@/lib/units/catalogue';
import { cn } from '@/components/ui/cn';
import type { UnitNames } from './unit-names';

/**
 * One-click unit presets. Each button shows the symbols ("cm → in"); its accessible name starts with
 * those same symbols, so voice control finds it by what is on screen (WCAG 2.5.3), and then names
 * the units in full ("cm → in (centimeters to inches)") for screen readers.
 */
export function QuickConversions({
  category,
  current,
  names,
  onPick,
}: {
  category: CategoryId;
  current: UnitPair;
  names: UnitNames;
  onPick: (units: UnitPair) => void;
}) {
  const t = useTranslations('Converter');
  const locale = useLocale() as Locale;
  const titleId = useId();
  const presets = quickConversionsOf(category);
  if (presets.length === 0) return null;
  return (
    <div role="group" aria-labelledby={titleId} className="flex flex-wrap items-center gap-2">
      <span id={titleId} className="text-sm font-medium text-slate-700">
        {t('quickTitle')}
      </span>
      {presets.map((preset) => {
        const active = preset.from === current.from && preset.to === current.to;
        return (
          <button
            key={`${preset.from}-${preset.to}`}
            type="button"
            aria-label={t('quick', {
              fromSymbol: names.symbol(preset.from),
              toSymbol: names.symbol(preset.to),
              from: inSentence(names.name(preset.from), locale, category),
              to: inSentence(names.name(preset.to), locale, category),
            })}
            onClick={() => onPick({ from: preset.from, to: preset.to })}
            className={cn(
              'inline-flex h-9 items-center gap-1 rounded-full border px-3 text-sm font-medium transition-colors',
              active
                ? 'border-brand-600 bg-brand-600 text-white'
                : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:text-brand-700',
            )}
          >
            {/* Spaces around the arrow keep "cm" and "in" two words of the visible text, as in the name. */}
            {`${names.symbol(preset.from)} `}
            <SpriteIcon name="arrow-right" className="h-3.5 w-3.5" />
            {` ${names.symbol(preset.to)}`}
          </button>
        );
      })}
    </div>
  );
}
