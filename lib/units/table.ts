/**
 * Converters for every ordered pair of a category's units, built once: table[from][to]. Plain
 * prototype-less objects: keyed loads on them measured faster than Map.get here, and without a
 * prototype an id like "constructor" or "__proto__" finds nothing.
 */
export type ConverterTable<F> = Readonly<Record<string, Readonly<Record<string, F>>>>;

export function buildTable<U extends { readonly id: string }, F>(units: readonly U[], make: (from: U, to: U) => F): ConverterTable<F> {
  const table: Record<string, Record<string, F>> = Object.create(null);
  for (const from of units) {
    const row: Record<string, F> = Object.create(null);
    for (const to of units) row[to.id] = make(from, to);
    table[from.id] = row;
  }
  return table;
}

export function lookup<F>(table: ConverterTable<F>, from: string, to: string): F | undefined {
  const row = table[from];
  return row === undefined ? undefined : row[to];
}
