/**
 * Count words that are not units: packages (tin, pack, jar...) and kitchen handfuls (handful,
 * bunch, sprig, knob...). A line keeps the count word it was written with; when scaling makes the
 * count plural, the same word's plural in the same language is shown ("1 tin" → "2 tins", "1 Dose"
 * → "2 Dosen"). Abbreviations ("Pck.", "pk.") stay as typed.
 *
 * `grams`: what one weighs when the line gives no size, only where cooks agree on a figure (a knob
 * of butter is about a tablespoon, 15 g; a handful of leaves or nuts about 30 g); otherwise the
 * weight comes from the size in brackets or stays unknown.
 */
import type { FoodLanguage } from '@/lib/nutrition/types';

/** [singular, plural, ...abbreviations] in one language. */
type Forms = readonly [string, string, ...string[]];

interface CountWord {
  readonly package: boolean;
  readonly grams?: number;
  readonly words: { readonly [L in FoodLanguage]?: readonly Forms[] };
}

const COUNT_WORDS = {
  can: {
    package: true,
    words: {
      en: [
        ['tin', 'tins'],
        ['can', 'cans'],
      ],
      es: [['lata', 'latas']],
      de: [['Dose', 'Dosen']],
      fr: [['boîte', 'boîtes']],
      no: [['boks', 'bokser']],
    },
  },
  pack: {
    package: true,
    words: {
      en: [
        ['pack', 'packs'],
        ['packet', 'packets'],
        ['package', 'packages'],
        ['sachet', 'sachets'],
      ],
      es: [
        ['sobre', 'sobres'],
        ['paquete', 'paquetes'],
      ],
      de: [
        ['Packung', 'Packungen', 'Pck', 'Pkt', 'Pk'],
        ['Päckchen', 'Päckchen'],
      ],
      fr: [
        ['paquet', 'paquets'],
        ['sachet', 'sachets'],
      ],
      no: [['pakke', 'pakker', 'pk', 'pkt']],
    },
  },
  jar: {
    package: true,
    words: {
      en: [['jar', 'jars']],
      es: [
        ['tarro', 'tarros'],
        ['bote', 'botes'],
      ],
      de: [['Glas', 'Gläser']],
      fr: [['bocal', 'bocaux']],
      no: [['glass', 'glass']],
    },
  },
  pot: {
    package: true,
    words: {
      en: [
        ['pot', 'pots'],
        ['tub', 'tubs'],
        ['carton', 'cartons'],
      ],
      es: [
        ['tarrina', 'tarrinas'],
        ['envase', 'envases'],
        ['brik', 'briks'],
      ],
      de: [['Becher', 'Becher']],
      fr: [
        ['pot', 'pots'],
        ['brique', 'briques'],
      ],
      no: [
        ['beger', 'begre'],
        ['kartong', 'kartonger'],
      ],
    },
  },
  bag: {
    package: true,
    words: {
      en: [['bag', 'bags']],
      es: [['bolsa', 'bolsas']],
      de: [
        ['Beutel', 'Beutel'],
        ['Tüte', 'Tüten'],
      ],
      fr: [['sac', 'sacs']],
      no: [['pose', 'poser']],
    },
  },
  bottle: {
    package: true,
    words: {
      en: [['bottle', 'bottles']],
      es: [['botella', 'botellas']],
      de: [['Flasche', 'Flaschen']],
      fr: [['bouteille', 'bouteilles']],
      no: [['flaske', 'flasker']],
    },
  },
  cube: {
    package: false,
    words: {
      en: [['cube', 'cubes']],
      es: [['pastilla', 'pastillas']],
      de: [['Würfel', 'Würfel']],
      fr: [['cube', 'cubes']],
      no: [['terning', 'terninger']],
    },
  },
  handful: {
    package: false,
    grams: 30,
    words: {
      en: [['handful', 'handfuls']],
      es: [['puñado', 'puñados']],
      de: [['Handvoll', 'Handvoll']],
      fr: [['poignée', 'poignées']],
      no: [
        ['neve', 'never'],
        ['håndfull', 'håndfuller'],
      ],
    },
  },
  bunch: {
    package: false,
    words: {
      en: [['bunch', 'bunches']],
      es: [['manojo', 'manojos']],
      de: [['Bund', 'Bund']],
      fr: [
        ['bouquet', 'bouquets'],
        ['botte', 'bottes'],
      ],
      no: [
        ['bunt', 'bunter'],
        ['kvast', 'kvaster'],
      ],
    },
  },
  sprig: {
    package: false,
    words: {
      en: [['sprig', 'sprigs']],
      es: [['ramita', 'ramitas']],
      de: [
        ['Zweig', 'Zweige'],
        ['Stiel', 'Stiele'],
      ],
      fr: [['brin', 'brins']],
      no: [['kvist', 'kvister']],
    },
  },
  knob: {
    package: false,
    grams: 15,
    words: {
      en: [['knob', 'knobs']],
      es: [['nuez', 'nueces']],
      de: [['Flöckchen', 'Flöckchen']],
      fr: [
        ['noix', 'noix'],
        ['noisette', 'noisettes'],
      ],
      no: [['klatt', 'klatter']],
    },
  },
  glass: {
    package: false,
    words: {
      en: [['glass', 'glasses']],
      es: [
        ['vaso', 'vasos'],
        ['copa', 'copas'],
      ],
      fr: [['verre', 'verres']],
    },
  },
} as const satisfies Record<string, CountWord>;

export type CountWordId = keyof typeof COUNT_WORDS;

/** The count word as the line wrote it, with the forms to show for one and for more. */
export interface CountNoun {
  readonly id: CountWordId;
  readonly one: string;
  readonly other: string;
}

/** Every written form (folded to lower case) → the noun it stands for. */
export const COUNT_WORD_FORMS: ReadonlyMap<string, CountNoun> = new Map(
  Object.entries(COUNT_WORDS).flatMap(([id, word]) =>
    Object.values(word.words as CountWord['words']).flatMap((formsList) =>
      (formsList ?? []).flatMap(([one, other, ...abbreviations]) => [
        [one.toLowerCase(), { id: id as CountWordId, one, other }] as const,
        [other.toLowerCase(), { id: id as CountWordId, one, other }] as const,
        ...abbreviations.map((short) => [short.toLowerCase(), { id: id as CountWordId, one: `${short}.`, other: `${short}.` }] as const),
      ]),
    ),
  ),
);

export function isPackage(id: CountWordId): boolean {
  return COUNT_WORDS[id].package;
}

export function gramsPerCountWord(id: CountWordId): number | null {
  const word: CountWord = COUNT_WORDS[id];
  return word.grams ?? null;
}
