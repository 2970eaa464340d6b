/**
 * Analytics events of the converter (every successful convert, swap, quick
 * conversion and copy). Plain data: the component hands it to lib/site/analytics `track`.
 */
export type ConverterEventName = 'convert' | 'swap' | 'quick_conversion' | 'copy' | 'copy_link';

export const ANALYTICS_CATEGORY = 'converter';

/**
 * Typing "125" is three conversions on the way to one: a conversion is reported once the input and
 * units have rested this long.
 */
export const CONVERT_EVENT_DELAY_MS = 1000;

export interface ConverterEvent {
  readonly category: typeof ANALYTICS_CATEGORY;
  readonly label: ConverterEventName;
  /** "length:cm:in": which conversion, readable in any analytics report. */
  readonly value: string;
}

export function converterEvent(
  action: ConverterEventName,
  conversion: { readonly category: string; readonly from: string; readonly to: string },
): ConverterEvent {
  return {
    category: ANALYTICS_CATEGORY,
    label: action,
    value: `${conversion.category}:${conversion.from}:${conversion.to}`,
  };
}
