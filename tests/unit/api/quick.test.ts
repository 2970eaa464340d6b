import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyApiErrorSchema, quickSuccessSchema } from '@/lib/api';
import { call, q, testHandler } from './support';

const handler = testHandler();
const ask = (params: Record<string, string>) => call(handler, q(params));

describe('GET /api/convert?q= answers a typed conversion', () => {
  it('like the structured form, plus how the query was read', async () => {
    const answer = await ask({ q: '5 ft 3 in to cm', lang: 'en' });
    expect(answer.status).toBe(200);
    expect(quickSuccessSchema.parse(answer.body)).toMatchObject({
      ok: true,
      category: 'length',
      to: 'cm',
      value: 5.25,
      result: 160.02,
      formatted: '160.02',
      precision: 6,
      query: '5 ft 3 in to cm',
      lang: 'en',
      targetGiven: true,
    });
    expect(answer.headers['RateLimit-Remaining']).toBeDefined();
  });

  it('writes formatted in the notation of the language q was read in', async () => {
    expect((await ask({ q: '1,5 km en m', lang: 'fr' })).body).toMatchObject({ value: 1.5, result: 1500, formatted: '1\u202f500' });
    expect((await ask({ q: '1,5 km in m', lang: 'de' })).body).toMatchObject({ value: 1.5, formatted: '1.500' });
    expect((await ask({ q: '1.5 km to m' })).body).toMatchObject({ value: 1.5, formatted: '1,500' });
    expect((await ask({ q: '1,5 gallons en litres', lang: 'fr' })).body).toMatchObject({
      formatted: '5,678118',
      alternatives: [{ formatted: '6,819135' }],
    });
  });

  it('lang defaults to English and reads its own language', async () => {
    expect((await ask({ q: '100 km/h in mph' })).body).toMatchObject({ lang: 'en', from: 'kmh', to: 'mph', formatted: '62.137119' });
    expect((await ask({ q: '5 Fuß 3 Zoll in cm', lang: 'de' })).body).toMatchObject({ category: 'length', to: 'cm', formatted: '160,02' });
    expect((await ask({ q: '3 tasses de farine en grammes', lang: 'fr' })).body).toMatchObject({
      from: 'cup_us',
      to: 'g',
      result: 375,
      ingredient: { food: 'flour-all-purpose', written: 'de farine' },
    });
  });

  it('ambiguous: 200 with the main reading and the alternatives (US and UK gallon)', async () => {
    const answer = await ask({ q: '1.5 gallons in liters' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      from: 'gal_us',
      to: 'l',
      formatted: '5.678118',
      alternatives: [{ category: 'volume', from: 'gal_uk', to: 'l', value: 1.5, formatted: '6.819135' }],
    });
  });

  it('currency with today’s rates and their cache lifetime', async () => {
    const answer = await ask({ q: '100 usd to eur' });
    expect(answer.body).toMatchObject({ category: 'currency', result: 90 });
    expect(answer.headers['Cache-Control']).toMatch(/max-age=\d+/);
  });

  it('400 UNPARSEABLE_QUERY for text it cannot read, over 200 characters, or an unknown lang', async () => {
    const cases: Record<string, string>[] = [{ q: 'hello world' }, { q: `5 ft to cm ${'x'.repeat(200)}` }, { q: '5 ft to cm', lang: 'xx' }];
    for (const params of cases) {
      const answer = await ask(params);
      expect(answer.status).toBe(400);
      expect(anyApiErrorSchema.parse(answer.body).error).toBe('UNPARSEABLE_QUERY');
    }
  });

  it('400 INCOMPATIBLE_UNITS explains what each unit measures', async () => {
    const answer = await ask({ q: '5 kg to m' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      ok: false,
      error: 'INCOMPATIBLE_UNITS',
      message: 'kilograms measure weight, meters measure length: they cannot be converted into each other',
    });
  });

  it('tells its errors in lang, keeping their codes', async () => {
    expect((await ask({ q: '5 kg in m', lang: 'de' })).body).toEqual({
      ok: false,
      error: 'INCOMPATIBLE_UNITS',
      message: 'Kilogramm messen das Gewicht, Meter messen die Länge: Die beiden lassen sich nicht ineinander umrechnen',
    });
    expect((await ask({ q: '5 kg a m', lang: 'es' })).body).toMatchObject({
      error: 'INCOMPATIBLE_UNITS',
      message: 'No se puede pasar de kilogramos a metros: la primera unidad mide el peso y la segunda, la longitud',
    });
    expect((await ask({ q: '5 uk gallons in kg', lang: 'de' })).body).toMatchObject({
      error: 'INCOMPATIBLE_UNITS',
      message: expect.stringMatching(/^Britische Gallonen messen das Volumen, Kilogramm messen das Gewicht/),
    });
    expect((await ask({ q: '5 kg til meter', lang: 'no' })).body).toMatchObject({
      error: 'INCOMPATIBLE_UNITS',
      message: 'Det går ikke å regne om kilogram til meter: den ene måler vekt, den andre lengde',
    });
    expect((await ask({ q: 'bonjour tout le monde', lang: 'fr' })).body).toMatchObject({
      error: 'UNPARSEABLE_QUERY',
      message: expect.stringMatching(/^La requête n’a pas pu être lue/),
    });
    expect((await ask({ q: '3 kopper grus i gram', lang: 'no' })).body).toMatchObject({
      error: 'UNPARSEABLE_QUERY',
      message: 'Tettheten til ingrediensen «grus» er ikke kjent',
    });
    expect((await ask({ q: '3 tazas de grava en gramos', lang: 'es' })).body).toMatchObject({
      error: 'UNPARSEABLE_QUERY',
      message: 'No se conoce la densidad del ingrediente «grava»',
    });
    expect((await ask({ q: '3 cups of gravel in grams', lang: 'en' })).body).toMatchObject({
      message: expect.stringContaining('"gravel"'),
    });
    expect((await ask({ q: ' ', lang: 'es' })).body).toMatchObject({
      error: 'MISSING_PARAMETERS',
      message: 'Falta el parámetro obligatorio q',
    });
    expect((await ask({ q: 'x'.repeat(201), lang: 'de' })).body).toMatchObject({
      error: 'UNPARSEABLE_QUERY',
      // Typeset: the number and its noun never part.
      message: 'Der Parameter q darf höchstens 200\u00a0Zeichen lang sein',
    });
    // A lang that is none of the site's is told in English, with the valid ones.
    expect((await ask({ q: '5 ft to cm', lang: 'xx' })).body).toMatchObject({
      message: 'Parameter lang must be one of en, es, de, fr, no',
    });
  });

  it('400 MISSING_PARAMETERS for a blank q', async () => {
    expect((await ask({ q: '  ' })).body).toMatchObject({ error: 'MISSING_PARAMETERS' });
  });

  it('any q gets a 200 or a 400, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 220 }), fc.constantFrom('en', 'es', 'de', 'fr', 'no'), async (text, lang) => {
        const answer = await ask({ q: text, lang });
        expect([200, 400]).toContain(answer.status);
      }),
      { seed: 16, numRuns: 300 },
    );
  });
});
