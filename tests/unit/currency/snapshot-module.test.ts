import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES } from '@/lib/currency/codes';
import { FEED_PACKAGE, renderSnapshotModule, snapshotFromFeed, SnapshotSourceError, versionDay } from '@/lib/currency/snapshot-module';
import type { RatesSnapshot } from '@/lib/currency/types';
import { STUB_FEED_BODY, stubRatesWithout } from '@/tests/support/rates-stub';

describe('dated package versions', () => {
  it.each([
    ['2026.11.20', '2026-11-20'],
    ['2026.9.29', '2026-09-29'],
    ['2024.3.6', '2024-03-06'],
  ])('reads %s as the day %s', (version, day) => {
    expect(versionDay(version)).toBe(day);
  });

  it.each(['latest', '1.0.0', '0.0.1', '2026.2.30', '2026.13.1', '2026.11', '2026.11.20-beta'])(
    'does not take %s for a dated version',
    (version) => {
      expect(versionDay(version)).toBeUndefined();
    },
  );
});

describe('making the snapshot from a package version', () => {
  it('keeps the 32 site codes, upper-cased, with the package, version and date', () => {
    const snapshot = snapshotFromFeed(STUB_FEED_BODY, '2026.11.20');
    expect(snapshot).toMatchObject({ package: FEED_PACKAGE, version: '2026.11.20', date: '2026-11-20' });
    expect(Object.keys(snapshot.rates)).toEqual([...CURRENCY_CODES]);
    expect(snapshot.rates).toMatchObject({ USD: 1, EUR: 0.9, NOK: 10.5, JPY: 150, COP: 4000 });
  });

  it('refuses a version that is not a date', () => {
    expect(() => snapshotFromFeed(STUB_FEED_BODY, 'latest')).toThrow(SnapshotSourceError);
  });

  it('refuses a file whose date is not the version day, so the snapshot never lies about its age', () => {
    expect(() => snapshotFromFeed(STUB_FEED_BODY, '2026.11.21')).toThrow('is dated 2026-11-20, not 2026-11-21');
  });

  it('refuses a file lacking a site currency, naming it', () => {
    const usd = stubRatesWithout('cop');
    expect(() => snapshotFromFeed({ date: '2026-11-20', usd }, '2026.11.20')).toThrow('has no usable rate for COP');
  });

  it('refuses a file that is not a rates feed', () => {
    expect(() => snapshotFromFeed({ rates: {} }, '2026.11.20')).toThrow(SnapshotSourceError);
  });
});

describe('the generated module', () => {
  const snapshot = snapshotFromFeed(STUB_FEED_BODY, '2026.11.20');
  const text = renderSnapshotModule(snapshot);

  it('says where the rates come from and that it is generated', () => {
    expect(text).toContain(`${FEED_PACKAGE}@2026.11.20`);
    expect(text).toContain('npm run rates:snapshot');
    expect(text).toContain('export const RATES_SNAPSHOT = {');
    expect(text).toContain("date: '2026-11-20',");
    expect(text).toContain('as const satisfies RatesSnapshot;');
  });

  it('lists one line per code in catalogue order', () => {
    const codes = [...text.matchAll(/^ {4}([A-Z]{3}): /gm)].map((match) => match[1]);
    expect(codes).toEqual([...CURRENCY_CODES]);
  });

  it('writes every rate so that it reads back as exactly the same number (law)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 1e-9, max: 1e9, noNaN: true }), { minLength: CURRENCY_CODES.length, maxLength: CURRENCY_CODES.length }),
        (values) => {
          const rates = Object.fromEntries(CURRENCY_CODES.map((code, index) => [code, values[index]!]));
          const source = renderSnapshotModule({ ...snapshot, rates } as RatesSnapshot);
          const written = Object.fromEntries(
            [...source.matchAll(/^ {4}([A-Z]{3}): (.+),$/gm)].map((match) => [match[1], Number(match[2])]),
          );
          expect(written).toEqual(rates);
        },
      ),
    );
  });

  it('quotes text safely', () => {
    expect(renderSnapshotModule({ ...snapshot, package: "it's\\odd" })).toContain("package: 'it\\'s\\\\odd',");
  });
});
