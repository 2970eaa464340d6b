'use client';

import { useState, useSyncExternalStore, type ReactNode, type SyntheticEvent } from 'react';
import { lazyPart } from '@/components/ui/lazy-part';
import { loadOnce } from '@/lib/site/load-once';
import type { InitialView, UnitPair } from '@/lib/converter';
import type { CardUnits } from '@/lib/converter/card-units';
import { ConverterCard } from './converter-card';

/*
 * The table and formula for units the page was not rendered for come from ./unit-panels.tsx, loaded
 * only when needed: a visitor who keeps the page's units never downloads the table and formula
 * code. A failed load (a dropped connection) shows no panels rather than the error page, the card
 * going on working, and the next choice of units tries again (components/ui/lazy-part.tsx).
 */
const loadPanels = loadOnce(() => import('./unit-panels').then((module) => module.UnitPanels));
const UnitPanels = lazyPart(loadPanels);

/** Starts loading the client panels when the visitor reaches for a control that may change the units. */
function preloadOnIntent(event: SyntheticEvent) {
  if (event.target instanceof Element && event.target.closest('select, button') !== null) loadPanels().catch(() => {});
}

const subscribeNothing = () => () => {};

/**
 * A category's converter with its conversion table and formula panel, which follow the units
 * chosen in the card. `children` (the page's pair links) sit between the card and the table.
 * Only category and pair pages render it, so its card keeps the conversion in the page's address.
 *
 * The page renders `table` and `formula` on the server for its own units (./page-panels.tsx), and
 * they are shown as long as the card shows those units: without JavaScript, and on a visit that
 * keeps them, the browser gets no table or formula code. Other units (chosen, stored or from the
 * address; the last two apply right after hydration) render the same components in the browser
 * (./unit-panels.tsx), with the page's panels in their place while that code loads: same size, no
 * layout shift. Currency's panels follow the day's rates, fetched in the browser, so the page's
 * (loading) ones give way to the browser's right after hydration. The browser's panels read the
 * ConversionTable and FormulaPanel messages, which the island sends narrowed to the category: less
 * than any way of loading them with the panels' code (docs/CLIENT-MESSAGES.md).
 */
export function CategoryConverter({
  units: cardUnits,
  own,
  from,
  to,
  startValue,
  initial,
  table,
  formula,
  children,
}: {
  /** The category and its units (lib/converter/card-units.ts), from ./page-panels.tsx. */
  units: CardUnits;
  /** The units the server rendered the table and formula for (./page-panels.tsx). */
  own: UnitPair;
  from?: string;
  to?: string;
  /** A pair page's own start value (lib/converter/start-value.ts). */
  startValue?: string;
  /** The card's first answer, written by the server (lib/converter/initial-view.ts). */
  initial?: InitialView;
  /** The conversion table of the page's own units, rendered on the server. */
  table: ReactNode;
  /** The formula panel of the page's own units, rendered on the server. */
  formula: ReactNode;
  children?: ReactNode;
}) {
  const { category } = cardUnits;
  const [units, setUnits] = useState<UnitPair>(own);
  const hydrated = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  const pagePanels = (
    <>
      {table}
      {formula}
    </>
  );
  const showsOwn = units.from === own.from && units.to === own.to && !(category === 'currency' && hydrated);
  // A unit of the visitor's own has no table or formula of the catalogue's: the card alone answers.
  const catalogued = [units.from, units.to].every((unit) => cardUnits.units.some((listed) => listed.id === unit));
  return (
    // Loading boundaries only around the browser's panels: a Suspense boundary around the page's
    // would make React stream them (larger than its chunk size) after their fallback, sending them twice.
    <div className="flex flex-col gap-8" onFocus={preloadOnIntent} onPointerDown={preloadOnIntent}>
      <ConverterCard
        units={cardUnits}
        from={from}
        to={to}
        onUnitsChange={setUnits}
        sharesAddress
        startValue={startValue}
        initial={initial}
      />
      {children}
      {showsOwn ? (
        pagePanels
      ) : !catalogued ? null : (
        <UnitPanels category={category} from={units.from} to={units.to} loading={pagePanels} retryKey={`${units.from}:${units.to}`} />
      )}
    </div>
  );
}
