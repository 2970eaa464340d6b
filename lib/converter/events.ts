/**
 * Analytics events of the converter (every successful convert, swap, quick
 * conversion and copy). Plain data: the component hands it to lib/site/analytics `track`.
 */
export type ConverterEventName = 'convert' | 'swap' | 'quick_conversion' | 'copy' | 'copy_link';

const ANALYTICS_CATEGORY = 'converter';

// In a module of its own: every card waits it out, and the card alone (the embed's) has no analytics.
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
