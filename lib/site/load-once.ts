/**
 * A loader of code fetched on demand (an `import()`): one download for the page's life, however
 * many ask, so a preload on intent and the render that needs it share it. A failed download (a
 * dropped connection, a deployment that replaced the chunk) is not kept: the next call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}

/** A loadOnce whose result, once in, can also be read synchronously (an event handler, a render). */
export interface LoadedOnce<T> {
  readonly load: () => Promise<T>;
  /** The result if it has loaded, else undefined. */
  readonly loaded: () => T | undefined;
}

export function loadedOnce<T>(load: () => Promise<T>): LoadedOnce<T> {
  let result: T | undefined;
  return {
    load: loadOnce(() =>
      load().then((value) => {
        result = value;
        return value;
      }),
    ),
    loaded: () => result,
  };
}
