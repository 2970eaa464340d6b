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
