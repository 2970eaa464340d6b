/**
 * The browser's memory of GET answers, one per address: every component that wants an address
 * shares one request and one answer for the whole visit (components/fetch/use-fetched.ts is the
 * React side). Framework-free, so it is tested without a browser.
 *
 * What the site's data needs, and no more: an answer is asked for once and kept (no refetch on
 * focus, no polling, no automatic retry); requests for an address already on its way are not sent
 * again; a failed attempt keeps the last good answer; and a failure is tried again only by the next
 * component to start watching, never by those already showing it.
 */

/** What a component knows of one address's answer. */
export interface Fetched<T> {
  /** The last answer that arrived; kept when a later attempt fails. */
  readonly data: T | undefined;
  /** Why the latest attempt failed; undefined again once one succeeds. */
  readonly error: Error | undefined;
  /** True while there is no answer and one is being (or is about to be) asked for. */
  readonly isLoading: boolean;
}

/** Asks an address for its answer. An address is always asked with the same fetcher (the module that owns it exports both). */
export type Fetcher<T> = (url: string) => Promise<T>;

/** An address nothing has answered yet: its first watcher asks for it. */
export const FIRST_LOAD: Fetched<never> = Object.freeze({ data: undefined, error: undefined, isLoading: true });

interface Entry {
  state: Fetched<unknown>;
  request: Promise<Fetched<unknown>> | undefined;
  readonly listeners: Set<() => void>;
}

export interface FetchCache {
  /** The current state of `url` (FIRST_LOAD until something asks for it); the same object until it changes. */
  read<T>(url: string): Fetched<T>;
  /**
   * Asks for `url` now, unless a request for it is already on its way (then that one's outcome is
   * the answer); resolves with the state it leaves, never rejects.
   */
  load<T>(url: string, fetcher: Fetcher<T>): Promise<Fetched<T>>;
  /**
   * Calls `listener` whenever `url`'s state changes, and asks for it if there is no answer yet,
   * unless watchers already showing its failure are there. Returns the function that stops watching.
   */
  watch<T>(url: string, fetcher: Fetcher<T>, listener: () => void): () => void;
}

export function createFetchCache(): FetchCache {
  const entries = new Map<string, Entry>();

  const entryOf = (url: string): Entry => {
    let entry = entries.get(url);
    if (entry === undefined) {
      entry = { state: FIRST_LOAD, request: undefined, listeners: new Set() };
      entries.set(url, entry);
    }
    return entry;
  };

  const publish = (entry: Entry, state: Fetched<unknown>): Fetched<unknown> => {
    entry.state = state;
    for (const listener of [...entry.listeners]) listener();
    return state;
  };

  const load = <T>(url: string, fetcher: Fetcher<T>): Promise<Fetched<T>> => {
    const entry = entryOf(url);
    if (entry.request === undefined) {
      // Asking again after a failure: loading once more (an address with an answer never is).
      if (entry.state.data === undefined && !entry.state.isLoading) publish(entry, { ...entry.state, isLoading: true });
      entry.request = new Promise<T>((resolve) => resolve(fetcher(url)))
        .then(
          (answer): Fetched<unknown> => ({ data: answer, error: undefined, isLoading: false }),
          (failure: unknown): Fetched<unknown> => ({
            data: entry.state.data,
            error: failure instanceof Error ? failure : new Error(String(failure)),
            isLoading: false,
          }),
        )
        .then((state) => {
          entry.request = undefined;
          return publish(entry, state);
        });
    }
    return entry.request as Promise<Fetched<T>>;
  };

  return {
    read: <T>(url: string) => (entries.get(url)?.state ?? FIRST_LOAD) as Fetched<T>,
    load,
    watch(url, fetcher, listener) {
      const entry = entryOf(url);
      const othersShowFailure = entry.state.error !== undefined && entry.listeners.size > 0;
      entry.listeners.add(listener);
      if (entry.state.data === undefined && !othersShowFailure) void load(url, fetcher);
      return () => {
        entry.listeners.delete(listener);
      };
    },
  };
}

/** The page's one cache, shared by every component (each visit starts empty: nothing is kept across reloads). */
export const fetchCache = createFetchCache();
