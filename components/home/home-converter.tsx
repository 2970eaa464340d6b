'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { ConverterCard } from '@/components/converter/converter-card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/select';
import type { InitialView } from '@/lib/converter';
import type { CardUnits } from '@/lib/converter/card-units';
import { CATEGORY_IDS } from '@/lib/units/category-ids';
import type { CategoryId } from '@/lib/units/catalogue';
import { loadOnce } from '@/lib/site/load-once';

// Another category's units come with the catalogue, fetched once, when the visitor picks one.
const loadCardUnitsOf = loadOnce(() => import('@/lib/converter/card-units-of').then((module) => module.cardUnitsOf));

/**
 * The home page's converter: pick a category, then convert. Changing the category resets the units
 * because the card starts afresh for each category. `units` and `initial` are the server's for the
 * start (HOME_CATEGORY and its first two units); another category's card computes its own.
 */
export function HomeConverter({ units: startUnits, initial }: { units: CardUnits; initial?: InitialView }) {
  const t = useTranslations('HomeConverter');
  const names = useTranslations('CategoryNames');
  const locale = useLocale();
  const [units, setUnits] = useState<CardUnits | undefined>(startUnits);
  const [category, setCategory] = useState<CategoryId>(startUnits.category);
  const id = useId();
  const choose = (next: CategoryId) => {
    setCategory(next);
    setUnits(next === startUnits.category ? startUnits : undefined);
    if (next === startUnits.category) return;
    loadCardUnitsOf().then(
      (cardUnitsOf) => setUnits((current) => current ?? cardUnitsOf(next, locale)),
      // A failed download leaves the card empty; picking a category again retries.
      () => undefined,
    );
  };
  return (
    <section aria-labelledby={`${id}-title`} className="pt-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={`${id}-title`} className="text-2xl font-bold text-slate-900">
          {t('title')}
        </h2>
        <div className="flex min-w-0 flex-col gap-1">
          <Label htmlFor={`${id}-category`}>{t('category')}</Label>
          <NativeSelect id={`${id}-category`} value={category} onChange={(event) => choose(event.target.value as CategoryId)}>
            {CATEGORY_IDS.map((option) => (
              <option key={option} value={option}>
                {names(option)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <ConverterCard
        key={category}
        units={units?.category === category ? units : undefined}
        initial={category === startUnits.category ? initial : undefined}
        className="mt-4"
      />
    </section>
  );
}
