/**
 * Loads the recipe engine (engine.ts: the computation and the whole food table) on first need and
 * keeps it: one request for the life of the page, however many ask. The page asks when it has a
 * recipe to compute (one typed, or restored from storage) and never for the sample recipe or an
 * empty one (precomputed.ts). The chunk is a hashed script under /_next/static, which the service
 * worker precaches with the others (scripts/build-sw.ts), so it loads offline too.
 *
 * `store` says whether the engine is there and whether the last try failed. A failed load (no
 * network, a deployment that replaced the chunk) is not kept: the next ask tries again, and until
 * one succeeds the page keeps its last recipe and shows no nutrition data for foods it cannot know.
 */
import type { FoodLanguage, Nutrients } from '@/lib/nutrition/types';
import { createStore, type StoreApi as Store } from 'zustand/vanilla';
import { loadOnce } from '@/lib/site/load-once';

export type RecipeEngine = typeof import('@/lib/recipe/engine');

interface EngineState {
  /** The loaded engine, or null while it has not loaded. */
  readonly engine: RecipeEngine | null;
  /** Whether the last try to load it failed (and none has succeeded since). */
  readonly failed: boolean;
}

export interface EngineLoader {
  readonly store: Store<EngineState>;
  /** The engine, loading it on the first call; a failure rejects and lets the next call try again. */
  load(): Promise<RecipeEngine>;
  /**
   * The food search's answers for names the table lacks, through the engine (which keeps them for
   * the page's life). If the engine cannot load, each is "nothing found", as for a failed search.
   */
  lookUpFoods(names: readonly string[], language: FoodLanguage): Promise<ReadonlyMap<string, Nutrients | null>>;
}

export function createEngineLoader(importEngine: () => Promise<RecipeEngine>): EngineLoader {
  const store = createStore<EngineState>(() => ({ engine: null, failed: false }));
  const once = loadOnce(importEngine);
  function load(): Promise<RecipeEngine> {
    return once().then(
      (engine) => {
        if (store.getState().engine !== engine) store.setState({ engine, failed: false });
        return engine;
      },
      (error: unknown) => {
        store.setState({ failed: true });
        throw error;
      },
    );
  }
  return {
    store,
    load,
    lookUpFoods: (names, language) =>
      load().then(
        (engine) => engine.lookUpFoods(names, language),
        () => new Map(names.map((name) => [name, null])),
      ),
  };
}

/** The page's loader: a separate chunk, fetched on the first `load()`. */
export const recipeEngine: EngineLoader = createEngineLoader(() => import('@/lib/recipe/engine'));
