import type { Locale } from '@/i18n/locales';
import type { CategoryId } from '@/lib/units/catalogue';
import { currencyFacts } from './currency-facts';
import { accelerationFacts } from './acceleration';
import { angleFacts } from './angle';
import { angularSpeedFacts } from './angular-speed';
import { areaFacts } from './area';
import { chargeFacts } from './charge';
import { currentFacts } from './current';
import { dataFacts } from './data';
import { dataRateFacts } from './data-rate';
import { densityFacts } from './density';
import { energyFacts } from './energy';
import { flowFacts } from './flow';
import { forceFacts } from './force';
import { frequencyFacts } from './frequency';
import { fuelFacts } from './fuel';
import { illuminanceFacts } from './illuminance';
import { lengthFacts } from './length';
import { numericFacts } from './numeric';
import { powerFacts } from './power';
import { pressureFacts } from './pressure';
import { resistanceFacts } from './resistance';
import { ringSizeFacts } from './ring-size';
import { shoeSizeFacts } from './shoe-size';
import { speedFacts } from './speed';
import { temperatureFacts } from './temperature';
import { timeFacts } from './time';
import { torqueFacts } from './torque';
import { typographyFacts } from './typography';
import { voltageFacts } from './voltage';
import { volumeFacts } from './volume';
import { weightFacts } from './weight';
import { renderFactText } from './render';
import { SOURCES, type SourceId } from './sources';
import type { CategoryFacts, FactSource, UnitFacts } from './types';

export { renderFactText } from './render';
export type { FactSource, FactText, UnitFacts } from './types';

/**
 * Every category's unit facts, by category id. Currency is not here: its facts are written per
 * code from CLDR data (currencyFacts in ./currency-facts).
 */
const CATEGORY_FACTS: Readonly<Partial<Record<CategoryId, CategoryFacts>>> = {
  acceleration: accelerationFacts,
  angle: angleFacts,
  'angular-speed': angularSpeedFacts,
  area: areaFacts,
  charge: chargeFacts,
  current: currentFacts,
  data: dataFacts,
  'data-rate': dataRateFacts,
  density: densityFacts,
  energy: energyFacts,
  flow: flowFacts,
  force: forceFacts,
  frequency: frequencyFacts,
  fuel: fuelFacts,
  illuminance: illuminanceFacts,
  length: lengthFacts,
  numeric: numericFacts,
  power: powerFacts,
  pressure: pressureFacts,
  resistance: resistanceFacts,
  'ring-size': ringSizeFacts,
  'shoe-size': shoeSizeFacts,
  speed: speedFacts,
  temperature: temperatureFacts,
  time: timeFacts,
  torque: torqueFacts,
  typography: typographyFacts,
  voltage: voltageFacts,
  volume: volumeFacts,
  weight: weightFacts,
};

/** A unit's facts as its category file writes them, tokens unrendered; undefined for an unknown unit. */
export function unitFactsOf(category: CategoryId, unit: string, locale: Locale): UnitFacts | undefined {
  if (category === 'currency') return currencyFacts(unit, locale);
  return CATEGORY_FACTS[category]?.[unit];
}

/** A statement of a unit's facts, written for the locale, with the text that fixes it. */
interface RenderedFact {
  readonly text: string;
  readonly source?: FactSource;
}

/** What a page says about one unit, in one language, numbers computed. */
export interface RenderedFacts {
  /** Left out where a page says it in its FAQ (a currency's, in how two currencies differ). */
  readonly definition?: RenderedFact;
  /** Left out where a page asks it in its FAQ instead. */
  readonly use?: RenderedFact;
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
    ...(facts.familiar === undefined ? {} : { familiar: { text: render(facts.familiar), source: facts.familiarSource } }),
    ...(facts.confusion === undefined ? {} : { confusion: { text: render(facts.confusion), source: facts.confusionSource } }),
    facts,
  };
}

/**
 * The short names of the sources of what a page shows of a unit, each once and without the place in
 * it: the line stays small, and the text is in the page twice (HTML and its payload).
 */
export function unitSources(facts: RenderedFacts): string[] {
  const cited = [facts.definition?.source, facts.use?.source, facts.familiar?.source, facts.confusion?.source].filter(
    (source) => source !== undefined,
  );
  return [...new Set(cited.map((source) => sourceLabel({ id: source.id })))];
}

/**
 * A source's short name as a page cites it: the code of a standard ("ISO 9407", "NIST Handbook 44")
 * rather than its full title, which would outweigh the fact it backs.
 */
export function sourceLabel(source: FactSource): string {
  // The one source whose title is not how people name it.
  if (source.id === 'si-brochure') return source.at === undefined ? 'BIPM SI Brochure' : `BIPM SI Brochure, ${source.at}`;
  const found = SOURCES[source.id as SourceId] as { readonly title: string; readonly by: string; readonly year: number } | undefined;
  if (found === undefined) return source.id;
  const inBrackets = /\(([^()]+)\)\s*$/.exec(found.title)?.[1] ?? /\(([^()]+)\)/.exec(found.title)?.[1];
  const code = /^((?:ISO|IEC|ISO\/IEC) [0-9-]+|[0-9]+ CFR [0-9.]+)/.exec(found.title)?.[1];
  const name =
    code ??
    (inBrackets !== undefined && /[0-9]/.test(inBrackets) && !/edition/.test(inBrackets) ? `${found.by} ${inBrackets}` : shortTitle(found));
  return source.at === undefined ? name : `${name}, ${source.at}`;
}

/** A cited name longer than this is cut to its title, or to its author and year. */
const LABEL_LENGTH = 40;

function shortTitle(found: { readonly title: string; readonly by: string; readonly year: number }): string {
  // An EU directive is cited by its number: "Directive 2007/45/EC", not "… laying down rules".
  const directive = /^(?:Council )?Directive [0-9]+\/[0-9]+\/[A-Z]+/.exec(found.title)?.[0];
  if (directive !== undefined) return directive;
  const title = found.title
    .split(/[,:]| on /)[0]!
    .replace(/\s*\([^)]*$/, '')
    .trim();
  // A title that carries a number is a code of its own ("BS 6820"); an agency's acronym leads the rest.
  const prefix = !/[0-9]/.test(title) || /^[A-Z]{2,5}$/.test(found.by) ? found.by : '';
  if (prefix === '' || title.includes(prefix)) return title;
  if (/^[A-Z0-9]{2,5}$/.test(prefix)) return `${prefix} ${title}`;
  const named = `${prefix}: ${title}`;
  if (named.length <= LABEL_LENGTH) return named;
  return title.length <= LABEL_LENGTH ? title : `${prefix} (${found.year})`;
}
