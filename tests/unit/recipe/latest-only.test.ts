import { describe, expect, it } from 'vitest';
import { latestOnly, STALE } from '@/lib/recipe/latest-only';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('latestOnly', () => {
  it('delivers the answer of a call that no newer call has overtaken', async () => {
    const double = latestOnly(async (value: number) => value * 2);
    await expect(double(21)).resolves.toBe(42);
  });

  it('ignores an older answer that arrives after a newer one (a stale response)', async () => {
    const answers = [deferred<string>(), deferred<string>()];
    let calls = 0;
    const lookUp = latestOnly(() => answers[calls++]!.promise);
    const older = lookUp();
    const newer = lookUp();
    answers[1]!.resolve('new recipe');
    answers[0]!.resolve('old recipe');
    await expect(newer).resolves.toBe('new recipe');
    await expect(older).resolves.toBe(STALE);
  });

  it('ignores an older answer even when it arrives first', async () => {
    const answers = [deferred<string>(), deferred<string>()];
    let calls = 0;
    const lookUp = latestOnly(() => answers[calls++]!.promise);
    const older = lookUp();
    const newer = lookUp();
    answers[0]!.resolve('old recipe');
    await expect(older).resolves.toBe(STALE);
    answers[1]!.resolve('new recipe');
    await expect(newer).resolves.toBe('new recipe');
  });
});
