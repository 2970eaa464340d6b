'use client';

import { useMemo } from 'react';
import { recordConversion } from '@/components/history/use-history';
import { useAppLaunch } from '@/components/pwa/use-app-launch';
import { track } from '@/lib/site/analytics';
import { unitIdsIn } from '@/lib/converter/card-units';
import { converterEvent, type ConverterEventName } from '@/lib/converter/events';
import type { UnitPair } from '@/lib/converter/units';
import { useConversion, type ConversionOptions } from './use-conversion';
import { addressLink, replaceAddress, useAddressPreset } from './use-page-address';
import { useStoredFormat } from './use-stored-format';
import { useCustomUnits } from '@/components/custom-units/use-custom-units';

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
export function useConverter({ units: pageUnits, from, to, keepsHistory = false, sharesAddress = false, ...options }: ConverterOptions) {
  const { category } = pageUnits;
  const own = useCustomUnits(category, pageUnits.definable === true, sharesAddress);
  // The visitor's own units follow the catalogue's (the pickers list them under "Your units").
  const cardUnits = useMemo(
    () => (own.cardUnits.length === 0 ? pageUnits : { ...pageUnits, units: [...pageUnits.units, ...own.cardUnits] }),
    [pageUnits, own.cardUnits],
  );
  const fixedUnits = from !== undefined || to !== undefined;
  // The address of a state: with the definitions of the visitor's own units it names, so the link gives the same answer.
  const addressFor = ({ from: a, to: b }: UnitPair) => ({
    fixedUnits,
    defines: (a === b ? [a] : [a, b]).flatMap((unit) => own.defines.get(unit) ?? []),
  });
  const ids = useMemo(() => unitIdsIn(cardUnits), [cardUnits]);
  const addressPreset = useAddressPreset(
    ids,
    sharesAddress,
    useMemo(() => ({ fixedUnits }), [fixedUnits]),
  );
  // A pair page opened as its installed app starts from the pair's last value and the app's precision.
  const launch = useAppLaunch(sharesAddress && fixedUnits ? { category, from, to } : null);
  const preset = useMemo(
    () => (launch.value === undefined ? addressPreset : { ...addressPreset, value: launch.value }),
    [addressPreset, launch.value],
  );
  const [format, setFormat] = useStoredFormat(launch.format);
  const conversion = useConversion({
    ...options,
    units: cardUnits,
    defined: own.units,
    from,
    to,
    format,
    preset,
    onResult: ({ from: resultFrom, to: resultTo, value, result }) => {
      const event = converterEvent('convert', { category, from: resultFrom, to: resultTo });
      track(event.category, event.label, event.value);
      if (keepsHistory) void recordConversion({ category, from: resultFrom, to: resultTo, value, result });
    },
    onAction: (action, next, changed) => {
      if (sharesAddress && changed) replaceAddress(next, addressFor(next));
      if (action.type === 'swap') report('swap', next);
      if (action.type === 'units') report('quick_conversion', action.units);
    },
  });
  const { ready, state, units } = conversion;

  function report(action: ConverterEventName, pair: UnitPair) {
    const event = converterEvent(action, { category, ...pair });
    track(event.category, event.label, event.value);
  }

  return {
    ...conversion,
    /** The card's units with the visitor's own (for the pickers' names). */
    list: cardUnits,
    /** The visitor's own units of the category, and what the page's link defines. */
    own,
    copied: () => report('copy', units),
    /** The absolute address of this conversion (null where the card does not share its address, and on the server). */
    link: ready && sharesAddress ? addressLink(state, addressFor(state)) : null,
    /** The link was copied: the address bar shows what was shared. */
    linkCopied: () => {
      if (sharesAddress) replaceAddress(state, addressFor(state));
      report('copy_link', units);
    },
    format,
    /** The visitor's format, remembered for every converter. */
    setFormat,
  };
}
