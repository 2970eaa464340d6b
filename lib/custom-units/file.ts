import { checkedUnits } from './stored-schema';
import type { CustomUnit } from './types';

/** The file "Export units" writes: every category's units, readable by people and by "Import units". */
export function exportedUnits(units: readonly CustomUnit[]): string {
  const entries = units.map(({ category, name, symbol, amount, unit }) => ({ category, name, symbol, amount, unit }));
  return `${JSON.stringify({ unitly: 'custom-units', version: 1, units: entries }, null, 2)}\n`;
}

/** The units a chosen file holds (this site's export, or a bare list), each checked; none when it is not such a file. */
export async function readImportedUnits(file: Blob): Promise<CustomUnit[]> {
  // A units file is a few kilobytes; a large one is not ours and is not read.
  if (file.size > 200_000) return [];
  try {
    const json: unknown = JSON.parse(await file.text());
    const entries = Array.isArray(json) ? json : typeof json === 'object' && json !== null && 'units' in json ? json.units : [];
    return checkedUnits(entries);
  } catch {
    return [];
  }
}
