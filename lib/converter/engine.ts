import { createStore } from 'zustand/vanilla';
import { loadOnce } from '@/lib/site/load-once';

/**
 * The conversion engine of the converter card (./result.ts and everything it imports: the value
 * reader, exact arithmetic, result formatting), loaded the first time a card needs
 * an answer the server did not write (./initial-view.ts) or the visitor reaches for the card. Pages
 * that render the card get their first answer from the server, so a visit that only reads it never
 * loads the engine. A failed load is forgotten, so the next need tries again.
 */
export type ConverterEngine = typeof import('./result');

/** The engine once it has loaded (components/converter/use-converter-engine.ts reads it). */
export const converterEngineStore = createStore<{ readonly engine: ConverterEngine | undefined }>(() => ({ engine: undefined }));

const load = loadOnce(() => import('./result'));

/** Loads the engine once and puts it in the store. */
export function loadConverterEngine(): Promise<ConverterEngine> {
  return load().then((engine) => {
    if (converterEngineStore.getState().engine !== engine) converterEngineStore.setState({ engine });
    return engine;
  });
}
