import type { Locale } from '@/i18n/locales';
import type { CategoryId } from '@/lib/units/catalogue';
import { converterView, type ConverterView } from './result';
import { chartStartValue } from '@/lib/units/size-start';
import { DEFAULT_INPUT } from './state';
import { initialUnits, type UnitPair } from './units';
import { viewKey } from './view-key';
import type { CustomUnit } from '@/lib/custom-units/types';

/** The answer a converter card starts with, and the request it answers (./view-key.ts). */
export interface InitialView {
  readonly key: string;
  readonly view: ConverterView;
}

export interface InitialViewRequest {
  readonly category: CategoryId;
  /** The route's units (pair pages, the widget); else the category's first two, as the card starts. */
  readonly route?: Partial<UnitPair>;
  /** A pair page's own start value (./start-value.ts); else 1. */
  readonly startValue?: string;
  readonly locale: Locale;
  /** Units of the visitor's own the route may name (the widget's `define`: lib/custom-units). */
  readonly defined?: readonly CustomUnit[];
}

/**
 * The card's first answer, computed on the server for the units and value the card starts with and
 * the default format. The browser shows it as long as the card asks exactly that, and loads the
 * conversion engine (./engine.ts) only when it asks something else: a visitor who reads the answer
 * and leaves never downloads the engine. Currency has none: its answer waits for the day's rates.
 */
export function initialViewOf({ category, route = {}, startValue, locale, defined = [] }: InitialViewRequest): InitialView | undefined {
  if (category === 'currency') return undefined;
  const own = (unit: string | undefined) => defined.some((custom) => custom.id === unit);
  const picked = initialUnits(category, { route });
  const units = picked && { from: own(route.from) ? route.from! : picked.from, to: own(route.to) ? route.to! : picked.to };
  if (units === undefined) return undefined;
  const request = {
    category,
    from: units.from,
    to: units.to,
    input: startValue ?? chartStartValue(category, units.from) ?? DEFAULT_INPUT,
    locale,
    defined,
  };
  return { key: viewKey(request), view: converterView(request) };
}
