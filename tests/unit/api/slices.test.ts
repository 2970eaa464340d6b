/**
 * Batches in slices (lib/api/slices): the answers are exactly what mapping each item gives, in
 * order, and a slice gives way to the event loop once it has run for its budget, so a request that
 * arrives during a long batch is answered before the batch ends.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mapInSlices } from '@/lib/api/slices';
import { testHandler } from './support';

/** A clock that moves `step` milliseconds each time it is read. */
function steppingClock(step: number) {
  let time = 0;
  return () => (time += step);
}

describe('mapInSlices', () => {
  it('answers every item as the mapping does, in order, however the slices fall', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer()),
        fc.double({ min: 0, max: 10, noNaN: true }),
        fc.double({ min: 0, max: 10, noNaN: true }),
        async (items, step, budgetMs) => {
          const results = await mapInSlices(items, async (item) => item * 2 + 1, {
            budgetMs,
            now: steppingClock(step),
            pause: async () => undefined,
          });
          expect(results).toEqual(items.map((item) => item * 2 + 1));
        },
      ),
    );
  });

  it('pauses each time a slice has spent its budget, and never within it', async () => {
    // Every item takes 1 ms on this clock: a 4 ms budget holds 4 items.
    let time = 0;
    const slowly = (item: number) => {
      time += 1;
      return item;
    };
    const run = async (budgetMs: number) => {
      const pausedBefore: number[] = [];
      let next = 0;
      await mapInSlices(
        Array.from({ length: 20 }, (_, index) => index),
        (item) => slowly((next = item + 1) - 1),
        {
          budgetMs,
          now: () => time,
          pause: async () => void pausedBefore.push(next),
        },
      );
      return pausedBefore;
    };
    expect(await run(4)).toEqual([4, 8, 12, 16]);
    expect(await run(1_000)).toEqual([]);
  });

  it('lets the event loop run between slices', async () => {
    let other = false;
    setImmediate(() => (other = true));
    const seen: boolean[] = [];
    await mapInSlices([1, 2, 3], (item) => seen.push(other) && item, { budgetMs: 0 });
    expect(seen.at(-1)).toBe(true);
  });
});

describe('a long batch does not hold up other requests', () => {
  it('answers a GET that arrives while a batch of 1,000 typed queries runs before the batch is done', async () => {
    const handler = testHandler();
    const body = JSON.stringify({ items: Array.from({ length: 1_000 }, () => ({ q: '2 1/2 cups of granulated white sugar in grams' })) });
    const order: string[] = [];
    const batch = handler({
      route: 'convert',
      method: 'POST',
      query: '',
      header: (name) => (name === 'content-type' ? 'application/json' : undefined),
      socketAddress: '192.0.2.1',
      readBody: async () => ({ ok: true, text: body }),
    }).then((answer) => order.push(`batch ${answer.status}`));
    // As a request arriving over the network would: on a later turn of the event loop.
    const single = new Promise((resolve) => setImmediate(resolve))
      .then(() =>
        handler({
          route: 'convert',
          method: 'GET',
          query: 'category=length&from=cm&to=in&value=1',
          header: () => undefined,
          socketAddress: '192.0.2.2',
        }),
      )
      .then((answer) => order.push(`get ${answer.status}`));
    await Promise.all([batch, single]);
    expect(order).toEqual(['get 200', 'batch 200']);
  });
});
