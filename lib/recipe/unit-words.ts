/**
 * The words a recipe line may use for each unit, in the site's five languages, as cooks write them
 * (full words, plurals and the usual cookbook abbreviations). Matching ignores case and accents,
 * except for the few abbreviations whose case carries the meaning: "T" is a tablespoon and "t" a
 * teaspoon in US cookbooks, and German writes EL (Esslöffel) and TL (Teelöffel) in capitals, where
 * a lower-case "el" would be the Spanish article.
 *
 * Some words are shared between languages on purpose (l, g, ml); none means two different units.
 * "Pfund" and "livre" are left out: they mean 500 g in German and French kitchens, not the pound.
 */
import type { FoodLanguage } from '@/lib/nutrition/types';
import type { RecipeUnitId } from '@/lib/recipe/units';

type WordsByLanguage = { readonly [L in FoodLanguage]?: readonly string[] };

export const UNIT_WORDS = {
  cup: {
    en: ['cup', 'cups', 'c'],
    es: ['taza', 'tazas'],
    de: ['Tasse', 'Tassen'],
    fr: ['tasse', 'tasses'],
    no: ['kopp', 'kopper'],
  },
  tbsp: {
    en: ['tbsp', 'tbsps', 'tbs', 'tbl', 'tablespoon', 'tablespoons'],
    es: ['cucharada', 'cucharadas', 'cda', 'cdas'],
    de: ['Esslöffel', 'Eßlöffel', 'Essl'],
    fr: ['cuillère à soupe', 'cuillères à soupe', 'cuiller à soupe', 'c. à s.', 'c. à soupe', 'càs', 'cas', 'c.s.', 'cs'],
    no: ['ss', 'spiseskje', 'spiseskjeer'],
  },
  tsp: {
    en: ['tsp', 'tsps', 'teaspoon', 'teaspoons'],
    es: ['cucharadita', 'cucharaditas', 'cdta', 'cdtas', 'cdita', 'cditas'],
    de: ['Teelöffel', 'Teel'],
    fr: ['cuillère à café', 'cuillères à café', 'cuiller à café', 'c. à c.', 'c. à café', 'càc', 'cac', 'c.c.', 'cc'],
    no: ['ts', 'teskje', 'teskjeer'],
  },
  'fl-oz': {
    en: ['fl oz', 'fl. oz', 'fl.oz', 'floz', 'fluid ounce', 'fluid ounces'],
  },
  pint: { en: ['pint', 'pints', 'pt'], es: ['pinta', 'pintas'], fr: ['pinte', 'pintes'] },
  quart: { en: ['quart', 'quarts', 'qt'], es: ['cuarto de galón', 'cuartos de galón'] },
  ml: {
    en: ['ml', 'millilitre', 'millilitres', 'milliliter', 'milliliters'],
    es: ['mililitro', 'mililitros'],
    de: ['Milliliter'],
    fr: ['millilitre', 'millilitres'],
    no: ['milliliter'],
  },
  cl: {
    en: ['cl', 'centilitre', 'centilitres', 'centiliter', 'centiliters'],
    es: ['centilitro', 'centilitros'],
    de: ['Zentiliter'],
    no: ['centiliter'],
  },
  dl: {
    en: ['dl', 'decilitre', 'decilitres', 'deciliter', 'deciliters'],
    es: ['decilitro', 'decilitros'],
    de: ['Deziliter'],
    no: ['desiliter'],
  },
  l: {
    en: ['l', 'litre', 'litres', 'liter', 'liters'],
    es: ['litro', 'litros'],
    de: ['Liter'],
    fr: ['litre', 'litres'],
    no: ['liter'],
  },
  g: {
    en: ['g', 'gr', 'gram', 'grams', 'gramme', 'grammes'],
    es: ['gramo', 'gramos'],
    de: ['Gramm'],
    fr: ['gramme', 'grammes'],
    no: ['gram'],
  },
  kg: {
    en: ['kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms', 'kilogramme', 'kilogrammes'],
    es: ['kilogramo', 'kilogramos'],
    de: ['Kilogramm'],
    fr: ['kilogramme', 'kilogrammes'],
    no: ['kilogram'],
  },
  oz: {
    en: ['oz', 'ounce', 'ounces'],
    es: ['onza', 'onzas'],
    de: ['Unze', 'Unzen'],
    fr: ['once', 'onces'],
  },
  lb: { en: ['lb', 'lbs', 'pound', 'pounds'], es: ['libra', 'libras'] },
  piece: {
    en: ['piece', 'pieces', 'pc', 'pcs'],
    es: ['pieza', 'piezas', 'unidad', 'unidades', 'ud', 'uds'],
    de: ['Stück', 'Stk'],
    fr: ['pièce', 'pièces', 'pce', 'pces'],
    no: ['stk', 'stykk', 'stykker'],
  },
  egg: {
    en: ['egg', 'eggs'],
    es: ['huevo', 'huevos'],
    de: ['Ei', 'Eier'],
    fr: ['œuf', 'œufs', 'oeuf', 'oeufs'],
    no: ['egg'],
  },
  stick: {
    en: ['stick', 'sticks'],
    es: ['barra', 'barras'],
    de: ['Stange', 'Stangen'],
    fr: ['bâtonnet', 'bâtonnets'],
    no: ['stang', 'stenger'],
  },
  clove: {
    en: ['clove', 'cloves'],
    es: ['diente', 'dientes'],
    de: ['Zehe', 'Zehen'],
    fr: ['gousse', 'gousses'],
    no: ['fedd'],
  },
  slice: {
    en: ['slice', 'slices'],
    es: ['rebanada', 'rebanadas', 'loncha', 'lonchas', 'rodaja', 'rodajas'],
    de: ['Scheibe', 'Scheiben'],
    fr: ['tranche', 'tranches'],
    no: ['skive', 'skiver'],
  },
  pinch: {
    en: ['pinch', 'pinches'],
    es: ['pizca', 'pizcas'],
    de: ['Prise', 'Prisen', 'Msp', 'Messerspitze', 'Messerspitzen'],
    fr: ['pincée', 'pincées'],
    no: ['klype', 'klyper'],
  },
  dash: {
    en: ['dash', 'dashes', 'splash', 'splashes'],
    es: ['chorrito', 'chorritos', 'chorro'],
    de: ['Spritzer', 'Schuss'],
    fr: ['trait', 'traits'],
    no: ['skvett', 'skvetter', 'dæsj'],
  },
  drop: {
    en: ['drop', 'drops'],
    es: ['gota', 'gotas'],
    de: ['Tropfen'],
    fr: ['goutte', 'gouttes'],
    no: ['dråpe', 'dråper'],
  },
} as const satisfies Record<RecipeUnitId, WordsByLanguage>;

/** Abbreviations matched with their exact case (see the note above). */
export const CASE_SENSITIVE_UNIT_WORDS = {
  T: 'tbsp',
  Tb: 'tbsp',
  t: 'tsp',
  EL: 'tbsp',
  El: 'tbsp',
  TL: 'tsp',
  Tl: 'tsp',
} as const satisfies Record<string, RecipeUnitId>;

/**
 * Words that join a unit to its food ("2 cups of flour", "2 tazas de harina", "1 tasse d'huile").
 * They are kept for display but not looked up as part of the food's name.
 */
export const CONNECTOR_PATTERN = /^(?:(?:of|de|del)\s+|d['’](?=\S))/i;

/**
 * Egg words anywhere in a count line's food ("2 large eggs", "4 free-range eggs", "3 huevos L"):
 * such a line is weighed per egg. German capitals only: a lower-case "ei" is Norwegian's article.
 */
export const EGG_WORD_PATTERN = /(?:^|\s)(?:[Ee]ggs?|[Hh]uevos?|Ei|Eier|[Œœ]ufs?|[Oo]eufs?)(?=[\s,.;]|$)/u;

/** A count unit named after the food ("2 garlic cloves", "4 bacon slices"). */
export const HEAD_UNIT_WORDS: ReadonlyMap<string, RecipeUnitId> = new Map([
  ['clove', 'clove'],
  ['cloves', 'clove'],
  ['slice', 'slice'],
  ['slices', 'slice'],
]);
