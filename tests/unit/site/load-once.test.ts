import { describe, expect, it } from 'vitest';
import { loadedOnce, loadOnce } from '@/lib/site/load-once';

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

describe('a loader whose result can be read once it is in', () => {
  it('has nothing to read until the download lands, then the one result', async () => {
    const part = loadedOnce(async () => ({ name: 'engine' }));
    expect(part.loaded()).toBeUndefined();
    const engine = await part.load();
    expect(part.loaded()).toBe(engine);
    expect(await part.load()).toBe(engine);
  });

  it('has still nothing to read after a failed download, and tries again', async () => {
    let attempts = 0;
    const part = loadedOnce(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('chunk replaced by a deployment');
      return 'module';
    });
    await expect(part.load()).rejects.toThrow('chunk replaced');
    expect(part.loaded()).toBeUndefined();
    await expect(part.load()).resolves.toBe('module');
    expect(part.loaded()).toBe('module');
  });
});
