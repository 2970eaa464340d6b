'use client';

import { useLocale } from 'next-intl';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { recordConversion } from '@/components/history/use-history';
import { track } from '@/lib/analytics';
import {
  CONVERT_EVENT_DELAY_MS,
  converterEvent,
  converterReducer,
  DEFAULT_INPUT,
  initialUnits,
  parseStoredUnits,
  readStoredEntry,
  writeStoredUnits,
  type ConverterAction,
  type ConverterEventName,
  type ConverterState,
  type ConverterView,
  type InitialView,
  type UnitPair,
  viewKey,
} from '@/lib/converter';
import { FORMAT_STORAGE_KEY, parseStoredFormat, storedFormatText } from '@/lib/converter/format-preference';
import type { ResultFormat } from '@/lib/format/answer';
import { browserStorage } from '@/lib/storage/browser-storage';
import type { CategoryId } from '@/lib/units/catalogue';
import type { Rates } from '@/lib/units/currency';
import { useConverterEngine } from './use-converter-engine';
import { addressLink, replaceAddress, useAddressPreset } from './use-page-address';

function browserStorageItem(key: string): string | null {
  try {
    return browserStorage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Another tab choosing units of this category: a `storage` event (never fired in the tab that wrote). */
function subscribeStorage(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

const subscribeNothing = () => () => {};

const IDLE: ConverterView = { state: 'idle' };
const ENGINE_FAILED: ConverterView = { state: 'error', message: { key: 'conversionFailed' } };

export interface ConverterOptions {
  category: CategoryId;
  /** Units named by the route (pair pages, the widget); they win over the stored ones. */
  from?: string;
  to?: string;
  /** Currency rates; undefined converts at rate 1. */
  rates?: Rates;
  /** Told whenever the units change, so a page can keep its table and formula in step. */
  onUnitsChange?: (units: UnitPair) => void;
  /** Record each conversion the visitor makes in the browser's history (home page "Recent conversions"). */
  keepsHistory?: boolean;
  /**
   * Keep the value and units in the page's address (category and pair pages): read at start, written
   * as the visitor changes them. Units named by the route are the page's, so only the value is.
   */
  sharesAddress?: boolean;
  /** The value to start from instead of 1 (some pair pages: lib/converter/start-value.ts); the address wins. */
  startValue?: string;
  /** The server's answer for the card's start (lib/converter/initial-view.ts). */
  initial?: InitialView;
}

/**
 * The converter card's state. Units start from the route, else the page address's, else the last
 * stored units of the category, else its first two, until the user picks some (which are then
 * stored); the value starts from the page address, else the page's own start value, else 1.
 * The server cannot see the browser's storage, so it renders the route's or default units with the
 * controls disabled; right after hydration the stored units apply and the controls come alive
 * together, so no choice made before React takes over is silently lost. The result is recomputed
 * on every keystroke; analytics hear of swaps, quick conversions, copies and, once the input
 * rests, conversions. Give the component a new key to start afresh for another category or route.
 *
 * The answer the card starts with comes from the server (`initial`) and is shown as long as the card
 * asks exactly that; the conversion engine loads when it asks anything else (stored units or format,
 * a value in the address, the visitor's first change) or when the visitor reaches for the card
 * (ConverterForm). Until it is in, the card keeps its last answer, which names its own units.
 */
export function useConverter({
  category,
  from,
  to,
  rates,
  onUnitsChange,
  keepsHistory = false,
  sharesAddress = false,
  startValue,
  initial,
}: ConverterOptions) {
  const locale = useLocale();
  const ready = useSyncExternalStore(subscribeNothing, () => true, () => false);
  const storedEntry = useSyncExternalStore(
    subscribeStorage,
    () => readStoredEntry(browserStorage(), category),
    () => null,
  );
  const address = useMemo(() => ({ fixedUnits: from !== undefined || to !== undefined }), [from, to]);
  const preset = useAddressPreset(category, sharesAddress, address);
  const defaults = useMemo(
    () =>
      initialUnits(category, {
        route: { from: from ?? preset.from, to: to ?? preset.to },
        stored: parseStoredUnits(storedEntry, category),
      })!,
    [category, from, to, preset.from, preset.to, storedEntry],
  );
  const [chosen, setChosen] = useState<UnitPair | null>(null);
  const [typed, setTyped] = useState<string | null>(null);
  const input = typed ?? preset.value ?? startValue ?? DEFAULT_INPUT;
  const storedFormat = useSyncExternalStore(
    subscribeStorage,
    () => browserStorageItem(FORMAT_STORAGE_KEY),
    () => null,
  );
  const [chosenFormat, setChosenFormat] = useState<ResultFormat | null>(null);
  const format = chosenFormat ?? parseStoredFormat(storedFormat);
  const units = chosen ?? defaults;
  const state: ConverterState = { from: units.from, to: units.to, input };
  const interacted = useRef(false);

  const notify = useRef(onUnitsChange);
  useEffect(() => {
    notify.current = onUnitsChange;
  });
  useEffect(() => {
    notify.current?.({ from: units.from, to: units.to });
  }, [units.from, units.to]);

  const key = viewKey({ category, from: units.from, to: units.to, input, locale, format });
  const fromServer = initial !== undefined && rates === undefined && key === initial.key;
  const { engine, failed } = useConverterEngine(fromServer ? null : key);
  const view = useMemo(() => {
    if (fromServer) return initial.view;
    if (engine !== undefined) return engine.converterView({ category, from: units.from, to: units.to, input, locale, rates, format });
    return failed ? ENGINE_FAILED : (initial?.view ?? IDLE);
  }, [fromServer, initial, engine, failed, category, units.from, units.to, input, locale, rates, format]);

  useEffect(() => {
    if (!interacted.current || view.state !== 'result') return;
    const event = converterEvent('convert', { category, from: units.from, to: units.to });
    const { output } = view;
    const timer = setTimeout(() => {
      track(event.category, event.label, event.value);
      if (keepsHistory) {
        void recordConversion({ category, from: units.from, to: units.to, value: input.trim(), result: output });
      }
    }, CONVERT_EVENT_DELAY_MS);
    return () => clearTimeout(timer);
    // Report once per new result: the view changes whenever the units, input or rates do.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [view]);

  function report(action: ConverterEventName, pair: UnitPair) {
    const event = converterEvent(action, { category, ...pair });
    track(event.category, event.label, event.value);
  }

  /** Applies a user's action; units the user picks are remembered for the category. */
  function act(action: ConverterAction): ConverterState {
    interacted.current = true;
    const next = converterReducer(state, action);
    if (next.input !== input) setTyped(next.input);
    if (next.from !== units.from || next.to !== units.to) {
      const pair = { from: next.from, to: next.to };
      setChosen(pair);
      writeStoredUnits(browserStorage(), category, pair);
    }
    if (sharesAddress && next !== state) replaceAddress(next, address);
    return next;
  }

  return {
    ready,
    state,
    view,
    setInput: (text: string) => act({ type: 'input', input: text }),
    setFrom: (unit: string) => act({ type: 'from', unit }),
    setTo: (unit: string) => act({ type: 'to', unit }),
    swap: () => report('swap', act({ type: 'swap' })),
    quick: (pair: UnitPair) => {
      act({ type: 'units', units: pair });
      report('quick_conversion', pair);
    },
    copied: () => report('copy', units),
    /** The absolute address of this conversion (null where the card does not share its address, and on the server). */
    link: ready && sharesAddress ? addressLink(state, address) : null,
    /** The link was copied: the address bar shows what was shared. */
    linkCopied: () => {
      if (sharesAddress) replaceAddress(state, address);
      report('copy_link', units);
    },
    format,
    /** The visitor's format, remembered for every converter. */
    setFormat: (next: ResultFormat) => {
      setChosenFormat(next);
      try {
        browserStorage()?.setItem(FORMAT_STORAGE_KEY, storedFormatText(next));
      } catch {
        // A full or blocked storage only means the choice is not remembered.
      }
    },
  };
}
