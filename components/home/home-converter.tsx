'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useMemo, useState } from 'react';
import { ConverterCard } from '@/components/converter/converter-card';
import { HOME_CATEGORY, type InitialView } from '@/lib/converter';
import { cardUnitsOf } from '@/lib/converter/card-units-of';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/select';
import { categoryIds, type CategoryId } from '@/lib/units/catalogue';

/**
 * The home page's converter: pick a category, then convert. Changing the category resets the units
 * because the card starts afresh for each category. `initial` is the server's answer for the start
 * (HOME_CATEGORY's first two units); another category's card computes its own.
 */
export function HomeConverter({ initial }: { initial?: InitialView }) {
  const t = useTranslations('HomeConverter');
  const names = useTranslations('CategoryNames');
  const locale = useLocale();
  const [category, setCategory] = useState<CategoryId>(HOME_CATEGORY);
  // The visitor may pick any category here, so this card's units come from the catalogue in the browser.
  const units = useMemo(() => cardUnitsOf(category, locale), [category, locale]);
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="pt-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={`${id}-title`} className="text-2xl font-bold text-slate-900">
          {t('title')}
        </h2>
        <div className="flex min-w-0 flex-col gap-1">
          <Label htmlFor={`${id}-category`}>{t('category')}</Label>
          <NativeSelect
            id={`${id}-category`}
            value={category}
            onChange={(event) => setCategory(event.target.value as CategoryId)}
          >
            {categoryIds.map((option) => (
              <option key={option} value={option}>
                {names(option)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <ConverterCard key={category} units={units} initial={category === HOME_CATEGORY ? initial : undefined} className="mt-4" />
    </section>
  );
}
