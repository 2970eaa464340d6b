'use client';

import { useMemo } from 'react';
import { recordConversion } from '@/components/history/use-history';
import { track } from '@/lib/analytics';
import { unitIdsIn } from '@/lib/converter/card-units';
import { converterEvent, type ConverterEventName } from '@/lib/converter/events';
import type { ConverterAction, ConverterState } from '@/lib/converter/state';
import type { UnitPair } from '@/lib/converter/units';
import { useConversion, type ConversionOptions } from './use-conversion';
import { addressLink, replaceAddress, useAddressPreset } from './use-page-address';
import { useStoredFormat } from './use-stored-format';

export interface ConverterOptions extends Omit<ConversionOptions, 'format' | 'preset' | 'onResult'> {
  /** Record each conversion the visitor makes in the browser's history (home page "Recent conversions"). */
  keepsHistory?: boolean;
  /**
   * Keep the value and units in the page's address (category and pair pages): read at start, written
   * as the visitor changes them. Units named by the route are the page's, so only the value is.
   */
  sharesAddress?: boolean;
}

/**
 * The full converter card's state (home, category and pair pages): the state every card shares
 * (./use-conversion.ts) in the visitor's chosen format, plus the page's address, the visitor's
 * history and analytics, which hear of swaps, quick conversions, copies and, once the input rests,
 * conversions.
 */
export function useConverter({ keepsHistory = false, sharesAddress = false, ...options }: ConverterOptions) {
  const { category } = options.units;
  const { from, to } = options;
  const address = useMemo(() => ({ fixedUnits: from !== undefined || to !== undefined }), [from, to]);
  const ids = useMemo(() => unitIdsIn(options.units), [options.units]);
  const preset = useAddressPreset(ids, sharesAddress, address);
  const [format, setFormat] = useStoredFormat();
  const conversion = useConversion({
    ...options,
    format,
    preset,
    onResult: ({ from: resultFrom, to: resultTo, value, result }) => {
      const event = converterEvent('convert', { category, from: resultFrom, to: resultTo });
      track(event.category, event.label, event.value);
      if (keepsHistory) void recordConversion({ category, from: resultFrom, to: resultTo, value, result });
    },
  });
  const { ready, state, units } = conversion;

  function report(action: ConverterEventName, pair: UnitPair) {
    const event = converterEvent(action, { category, ...pair });
    track(event.category, event.label, event.value);
  }

  function act(action: ConverterAction): ConverterState {
    const next = conversion.act(action);
    if (sharesAddress && next !== state) replaceAddress(next, address);
    return next;
  }

  return {
    ready,
    state,
    view: conversion.view,
    ids: conversion.ids,
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
    setFormat,
  };
}
