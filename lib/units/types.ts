/**
 * Shapes of the unit catalogue. Each category file declares its units `as const satisfies` one of
 * these, so ids stay literal types while the engine can rely on the fields its kind needs.
 */

/** How a category converts: most scale by a factor; the others need their own rule (a size chart by its table). */
export const CATEGORY_KINDS = ['linear', 'temperature', 'fuel', 'numeric', 'currency', 'table'] as const;
export type CategoryKind = (typeof CATEGORY_KINDS)[number];

interface UnitBase {
  /** Id used in URLs, the API and stored state; unique within its category only. */
  readonly id: string;
  /** Short symbol shown next to numbers ("in", "°F", "km/h"). */
  readonly symbol: string;
  /** English word used in pair slugs, as people search it ("inches" in "cm-to-inches"). */
  readonly slug: string;
  /**
   * The system the unit belongs to, which groups the pickers (metric, then US/imperial, then the
   * rest). `imperial` is for what the British system alone defines; a unit both systems share
   * (inch, pound) is `us`. Absent on units that no system claims (currencies, number bases).
   */
  readonly system?: UnitSystem;
}

/** Pickers group units by system: metric first, US and imperial together, the others last. */
export type UnitSystem = 'metric' | 'us' | 'imperial' | 'other';

export interface LinearUnitDef extends UnitBase {
  /** How many base units one of this unit is (its baseMultiplier). */
  readonly factor: number;
  /**
   * The factor as an exact fraction when its decimal does not terminate ("1000/3600", "pi/180"),
   * so that pair ratios are computed exactly; `factor` must equal it as a double (tested).
   */
  readonly exact?: string;
  /** Set on a unit typed and shown in two parts ("5 ft 3 in"); its value is in the larger part's unit. */
  readonly compound?: CompoundParts;
}

/**
 * The two parts of a compound unit. Its factor is the larger part's, so a value of 5.25 in `ft_in`
 * is 5 ft 3 in and converts like 5.25 ft: the engine needs nothing else.
 */
export interface CompoundParts {
  /** Id of the larger part's unit, in which the compound's value is expressed ("ft"). */
  readonly major: string;
  /** Id of the smaller part's unit ("in"). */
  readonly minor: string;
  /** Smaller parts in one larger part (12 inches in a foot). */
  readonly per: number;
}

export interface TemperatureUnitDef extends UnitBase {
  /** The reading of this scale at 0 °C. */
  readonly zero: number;
  /** Degrees of this scale per degree Celsius. */
  readonly scale: number;
}

export interface FuelUnitDef extends UnitBase {
  /**
   * Fuel units are reciprocal to the base (L/100 km): base = `reciprocal / value`.
   * `null` marks the base unit itself.
   */
  readonly reciprocal: number | null;
  /** `reciprocal` as an exact fraction ("378.5411784/1.609344"), so exactness is known, not guessed. */
  readonly exact?: string;
  /**
   * On another consumption unit (`reciprocal` null): how many L/100 km one of it is, an exact
   * decimal (10 for L/mil, litres per Scandinavian mil of 10 km). 1 when absent: the base itself.
   */
  readonly consumption?: number;
}

export interface NumericUnitDef extends UnitBase {
  readonly radix: 2 | 8 | 10 | 16;
  /** Prefix accepted in front of digits (`0x` for hex); none for decimal. */
  readonly prefix: string | null;
}

export type CurrencyUnitDef = UnitBase;

/**
 * A sizing system of a size chart: its sizes are the chart's rows, not a scale. A `size` is named
 * after its system with halves as ½ (US 7½), a `number` likewise in decimals (JP 25.5); a `measure`
 * is a length with its unit after it (54.4 mm); `letters` are the British ring letters A, A½ … Z,
 * Z+1 (stored as A = 1 … Z = 26, Z+1 = 27).
 */
export interface TableUnitDef extends UnitBase {
  readonly notation: 'size' | 'number' | 'measure' | 'letters';
}

interface CategoryDefOf<K extends CategoryKind, U extends UnitBase> {
  readonly id: string;
  readonly kind: K;
  /** Id of the unit every factor, rate or formula is relative to. */
  readonly base: string;
  readonly units: readonly U[];
}

export type LinearCategoryDef = CategoryDefOf<'linear', LinearUnitDef>;
export type TemperatureCategoryDef = CategoryDefOf<'temperature', TemperatureUnitDef>;
export type FuelCategoryDef = CategoryDefOf<'fuel', FuelUnitDef>;
export type NumericCategoryDef = CategoryDefOf<'numeric', NumericUnitDef>;
export type CurrencyCategoryDef = CategoryDefOf<'currency', CurrencyUnitDef>;

/**
 * A size chart: each row is one size in every system, in the order of `units`, each column
 * strictly increasing (a unit test holds the chart to this). A value converts to the row nearest
 * it in its own column.
 */
export interface TableCategoryDef extends CategoryDefOf<'table', TableUnitDef> {
  readonly rows: readonly (readonly number[])[];
}

export type CategoryDef =
  LinearCategoryDef | TemperatureCategoryDef | FuelCategoryDef | NumericCategoryDef | CurrencyCategoryDef | TableCategoryDef;
