/**
 * The small words around a recipe line's amount, in the site's five languages:
 * - approximations before the amount ("ca. 200 g", "about 2 cups"), kept for display;
 * - articles that mean one when a measure follows ("a pinch", "una pizca", "eine Prise", "en klype");
 * - spoon modifiers ("heaped", "gestrichener", "rase", "colmada", "toppet"), kept for display;
 * - size words ("large", "grande", "groß", "gros", "stor"), which pick the weight of one piece.
 * All are matched on folded text (lower case, no accents), as whole words.
 */
export const APPROXIMATION_PATTERN =
  /^\s*(?:ca\.?|circa|approx\.?|approximately|about|around|etwa|ungefähr|env\.?|environ|aprox\.?|unos|unas|omtrent|cirka)\s+(?=\d|[½⅓⅔¼¾⅛⅜⅝⅞⅕⅖⅗⅘⅙⅚])/iu;

export const ONE_WORD_PATTERN = /^\s*(?:an?|one|un|una|uno|ein|eine|einen|une|en|ei|et|ett)\s+/iu;

const MODIFIER_WORDS = [
  'heaped',
  'heaping',
  'level',
  'rounded',
  'scant',
  'generous',
  'good',
  'colmada',
  'colmadas',
  'rasa',
  'rasas',
  'sopera',
  'soperas',
  'gehäuft',
  'gehäufter',
  'gehäufte',
  'gehäuften',
  'gestrichen',
  'gestrichener',
  'gestrichene',
  'gestrichenen',
  'gestr',
  'knapp',
  'knappe',
  'knapper',
  'bombée',
  'bombées',
  'rase',
  'rases',
  'toppet',
  'toppede',
  'strøken',
  'strøkne',
  'råget',
  'rågede',
] as const;

const SIZES = {
  small: [
    'small',
    'pequeño',
    'pequeña',
    'pequeños',
    'pequeñas',
    'klein',
    'kleine',
    'kleiner',
    'kleines',
    'kleinen',
    'petit',
    'petite',
    'petits',
    'petites',
    'liten',
    'lita',
    'lite',
    'små',
    's',
  ],
  medium: [
    'medium',
    'mediano',
    'mediana',
    'medianos',
    'medianas',
    'mittelgroß',
    'mittelgroße',
    'mittelgroßer',
    'mittelgroßen',
    'mittlere',
    'mittleren',
    'moyen',
    'moyenne',
    'moyens',
    'moyennes',
    'middels',
    'middelsstor',
    'middelsstore',
    'm',
  ],
  large: [
    'large',
    'big',
    'grande',
    'grandes',
    'groß',
    'große',
    'großer',
    'großes',
    'großen',
    'gros',
    'grosse',
    'grosses',
    'grand',
    'grands',
    'stor',
    'store',
    'l',
  ],
  'extra large': ['extra large', 'extra-large', 'xl'],
} as const satisfies Record<string, readonly string[]>;

export type SizeWord = keyof typeof SIZES;

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function alternatives(words: readonly string[]): string {
  return [...words]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|');
}

const MODIFIER_PATTERN = new RegExp(`^(?:${alternatives(MODIFIER_WORDS)})\\.?(?=[\\s,]|$)`, 'iu');

const SIZE_BY_WORD: ReadonlyMap<string, SizeWord> = new Map(
  Object.entries(SIZES).flatMap(([size, words]) => words.map((word) => [word, size as SizeWord] as const)),
);
// Single letters (Spanish egg sizes "huevos L") only count written in capitals, after the noun.
const SIZE_PATTERN = new RegExp(
  `(?:^|[\\s,(])(${alternatives(
    Object.values(SIZES)
      .flat()
      .filter((word) => word.length > 1),
  )})(?=[\\s,)]|$)`,
  'iu',
);
const SIZE_LETTER_PATTERN = /\s(S|M|L|XL)(?=[\s,)]|$)/u;

/** The modifier word at the start of `text`, with its length. */
export function readModifier(text: string): string | undefined {
  return MODIFIER_PATTERN.exec(text)?.[0];
}

/** The first size word in an ingredient's name, if any. */
export function sizeInName(name: string): SizeWord | undefined {
  const word = SIZE_PATTERN.exec(name)?.[1] ?? SIZE_LETTER_PATTERN.exec(name)?.[1];
  return word === undefined ? undefined : SIZE_BY_WORD.get(word.toLowerCase());
}

/** A leading size word of `text` ("large eggs"), with the spaces after it. */
export function readLeadingSize(text: string): string | undefined {
  const match = /^(\S+(?:[ -]large)?)\s+/u.exec(text);
  if (match === null || match[1] === undefined) return undefined;
  return SIZE_BY_WORD.has(match[1].toLowerCase()) && match[1].length > 1 ? match[0] : undefined;
}
