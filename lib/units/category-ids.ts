/**
 * The category ids in the catalogue's order, without the catalogue: what the home page's category
 * picker lists before the visitor picks one and that category's units load (a unit test holds it
 * to lib/units/catalogue.ts; this module imports nothing, so the catalogue can use its check).
 */
export const CATEGORY_IDS = [
  'length',
  'weight',
  'volume',
  'temperature',
  'area',
  'speed',
  'time',
  'pressure',
  'energy',
  'power',
  'force',
  'angle',
  'fuel',
  'data',
  'data-rate',
  'torque',
  'density',
  'flow',
  'acceleration',
  'frequency',
  'angular-speed',
  'current',
  'voltage',
  'resistance',
  'charge',
  'illuminance',
  'typography',
  'shoe-size',
  'ring-size',
  'numeric',
  'currency',
] as const;

/** A category id: the same union as the catalogue's CategoryId, which the unit test holds it to. */
type CategoryId = (typeof CATEGORY_IDS)[number];

/** Whether a value is a category id: ids come from URLs and stored data and must not be trusted. */
export function isCategoryId(value: unknown): value is CategoryId {
  return typeof value === 'string' && (CATEGORY_IDS as readonly string[]).includes(value);
}
