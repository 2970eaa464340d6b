/**
 * Shapes of the unit catalogue. Each category file declares its units `as const satisfies` one of
 * these, so ids stay literal types while the engine can rely on the fields its kind needs.
 */

/** How a category converts: most scale by a factor; the others need their own rule. */
export type CategoryKind = 'linear' | 'temperature' | 'fuel' | 'numeric' | 'currency';

interface UnitBase {
  /** Id used in URLs, the API and stored state; unique within its category only. */
  readonly id: string;
  /** Short symbol shown next to numbers ("in", "°F", "km/h"). */
  readonly symbol: string;
  /** English word used in pair slugs, as people search it ("inches" in "cm-to-inches"). */
  readonly slug: string;
}

export interface LinearUnitDef extends UnitBase {
  /** How many base units one of this unit is (its baseMultiplier). */
  readonly factor: number;
  /**
   * The factor as an exact fraction when its decimal does not terminate ("1000/3600", "pi/180"),
   * so that pair ratios are computed exactly; `factor` must equal it as a double (tested).
   */
  readonly exact?: string;
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
}

export interface NumericUnitDef extends UnitBase {
  readonly radix: 2 | 8 | 10 | 16;
  /** Prefix accepted in front of digits (`0x` for hex); none for decimal. */
  readonly prefix: string | null;
}

export type CurrencyUnitDef = UnitBase;

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

export type CategoryDef =
  | LinearCategoryDef
  | TemperatureCategoryDef
  | FuelCategoryDef
  | NumericCategoryDef
  | CurrencyCategoryDef;
