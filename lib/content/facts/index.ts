import type { Locale } from '@/i18n/locales';
import type { CategoryId } from '@/lib/units/catalogue';
import { accelerationFacts } from './acceleration';
import { angularSpeedFacts } from './angular-speed';
import { dataFacts } from './data';
import { dataRateFacts } from './data-rate';
import { flowFacts } from './flow';
import { frequencyFacts } from './frequency';
import { lengthFacts } from './length';
import { pressureFacts } from './pressure';
import { speedFacts } from './speed';
import { timeFacts } from './time';
import { weightFacts } from './weight';
import { renderFactText } from './render';
import { SOURCES, type SourceId } from './sources';
import type { CategoryFacts, FactSource, UnitFacts } from './types';

export { renderFactText } from './render';
export type { CategoryFacts, FactSource, FactText, UnitFacts } from './types';

/**
 * Every category's unit facts, by category id. Currency is not here: its facts are written per
 * code from CLDR data (currencyFacts in ./currency-facts).
 */
export const CATEGORY_FACTS: Readonly<Partial<Record<CategoryId, CategoryFacts>>> = {
  acceleration: accelerationFacts,
  'angular-speed': angularSpeedFacts,
  data: dataFacts,
  'data-rate': dataRateFacts,
  flow: flowFacts,
  frequency: frequencyFacts,
  length: lengthFacts,
  pressure: pressureFacts,
  speed: speedFacts,
  time: timeFacts,
  weight: weightFacts,
};

/** A unit's facts as its category file writes them, tokens unrendered; undefined for an unknown unit. */
export function unitFactsOf(category: CategoryId, unit: string, locale: Locale): UnitFacts | undefined {
  if (category === 'currency') return undefined;
  void locale;
  return CATEGORY_FACTS[category]?.[unit];
}

/** A statement of a unit's facts, written for the locale, with the text that fixes it. */
export interface RenderedFact {
  readonly text: string;
  readonly source?: FactSource;
}

/** What a page says about one unit, in one language, numbers computed. */
export interface RenderedFacts {
  readonly definition: RenderedFact;
  readonly use: RenderedFact;
  readonly familiar?: RenderedFact;
  readonly confusion?: RenderedFact;
  /** The raw facts, for what a page derives from them (which units a confusion names). */
  readonly facts: UnitFacts;
}

/** A unit's facts written for the locale; undefined while its category has no fact file. */
export function factsOf(category: CategoryId, unit: string, locale: Locale): RenderedFacts | undefined {
  const facts = unitFactsOf(category, unit, locale);
  if (facts === undefined) return undefined;
  const render = (text: Readonly<Record<Locale, string>>) => renderFactText(text[locale], category, locale);
  return {
    definition: { text: render(facts.definition), source: facts.definitionSource },
    use: { text: render(facts.use), source: facts.useSource },
    ...(facts.familiar === undefined ? {} : { familiar: { text: render(facts.familiar) } }),
    ...(facts.confusion === undefined ? {} : { confusion: { text: render(facts.confusion), source: facts.confusionSource } }),
    facts,
  };
}

/** The short names of the sources of what a page shows of a unit, each once. */
export function unitSources(facts: RenderedFacts): string[] {
  const cited = [facts.definition.source, facts.use.source, facts.confusion?.source].filter((source) => source !== undefined);
  return [...new Set(cited.map(sourceLabel))];
}

/**
 * A source's short name as a page cites it: the code of a standard ("ISO 9407", "NIST Handbook 44")
 * rather than its full title, which would outweigh the fact it backs.
 */
export function sourceLabel(source: FactSource): string {
  const found = SOURCES[source.id as SourceId] as { readonly title: string; readonly by: string } | undefined;
  if (found === undefined) return source.id;
  const inBrackets = /\(([^()]+)\)\s*$/.exec(found.title)?.[1] ?? /\(([^()]+)\)/.exec(found.title)?.[1];
  const code = /^((?:ISO|IEC|ISO\/IEC) [0-9-]+|[0-9]+ CFR [0-9.]+)/.exec(found.title)?.[1];
  const name = code ?? (inBrackets !== undefined && !/edition/.test(inBrackets) ? `${found.by} ${inBrackets}` : shortTitle(found));
  return source.at === undefined ? name : `${name}, ${source.at}`;
}

function shortTitle(found: { readonly title: string; readonly by: string }): string {
  const title = found.title.split(/[,:(]| on /)[0]!.trim();
  // A title that carries a number is a code of its own ("BS 6820"); an agency's acronym leads the rest.
  const prefix = !/[0-9]/.test(title) || /^[A-Z]{2,5}$/.test(found.by) ? found.by : '';
  if (prefix === '' || title.includes(prefix)) return title;
  return /^[A-Z0-9]{2,5}$/.test(prefix) ? `${prefix} ${title}` : `${prefix}: ${title}`;
}
