// Intl.DisplayNames is costly to build; one per locale serves every currency name.
const currencyNames = new Map<string, Intl.DisplayNames>();

/** A currency's name in a language (BCP 47 tag), from Intl.DisplayNames; its code when unknown. */
export function currencyName(tag: string, code: string): string {
  let names = currencyNames.get(tag);
  if (names === undefined) {
    names = new Intl.DisplayNames(tag, { type: 'currency', fallback: 'code' });
    currencyNames.set(tag, names);
  }
  return names.of(code) ?? code;
}

const pluralFormats = new Map<string, Map<string, Intl.NumberFormat>>();

/**
 * A currency's name in the plural, as a sentence counts money in it ("US dollars", "dólares
 * estadounidenses", "coronas checas"): CLDR's name for an amount of two; its code when unknown.
 */
export function currencyPluralName(tag: string, code: string): string {
  const formats = pluralFormats.get(tag) ?? pluralFormats.set(tag, new Map()).get(tag)!;
  let format = formats.get(code);
  if (format === undefined) {
    try {
      format = new Intl.NumberFormat(tag, { style: 'currency', currency: code, currencyDisplay: 'name' });
    } catch {
      return code;
    }
    formats.set(code, format);
  }
  return format.formatToParts(2).find((part) => part.type === 'currency')?.value ?? code;
}
