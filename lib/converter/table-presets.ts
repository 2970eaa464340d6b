/**
 * Rows of a conversion table with a compound unit on one side. The standard 1, 2, 5 … 500 say little
 * there (500 cm in feet and inches), so these list what people look up: heights, body weights and
 * birth weights. Values are in the `from` unit; a compound unit's value is in its larger part
 * (5.5 in ft_in is 5 ft 6 in). At least ten and at most twenty rows each, so the table keeps them as
 * they are.
 */

/** `first`, `first + step`, … up to `last`, computed by count so no floating-point drift piles up. */
function steps(first: number, last: number, step: number): number[] {
  const count = Math.round((last - first) / step) + 1;
  return Array.from({ length: count }, (_, index) => first + index * step);
}

const PRESETS: Readonly<Record<string, readonly number[]>> = {
  // Heights: 150 to 200 cm, and 4 ft 10 in to 6 ft 6 in every two inches.
  'length/cm/ft_in': steps(150, 200, 5),
  'length/ft_in/cm': steps(58, 78, 2).map((inches) => inches / 12),
  // Body weights: 50 to 120 kg, and 8 to 16 stone every half stone (7 lb).
  'weight/kg/st_lb': steps(50, 120, 5),
  'weight/st_lb/kg': steps(8, 16, 0.5),
  // Birth weights and parcels: 0.5 to 5 kg every half kilogram, then to 10 kg; 4 to 11 lb every 8 oz.
  'weight/kg/lb_oz': [...steps(0.5, 5, 0.5), ...steps(6, 10, 1)],
  'weight/lb_oz/kg': steps(8, 22, 1).map((halfPounds) => halfPounds / 2),
};

/** The rows a table between these units lists instead of the standard ones, if it has its own. */
export function presetTableValues(category: string, from: string, to: string): readonly number[] | undefined {
  return PRESETS[`${category}/${from}/${to}`];
}
