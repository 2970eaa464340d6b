/**
 * Units whose everyday name means two different amounts: a "gallon" is 3.785 L in the US and
 * 4.546 L in the UK (so are fluid ounces and miles per gallon), and a "gigabyte" is 1024³ bytes to
 * an operating system but 10⁹ bytes to a drive maker. Each unit names its other meaning.
 */
export const OTHER_MEANING = {
  volume: { gal_us: 'gal_uk', gal_uk: 'gal_us', fl_oz_us: 'fl_oz_uk', fl_oz_uk: 'fl_oz_us' },
  fuel: { mpg_us: 'mpg_uk', mpg_uk: 'mpg_us' },
  data: {
    kb: 'kb_si',
    mb: 'mb_si',
    gb: 'gb_si',
    tb: 'tb_si',
    kb_si: 'kb',
    mb_si: 'mb',
    gb_si: 'gb',
    tb_si: 'tb',
  },
} as const satisfies Readonly<Record<string, Readonly<Record<string, string>>>>;

const meanings: Readonly<Record<string, Readonly<Record<string, string>> | undefined>> = OTHER_MEANING;

/** The unit the same name means elsewhere, or undefined when the unit is unambiguous. */
export function otherMeaningOf(category: string, unit: string): string | undefined {
  const table = meanings[category];
  return table !== undefined && Object.hasOwn(table, unit) ? table[unit] : undefined;
}

/** A conversion to show beside the result: the same value read with the other meaning. */
export interface OtherReading {
  readonly from: string;
  readonly to: string;
  /** Which side's unit was swapped for its other meaning. */
  readonly swapped: 'from' | 'to';
}

/**
 * The readings of "from → to" with one ambiguous side taken the other way ("1 gal (US) = 3.785 L"
 * beside "UK gallon: 4.546 L"). None when the two units are each other's other meaning: the
 * result already shows both.
 */
export function otherReadings(category: string, from: string, to: string): readonly OtherReading[] {
  const otherFrom = otherMeaningOf(category, from);
  const otherTo = otherMeaningOf(category, to);
  if (otherFrom === to || from === to) return [];
  const readings: OtherReading[] = [];
  if (otherFrom !== undefined) readings.push({ from: otherFrom, to, swapped: 'from' });
  if (otherTo !== undefined) readings.push({ from, to: otherTo, swapped: 'to' });
  return readings;
}
