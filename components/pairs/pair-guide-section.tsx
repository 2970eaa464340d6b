import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import type { PairGuide } from '@/lib/content/pair-guide';
import type { UnitFact } from '@/lib/content/unit-facts';
import type { CategoryId } from '@/lib/units';
import type { Translate } from './pair-words';

interface PairGuideSectionProps {
  readonly locale: Locale;
  readonly category: CategoryId;
  readonly guide: PairGuide;
  /** Each unit's name as a heading shows it ("Centimeters"). */
  readonly name: (unit: string) => string;
}

/** One unit: its name, its definition from the catalogue, where it is used and, for common units, a line of history. */
function UnitDefinition({
  fact,
  category,
  name,
  t,
}: {
  fact: UnitFact;
  category: CategoryId;
  name: string;
  t: Translate & { has?: (key: string) => boolean };
}) {
  const history = `history.${category}.${fact.unit}`;
  return (
    <div>
      <dt className="font-semibold text-slate-900">{name}</dt>
      <dd className="mt-1 text-slate-700">
        {t(`definition.${fact.key}`, { name, ...fact.values })}
        {fact.system === undefined ? null : ` ${t(`system.${fact.system}`)}`}
        {t.has?.(history) ? ` ${t(history)}` : null}
      </dd>
    </div>
  );
}

/** What the two units are and a worked example each way, all computed from the catalogue. */
export async function PairGuideSection({ locale, category, guide, name }: PairGuideSectionProps) {
  const t = (await getTranslations({ locale, namespace: 'PairGuide' })) as unknown as Translate & { has: (key: string) => boolean };
  return (
    <section aria-labelledby="pair-units" className="flex flex-col gap-4">
      <h2 id="pair-units" className="text-xl font-semibold text-slate-900">
        {t('unitsTitle')}
      </h2>
      <dl className="flex max-w-3xl flex-col gap-3">
        {guide.units.map((fact) => (
          <UnitDefinition key={fact.unit} fact={fact} category={category} name={name(fact.unit)} t={t} />
        ))}
      </dl>
      {guide.examples.length === 0 ? null : (
        <>
          <h3 className="font-semibold text-slate-900">{t('examplesTitle')}</h3>
          <ul className="flex flex-col gap-2">
            {guide.examples.map((example) => (
              <li key={example.line} className="rounded-lg bg-slate-50 px-3 py-2 text-slate-900 tabular-nums">
                {example.line}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
