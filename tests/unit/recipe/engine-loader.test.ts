import { describe, expect, it, vi } from 'vitest';
import * as engineModule from '@/lib/recipe/engine';
import { createEngineLoader, type RecipeEngine } from '@/lib/recipe/engine-loader';

const engine: RecipeEngine = engineModule;

describe('the recipe engine loader', () => {
  it('loads the engine once, however many ask and whenever', async () => {
    const importEngine = vi.fn(() => Promise.resolve(engine));
    const loader = createEngineLoader(importEngine);
    expect(importEngine).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([loader.load(), loader.load()]);
    expect(await loader.load()).toBe(engine);
    expect(first).toBe(engine);
    expect(second).toBe(engine);
    expect(importEngine).toHaveBeenCalledTimes(1);
  });

  it('tells its store when the engine is there', async () => {
    const loader = createEngineLoader(() => Promise.resolve(engine));
    expect(loader.store.getState()).toEqual({ engine: null, failed: false });
    await loader.load();
    expect(loader.store.getState()).toEqual({ engine, failed: false });
  });

  it('reports a failed load without keeping it, and tries again on the next ask', async () => {
    const importEngine = vi.fn<() => Promise<RecipeEngine>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(engine);
    const loader = createEngineLoader(importEngine);
    await expect(loader.load()).rejects.toThrow('offline');
    expect(loader.store.getState()).toEqual({ engine: null, failed: true });
    await expect(loader.load()).resolves.toBe(engine);
    expect(loader.store.getState()).toEqual({ engine, failed: false });
    expect(importEngine).toHaveBeenCalledTimes(2);
  });
});

describe('food lookups through the loader', () => {
  it('go to the engine', async () => {
    const stub = { ...engine, lookUpFoods: vi.fn(() => Promise.resolve(new Map([['stubtella', null]]))) };
    const loader = createEngineLoader(() => Promise.resolve(stub));
    await expect(loader.lookUpFoods(['stubtella'], 'en')).resolves.toEqual(new Map([['stubtella', null]]));
    expect(stub.lookUpFoods).toHaveBeenCalledWith(['stubtella'], 'en');
  });

  it('find nothing, rather than fail, when the engine cannot load', async () => {
    const loader = createEngineLoader(() => Promise.reject(new Error('offline')));
    await expect(loader.lookUpFoods(['stubtella', 'heldfood'], 'en')).resolves.toEqual(
      new Map([
        ['stubtella', null],
        ['heldfood', null],
      ]),
    );
  });
});

describe('the recipe engine', () => {
  it('computes recipes, knows the whole table and looks up what the table lacks', () => {
    expect(typeof engine.computeRecipe).toBe('function');
    expect(engine.TABLE_FACTS.complete).toBe(true);
    expect(engine.TABLE_FACTS.name('chicken-breast-raw', 'de')).toBe('Hähnchenbrust');
    expect(typeof engine.lookUpFoods).toBe('function');
  });
});
