/**
 * When the recipe changes while its nutrition is still being looked up, the older answer
 * must not overwrite the newer one, whatever order the answers arrive in. `latestOnly` wraps an
 * async function so that only the most recent call's answer is delivered; an older call that
 * settles later resolves to STALE instead.
 */
export const STALE: unique symbol = Symbol('stale');
export type Stale = typeof STALE;

export function latestOnly<A extends unknown[], R>(task: (...args: A) => Promise<R>): (...args: A) => Promise<R | Stale> {
  let latest = 0;
  return async (...args: A) => {
    latest += 1;
    const call = latest;
    const result = await task(...args);
    return call === latest ? result : STALE;
  };
}
