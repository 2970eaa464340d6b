import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { typeset } from '@/lib/format/typography';
import { unitSources, type RenderedFacts } from '@/lib/content/facts';
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
  /** What going this way round takes (PairGuide.direction), written. */
  readonly direction: readonly string[];
}

type PluralTranslate = (key: string, values?: Record<string, string | number>) => string;

/**
 * One unit: what it is, where it is used, something familiar of its size and what it is mixed up
 * with, from its written facts, with their sources on one small line; a unit whose facts are not written yet gets its
 * definition from the catalogue. What the FAQ asks instead (askedFacts in lib/content/pair-guide.ts) is left out.
 */
function UnitDefinition({
  fact,
  facts,
  name,
  locale,
  t,
}: {
  fact: UnitFact;
  facts: RenderedFacts | undefined;
  name: string;
  locale: Locale;
  t: Translate;
}) {
  if (facts === undefined) {
    return (
      <div>
        <dt className="font-semibold text-slate-900">{name}</dt>
        <dd className="mt-1 text-slate-700">
          {t(`definition.${fact.key}`, { name, ...fact.values })}
          {fact.system === undefined ? null : ` ${t(`system.${fact.system}`)}`}
        </dd>
      </div>
    );
  }
  const sources = unitSources(facts);
  const text = [facts.definition?.text, facts.use?.text, facts.familiar?.text, facts.confusion?.text]
    .filter((part) => part !== undefined)
    .join(' ');
  // A currency whose facts the FAQ says in full, and which is mixed up with none: nothing left to say.
  if (text === '') return null;
  return (
    <div>
      <dt className="font-semibold text-slate-900">{name}</dt>
      <dd className="mt-1 text-slate-700">{text}</dd>
      {sources.length === 0 ? null : (
        <dd className="mt-1 text-sm text-slate-500">
          {(t as unknown as PluralTranslate)('sources', { count: sources.length, sources: typeset(sources.join('; '), locale) })}
        </dd>
      )}
    </div>
  );
}

/** Values people look up for this pair (body heights, oven temperatures), computed by the engine. */
function LookupTable({ lookup }: { lookup: NonNullable<PairGuide['lookup']> }) {
  // Cells are styled from the table's class (app/globals.css), not one class each: the rows are in the page twice (HTML, payload).
  return (
    <table className="lookup-table">
      <caption className="mb-2 text-left font-semibold text-slate-900">{lookup.caption}</caption>
      <tbody>
        {lookup.rows.map((row) => (
          <tr key={row.amount}>
            <th scope="row">{row.amount}</th>
            <td>{row.result}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What the two units are, worked examples each way and the values people look up, all server-rendered. */
export async function PairGuideSection({ locale, guide, name, direction }: PairGuideSectionProps) {
  const t = (await getTranslations({ locale, namespace: 'PairGuide' })) as unknown as Translate;
  return (
    <section aria-labelledby="pair-units" className="flex flex-col gap-4">
      <h2 id="pair-units" className="text-xl font-semibold text-slate-900">
        {t('unitsTitle')}
      </h2>
      <dl className="flex max-w-3xl flex-col gap-3">
        {guide.units.map((fact, index) => (
          <UnitDefinition key={fact.unit} fact={fact} facts={guide.facts[index]} name={name(fact.unit)} locale={locale} t={t} />
        ))}
      </dl>
      {direction.length === 0 ? null : <p className="max-w-3xl text-slate-700">{direction.join(' ')}</p>}
      {guide.lookup === undefined ? null : <LookupTable lookup={guide.lookup} />}
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
