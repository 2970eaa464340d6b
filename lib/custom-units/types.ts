import type { CategoryId } from '@/lib/units/catalogue';

/**
 * A unit of the visitor's own ("1 mug = 350 ml"): a named multiple of a catalogue unit of a linear
 * category. It converts through that unit, so the engine needs no table of its own.
 */
export interface CustomUnit {
  /** What `from`/`to` and the page address name it by: the name in lower case, spaces as "-" ("big-mug"). */
  readonly id: string;
  readonly category: CategoryId;
  /** As the visitor wrote it ("Big mug", "Becher"). */
  readonly name: string;
  /** Shown next to numbers; the name when none was given. */
  readonly symbol: string;
  /** How many of `unit` one of it is (350), as written: a decimal kept as text so it stays exact. */
  readonly amount: string;
  /** A unit of the same category from the catalogue ("ml"). */
  readonly unit: string;
}
