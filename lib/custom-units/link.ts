import type { DefineFailure } from './errors';
import { readDefines } from './read-defines';
import type { CustomUnit } from './types';

/** What a page's address defines: its units, or why they could not be read (then none count). */
export interface LinkDefines {
  readonly units: readonly CustomUnit[];
  readonly failure?: DefineFailure;
}

/** The `define` parameters of a query string, read for the page's category; never throws. */
export function readLinkDefines(search: string, category: string): LinkDefines {
  const parameters = new URLSearchParams(search).getAll('define');
  if (parameters.length === 0) return { units: [] };
  const read = readDefines(category, parameters);
  return read.ok ? { units: read.units } : { units: [], failure: read };
}
