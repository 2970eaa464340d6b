'use client';

import { useLocale } from 'next-intl';
import { useEffect, useMemo, useReducer, useRef } from 'react';
import { track } from '@/lib/analytics';
import {
  CONVERT_EVENT_DELAY_MS,
  converterEvent,
  converterReducer,
  converterView,
  initialState,
  initialUnits,
  readStoredUnits,
  writeStoredUnits,
  type ConverterAction,
  type ConverterEventName,
  type UnitPair,
} from '@/lib/converter';
import type { CategoryId, Rates } from '@/lib/units';

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage can be disabled (private mode, blocked cookies): the converter works without it.
    return undefined;
  }
}

export interface ConverterOptions {
  category: CategoryId;
  /** Units named by the route (pair pages, the widget); they win over the stored ones. */
  from?: string;
  to?: string;
  /** Currency rates; undefined converts at rate 1 (SPEC section 8). */
  rates?: Rates;
  /** Told whenever the units change, so a page can keep its table and formula in step. */
  onUnitsChange?: (units: UnitPair) => void;
}

/**
 * The converter card's state (SPEC section 4): units reset from the route, else the last stored
 * units of the category, else the first two; every change the user makes is stored; the result is
 * recomputed on every keystroke; analytics hear of swaps, quick conversions, copies and (once the
 * input rests) conversions.
 */
export function useConverter({ category, from, to, rates, onUnitsChange }: ConverterOptions) {
  const locale = useLocale();
  // The server cannot see the browser's storage: render the route's or default units first, then
  // restore the stored ones after hydration (the effect below), so both renders agree.
  const [state, dispatch] = useReducer(converterReducer, undefined, () =>
    initialState(initialUnits(category, { route: { from, to } })!),
  );
  const interacted = useRef(false);

  useEffect(() => {
    const stored = readStoredUnits(browserStorage(), category);
    dispatch({ type: 'units', units: initialUnits(category, { route: { from, to }, stored })! });
  }, [category, from, to]);

  const notify = useRef(onUnitsChange);
  useEffect(() => {
    notify.current = onUnitsChange;
  });
  useEffect(() => {
    notify.current?.({ from: state.from, to: state.to });
  }, [state.from, state.to]);

  const view = useMemo(
    () => converterView({ category, from: state.from, to: state.to, input: state.input, locale, rates }),
    [category, state.from, state.to, state.input, locale, rates],
  );

  useEffect(() => {
    if (!interacted.current || view.state !== 'result') return;
    const timer = setTimeout(
      () => report('convert', { from: state.from, to: state.to }),
      CONVERT_EVENT_DELAY_MS,
    );
    return () => clearTimeout(timer);
    // `report` only reads the category; the view changes with everything else that matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [view]);

  function report(action: ConverterEventName, units: UnitPair) {
    const event = converterEvent(action, { category, ...units });
    track(event.category, event.label, event.value);
  }

  /** Applies a user's action; unit changes are remembered for the category. */
  function act(action: ConverterAction) {
    interacted.current = true;
    const next = converterReducer(state, action);
    dispatch(action);
    if (next.from !== state.from || next.to !== state.to) {
      writeStoredUnits(browserStorage(), category, { from: next.from, to: next.to });
    }
    return next;
  }

  return {
    state,
    view,
    setInput: (input: string) => act({ type: 'input', input }),
    setFrom: (unit: string) => act({ type: 'from', unit }),
    setTo: (unit: string) => act({ type: 'to', unit }),
    swap: () => {
      const next = act({ type: 'swap' });
      report('swap', next);
    },
    quick: (units: UnitPair) => {
      act({ type: 'units', units });
      report('quick_conversion', units);
    },
    copied: () => report('copy', { from: state.from, to: state.to }),
  };
}
