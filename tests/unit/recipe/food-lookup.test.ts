import { describe, expect, it } from 'vitest';
import { readFoodSearchAnswer } from '@/lib/food-search/answer';
import type { FoodSearchOutcome } from '@/lib/food-search/client';
import type { FoodLanguage } from '@/lib/nutrition/types';
import { FoodLookup, nutrientsFromOutcome } from '@/lib/recipe/food-lookup';
import { STUBTELLA_FOOD } from '@/tests/support/off-stub';

const STUBTELLA = STUBTELLA_FOOD;

interface FoodSearchBody {
  readonly query: string;
  readonly languageCode: FoodLanguage;
}

/** A food search that answers `answer(body)` as the route would, and records what it was asked. */
function recordingPoster(answer: (body: FoodSearchBody) => Promise<unknown>) {
  const bodies: FoodSearchBody[] = [];
  return {
    bodies,
    post: async (query: string, languageCode: FoodLanguage): Promise<FoodSearchOutcome> => {
      const body = { query, languageCode };
      bodies.push(body);
      try {
        return readFoodSearchAnswer(await answer(body));
      } catch (cause) {
        return { ok: false, kind: 'NETWORK', cause };
      }
    },
  };
}

const nutrientsFromAnswer = (body: unknown) => nutrientsFromOutcome(readFoodSearchAnswer(body));

describe('nutrientsFromAnswer', () => {
  it('takes the per-100 g nutrients of the first result', () => {
    expect(nutrientsFromAnswer({ ok: true, results: [STUBTELLA, { ...STUBTELLA, calories: 1 }] })).toMatchObject({
      calories: 539,
      fat: 30.9,
      sodium: 42.8,
    });
  });

  it("leaves out a result that does not fit the route's contract and takes the next", () => {
    expect(nutrientsFromAnswer({ ok: true, results: [{ calories: 100, protein: 'lots', fat: -3 }] })).toBeNull();
    expect(nutrientsFromAnswer({ ok: true, results: [{ calories: 100 }, STUBTELLA] })).toMatchObject({ calories: 539 });
  });

  it('finds nothing in an empty list, a failure answer or something that is no answer', () => {
    for (const answer of [{ ok: true, results: [] }, { ok: false, error: 'INVALID_REQUEST' }, null, 'oops', { results: [STUBTELLA] }]) {
      expect(nutrientsFromAnswer(answer)).toBeNull();
    }
  });
});

describe('FoodLookup', () => {
  it('asks the food search with the lookup term and the language', async () => {
    const poster = recordingPoster(async () => ({ ok: true, results: [STUBTELLA] }));
    const lookup = new FoodLookup(poster.post);
    await expect(lookup.lookup('Stubtella (organic), 2 jars', 'de')).resolves.toMatchObject({ calories: 539 });
    expect(poster.bodies).toEqual([{ query: 'stubtella', languageCode: 'de' }]);
  });

  it('asks once per language and term, misses included, and shares a request in flight', async () => {
    const poster = recordingPoster(async (body) => ({ ok: true, results: body.query === 'stubtella' ? [STUBTELLA] : [] }));
    const lookup = new FoodLookup(poster.post);
    await Promise.all([lookup.lookup('stubtella', 'en'), lookup.lookup('Stubtella', 'en')]);
    await lookup.lookup('stubtella', 'en');
    await expect(lookup.lookup('nothingfound', 'en')).resolves.toBeNull();
    await expect(lookup.lookup('nothingfound', 'en')).resolves.toBeNull();
    await lookup.lookup('stubtella', 'fr');
    expect(poster.bodies.map((body) => `${body.languageCode}:${body.query}`)).toEqual(['en:stubtella', 'en:nothingfound', 'fr:stubtella']);
  });

  it('answers null after a network failure and tries again next time', async () => {
    let fail = true;
    const poster = recordingPoster(async () => {
      if (fail) throw new TypeError('fetch failed');
      return { ok: true, results: [STUBTELLA] };
    });
    const lookup = new FoodLookup(poster.post);
    await expect(lookup.lookup('stubtella', 'en')).resolves.toBeNull();
    fail = false;
    await expect(lookup.lookup('stubtella', 'en')).resolves.toMatchObject({ calories: 539 });
    expect(poster.bodies).toHaveLength(2);
  });

  it('does not ask for a name with nothing to look up', async () => {
    const poster = recordingPoster(async () => ({ ok: true, results: [STUBTELLA] }));
    await expect(new FoodLookup(poster.post).lookup(' (optional)', 'en')).resolves.toBeNull();
    expect(poster.bodies).toHaveLength(0);
  });
});

describe('what a failure means to the recipe', () => {
  it('keeps a refusal as "no data" but asks again after a server error or a time-out', async () => {
    const outcomes: FoodSearchOutcome[] = [
      { ok: false, kind: 'REJECTED' },
      { ok: false, kind: 'SERVER_ERROR' },
      { ok: false, kind: 'TIMEOUT' },
      { ok: true, results: [] },
    ];
    const asked: string[] = [];
    const lookup = new FoodLookup(async (query) => {
      asked.push(query);
      return outcomes.shift()!;
    });
    await expect(lookup.lookup('refused', 'en')).resolves.toBeNull();
    await expect(lookup.lookup('refused', 'en')).resolves.toBeNull();
    await expect(lookup.lookup('flaky', 'en')).resolves.toBeNull();
    await expect(lookup.lookup('flaky', 'en')).resolves.toBeNull();
    await expect(lookup.lookup('flaky', 'en')).resolves.toBeNull();
    await expect(lookup.lookup('flaky', 'en')).resolves.toBeNull();
    expect(asked).toEqual(['refused', 'flaky', 'flaky', 'flaky']);
  });
});

describe('FoodLookup.lookupAll', () => {
  it('answers every name, found or not', async () => {
    const poster = recordingPoster(async (body) => ({ ok: true, results: body.query === 'stubtella' ? [STUBTELLA] : [] }));
    const found = await new FoodLookup(poster.post).lookupAll(['Stubtella', 'nothingfound'], 'en');
    expect(found.get('Stubtella')).toMatchObject({ calories: 539 });
    expect(found.get('nothingfound')).toBeNull();
  });
});
