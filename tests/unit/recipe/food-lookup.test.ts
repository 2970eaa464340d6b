import { describe, expect, it } from 'vitest';
import { readFoodSearchAnswer } from '@/lib/food-search/answer';
import type { FoodSearchOutcome } from '@/lib/food-search/client';
import type { FoodLanguage } from '@/lib/nutrition/types';
import { keepingAnswers, lookUpFoods, nutrientsFromOutcome } from '@/lib/recipe/food-lookup';
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

describe('lookUpFoods', () => {
  it('answers every name, found or not', async () => {
    const poster = recordingPoster(async (body) => ({ ok: true, results: body.query === 'stubtella' ? [STUBTELLA] : [] }));
    const found = await lookUpFoods(['Stubtella', 'nothingfound'], 'en', poster.post);
    expect(found.get('Stubtella')).toMatchObject({ calories: 539 });
    expect(found.get('nothingfound')).toBeNull();
    expect(poster.bodies).toEqual([
      { query: 'stubtella', languageCode: 'en' },
      { query: 'nothingfound', languageCode: 'en' },
    ]);
  });

  it('asks once for names that come to the same search term, and never for a name with no term', async () => {
    const poster = recordingPoster(async () => ({ ok: true, results: [STUBTELLA] }));
    const found = await lookUpFoods(['Stubtella', 'stubtella', ' (optional)'], 'de', poster.post);
    expect(poster.bodies).toEqual([{ query: 'stubtella', languageCode: 'de' }]);
    expect(found.get('Stubtella')).toEqual(found.get('stubtella'));
    expect(found.get(' (optional)')).toBeNull();
  });

  it('gives "no data" for a refusal, a server error, a time-out and a search that threw', async () => {
    const outcomes: Record<string, FoodSearchOutcome> = {
      refused: { ok: false, kind: 'REJECTED' },
      broken: { ok: false, kind: 'SERVER_ERROR' },
      slow: { ok: false, kind: 'TIMEOUT' },
    };
    const found = await lookUpFoods(['refused', 'broken', 'slow', 'thrown'], 'en', async (query: string) => {
      const outcome = outcomes[query];
      if (outcome === undefined) throw new Error('bug in the searcher');
      return outcome;
    });
    expect([...found]).toEqual([
      ['refused', null],
      ['broken', null],
      ['slow', null],
      ['thrown', null],
    ]);
  });
});

describe('lookUpFoods through a search that keeps its answers', () => {
  it('asks once per language and term, however many ask and however often', async () => {
    const poster = recordingPoster(async () => ({ ok: true, results: [STUBTELLA] }));
    const search = keepingAnswers(poster.post);
    await Promise.all([lookUpFoods(['Stubtella'], 'en', search), lookUpFoods(['stubtella'], 'en', search)]);
    await lookUpFoods(['Stubtella', 'nothingfound'], 'en', search);
    await lookUpFoods(['Stubtella'], 'de', search);
    expect(poster.bodies).toEqual([
      { query: 'stubtella', languageCode: 'en' },
      { query: 'nothingfound', languageCode: 'en' },
      { query: 'stubtella', languageCode: 'de' },
    ]);
  });

  it('keeps a refusal as "no data" but asks again after a server error or a time-out', async () => {
    const outcomes: FoodSearchOutcome[] = [
      { ok: false, kind: 'REJECTED' },
      { ok: false, kind: 'SERVER_ERROR' },
      { ok: false, kind: 'TIMEOUT' },
      { ok: true, results: [] },
    ];
    const asked: string[] = [];
    const search = keepingAnswers(async (query: string) => {
      asked.push(query);
      return outcomes.shift()!;
    });
    for (const name of ['refused', 'refused', 'flaky', 'flaky', 'flaky', 'flaky']) {
      expect((await lookUpFoods([name], 'en', search)).get(name)).toBeNull();
    }
    expect(asked).toEqual(['refused', 'flaky', 'flaky', 'flaky']);
  });
});
