'use client';

import { useLocale } from 'next-intl';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useLoadedStore } from '@/components/storage/use-loaded-store';
// Each from its own module, never the lib/converter barrel: that one brings the unit catalogue and
// the page address code, which a card fixed to one category (the embedded widget) does without.
import type { AddressPreset } from '@/lib/converter/address';
import { unitIdsIn, type CardUnits } from '@/lib/converter/card-units';
import { CONVERT_EVENT_DELAY_MS } from '@/lib/converter/convert-event-delay';
import type { InitialView } from '@/lib/converter/initial-view';
import { pickUnits } from '@/lib/converter/pick-units';
import type { ConverterView } from '@/lib/converter/result';
import { converterReducer, DEFAULT_INPUT, type ConverterAction, type ConverterState } from '@/lib/converter/state';
import type { StoredUnitsState } from '@/lib/converter/units-store';
import type { UnitPair } from '@/lib/converter/units';
import { viewKey } from '@/lib/converter/view-key';
import type { ResultFormat } from '@/lib/format/answer';
import type { Rates } from '@/lib/units/currency';
import type { CustomUnit } from '@/lib/custom-units/types';
import { useConverterEngine } from './use-converter-engine';

const subscribeNothing = () => () => {};

const IDLE: ConverterView = { state: 'idle' };
const ENGINE_FAILED: ConverterView = { state: 'error', message: { key: 'conversionFailed' } };
const NO_PRESET: AddressPreset = {};

// The store (zustand's persist) loads once the card is live: the embedded widget's first scripts stay without it.
const loadUnitsStore = (category: string) => import('@/lib/converter/units-store').then((module) => module.unitsStoreOf(category));
const pickStoredUnits = (state: StoredUnitsState) => state.units;

/** A conversion of the visitor's that stood still long enough to count (see useConversion's onResult). */
export interface RestingConversion extends UnitPair {
  readonly value: string;
  readonly result: string;
}

export interface ConversionOptions {
  /** The card's category and its units (lib/converter/card-units.ts). */
  units: CardUnits;
  /** Units named by the route (pair pages, the widget); they win over the stored ones. */
  from?: string;
  to?: string;
  /** Currency rates; undefined converts at rate 1. */
  rates?: Rates;
  /** The visitor's own units among `units` (lib/custom-units). */
  defined?: readonly CustomUnit[];
  /** Told whenever the units change, so a page can keep its table and formula in step. */
  onUnitsChange?: (units: UnitPair) => void;
  /** The value to start from instead of 1 (some pair pages: lib/converter/start-value.ts). */
  startValue?: string;
  /** The server's answer for the card's start (lib/converter/initial-view.ts). */
  initial?: InitialView;
  /** The format results are written in (./use-stored-format.ts). */
  format: ResultFormat;
  /** What the page's address presets (./use-page-address.ts): its units come after the route's, its value first. */
  preset?: AddressPreset;
  /** Told when a result of the visitor's making has stood for CONVERT_EVENT_DELAY_MS (analytics, history). */
  onResult?: (conversion: RestingConversion) => void;
  /** Told of each action of the visitor's, with the state it leads to and whether that differs from the current one. */
  onAction?: (action: ConverterAction, next: ConverterState, changed: boolean) => void;
}

/**
 * The state every converter card shares. Units start from the route, else the page address's, else
 * the last stored units of the category, else its first two, until the user picks some (which are
 * then stored); the value starts from the page address, else the page's own start value, else 1.
 * The server cannot see the browser's storage, so it renders the route's or default units with the
 * controls disabled (`ready` false); right after hydration (once the stored entry is read, lib/converter/units-store.ts)
 * the stored units apply and the controls come alive together, so no choice made before React takes over is silently lost. The result is
 * recomputed on every change.
 *
 * The answer the card starts with comes from the server (`initial`) and is shown as long as the card
 * asks exactly that; the conversion engine loads when it asks anything else (stored units or format,
 * a value in the address, the visitor's first change) or when the visitor reaches for the card
 * (preloadConverterEngine). Until it is in, the card keeps its last answer, which names its own units.
 * Give the component a new key to start afresh for another category or route.
 */
export function useConversion({
  units: list,
  from,
  to,
  rates,
  defined,
  onUnitsChange,
  startValue,
  initial,
  format,
  preset = NO_PRESET,
  onResult,
  onAction,
}: ConversionOptions) {
  const { category } = list;
  const locale = useLocale();
  const hydrated = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  const ids = useMemo(() => unitIdsIn(list), [list]);
  const { value: storedUnits, ready: read } = useLoadedStore(
    useCallback(() => loadUnitsStore(category), [category]),
    pickStoredUnits,
    null,
  );
  const ready = hydrated && read;
  // A stored unit the category does not have (an edited entry, a unit since removed) is dropped on its own.
  const stored = useMemo(
    () =>
      storedUnits && {
        from: ids.includes(storedUnits.from) ? storedUnits.from : undefined,
        to: ids.includes(storedUnits.to) ? storedUnits.to : undefined,
      },
    [storedUnits, ids],
  );
  const defaults = useMemo(
    () => pickUnits(ids, { route: { from: from ?? preset.from, to: to ?? preset.to }, stored }),
    [ids, from, to, preset.from, preset.to, stored],
  );
  const [chosen, setChosen] = useState<UnitPair | null>(null);
  const [typed, setTyped] = useState<string | null>(null);
  const units = chosen ?? defaults;
  // A size chart's units start at a size of their own (CardUnit.start): 1 is on no chart.
  const input = typed ?? preset.value ?? startValue ?? list.units.find((unit) => unit.id === units.from)?.start ?? DEFAULT_INPUT;
  const state: ConverterState = { from: units.from, to: units.to, input };
  const interacted = useRef(false);

  const notify = useRef(onUnitsChange);
  const rested = useRef(onResult);
  useEffect(() => {
    notify.current = onUnitsChange;
    rested.current = onResult;
  });
  useEffect(() => {
    notify.current?.({ from: units.from, to: units.to });
  }, [units.from, units.to]);

  const key = viewKey({ category, from: units.from, to: units.to, input, locale, format });
  const fromServer = initial !== undefined && rates === undefined && key === initial.key;
  const { engine, failed } = useConverterEngine(fromServer ? null : key);
  const view = useMemo(() => {
    if (fromServer) return initial.view;
    if (engine !== undefined)
      return engine.converterView({ category, from: units.from, to: units.to, input, locale, rates, format, defined });
    return failed ? ENGINE_FAILED : (initial?.view ?? IDLE);
  }, [fromServer, initial, engine, failed, category, units.from, units.to, input, locale, rates, format, defined]);

  // The visitor's latest result, until it has stood still long enough to count or the visitor leaves.
  const resting = useRef<RestingConversion | null>(null);
  const settle = useRef(() => {
    const conversion = resting.current;
    resting.current = null;
    if (conversion !== null) rested.current?.(conversion);
  });
  useEffect(() => {
    resting.current =
      interacted.current && view.state === 'result' ? { from: units.from, to: units.to, value: input.trim(), result: view.output } : null;
    if (resting.current === null) return;
    const timer = setTimeout(settle.current, CONVERT_EVENT_DELAY_MS);
    return () => clearTimeout(timer);
    // Once per new result: the view changes whenever the units, input or rates do.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [view]);
  useEffect(() => {
    // A result the visitor leaves at once (another page, another tab, closing it) counts all the same.
    const flush = settle.current;
    const hidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', hidden);
      flush();
    };
  }, []);

  /** Applies a user's action; units the user picks are remembered for the category. */
  function act(action: ConverterAction): void {
    interacted.current = true;
    const next = converterReducer(state, action);
    if (next.input !== input) setTyped(next.input);
    if (next.from !== units.from || next.to !== units.to) {
      const pair = { from: next.from, to: next.to };
      setChosen(pair);
      void loadUnitsStore(category).then(
        (store) => store.getState().remember(pair),
        () => undefined,
      );
    }
    onAction?.(action, next, next !== state);
  }

  return {
    category,
    /** The category's unit ids, in order. */
    ids,
    /** The category's units, in order, as the pickers list them. */
    cardUnits: list.units,
    ready,
    state,
    units,
    view,
    /** The view answers the current state (not the last answer kept while the engine loads). */
    current: fromServer || engine !== undefined || failed,
    setInput: (text: string) => act({ type: 'input', input: text }),
    setFrom: (unit: string) => act({ type: 'from', unit }),
    setTo: (unit: string) => act({ type: 'to', unit }),
    swap: () => act({ type: 'swap' }),
    quick: (pair: UnitPair) => act({ type: 'units', units: pair }),
  };
}

/** What useConversion gives a card. */
export type CardConversion = ReturnType<typeof useConversion>;
