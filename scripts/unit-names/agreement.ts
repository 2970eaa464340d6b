/**
 * The share of the units CLDR names in a language whose name on the site is one of CLDR's. Every
 * difference is a documented override (./overrides.ts); the floor keeps them the exception. It was
 * 95 %: the second native review replaced CLDR's half-English German and Norwegian names ("Short
 * Tons", "Troy ounce") and a few English phrases ("pounds of force"), which took three languages
 * just under it.
 */
export const AGREEMENT_FLOOR = 0.9;

/**
 * CLDR's forms of each unit it names in one language, by "category/unit": its display name, its
 * singular and its plural, without the number ("kilometers", "kilometer"). Written by
 * scripts/unit-names.ts into ./cldr-forms.json so that the agreement is measured without the network.
 */
export type CldrForms = Readonly<Record<string, readonly string[]>>;

export interface Difference {
  readonly key: string;
  readonly ours: string;
  readonly cldr: string;
}

export interface Agreement {
  readonly agree: number;
  readonly total: number;
  readonly share: number;
  readonly differences: readonly Difference[];
}

/** Names are compared as words: case, Unicode composition and spacing aside ("Kilometers" = "kilometers"). */
function normal(name: string): string {
  return name.normalize('NFC').toLocaleLowerCase().replace(/\s+/g, ' ').trim();
}

/** How many of the units CLDR names carry one of CLDR's forms as their name (`names`: UnitNames of one language). */
export function agreementOf(names: Readonly<Record<string, Readonly<Record<string, string>>>>, forms: CldrForms): Agreement {
  const differences: Difference[] = [];
  let total = 0;
  for (const [key, cldr] of Object.entries(forms)) {
    const [category = '', unit = ''] = key.split('/');
    const ours = names[category]?.[unit];
    if (ours === undefined) continue;
    total++;
    if (!cldr.map(normal).includes(normal(ours))) differences.push({ key, ours, cldr: cldr.at(-1) ?? '' });
  }
  const agree = total - differences.length;
  return { agree, total, share: total === 0 ? 0 : agree / total, differences };
}
