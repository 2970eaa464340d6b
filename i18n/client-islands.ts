import { getCategory, type CategoryId } from '@/lib/units/catalogue';
import type englishMessages from '@/messages/en.json';

/** A top-level namespace of the message files (every locale has en.json's). */
export type Namespace = keyof typeof englishMessages;

/**
 * Every client component that a server component renders (a "client island"), with the module it
 * lives in and the message namespaces it and everything it imports read. A page sends the browser
 * only these namespaces, through `<ClientIsland islands={[…]}>` around the island, never the whole
 * message file. tests/unit/i18n/client-islands.test.ts reads the source and fails when an entry
 * misses a namespace its code reads, or a page renders an island without providing its namespaces.
 */
export const clientIslands = {
  ApiSandbox: { module: 'components/api/api-sandbox.tsx', namespaces: ['ApiSandbox'] },
  ApiStatusBanner: { module: 'components/api/api-status-banner.tsx', namespaces: ['ApiStatusBanner'] },
  BulkConverter: { module: 'components/bulk/bulk-converter.tsx', namespaces: ['BulkConvert'] },
  CategoryConverter: {
    module: 'components/converter/category-converter.tsx',
    namespaces: ['CategoryNames', 'ConversionTable', 'Converter', 'CurrencyRates', 'Favourites', 'FormulaPanel', 'UnitNames'],
  },
  CompactConverterCard: {
    module: 'components/converter/compact-converter-card.tsx',
    namespaces: ['CategoryNames', 'Converter', 'CurrencyRates', 'UnitNames'],
  },
  CopyButton: { module: 'components/ui/copy-button.tsx', namespaces: ['Converter'] },
  EmbedButton: { module: 'components/pairs/embed-button.tsx', namespaces: ['Converter'] },
  FoodCalorieTracker: { module: 'components/food/food-calorie-tracker.tsx', namespaces: ['FoodCalories'] },
  HomeConverter: {
    module: 'components/home/home-converter.tsx',
    namespaces: ['CategoryNames', 'Converter', 'CurrencyRates', 'Favourites', 'HomeConverter', 'UnitNames'],
  },
  HistorySections: { module: 'components/history/history-sections.tsx', namespaces: ['Favourites'] },
  KgLbConverter: { module: 'components/kg-to-pounds/kg-lb-converter.tsx', namespaces: ['Converter', 'KgToPounds'] },
  LazyToaster: { module: 'components/ui/lazy-toaster.tsx', namespaces: ['Toast'] },
  QuickConvertBox: { module: 'components/quick/quick-convert-box.tsx', namespaces: ['QuickConvert'] },
  RecipeConverter: { module: 'components/recipe/recipe-converter.tsx', namespaces: ['RecipeConverter'] },
  WidgetConfigurator: {
    module: 'components/widget/widget-configurator.tsx',
    namespaces: ['CategoryNames', 'Converter', 'UnitNames', 'Widget', 'WidgetEmbed'],
  },
} as const satisfies Record<string, { module: string; namespaces: readonly Namespace[] }>;

export type IslandName = keyof typeof clientIslands;

/** The namespaces a set of islands reads, each once, in a stable order. */
export function islandNamespaces(islands: readonly IslandName[]): Namespace[] {
  return [...new Set(islands.flatMap((name): readonly Namespace[] => clientIslands[name].namespaces))].sort();
}

/** Only the given namespaces of a message tree (a namespace missing from the tree is left out). */
export function pickNamespaces<T extends Record<string, unknown>>(messages: T, namespaces: readonly string[]): Partial<T> {
  const picked: Partial<T> = {};
  for (const namespace of namespaces) {
    if (Object.hasOwn(messages, namespace)) picked[namespace as keyof T] = messages[namespace as keyof T];
  }
  return picked;
}

/**
 * Narrows the unit names to one category's (a converter fixed to one category shows no others);
 * a category without unit names (currency: Intl.DisplayNames names currencies) gets none, where it
 * used to get every category's. The other namespaces are left as they are.
 */
export function narrowUnitNames<T extends Record<string, unknown>>(messages: T, category: string): T {
  const unitNames = messages.UnitNames;
  if (typeof unitNames !== 'object' || unitNames === null) return messages;
  const own = Object.hasOwn(unitNames, category) ? { [category]: (unitNames as Record<string, unknown>)[category] } : {};
  return { ...messages, UnitNames: own };
}

/**
 * Narrows the category names to one category's: a converter fixed to one category names only its own
 * ("Converter: Length"), and the other fifteen names were most of that namespace. Other namespaces are
 * left as they are.
 */
export function narrowCategoryNames<T extends Record<string, unknown>>(messages: T, category: string): T {
  const names = messages.CategoryNames;
  if (typeof names !== 'object' || names === null || !Object.hasOwn(names, category)) return messages;
  return { ...messages, CategoryNames: { [category]: (names as Record<string, unknown>)[category] } };
}

/**
 * Narrows the formula panel's explanations (`FormulaPanel.kinds`) to one kind of category (linear,
 * temperature, …): a converter fixed to one category explains no other kind. Four of the five
 * sentences are most of the namespace, which every category and pair page sends for its client
 * table and formula (components/converter/category-converter.tsx). Other namespaces are left as they are.
 */
export function narrowFormulaKinds<T extends Record<string, unknown>>(messages: T, kind: string): T {
  const panel = messages.FormulaPanel;
  if (typeof panel !== 'object' || panel === null) return messages;
  const kinds = (panel as Record<string, unknown>).kinds;
  if (typeof kinds !== 'object' || kinds === null || !Object.hasOwn(kinds, kind)) return messages;
  return { ...messages, FormulaPanel: { ...panel, kinds: { [kind]: (kinds as Record<string, unknown>)[kind] } } };
}

/**
 * Texts that only one category's converter shows: the exchange-rate ones (CurrencyRates, the table's
 * and formula's "Loading exchange rates…") for currency, whose rates load in the browser, and the
 * formula's digits explanation (FormulaPanel.bases) for number bases.
 */
const CATEGORY_TEXTS: readonly { category: string; namespace: string; key?: string }[] = [
  { category: 'currency', namespace: 'CurrencyRates' },
  { category: 'currency', namespace: 'ConversionTable', key: 'loading' },
  { category: 'currency', namespace: 'FormulaPanel', key: 'loading' },
  { category: 'numeric', namespace: 'FormulaPanel', key: 'bases' },
];

/**
 * Leaves out the texts of CATEGORY_TEXTS that belong to other categories than `category`, for an
 * island fixed to it. Converter's own "Loading exchange rates…" stays: that namespace object is
 * shared with the page's other islands (the embed button's copy button), and React sends an object
 * two islands share once; a narrowed copy would be sent whole a second time.
 */
export function narrowCategoryTexts<T extends Record<string, unknown>>(messages: T, category: string): T {
  const narrowed: Record<string, unknown> = { ...messages };
  for (const text of CATEGORY_TEXTS) {
    if (text.category === category || !Object.hasOwn(narrowed, text.namespace)) continue;
    if (text.key === undefined) {
      delete narrowed[text.namespace];
      continue;
    }
    const namespace = narrowed[text.namespace];
    if (typeof namespace !== 'object' || namespace === null || !Object.hasOwn(namespace, text.key)) continue;
    const rest = { ...(namespace as Record<string, unknown>) };
    delete rest[text.key];
    narrowed[text.namespace] = rest;
  }
  return narrowed as T;
}

/**
 * What `<ClientIsland unitsOf>` sends an island fixed to one category: that category's name, unit
 * names, formula explanation and own texts (the functions above), the rest of the namespaces as they are.
 */
export function narrowToCategory<T extends Record<string, unknown>>(messages: T, category: CategoryId): T {
  const named = narrowCategoryNames(narrowUnitNames(messages, category), category);
  return narrowCategoryTexts(narrowFormulaKinds(named, getCategory(category).kind), category);
}
