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
