/**
 * Long work in slices: a batch's items are answered one after another, and once a slice has run for
 * its time budget the loop gives way to the event loop (setImmediate), so the requests waiting
 * behind a batch are answered between its slices instead of after it.
 */

export interface SliceOptions {
  /** How long a slice may run before it gives way, in milliseconds. */
  readonly budgetMs?: number;
  /** The clock; replaceable in tests. */
  readonly now?: () => number;
  /** How to give way; replaceable in tests. */
  readonly pause?: () => Promise<void>;
}

/** Short enough that a waiting request is hardly delayed; long enough that pausing costs next to nothing. */
const SLICE_BUDGET_MS = 4;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** `map` applied to every item, in order (one at a time), pausing between slices; answers in item order. */
export async function mapInSlices<T, R>(items: readonly T[], map: (item: T) => R | Promise<R>, options: SliceOptions = {}): Promise<R[]> {
  const { budgetMs = SLICE_BUDGET_MS, now = performance.now.bind(performance), pause = nextTurn } = options;
  const results: R[] = [];
  let sliceStart = now();
  for (const item of items) {
    if (now() - sliceStart >= budgetMs) {
      await pause();
      sliceStart = now();
    }
    results.push(await map(item));
  }
  return results;
}
