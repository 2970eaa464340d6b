import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { locales } from '@/i18n/locales';
import { AGREEMENT_FLOOR, agreementOf, type CldrForms } from '@/scripts/unit-names/agreement';
import { OVERRIDES } from '@/scripts/unit-names/overrides';
import { messages } from '../../support/messages';

// CLDR's forms of the units we map, as `npm run units:names` last read them (no network here).
const snapshot = JSON.parse(readFileSync(new URL('../../../scripts/unit-names/cldr-forms.json', import.meta.url), 'utf8')) as {
  forms: Record<string, CldrForms>;
};

describe.each(locales)('the %s unit names', (locale) => {
  const agreement = agreementOf(messages[locale].UnitNames, snapshot.forms[locale] ?? {});

  it(`agree with Unicode CLDR for at least ${AGREEMENT_FLOOR * 100} % of the units CLDR names`, () => {
    expect(agreement.total).toBeGreaterThan(100);
    expect(agreement.share).toBeGreaterThanOrEqual(AGREEMENT_FLOOR);
  });

  it('differ from CLDR only where scripts/unit-names/overrides.ts says why', () => {
    for (const { key, ours } of agreement.differences) expect(OVERRIDES[key]?.names[locale], key).toBe(ours);
  });

  it('carry no brackets: the pickers add the symbol in brackets', () => {
    for (const names of Object.values(messages[locale].UnitNames)) {
      for (const name of Object.values(names)) expect(name).not.toMatch(/[()]/);
    }
  });
});

describe('the agreement', () => {
  const forms = { 'length/km': ['kilometers', 'kilometer'] };

  it('compares names as words, case and spacing aside', () => {
    expect(agreementOf({ length: { km: 'Kilometers' } }, forms)).toMatchObject({ agree: 1, total: 1, share: 1 });
    expect(agreementOf({ length: { km: ' kilometer ' } }, forms).share).toBe(1);
  });

  it('counts a name that is none of CLDR’s forms as a difference', () => {
    expect(agreementOf({ length: { km: 'Kilometres' } }, forms)).toMatchObject({
      agree: 0,
      total: 1,
      differences: [{ key: 'length/km', ours: 'Kilometres', cldr: 'kilometer' }],
    });
  });
});
