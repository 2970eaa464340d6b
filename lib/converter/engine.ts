/**
 * The conversion engine of the converter card (./result.ts and everything it imports: the value
 * reader, exact arithmetic, result formatting; some 9 KB gzip), loaded with import() the first time
 * a card needs an answer the server did not write (./initial-view.ts) or the visitor reaches for the
 * card. Pages that render the card get their first answer from the server, so a visit that only
 * reads it never loads the engine. A failed load (a dropped connection) is forgotten, so the next
 * need tries again.
 */
export type ConverterEngine = typeof import('./result');

let engine: ConverterEngine | undefined;
let loading: Promise<ConverterEngine> | undefined;
const listeners = new Set<() => void>();

/** The engine if it has loaded, else undefined. */
export function loadedConverterEngine(): ConverterEngine | undefined {
  return engine;
}

/** Loads the engine once; listeners hear when it is in. */
export function loadConverterEngine(): Promise<ConverterEngine> {
  loading ??= import('./result').then(
    (module) => {
      engine = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Calls `listener` when the engine has loaded; returns the unsubscribe function. */
export function onConverterEngineLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
