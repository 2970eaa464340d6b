import { describe, expect, it } from 'vitest';
import { loadOnce } from '@/lib/site/load-once';

describe('a loader of code fetched on demand', () => {
  it('downloads once however many ask', async () => {
    let downloads = 0;
    const load = loadOnce(async () => ({ downloads: ++downloads }));
    const [a, b] = await Promise.all([load(), load()]);
    expect(await load()).toBe(a);
    expect(b).toBe(a);
    expect(downloads).toBe(1);
  });

  it('forgets a failed download, so the next call tries again', async () => {
    let attempts = 0;
    const load = loadOnce(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('connection dropped');
      return 'module';
    });
    await expect(load()).rejects.toThrow('connection dropped');
    await expect(load()).resolves.toBe('module');
    expect(attempts).toBe(2);
  });
});
