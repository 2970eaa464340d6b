import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { unitNamesOutput } from '@/scripts/unit-names';

describe('the files npm run units:names writes', () => {
  const { files } = unitNamesOutput();

  it('are the names, CLDR forms and quick-box words it would write now, so a re-run changes nothing', () => {
    for (const [path, text] of files) expect(readFileSync(path, 'utf8'), path).toBe(text);
  });

  it('include every language’s quick-box words, so a word added by hand there would be caught', () => {
    const lexicons = [...files.keys()].filter((path) => path.includes('/lib/quick/lexicon/units/'));
    expect(lexicons.map((path) => path.split('/').at(-1))).toEqual(['en.ts', 'es.ts', 'de.ts', 'fr.ts', 'no.ts']);
  });
});
