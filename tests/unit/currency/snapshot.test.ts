import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES } from '@/lib/currency/codes';
import { dayStartSeconds, isCalendarDay } from '@/lib/currency/day';
import { FEED_PACKAGE, renderSnapshotModule, versionDay } from '@/lib/currency/snapshot-module';
import { RATES_SNAPSHOT } from '@/lib/currency/snapshot.data';

const SNAPSHOT_FILE = fileURLToPath(new URL('../../../lib/currency/snapshot.data.ts', import.meta.url));

describe('the committed rates snapshot', () => {
  it('has a rate for every one of the 156 site currencies and nothing else', () => {
    expect(CURRENCY_CODES).toHaveLength(156);
    expect(Object.keys(RATES_SNAPSHOT.rates)).toEqual([...CURRENCY_CODES]);
  });

  it('holds positive finite rates, the dollar at exactly 1', () => {
    for (const code of CURRENCY_CODES) {
      expect(RATES_SNAPSHOT.rates[code], code).toBeGreaterThan(0);
      expect(Number.isFinite(RATES_SNAPSHOT.rates[code]), code).toBe(true);
    }
    expect(RATES_SNAPSHOT.rates.USD).toBe(1);
  });

  it('carries the real date of its rates: the day of the dated package version it came from', () => {
    expect(RATES_SNAPSHOT.package).toBe(FEED_PACKAGE);
    expect(isCalendarDay(RATES_SNAPSHOT.date)).toBe(true);
    expect(versionDay(RATES_SNAPSHOT.version)).toBe(RATES_SNAPSHOT.date);
    // The feed (and so the package) started in 2024; a snapshot cannot be from the future.
    expect(RATES_SNAPSHOT.date >= '2024-03-01').toBe(true);
    expect(dayStartSeconds(RATES_SNAPSHOT.date) * 1000).toBeLessThanOrEqual(Date.now());
  });

  it('looks like real market rates, not placeholders (the euro below the dollar, the yen above 50)', () => {
    expect(RATES_SNAPSHOT.rates.EUR).toBeGreaterThan(0.5);
    expect(RATES_SNAPSHOT.rates.EUR).toBeLessThan(1.2);
    expect(RATES_SNAPSHOT.rates.JPY).toBeGreaterThan(50);
    expect(RATES_SNAPSHOT.rates.VND).toBeGreaterThan(10_000);
    expect(new Set(Object.values(RATES_SNAPSHOT.rates)).size).toBeGreaterThan(28);
  });

  it('is the unedited output of the generator (npm run rates:snapshot)', () => {
    expect(readFileSync(SNAPSHOT_FILE, 'utf8')).toBe(renderSnapshotModule(RATES_SNAPSHOT));
  });
});
