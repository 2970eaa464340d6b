'use client';

import { useLocale } from 'next-intl';
import { use, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/i18n/locales';
import { formatResult } from '@/lib/format/result';
import { fillTemplate } from '@/lib/format/template';
import type { LinkDefines } from '@/lib/custom-units/link';
import type { CustomUnit } from '@/lib/custom-units/types';
import { customUnitsMessages } from './custom-units-messages';
import { changeCustomUnits } from './change-custom-units';

/**
 * Said above a card whose page link defines units of its own: which ones (they count for this visit),
 * with "Keep these units" to add them to the visitor's; or, for a link whose definitions cannot be
 * read, why. Loaded only for such links.
 */
export default function LinkNote({
  link,
  unkept,
  symbolOf,
  onKept,
}: {
  link: LinkDefines;
  unkept: readonly CustomUnit[];
  /** A catalogue unit's symbol in the page's language. */
  symbolOf: (unit: string) => string;
  onKept: () => void;
}) {
  const locale = useLocale() as Locale;
  const messages = use(customUnitsMessages(locale));
  const label = (unit: CustomUnit) => `${unit.name} = ${formatResult(Number(unit.amount), locale)} ${symbolOf(unit.unit)}`;
  const [kept, setKept] = useState(false);
  if (messages === null) return null;
  const t = messages.CustomUnits;
  if (link.failure !== undefined) {
    return (
      <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-slate-900">
        {fillTemplate(t.linkInvalid, { reason: t.errors[link.failure.code] })}
      </p>
    );
  }
  return (
    <div className="border-brand-200 flex flex-wrap items-center gap-3 rounded-md border bg-brand-50 px-3 py-2 text-sm text-slate-900">
      <p>{fillTemplate(t.linkNote, { units: link.units.map(label).join(', ') })}</p>
      {unkept.length === 0 || kept ? (
        <p aria-live="polite">{t.kept}</p>
      ) : (
        <Button
          type="button"
          size="sm"
          onClick={() =>
            void changeCustomUnits().then(
              (store) => {
                store.getState().merge(unkept);
                setKept(true);
                onKept();
              },
              () => undefined,
            )
          }
        >
          {t.keep}
        </Button>
      )}
    </div>
  );
}
