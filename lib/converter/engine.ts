import { loadedOnce } from '@/lib/site/load-once';

/**
 * The conversion engine of the converter card (./result.ts and everything it imports: the value
 * reader, exact arithmetic, result formatting), loaded the first time a card needs
 * an answer the server did not write (./initial-view.ts) or the visitor reaches for the card. Pages
 * that render the card get their first answer from the server, so a visit that only reads it never
 * loads the engine. A failed load is forgotten, so the next need tries again.
 */
export type ConverterEngine = typeof import('./result');

const engine = loadedOnce(() => import('./result'));

/**
 * The engine if it has loaded, else undefined: a loaded module, not client state, so no store holds
 * it (a zustand store here was the only zustand code the embedded widget loaded). A card renders
 * again when its own load settles (components/converter/use-converter-engine.ts).
 */
export const loadedConverterEngine: () => ConverterEngine | undefined = engine.loaded;

/** Loads the engine once; every caller gets the same module. */
export const loadConverterEngine: () => Promise<ConverterEngine> = engine.load;
