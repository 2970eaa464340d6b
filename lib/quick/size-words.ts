/**
 * The words of size queries ("size 42 shoe in us", "Schuhgröße 42 in US", "ring size 7 in uk"),
 * folded as the quick box folds text (lib/quick/fold.ts). Chart words pick the chart; system words
 * name a column of it, per chart, since "us" is the men's column of the shoe chart and the only
 * US column of the ring chart.
 */
export const SIZE_CHART_WORDS = {
  'shoe-size': [
    'shoe',
    'shoes',
    'zapato',
    'zapatos',
    'calzado',
    'schuh',
    'schuhe',
    'schuhgrosse',
    'schuhgrossen',
    'chaussure',
    'chaussures',
    'pointure',
    'pointures',
    'sko',
    'skostørrelse',
    'skostørrelser',
    'skonummer',
  ],
  'ring-size': ['ring', 'rings', 'anillo', 'anillos', 'ringgrosse', 'ringgrossen', 'bague', 'bagues', 'ringstørrelse', 'ringstørrelser'],
} as const satisfies Readonly<Record<string, readonly string[]>>;

/** Words that say "a size" without saying which chart: shoes are the usual meaning. */
export const SIZE_WORDS = ['size', 'sizes', 'talla', 'tallas', 'numero', 'grosse', 'taille', 'tailles', 'størrelse'] as const;

/** Little words a size query may carry around its parts ("talla de anillo", "taille de bague"). */
export const SIZE_FILLERS = ['of', 'de', 'du', 'the', 'my', 'mi', 'ma', 'meine', 'min', 'what', 'is', 'es', 'ist', 'er', 'est'] as const;

/** System words per chart, each a folded word or two, and the unit it names. */
export const SIZE_SYSTEM_WORDS = {
  'shoe-size': {
    eu: 'eu',
    eur: 'eu',
    euro: 'eu',
    european: 'eu',
    europe: 'eu',
    uk: 'uk',
    gb: 'uk',
    british: 'uk',
    us: 'us_men',
    usa: 'us_men',
    'us m': 'us_men',
    'us men': 'us_men',
    'us mens': 'us_men',
    'us herren': 'us_men',
    'us w': 'us_women',
    'us women': 'us_women',
    'us womens': 'us_women',
    'us damen': 'us_women',
    'us dame': 'us_women',
    'us mujer': 'us_women',
    'us femme': 'us_women',
    jp: 'jp',
    japan: 'jp',
    japanese: 'jp',
    cm: 'jp',
    mondopoint: 'mondopoint',
    mp: 'mondopoint',
  },
  'ring-size': {
    us: 'us',
    usa: 'us',
    uk: 'uk',
    gb: 'uk',
    british: 'uk',
    eu: 'iso',
    eur: 'iso',
    european: 'iso',
    iso: 'iso',
    jp: 'jp',
    japan: 'jp',
    japanese: 'jp',
    mm: 'diameter',
    diameter: 'diameter',
  },
} as const satisfies Readonly<Record<string, Readonly<Record<string, string>>>>;

/** The system a size without one is read in, first whose chart column holds the value. */
export const SIZE_SOURCE_ORDER = {
  'shoe-size': ['eu', 'us_men', 'uk', 'jp', 'mondopoint', 'us_women'],
  'ring-size': ['us', 'iso', 'jp', 'diameter', 'uk'],
} as const satisfies Readonly<Record<string, readonly string[]>>;

/** The system a size is shown in when the query names none: the usual counterpart of its own. */
export const SIZE_DEFAULT_TARGET = {
  'shoe-size': { eu: 'us_men', uk: 'eu', us_men: 'eu', us_women: 'eu', jp: 'eu', mondopoint: 'eu' },
  'ring-size': { us: 'iso', uk: 'us', iso: 'us', jp: 'us', diameter: 'us' },
} as const satisfies Readonly<Record<string, Readonly<Record<string, string>>>>;
