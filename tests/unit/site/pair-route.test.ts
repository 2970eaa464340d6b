import { describe, expect, it } from 'vitest';
import { isUnknownPairPath } from '@/lib/site/pair-route';

describe('isUnknownPairPath', () => {
  it('is true for a pair address that names no pair, in any locale', () => {
    for (const path of [
      '/convert/length/cm-to-smoots',
      '/de/convert/weight/cm-to-inches',
      '/convert/colour/red-to-blue',
      '/no/convert/length/%E0%A4%A-to-x',
    ]) {
      expect(isUnknownPairPath(path), path).toBe(true);
    }
  });

  it('is false for every pair of the catalogue and for other pages', () => {
    for (const path of [
      '/convert/length/cm-to-inches',
      '/fr/convert/length/yards-to-mm',
      '/convert/currency/jpy-to-chf/',
      '/category/length',
      '/',
      '/convert/length',
    ]) {
      expect(isUnknownPairPath(path), path).toBe(false);
    }
  });
});
