import { getCategory, type CategoryId } from '@/lib/units/catalogue';
import type { CategoryKind } from '@/lib/units/types';
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
    namespaces: ['CategoryNames', 'ConversionTable', 'Converter', 'CopyButton', 'CurrencyRates', 'Favourites', 'FormulaPanel', 'UnitNames'],
  },
  CompactConverterCard: {
    module: 'components/converter/compact-converter-card.tsx',
    namespaces: ['CategoryNames', 'Converter', 'CopyButton', 'CurrencyRates', 'UnitNames'],
  },
  CopyButton: { module: 'components/ui/copy-button.tsx', namespaces: ['CopyButton'] },
  EmbedButton: { module: 'components/pairs/embed-button.tsx', namespaces: ['CopyButton'] },
  FoodCalorieTracker: { module: 'components/food/food-calorie-tracker.tsx', namespaces: ['FoodCalories'] },
  HomeConverter: {
    module: 'components/home/home-converter.tsx',
    namespaces: ['CategoryNames', 'Converter', 'CopyButton', 'CurrencyRates', 'Favourites', 'HomeConverter', 'UnitNames'],
  },
  HistorySections: { module: 'components/history/history-sections.tsx', namespaces: ['Favourites'] },
  KgLbConverter: { module: 'components/kg-to-pounds/kg-lb-converter.tsx', namespaces: ['CopyButton', 'KgToPounds'] },
  LazyToaster: { module: 'components/ui/lazy-toaster.tsx', namespaces: ['Toast'] },
  QuickConvertBox: { module: 'components/quick/quick-convert-box.tsx', namespaces: ['QuickConvert'] },
  RecipeConverter: { module: 'components/recipe/recipe-converter.tsx', namespaces: ['RecipeConverter'] },
  WidgetConfigurator: {
    module: 'components/widget/widget-configurator.tsx',
    namespaces: ['CategoryNames', 'Converter', 'CopyButton', 'UnitNames', 'Widget', 'WidgetEmbed'],
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
 * Texts that only one kind of category's converter shows: the exchange-rate ones (CurrencyRates, the
 * "Loading exchange rates…" lines) for currency, whose rates load in the browser; the number bases'
 * digits explanation and error; the fuel and temperature engines' errors; the size charts' range and
 * between-sizes notes. A key may name a nested message ("errors.fuelOutOfRange").
 */
export const KIND_TEXTS: readonly { kind: CategoryKind; namespace: string; key?: string }[] = [
  { kind: 'currency', namespace: 'CurrencyRates' },
  { kind: 'currency', namespace: 'ConversionTable', key: 'loading' },
  { kind: 'currency', namespace: 'FormulaPanel', key: 'loading' },
  { kind: 'currency', namespace: 'Converter', key: 'loadingRates' },
  { kind: 'numeric', namespace: 'FormulaPanel', key: 'bases' },
  { kind: 'numeric', namespace: 'Converter', key: 'errors.invalidDigits' },
  { kind: 'numeric', namespace: 'Converter', key: 'errors.unknownNumericBase' },
  { kind: 'fuel', namespace: 'Converter', key: 'errors.fuelOutOfRange' },
  { kind: 'fuel', namespace: 'Converter', key: 'errors.unknownFuelUnit' },
  { kind: 'temperature', namespace: 'Converter', key: 'errors.unknownTemperatureUnit' },
  { kind: 'table', namespace: 'Converter', key: 'errors.sizeOutOfRange' },
  { kind: 'table', namespace: 'Converter', key: 'betweenSizes' },
];

/** `tree` without the message at `path`, copying only the objects on the way; `tree` itself when it has none. */
function withoutPath(tree: unknown, path: readonly string[]): unknown {
  const [head, ...rest] = path;
  if (head === undefined || typeof tree !== 'object' || tree === null || !Object.hasOwn(tree, head)) return tree;
  const copy = { ...(tree as Record<string, unknown>) };
  if (rest.length === 0) delete copy[head];
  else copy[head] = withoutPath(copy[head], rest);
  return copy;
}

/**
 * Leaves out the texts of KIND_TEXTS that belong to other kinds than `kind`, for an island fixed to
 * one category. Only islands fixed to a category read the namespaces narrowed here (the copy button's
 * texts are their own namespace), so no other island on the page is sent a second, whole copy.
 */
export function narrowKindTexts<T extends Record<string, unknown>>(messages: T, kind: CategoryKind): T {
  let narrowed: unknown = messages;
  for (const text of KIND_TEXTS) {
    if (text.kind === kind) continue;
    narrowed = withoutPath(narrowed, [text.namespace, ...(text.key === undefined ? [] : text.key.split('.'))]);
  }
  return narrowed as T;
}

/**
 * What `<ClientIsland unitsOf>` sends an island fixed to one category: that category's name, unit
 * names, formula explanation and own texts (the functions above), the rest of the namespaces as they are.
 */
export function narrowToCategory<T extends Record<string, unknown>>(messages: T, category: CategoryId): T {
  const named = narrowCategoryNames(narrowUnitNames(messages, category), category);
  const { kind } = getCategory(category);
  return narrowKindTexts(narrowFormulaKinds(named, kind), kind);
}
