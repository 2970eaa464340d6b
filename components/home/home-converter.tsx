'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { ConverterCard } from '@/components/converter/converter-card';
import { WithMessages } from '@/components/i18n/with-messages';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/select';
import type { Locale } from '@/i18n/locales';
import type { InitialView } from '@/lib/converter';
import type { CardUnits } from '@/lib/converter/card-units';
import { CATEGORY_IDS } from '@/lib/units/category-ids';
import type { CategoryId } from '@/lib/units/catalogue';
import { loadOnce } from '@/lib/site/load-once';
import type { OtherCategory } from './other-category';

// Another category's units and names come with the catalogue and the names' file, fetched once, when the visitor picks one.
const loadOtherCategory = loadOnce(() => import('./other-category').then((module) => module.otherCategory));

/**
 * The home page's converter: pick a category, then convert. Changing the category resets the units
 * because the card starts afresh for each category. `units` and `initial` are the server's for the
 * start (HOME_CATEGORY and its first two units), and the page sends that category's unit names only
 * (<ClientIsland unitNamesOf>); another category's card gets its units and names in the browser.
 */
export function HomeConverter({ units: startUnits, initial }: { units: CardUnits; initial?: InitialView }) {
  const t = useTranslations('HomeConverter');
  const names = useTranslations('CategoryNames');
  const locale = useLocale() as Locale;
  const [category, setCategory] = useState<CategoryId>(startUnits.category);
  const [other, setOther] = useState<OtherCategory | undefined>(undefined);
  const id = useId();
  const choose = (next: CategoryId) => {
    setCategory(next);
    if (next === startUnits.category || other?.units.category === next) return;
    loadOtherCategory()
      .then((load) => load(next, locale))
      .then(
        // Without the names (null) or the code (a failed download, tried again on the next pick) the card stays empty.
        (loaded) => {
          if (loaded !== null) setOther(loaded);
        },
        () => undefined,
      );
  };
  const start = category === startUnits.category;
  const card = (
    <ConverterCard
      key={category}
      units={start ? startUnits : other?.units.category === category ? other.units : undefined}
      initial={start ? initial : undefined}
      className="mt-4"
    />
  );
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
      {start || other === undefined ? card : <WithMessages messages={other.messages}>{card}</WithMessages>}
    </section>
  );
}
