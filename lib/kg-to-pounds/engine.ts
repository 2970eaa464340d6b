import { loadedOnce } from '@/lib/site/load-once';

/**
 * The page's state changes (./state.ts: the value reader and the unit engine, so the whole unit
 * catalogue), loaded when the visitor reaches for the converter. The server writes the page's first
 * state and its quick conversions, so a visit that only reads them never loads it.
 */
export type KgLbEngine = typeof import('./state');

export const kgLbEngine = loadedOnce<KgLbEngine>(() => import('./state'));
