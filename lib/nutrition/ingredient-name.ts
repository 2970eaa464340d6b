/**
 * What a recipe line says about its food, reduced to the food: brackets (brand words, sizes,
 * "(jus)") and everything after the first comma are notes; preparation and quality words
 * ("finely chopped", "free-range", "gehackt", "râpé", "hakket") say how, not what. Words are
 * compared on search keys (lower case, no accents), in the five languages at once: a pasted
 * recipe's language need not be the page's.
 */
import { searchKey } from '@/lib/nutrition/search-text';

const PREPARATION_WORDS = [
  // English
  'fresh', 'freshly', 'finely', 'roughly', 'thinly', 'coarsely', 'chopped', 'diced', 'sliced', 'minced', 'crushed',
  'grated', 'peeled', 'deseeded', 'seeded', 'halved', 'halves', 'quartered', 'cubed', 'trimmed', 'drained', 'rinsed',
  'softened', 'melted', 'beaten', 'lightly', 'sifted', 'packed', 'shredded', 'mashed', 'ripe', 'overripe', 'free range',
  'free-range', 'organic', 'large', 'medium', 'small', 'big', 'extra large', 'skinless', 'boneless', 'good quality',
  'good-quality', 'unwaxed', 'baby', 'cut', 'into', 'chunks', 'pieces', 'leaves', 'only', 'zest', 'juice of', 'to serve',
  'for', 'serving', 'divided', 'plus', 'extra', 'about', 'optional', 'cold', 'warm', 'room temperature', 'heaped', 'level',
  // Spanish
  'picado', 'picada', 'picados', 'picadas', 'troceado', 'troceada', 'pelado', 'pelada', 'pelados', 'maduro', 'madura',
  'maduros', 'maduras', 'fresco', 'fresca', 'frescos', 'frescas', 'cortado', 'cortada', 'finamente', 'batido', 'batidos',
  'derretida', 'derretido', 'grande', 'grandes', 'mediano', 'mediana', 'pequeno', 'pequena', 'al gusto',
  // German
  'gehackt', 'gehackte', 'gehackter', 'fein', 'frisch', 'frische', 'frischer', 'frisches', 'frischen', 'gerieben',
  'geriebener', 'geriebene', 'geschalt', 'geschalte', 'gewurfelt', 'gewurfelte', 'weich', 'weiche', 'weicher',
  'festkochend', 'festkochende', 'mehligkochend', 'mittelscharf', 'zerlassen', 'zerlassene', 'gross', 'grosse', 'grosser',
  'klein', 'kleine', 'kleiner', 'zum braten', 'nach belieben', 'etwas',
  // French
  'hache', 'hachee', 'haches', 'hachees', 'emince', 'emincee', 'eminces', 'emincees', 'frais', 'fraiches', 'rape',
  'rapee', 'rapes', 'rapees', 'fondu', 'fondue', 'pele', 'pelees', 'coupe', 'coupee', 'coupes', 'coupees', 'en des',
  'gros', 'grosse', 'petit', 'petite', 'moyen', 'moyenne', 'mur', 'murs', 'mure', 'mures',
  // Norwegian
  'hakket', 'hakkede', 'finhakket', 'fersk', 'ferske', 'smeltet', 'skrelt', 'skrelte', 'moden', 'modne', 'stor', 'store',
  'liten', 'sma', 'middels', 'frosne', 'frossen', 'frosset',
] as const;

/** Sorted by length so "free range" goes before "free"; compared on search keys. */
const PREPARATION_KEYS: readonly string[] = [...new Set(PREPARATION_WORDS.map(searchKey))].sort(
  (a, b) => b.length - a.length,
);
const PREPARATION_PATTERN = new RegExp(`(?:^| )(?:${PREPARATION_KEYS.join('|')})(?= |$)`, 'g');

/** The food a line names, as a search key ("" when only notes are left). */
export function foodPhrase(name: string): string {
  const withoutBrackets = name.replace(/\([^)]*\)?/g, ' ');
  for (const segment of withoutBrackets.split(/[,;]| - | – /)) {
    const key = searchKey(segment).replace(PREPARATION_PATTERN, ' ').replace(/\s+/g, ' ').trim();
    if (key !== '') return key;
  }
  return '';
}

/** The first segment as typed, only the brackets removed (tried first: "chopped tomatoes" is a food). */
export function wholePhrase(name: string): string {
  return searchKey(name.replace(/\([^)]*\)?/g, ' ').split(/[,;]/, 1)[0] ?? '');
}
